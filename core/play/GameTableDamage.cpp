#include "GameTable.h"
#include "CombatRules.h"
#include "StaticDamageRules.h"

// Damage dealt by the event player (120): the one-shot prevention shields that may stop some of it
// (615.7), the static rules that change it, and what it does to players, planeswalkers and creatures.

namespace strata {

namespace {

bool hasKeyword(const Characteristics& c, const char* keyword)
{
    return c.hasKeyword(QLatin1String(keyword));
}

}   // namespace

void GameTable::addPreventionShield(const QString& to, int amount, const QString& source)
{
    if (amount <= 0)
        return;
    const int t = m_state.objectIndex(to);
    const int s = m_state.objectIndex(source);
    records.shields << PreventionShield{currentEventId(), to, t >= 0 ? m_state.objects[t].incarnation : -1, amount, m_state.turn, source,
        s >= 0 ? m_state.objects[s].incarnation : -1, QString(), -1, false, !source.isEmpty()};
    if (source.isEmpty())
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next %1 damage that would be dealt to %2 this turn will be prevented (615.7)"),
            {PlayText::number(amount), nameOf(to)}));
    else if (to.isEmpty())
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next %1 damage %2 would deal this turn will be prevented (615.7)"),
            {PlayText::number(amount), nameOf(source)}));
    else
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next %1 damage %2 would deal to %3 this turn will be prevented (615.7)"),
            {PlayText::number(amount), nameOf(source), nameOf(to)}));
}

void GameTable::preventCombatDamageThisTurn()
{
    records.fogs << CombatDamageFog{currentEventId(), m_state.turn};
    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "all combat damage that would be dealt this turn will be prevented (615.1a)"), {}));
}

void GameTable::addNextTimeShield(const QString& to, const QString& source)
{
    const int t = m_state.objectIndex(to);
    const int s = m_state.objectIndex(source);
    records.shields << PreventionShield{currentEventId(), to, t >= 0 ? m_state.objects[t].incarnation : -1, 1, m_state.turn,
        source, s >= 0 ? m_state.objects[s].incarnation : -1, QString(), -1};
    if (to.isEmpty())   // stop 48: whatever it deals damage to (Awe Strike)
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time %1 would deal damage this turn, that damage will be prevented (615.7)"),
            {nameOf(source)}));
    else
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time %1 would deal damage to %2 this turn, that damage will be prevented (615.7)"),
            {nameOf(source), nameOf(to)}));
}

void GameTable::addRedirectionShield(const QString& to, int amount, const QString& source, const QString& redirectTo)
{
    if (amount <= 0 && source.isEmpty())
        return;
    const auto incarnationOf = [this](const QString& id) {
        const int i = m_state.objectIndex(id);
        return i >= 0 ? m_state.objects[i].incarnation : -1;
    };
    records.shields << PreventionShield{currentEventId(), to, incarnationOf(to), source.isEmpty() ? amount : 1, m_state.turn,
        source, source.isEmpty() ? -1 : incarnationOf(source), redirectTo, incarnationOf(redirectTo)};
    if (source.isEmpty())
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next %1 damage that would be dealt to %2 this turn will be dealt to %3 instead (614.9)"),
            {PlayText::number(amount), nameOf(to), nameOf(redirectTo)}));
    else if (to.isEmpty())   // round 23: to whatever it would deal damage to (Opal-Eye)
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time %1 would deal damage this turn, that damage will be dealt to %2 instead (614.9)"),
            {nameOf(source), nameOf(redirectTo)}));
    else
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time %1 would deal damage to %2 this turn, that damage will be dealt to %3 instead (614.9)"),
            {nameOf(source), nameOf(to), nameOf(redirectTo)}));
}

void GameTable::addNextTimeRedirection(const QString& to, const QString& redirectTo)
{
    const int t = m_state.objectIndex(to), r = m_state.objectIndex(redirectTo);
    records.shields << PreventionShield{currentEventId(), to, t >= 0 ? m_state.objects[t].incarnation : -1, 1, m_state.turn, QString(), -1,
        redirectTo, r >= 0 ? m_state.objects[r].incarnation : -1, true};
    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time damage would be dealt to %1 this turn, that damage will be dealt to %2 instead (614.9)"),
        {nameOf(to), nameOf(redirectTo)}));
}

