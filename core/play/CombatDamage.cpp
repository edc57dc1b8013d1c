#include "CombatRules.h"
#include "PlayContext.h"
#include <algorithm>

namespace strata {

namespace {

struct Assigned {
    int source = -1;
    QString to;
    int amount = 0;
};

// One combat damage step's assignments (510.1), kept while they are made so that "lethal damage"
// counts the damage other creatures assign in the same step (510.1c, 702.19c).
class DamagePlan {
public:
    DamagePlan(const GameState& gs, const Resolution& res, const GameEvent* event)
        : m_gs(gs), m_res(res), m_event(event)
    { }

    QVector<Assigned> assigned;
    std::optional<CombatProblem> problem;

    int lethal(int recipient, bool deathtouch) const
    {
        return lethalDamage(m_gs, m_res, recipient, deathtouch, m_pending.value(recipient));
    }

    void assign(int source, const QString& to, int amount)
    {
        if (amount <= 0)
            return;
        assigned << Assigned{source, to, amount};
        const int t = m_gs.objectIndex(to);
        if (t >= 0)
            m_pending[t] += amount;
    }

    // `creatures` in their order; `player` the player or planeswalker that trample may reach.
    void divide(int source, const QStringList& creatures, const QString& player, bool trample, bool freeDivision)
    {
        const int power = combatDamageAmount(m_res, source);   // 510.1c: power, or toughness
        if (power == 0)
            return;   // 510.1a
        if (creatures.isEmpty()) {
            assign(source, player, power);
            return;
        }
        if (const GameEvent::Assignment* given = explicitDivision(source)) {
            checkDivision(source, *given, creatures, player, trample, freeDivision, power);
            if (!problem)
                for (const auto& a : given->amounts)
                    assign(source, a.first, a.second);
            return;
        }
        const bool deathtouch = m_res.chars[source].hasKeyword(QStringLiteral("Deathtouch"));
        int left = power;
        for (int k = 0; k < creatures.size() && left > 0; ++k) {
            const int c = m_gs.objectIndex(creatures[k]);
            const bool last = k == creatures.size() - 1;
            const int amount = last && !(trample && !player.isEmpty()) ? left : std::min(left, lethal(c, deathtouch));
            assign(source, creatures[k], amount);
            left -= amount;
        }
        if (left > 0)
            assign(source, player, left);
    }

    // The event assigns all of the source's combat damage to `to`.
    bool givesAllTo(int source, const QString& to) const
    {
        const GameEvent::Assignment* given = explicitDivision(source);
        return given && !given->amounts.isEmpty()
            && std::all_of(given->amounts.begin(), given->amounts.end(), [&](const auto& a) { return a.first == to; });
    }

private:
    const GameEvent::Assignment* explicitDivision(int source) const
    {
        if (!m_event)
            return nullptr;
        for (const GameEvent::Assignment& a : m_event->assign)
            if (a.creature == m_gs.objects[source].id)
                return &a;
        return nullptr;
    }

    void checkDivision(int source, const GameEvent::Assignment& given, const QStringList& creatures,
        const QString& player, bool trample, bool freeDivision, int power)
    {
        const QString name = m_res.chars[source].name;
        int total = 0, toPlayer = 0;
        for (const auto& a : given.amounts) {
            total += a.second;
            if (!creatures.contains(a.first) && !(trample && a.first == player)) {
                problem = CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                                     "%1 can't assign combat damage to %2: it is not in combat "
                                                     "with it%3"),
                                            {name, PlayText(a.first),
                                                a.first == player
                                                    ? PlayText(QT_TRANSLATE_NOOP("PlayText", " and it has no trample"), {})
                                                    : PlayText()}),
                    a.first == player ? QStringLiteral("702.19b") : QStringLiteral("510.1c")};
                return;
            }
            if (a.first == player)
                toPlayer += a.second;
        }
        if (total != power) {
            problem = CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                                 "%1 assigns %2 combat damage, but its power is %3: it assigns all of "
                                                 "it"),
                                        {name, PlayText::number(total), PlayText::number(power)}),
                QStringLiteral("510.1c")};
            return;
        }
        if (toPlayer == 0 || freeDivision)
            return;
        const bool deathtouch = m_res.chars[source].hasKeyword(QStringLiteral("Deathtouch"));
        for (const QString& c : creatures) {
            int toCreature = 0;
            for (const auto& a : given.amounts)
                if (a.first == c)
                    toCreature += a.second;
            const int needed = lethal(m_gs.objectIndex(c), deathtouch);
            if (toCreature < needed) {
                problem = CombatProblem{PlayText(QT_TRANSLATE_NOOP("PlayText",
                                                     "%1 has trample but assigns %2 damage to %3, less than the "
                                                     "lethal %4, and some to the player"),
                                            {name, PlayText::number(toCreature),
                                                PlayText(m_res.chars[m_gs.objectIndex(c)].name),
                                                PlayText::number(needed)}),
                    QStringLiteral("702.19c")};
                return;
            }
        }
    }

    const GameState& m_gs;
    const Resolution& m_res;
    const GameEvent* m_event;
    QHash<int, int> m_pending;
};

}   // namespace

