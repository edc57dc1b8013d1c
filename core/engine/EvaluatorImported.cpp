#include "Evaluator.h"
#include <algorithm>

namespace strata {

namespace {

// Selector::withoutKeyword's names, one or several joined by '|' ("without flying or islandwalk").
bool hasAnyKeyword(const Characteristics& c, const QString& joined)
{
    for (const QStringView k : QStringView(joined).tokenize(u'|'))
        if (c.hasKeyword(k.toString()))
            return true;
    return false;
}

// Round 22: "blocking ~" (o blocks the source, 509.1h), "it's blocking" / "blocked by ~" (the source
// blocks o, 509.1), or either (506.4), as the blocks were declared and recorded on the blockers. A source
// that has left the battlefield (Tinder Wall sacrificed to its own ability) is read as it last existed
// (608.2h): the attackers that stay blocked by it (509.1h).
bool inCombatWith(Selector::CombatWith with, const GameObject& source, const GameObject& o)
{
    const bool blocksSource = o.blocking.contains(source.id);
    const bool blockedBySource = source.zone == Zone::Battlefield ? source.blocking.contains(o.id)
                                                                   : o.attacking && o.blockedBy.contains(source.id);
    switch (with) {
    case Selector::CombatWith::BlockingSource:
        return blocksSource;
    case Selector::CombatWith::BlockedBySource:
        return blockedBySource;
    case Selector::CombatWith::BlockingOrBlockedBySource:
        return blocksSource || blockedBySource;
    case Selector::CombatWith::None:
        break;
    }
    return true;
}

}   // namespace

// The qualities the importer of static abilities added: token or not, colours, counters, attachments,
// names and keywords the object lacks.
bool Evaluator::matchesImported(
    const Selector& sel, const ContinuousEffect& effect, int index, const GameObject& o, const Characteristics& c) const
{
    if (sel.token && o.token != *sel.token)
        return false;
    if (sel.multicolored && c.colors.count() < 2)   // 105.4
        return false;
    if (!sel.withCounter.isEmpty()) {
        // "with a counter on it": a counter of any kind (122.1); otherwise one of that kind.
        const bool any = sel.withCounter == QLatin1String("any");
        if (any ? std::none_of(o.counters.begin(), o.counters.end(), [](const CounterStack& c) { return c.count > 0; })
                : o.counterCount(sel.withCounter) < 1)
            return false;
    }
    if (sel.attachedToSource
        && (effect.sourceIndex < 0 || o.attachedTo.isEmpty() || o.attachedTo != m_state.objects[effect.sourceIndex].id))
        return false;
    if (sel.enchanted || sel.notEnchanted || sel.equipped) {
        // 303.4, 301.5: an Aura or an Equipment on the battlefield attached to it.
        bool aura = false, equipment = false;
        static const SubtypeId auraId = SubtypeRegistry::instance().find(QStringLiteral("Aura")).value_or(0);
        static const SubtypeId equipmentId = SubtypeRegistry::instance().find(QStringLiteral("Equipment")).value_or(0);
        // Through the attachments, not a walk of the board: every object a selector tests would walk it.
        for (int i : attachedTo(o.id)) {
            if (i == index || !functions(i))
                continue;
            aura = aura || chars(i).type.hasSubtype(auraId);
            equipment = equipment || chars(i).type.hasSubtype(equipmentId);
        }
        if ((sel.enchanted && !aura) || (sel.notEnchanted && aura) || (sel.equipped && !equipment))
            return false;
    }
    if (sel.colorChosen) {
        std::optional<Color> chosen;
        if (effect.resolved && effect.resolved->choices.color)
            chosen = effect.resolved->choices.color;
        else if (effect.sourceIndex >= 0)
            chosen = m_state.objects[effect.sourceIndex].choices.color;
        if (!chosen || !c.colors.has(*chosen))
            return false;
    }
    if (!sel.named.isEmpty() && c.name != sel.named)
        return false;
    // Round 19: "target creature and all other creatures with the same name as that creature" (Bile
    // Blight): the target itself, and those whose name is the target's as it is now (201.2); a face-down
    // target has no name, so no other object shares it (708.2).
    if (sel.sameNameAsTarget) {
        const int target = effect.targets.value(0, -1);
        if (target < 0 || (index != target && (chars(target).name.isEmpty() || c.name != chars(target).name)))
            return false;
    }
    if (sel.namedChosen) {   // "with the chosen name": the card name the source chose as it entered
        QString chosen;
        if (effect.resolved && !effect.resolved->choices.name.isEmpty())
            chosen = effect.resolved->choices.name;
        else if (effect.sourceIndex >= 0)
            chosen = m_state.objects[effect.sourceIndex].choices.name;
        if (chosen.isEmpty() || c.name != chosen)
            return false;
    }
    if (!sel.withoutKeyword.isEmpty() && hasAnyKeyword(c, sel.withoutKeyword))
        return false;
    if (sel.faceDown && !o.faceDown)   // 708.2: a face-down permanent
        return false;
    if (sel.combatWith != Selector::CombatWith::None
        && (effect.sourceIndex < 0 || !inCombatWith(sel.combatWith, m_state.objects[effect.sourceIndex], o)))
        return false;
    // Round 23: "that was dealt damage this turn" (120.3): the event player's record, or damage still marked
    // on it, which lasts only until the turn's cleanup step (514.2), as in a snapshot.
    if (sel.dealtDamageThisTurn && !o.dealtDamageThisTurn && o.damage == 0)
        return false;
    // Round 40: "put there from the battlefield this turn": the event player's mark on the card in the graveyard.
    if (sel.fromBattlefieldThisTurn && !o.fromBattlefieldThisTurn)
        return false;
    if (sel.commander && !o.commander)   // 903.3
        return false;
    // Round 45: "blocked" / "unblocked" (509.1h: an attacker stays blocked when its blockers leave combat),
    // "nonattacking, nonblocking" (506.4), "attacking you" (508.1b: the player it attacks is the effect's controller).
    if (sel.blocked && !(o.attacking && o.blockedBy.isEmpty() != *sel.blocked))
        return false;
    if ((sel.nonattacking && o.attacking) || (sel.nonblocking && !o.blocking.isEmpty()))
        return false;
    if (sel.attackingYou && (!o.attacking || o.attackTarget.isEmpty() || o.attackTarget != effect.controller))
        return false;
    // Round 45: "Aura attached to a creature / a land" (303.4, 301.5): the object it is attached to has one of the types.
    if (sel.attachedToTypes) {
        const int to = o.attachedTo.isEmpty() ? -1 : m_state.objectIndex(o.attachedTo);
        if (to < 0 || !(chars(to).type.cardTypes & sel.attachedToTypes))
            return false;
    }
    if (sel.xInManaCost && !c.manaCost.hasX())   // round 45: "with {X} in its mana cost" (107.3, 202.1)
        return false;
    // Round 41, radiance: the target, and each object that has a colour in common with the target as it is now
    // (105.4, 608.2h); a colorless object shares no colour with anything.
    if (sel.sharesColorWithTarget) {
        const int target = effect.targets.value(0, -1);
        if (target < 0 || (index != target && !chars(target).colors.intersects(c.colors)))
            return false;
    }
    // Round 41: "Auras attached to target permanent / to them / to that creature" (303.4): attached to one of the
    // objects the reference names.
    if (sel.attachedTo != Selector::Ref::None) {
        Selector holder;
        holder.ref = sel.attachedTo;
        const QVector<int> holders = o.attachedTo.isEmpty() ? QVector<int>() : select(holder, effect);
        if (std::none_of(holders.cbegin(), holders.cend(), [&](int h) { return m_state.objects[h].id == o.attachedTo; }))
            return false;
    }
    // Round 41: "with the greatest power among creatures on the battlefield / they control", "the creature with the
    // least power": no other object the rest selects (of the same controller, "they control") has a greater (a
    // lesser) power; tied objects all have it (the player chooses among them as the instruction is performed).
    if (sel.powerRank != Selector::PowerRank::None) {
        Selector rest = sel;
        rest.powerRank = Selector::PowerRank::None;
        rest.rankPerController = false;
        const bool greatest = sel.powerRank == Selector::PowerRank::Greatest;
        const int mine = c.power.value_or(0);
        for (int i = 0; i < m_state.objects.size(); ++i) {
            if (i == index || (sel.rankPerController && chars(i).controller != c.controller))
                continue;
            const int theirs = chars(i).power.value_or(0);
            if ((greatest ? theirs > mine : theirs < mine) && matchesFilter(rest, effect, i))
                return false;
        }
    }
    if (sel.highestManaValue) {
        // Favor of the Mighty: no other object the rest of the selector selects has a greater mana
        // value (ties all have the highest).
        Selector rest = sel;
        rest.highestManaValue = false;
        const int mine = c.manaCost.manaValue();
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (i != index && chars(i).manaCost.manaValue() > mine && matchesFilter(rest, effect, i))
                return false;
    }
    return true;
}

}   // namespace strata