// 614.9: a redirection does nothing when an object it names has left the battlefield (a new object, 400.7)
// or is no longer a creature or planeswalker, or a player it names has left the game.
bool GameTable::canTakeRedirectedDamage(const QString& id, int incarnation)
{
    const int i = m_state.objectIndex(id);
    if (i < 0)
        return player(id) != nullptr;
    const GameObject& o = m_state.objects[i];
    const Characteristics& c = resolution().chars[i];
    return o.zone == Zone::Battlefield && o.incarnation == incarnation && (c.isCreature() || c.type.has(CardType::Planeswalker));
}

int GameTable::damageAfterRedirections(
    const QString& source, const QString& to, int amount, bool combat, const QString& step, bool preventable)
{
    const int s = m_state.objectIndex(source);
    const int sourceIncarnation = s >= 0 ? m_state.objects[s].incarnation : -1;
    for (int k = 0; k < records.shields.size() && amount > 0; ++k) {
        PreventionShield& sh = records.shields[k];
        // Round 23: a shield with no recipient (Opal-Eye's "the next time a source of your choice would deal
        // damage this turn") applies to whatever that source deals damage to.
        if (sh.redirectTo.isEmpty() || (!sh.to.isEmpty() && sh.to != to) || sh.turn != m_state.turn || sh.remaining <= 0
            || sh.redirectTo == to)
            continue;
        if (!sh.source.isEmpty() && (sh.source != source || sh.sourceIncarnation != sourceIncarnation))
            continue;
        const int t = m_state.objectIndex(to);
        const int incarnation = t < 0 ? -1 : sh.to.isEmpty() ? m_state.objects[t].incarnation : sh.incarnation;
        if (!canTakeRedirectedDamage(to, incarnation)
            || !canTakeRedirectedDamage(sh.redirectTo, sh.redirectIncarnation))
            continue;
        // A "next time" shield takes the whole of the one event it applies to; a number, as much as is left.
        const bool wholeEvent = sh.nextTime || !sh.source.isEmpty();
        const int moved = wholeEvent ? amount : std::min(sh.remaining, amount);
        sh.remaining = wholeEvent ? 0 : sh.remaining - moved;
        amount -= moved;
        const QString newRecipient = sh.redirectTo, effect = sh.effect;
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage that would be dealt to %2 is dealt to %3 instead (the effect %4, 614.9)"),
            {PlayText::number(moved), nameOf(to), nameOf(newRecipient), effect}));
        dealDamage(source, newRecipient, moved, combat, step, preventable);   // the same source deals it (614.9); `sh` may move
    }
    return amount;
}

int GameTable::damageAfterShields(const QString& source, const QString& to, int amount)
{
    const int t = m_state.objectIndex(to);
    const int incarnation = t >= 0 ? m_state.objects[t].incarnation : -1;
    const int s = m_state.objectIndex(source);
    const int sourceIncarnation = s >= 0 ? m_state.objects[s].incarnation : -1;
    for (PreventionShield& sh : records.shields) {
        if (amount <= 0)
            break;
        // Round 30: a shield of a source's damage to anything has no recipient; stop 48, nor one of the
        // source's next damage event (Awe Strike).
        const bool anyRecipient = sh.to.isEmpty() && !sh.source.isEmpty();
        if ((!anyRecipient && (sh.to != to || sh.incarnation != incarnation)) || sh.turn != m_state.turn || sh.remaining <= 0
            || !sh.redirectTo.isEmpty())
            continue;
        if (!sh.source.isEmpty() && (sh.source != source || sh.sourceIncarnation != sourceIncarnation))
            continue;
        // A "next time" shield is used up by the one event it applies to, all of whose damage it prevents;
        // a number of damage, as much as is left (round 30: of one source's damage too).
        const bool wholeEvent = !sh.source.isEmpty() && !sh.countsSourcesDamage;
        const int prevented = wholeEvent ? amount : std::min(sh.remaining, amount);
        sh.remaining = wholeEvent ? 0 : sh.remaining - prevented;
        amount -= prevented;
        note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage to %2 is prevented (the effect %3, 615.7)"),
            {PlayText::number(prevented), nameOf(to), sh.effect}));
        if (sh.followUp >= 0 && prevented > 0)   // 615.5: done right after this damage event
            records.preventedThisWay << PreventedThisWay{sh.followUp, prevented, source};
    }
    return amount;
}