bool inCombat(const GameObject& o)
{
    return o.zone == Zone::Battlefield && !o.phasedOut && o.exists && (o.attacking || !o.blocking.isEmpty());
}

QStringList blockersOf(const GameState& gs, const GameObject& attacker)
{
    QStringList out;
    auto stillBlocking = [&](const GameObject& b) {
        return inCombat(b) && b.blocking.contains(attacker.id);
    };
    for (const QString& id : attacker.blockedBy)
        if (const GameObject* b = gs.object(id); b && stillBlocking(*b))
            out << id;
    for (const GameObject& b : gs.objects)
        if (stillBlocking(b) && !out.contains(b.id))
            out << b.id;
    return out;
}

// 510: one combat damage step. The first-strike step (510.4) happens only if an attacking or blocking
// creature has first strike or double strike as it begins; the regular step is for those that had
// neither then, and those with double strike now (702.7c).
bool PlayContext::combatDamageStep(Step step)
{
    GameState& gs = table.state();
    const Resolution& res = table.resolution();
    QVector<int> dealers;
    for (int i = 0; i < gs.objects.size(); ++i)
        if (inCombat(gs.objects[i]) && res.chars[i].isCreature() && dealsCombatDamageIn(gs, res, i, step))
            dealers << i;
    if (step == Step::FirstStrikeDamage) {
        QStringList strikers;
        for (int i : dealers)
            strikers << gs.objects[i].id;
        gs.firstStrikers = strikers;
        if (strikers.isEmpty()) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "no attacking or blocking creature has first strike or double strike: there is "
                                    "no first-strike combat damage step (510.4)"),
                {}));
            return true;
        }
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the %1 step begins"), {PlayText::word(stepName(step))}));
    }
    const CombatRules rules(gs, res);
    DamagePlan plan(gs, res, event);
    for (int i : dealers) {
        const GameObject& o = gs.objects[i];
        // 510.1a: "~ assigns no combat damage this turn" (Ophidian's "If you do"): it assigns none, and
        // the creatures in combat with it still assign theirs.
        if (const QString e = rules.ruleEffect(i, RuleName::AssignsNoCombatDamage); !e.isEmpty()) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 assigns no combat damage this turn: %2 (510.1a)"),
                {res.chars[i].name, ruleOrigin(res, i, e)}));
            continue;
        }
        const bool trample = res.chars[i].hasKeyword(QStringLiteral("Trample"));
        if (o.attacking) {
            const QString player = rules.attackedRecipient(i);
            const QStringList blockers = blockersOf(gs, o);
            const bool blocked = !o.blockedBy.isEmpty() || !blockers.isEmpty();
            if (!blocked) {
                if (!player.isEmpty())
                    plan.divide(i, {}, player, false, false);
                continue;
            }
            // 510.1c: "you may have ~ assign its combat damage as though it weren't blocked": the event
            // assigning all of it to the attacked player or planeswalker is that choice.
            const QVector<RuleEffectRecord> rulesOf = res.rulesEffects.value(i);
            if (!player.isEmpty() && plan.givesAllTo(i, player)
                && std::any_of(rulesOf.begin(), rulesOf.end(),
                    [](const RuleEffectRecord& r) { return r.rule == RuleName::AssignsDamageAsThoughUnblocked; })) {
                table.note(PlayText(
                    QT_TRANSLATE_NOOP("PlayText", "%1 assigns its combat damage as though it weren't blocked (510.1c)"),
                    {res.chars[i].name}));
                plan.divide(i, {}, player, false, false);
                continue;
            }
            if (blockers.isEmpty() && !trample) {
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                        "%1 is blocked, but its blockers are gone: it deals no combat damage "
                                        "(509.1h, 510.1c)"),
                    {res.chars[i].name}));
                continue;
            }
            // 702.22j: a blocker with banding lets the defending player divide the attacker's damage
            // among the blockers as they choose.
            bool banding = false;
            for (const QString& b : blockers)
                banding = banding || res.chars[gs.objectIndex(b)].hasKeyword(QStringLiteral("Banding"));
            if (banding)
                table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                        "a creature blocking %1 has banding: the defending player divides its "
                                        "combat damage among its blockers (702.22j)"),
                    {res.chars[i].name}));
            plan.divide(i, blockers, banding ? QString() : player, trample && !banding, banding);
        } else {
            QStringList attackers;
            for (const QString& a : o.blocking)
                if (const GameObject* ao = gs.object(a); ao && inCombat(*ao) && ao->attacking)
                    attackers << a;
            if (!attackers.isEmpty())
                plan.divide(i, attackers, QString(), false, true);
        }
        if (plan.problem) {
            refuse(plan.problem->message, plan.problem->rule);
            return false;
        }
    }
    const QString label = step == Step::FirstStrikeDamage ? QStringLiteral("first_strike") : QStringLiteral("regular");
    // 510.2: all of the step's combat damage is dealt at the same time.
    for (const Assigned& a : plan.assigned)
        table.dealDamage(gs.objects[a.source].id, a.to, a.amount, true, label);
    if (plan.assigned.isEmpty())
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "no combat damage is dealt in this step"), {}));
    return true;
}

}   // namespace strata
