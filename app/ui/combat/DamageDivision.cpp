#include "DamageDivision.h"
#include "models/DisplayText.h"
#include "play/CombatRules.h"

namespace strata::ui {

namespace {

DamageDivision::Recipient creatureRecipient(const GameState& state, const Resolution& res, const QString& id, bool deathtouch)
{
    const int i = state.objectIndex(id);
    DamageDivision::Recipient r;
    r.id = id;
    r.name = res.chars[i].name;
    r.lethal = lethalDamage(state, res, i, deathtouch);
    return r;
}

}   // namespace

int DamageDivision::Divider::total() const
{
    int sum = 0;
    for (const Recipient& r : recipients)
        sum += r.amount;
    return sum;
}

DamageDivision DamageDivision::forStep(const GameState& state, const Resolution& res, Step step)
{
    DamageDivision out;
    if (step != Step::FirstStrikeDamage && step != Step::CombatDamage)
        return out;
    const CombatRules rules(state, res);
    for (int i = 0; i < state.objects.size() && i < res.chars.size(); ++i) {
        const GameObject& o = state.objects[i];
        const Characteristics& c = res.chars[i];
        if (!inCombat(o) || !c.isCreature() || combatDamageAmount(res, i) <= 0
            || !dealsCombatDamageIn(state, res, i, step))
            continue;
        Divider d;
        d.creature = o.id;
        d.name = c.name;
        d.power = combatDamageAmount(res, i);   // 510.1c: its toughness under Doran
        d.trample = c.hasKeyword(QStringLiteral("Trample"));
        d.deathtouch = c.hasKeyword(QStringLiteral("Deathtouch"));
        if (o.attacking) {
            const QStringList blockers = blockersOf(state, o);
            bool banding = false;
            for (const QString& b : blockers) {
                d.recipients << creatureRecipient(state, res, b, d.deathtouch);
                banding = banding || res.chars[state.objectIndex(b)].hasKeyword(QStringLiteral("Banding"));
            }
            // 702.22j: with a banding blocker the defending player divides, among the blockers only.
            d.freeDivision = banding;
            const QString player = rules.attackedRecipient(i);
            const int walker = state.objectIndex(player);
            if (d.trample && !banding && !player.isEmpty() && !blockers.isEmpty()) {
                Recipient p;
                p.id = player;
                p.attacked = true;
                p.name = walker >= 0 ? res.chars[walker].name : DisplayText::playerName(state, player);
                d.recipients << p;
            } else if (blockers.size() < 2) {
                continue;
            }
        } else {
            for (const QString& a : o.blocking)
                if (const GameObject* ao = state.object(a); ao && inCombat(*ao) && ao->attacking)
                    d.recipients << creatureRecipient(state, res, a, d.deathtouch);
            if (d.recipients.size() < 2)
                continue;
            d.freeDivision = true;
        }
        out.dividers << d;
    }
    out.resetToDefault();
    return out;
}

void DamageDivision::resetToDefault()
{
    for (Divider& d : dividers) {
        int left = d.power;
        const bool reachesAttacked = !d.recipients.isEmpty() && d.recipients.last().attacked;
        const int creatures = d.recipients.size() - (reachesAttacked ? 1 : 0);
        for (int k = 0; k < d.recipients.size(); ++k) {
            Recipient& r = d.recipients[k];
            if (r.attacked) {
                r.amount = left;
            } else {
                const bool last = k == creatures - 1 && !reachesAttacked;
                r.amount = last ? left : std::min(left, r.lethal);
            }
            left -= r.amount;
        }
    }
}

QString DamageDivision::problem(const Divider& d, QString* rule)
{
    const auto refuse = [rule](const QString& why, const char* number) {
        if (rule)
            *rule = QLatin1String(number);
        return why;
    };
    if (d.total() != d.power)
        return refuse(tr("%1 assigns %2 combat damage, but its power is %3: it assigns all of it")
                          .arg(d.name)
                          .arg(d.total())
                          .arg(d.power),
            "510.1c");
    const bool toAttacked = std::any_of(
        d.recipients.begin(), d.recipients.end(), [](const Recipient& r) { return r.attacked && r.amount > 0; });
    if (toAttacked && !d.freeDivision)
        for (const Recipient& r : d.recipients)
            if (!r.attacked && r.amount < r.lethal)
                return refuse(tr("%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to "
                                 "the player")
                                  .arg(d.name)
                                  .arg(r.amount)
                                  .arg(r.name)
                                  .arg(r.lethal),
                    "702.19c");
    return {};
}

bool DamageDivision::isLegal() const
{
    return std::all_of(dividers.begin(), dividers.end(), [](const Divider& d) { return problem(d).isEmpty(); });
}

QVector<GameEvent::Assignment> DamageDivision::assignments() const
{
    QVector<GameEvent::Assignment> out;
    for (const Divider& d : dividers) {
        GameEvent::Assignment a;
        a.creature = d.creature;
        for (const Recipient& r : d.recipients)
            if (r.amount > 0)
                a.amounts.append({r.id, r.amount});
        out << a;
    }
    return out;
}

}   // namespace strata::ui