void GameTable::dealDamage(const QString& sourceId, const QString& to, int amount, bool combat, const QString& step, bool preventable)
{
    // 614.9, 616.1: the redirections first (the affected player's order); what they move is dealt apart
    amount = damageAfterRedirections(sourceId, to, amount, combat, step, preventable);
    if (amount <= 0)
        return;
    const Resolution& res = resolution();
    const int s = m_state.objectIndex(sourceId);
    const Characteristics* src = s >= 0 ? &res.chars[s] : nullptr;
    const int t = m_state.objectIndex(to);
    const bool unpreventable = !preventable || damageCantBePrevented(m_state, res, s);   // 615.12
    if (t >= 0 && src && !unpreventable) {
        // 702.16e: protection prevents damage from sources with the quality (unless it can't be, 615.12).
        for (const AbilityInstance& a : res.chars[t].abilities)
            if (a.def->isKeyword(QStringLiteral("Protection")) && protectionCovers(*a.def, *src) && amount > 0) {
                note(PlayText(
                    QT_TRANSLATE_NOOP("PlayText", "%1 damage from %2 to %3 is prevented: protection (702.16e)"),
                    {PlayText::number(amount), src->name, res.chars[t].name}));
                amount = 0;
            }
    }
    // 614.1a, 615.1a: static abilities' doubling and prevention effects ("Prevent all damage that
    // would be dealt to ~", "… dealt by enchanted creature").
    QVector<PlayText> applied;
    amount = damageAfterStaticRules(m_state, res, s, t, amount, combat, preventable, &applied);
    for (const PlayText& why : applied)
        note(why);
    // 615.1a: the phantoms prevent the damage and lose one +1/+1 counter, once per prevention event.
    if (t >= 0 && amount > 0 && !unpreventable)
        if (const auto why = preventedRemovingCounter(res, t)) {
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage to %2 is prevented (%3, 615.1a)"),
                {PlayText::number(amount), res.chars[t].name, *why}));
            amount = 0;
            QVector<CounterStack>& counters = m_state.objects[t].counters;
            for (int k = 0; k < counters.size(); ++k)
                if (counters[k].kind == QLatin1String("+1/+1")) {   // none left: nothing to remove (122.8)
                    if (--counters[k].count == 0)
                        counters.remove(k);
                    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 %2 counter(s) removed from %3"),
                        {PlayText::number(1), QStringLiteral("+1/+1"), nameOf(to)}));
                    m_dirty = true;
                    break;
                }
        }
    if (t < 0 && amount > 0 && !unpreventable)   // 615.1a: a player's prevention rule
        if (const auto why = damageToPlayerPrevented(m_state, res, s, to)) {
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 damage to %2 is prevented (%3, 615.1a)"),
                {PlayText::number(amount), nameOf(to), *why}));
            amount = 0;
        }
    if (t < 0 && amount > 0 && !unpreventable) {   // stop 48: a player's partial prevention (615.1a)
        QVector<PlayText> partial;
        amount = damageToPlayerAfterPartialPrevention(m_state, res, s, to, nameOf(to), amount, combat, &partial);
        for (const PlayText& why : partial)
            note(why);
    }
    if (!unpreventable)   // 615.12
        amount = damageAfterShields(sourceId, to, amount);
    for (const CombatDamageFog& fog : records.fogs)   // 615.1a: Fog's effect, for the turn it was made in
        if (combat && amount > 0 && fog.turn == m_state.turn && !unpreventable) {
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 combat damage to %2 is prevented (the effect %3, 615.1a)"),
                {PlayText::number(amount), nameOf(to), fog.effect}));
            amount = 0;
        }
    if (amount <= 0)
        return;
    const bool deathtouch = src && hasKeyword(*src, "Deathtouch");
    const bool infect = src && hasKeyword(*src, "Infect");
    const bool wither = src && hasKeyword(*src, "Wither");
    int lost = amount;   // the life a player loses by it (120.3a), less under a floor of 1 (614.1a)
    if (t >= 0) {
        GameObject& o = m_state.objects[t];
        const Characteristics& c = res.chars[t];
        // A record of an earlier turn no longer says anything about "this turn".
        records.damageRecords.erase(std::remove_if(records.damageRecords.begin(), records.damageRecords.end(),
                                [this](const DamageRecord& r) { return r.turn != m_state.turn; }),
            records.damageRecords.end());
        records.damageRecords << DamageRecord{sourceId, s >= 0 ? m_state.objects[s].incarnation : -1, o.id, o.incarnation, m_state.turn};
        o.dealtDamageThisTurn = true;   // round 23 (120.3): kept even once regeneration removes the damage
        if (c.isCreature()) {
            if (infect || wither) {   // 702.90b, 702.80a
                bool added = false;
                for (CounterStack& cs : o.counters)
                    if (cs.kind == QLatin1String("-1/-1")) {
                        cs.count += amount;
                        added = true;
                    }
                if (!added)
                    o.counters << CounterStack{QStringLiteral("-1/-1"), amount, nextTimestamp()};
                // Round 42 (122.6): the source's controller puts them ("whenever you put one or more -1/-1
                // counters on a creature" sees damage from a source with wither or infect you control).
                countersPut(o.id, QStringLiteral("-1/-1"), amount, s >= 0 ? res.chars[s].controller : QString());
            } else {
                o.damage += amount;   // 120.3e
            }
            o.deathtouchDamage = o.deathtouchDamage || deathtouch;
        }
        if (c.type.has(CardType::Planeswalker))   // 120.3c
            for (CounterStack& cs : o.counters)
                if (cs.kind == QLatin1String("loyalty"))
                    cs.count = std::max(0, cs.count - amount);
    } else if (Player* p = player(to)) {
        p->thisTurn.dealtDamage = true;
        if (infect) {
            p->poison += amount;   // 120.3b
        } else if (const auto why = lifeChangeForbidden(res, to)) {
            // 119.10: the damage is dealt (lifelink, "dealt damage" triggers), no life is lost.
            note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total can't change (%2, 119.10)"), {p->name, *why}));
        } else {
            // 614.1a: "Damage that would reduce your life total to less than 1 reduces it to 1 instead"
            // (Ali from Cairo); the damage is still dealt, only the life lost changes.
            if (p->life >= 1 && p->life - amount < 1)
                if (const auto why = lifeCantGoBelowOne(res, to)) {
                    lost = p->life - 1;
                    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's life total is reduced only to 1 (%2, 614.1a)"),
                        {p->name, *why}));
                }
            p->life -= lost;   // 120.3a
            p->thisTurn.lifeLost += lost;   // 119.3
        }
    }
    m_report.damage << DamageReport{sourceId, to, amount, combat, step};
    note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 deals %2 damage to %3"),
        {src ? src->name : sourceId, PlayText::number(amount), nameOf(to)}));
    if (src && hasKeyword(*src, "Lifelink"))   // 702.15b
        gainLife(src->controller, amount);
    Happening h;
    h.kind = Happening::Kind::DamageDealt;
    h.object = to;
    h.source = sourceId;
    h.amount = amount;
    h.combat = combat;
    if (t < 0)
        h.player = to;
    happened(h);
    if (t < 0 && !infect && player(to) && lost > 0) {   // 120.3a: damage to a player is a loss of life (119.3)
        Happening loss;
        loss.kind = Happening::Kind::LifeLost;
        loss.player = to;
        loss.amount = lost;
        happened(loss);
    }
    m_dirty = true;
}

}   // namespace strata
