#include "Evaluator.h"
#include <QHash>
#include <QSet>
#include <algorithm>

// Whether a condition holds ("as long as", "if"): the printed conditions, and devotion, which one of them counts.

namespace strata {

int Evaluator::devotion(const QString& player, ColorSet colors) const
{
    int n = 0;
    for (int i = 0; i < m_state.objects.size(); ++i) {
        if (!functions(i) || chars(i).controller != player)
            continue;
        n += chars(i).manaCost.devotionTo(colors);
        // A rule-changing static such as Altar of the Pantheon's raises every devotion by one (700.5).
        for (const AbilityInstance& a : chars(i).abilities)
            if (a.def->kind == AbilityDef::Kind::Static)
                for (const Op& op : a.def->ops)
                    if ((op.kind == Op::Kind::Rule || op.kind == Op::Kind::PlayerRule)
                        && op.rule == RuleName::DevotionPlusOne)
                        ++n;
    }
    return n;
}

bool Evaluator::holds(const Condition& c, const ContinuousEffect& effect) const
{
    if (c.orElse) {   // "… or …": either part alone is enough
        Condition first = c;
        first.orElse.reset();
        return holds(first, effect) || holds(*c.orElse, effect);
    }
    if (c.who == QLatin1String("defending_player")) {
        // 506.2, 508.5a: "defending player" of an attacking source is the player it attacks, or the
        // controller of the planeswalker it attacks; a source that is not attacking has none.
        const GameObject* source = effect.sourceIndex >= 0 ? &m_state.objects[effect.sourceIndex] : nullptr;
        if (!source || !source->attacking)
            return false;
        QString defender = source->attackTarget;
        if (const int walker = indexOf(defender); walker >= 0)
            defender = chars(walker).controller;
        for (int i = 0; i < m_state.players.size() && defender.isEmpty(); ++i)   // a snapshot's attacker: the next player
            if (m_state.players[i].id != chars(effect.sourceIndex).controller && !m_state.players[i].lost)
                defender = m_state.players[i].id;
        ContinuousEffect asDefender = effect;
        asDefender.controller = defender;
        Condition ofThem = c;
        ofThem.who.clear();
        return holds(ofThem, asDefender);
    }
    if (c.who == QLatin1String("any_player")) {   // round 28: "a player has no cards in hand"
        Condition ofThem = c;
        ofThem.who.clear();
        ofThem.negated = false;   // "unless a player has …": no player has it
        ofThem.also.reset();
        bool anyHolds = false;
        for (const Player& p : m_state.players) {
            ContinuousEffect asPlayer = effect;
            asPlayer.controller = p.id;
            anyHolds = anyHolds || (!p.lost && holds(ofThem, asPlayer));
        }
        return anyHolds != c.negated && (!c.also || holds(*c.also, effect));
    }
    return holdsAsWritten(c, effect) != c.negated && (!c.also || holds(*c.also, effect));
}

bool Evaluator::holdsAsWritten(const Condition& c, const ContinuousEffect& effect) const
{
    switch (c.kind) {
    case Condition::Kind::DevotionLessThan:
        return devotion(effect.controller, c.colors) < c.n;
    case Condition::Kind::YouControlAtLeast: {
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && chars(i).controller == effect.controller
                && (!c.filter || matches(*c.filter, effect, i)))
                ++n;
        return n >= c.n && (c.atMost <= 0 || n <= c.atMost);
    }
    case Condition::Kind::AttachedIs: {
        const int a = attachedIndex(effect);
        return a >= 0 && c.filter && matches(*c.filter, effect, a);   // Bladed Bracers: either subtype
    }
    case Condition::Kind::AttachedCountersAtLeast: {   // round 39, Venarian Gold: "if it has a sleep counter on it"
        const int a = attachedIndex(effect);
        return a >= 0 && m_state.objects[a].counterCount(c.counterKind) >= std::max(c.n, 1);
    }
    case Condition::Kind::SelfIs:
        return effect.sourceIndex >= 0 && c.filter && matchesFilter(*c.filter, effect, effect.sourceIndex);
    case Condition::Kind::NoSpellsCastLastTurn:
    case Condition::Kind::TwoSpellsCastLastTurn: {
        // Round 32: the werewolves' "if no spells were cast last turn" / "if a player cast two or more spells
        // last turn" (603.4): every player's record of the turn before (Player::lastTurn), which a snapshot
        // states and the event player keeps as a turn begins.
        int most = 0;
        for (const Player& p : m_state.players)
            most = std::max(most, p.lastTurn.spellsCast);
        return c.kind == Condition::Kind::NoSpellsCastLastTurn ? most == 0 : most >= 2;
    }
    case Condition::Kind::LifeAtLeast:
    case Condition::Kind::LifeAtMost: {
        const Player* p = m_state.player(effect.controller);
        if (!p)
            return false;
        return c.kind == Condition::Kind::LifeAtLeast ? p->life >= c.n : p->life <= c.n;
    }
    case Condition::Kind::YouControlNone:
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && chars(i).controller == effect.controller
                && (!c.filter || matches(*c.filter, effect, i)))
                return false;
        return true;
    case Condition::Kind::HandEmpty:
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Hand && o.owner == effect.controller)
                return false;
        return !m_state.handHasUnlistedCards(effect.controller);
    case Condition::Kind::Evoked:
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].evoked;
    case Condition::Kind::NoCounter:
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].counterCount(c.counterKind) == 0;
    case Condition::Kind::NoneOnBattlefield:
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && (!c.filter || matches(*c.filter, effect, i)))
                return false;
        return true;
    case Condition::Kind::Kicked:
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].kicked;
    case Condition::Kind::CostPaid:   // paid as it was cast (601.2b), tribute as it entered (702.104a)
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].choices.paid.contains(c.cost);
    case Condition::Kind::CameUnderControlSinceUpkeep:
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].cameUnderControlSinceUpkeep;
    case Condition::Kind::YourTurn:
    case Condition::Kind::NotYourTurn:
        return (m_state.activePlayer() == effect.controller) == (c.kind == Condition::Kind::YourTurn);
    case Condition::Kind::CardsInGraveyardAtLeast: {
        int n = 0;
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Graveyard && o.owner == effect.controller)
                ++n;
        return n >= c.n;
    }
    case Condition::Kind::SelfCountersAtLeast: {
        if (effect.sourceIndex < 0)
            return false;
        const int n = m_state.objects[effect.sourceIndex].counterCount(c.counterKind);
        return n >= c.n && (c.atMost <= 0 || n <= c.atMost);
    }
    case Condition::Kind::OpponentControls: {
        // "an opponent controls seven or more lands": n (at least one) of them controlled by one opponent.
        QHash<QString, int> counts;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && chars(i).controller != effect.controller && (!c.filter || matches(*c.filter, effect, i))
                && ++counts[chars(i).controller] >= std::max(c.n, 1))
                return true;
        return false;
    }
    case Condition::Kind::OpponentLifeAtMost:
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && p.life <= c.n)
                return true;
        return false;
    case Condition::Kind::HandAtLeast:
    case Condition::Kind::HandAtMost: {
        // A scenario may give some of a hand only as a number of cards.
        int n = m_state.unlistedHandCards.value(effect.controller);
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Hand && o.owner == effect.controller)
                ++n;
        return c.kind == Condition::Kind::HandAtLeast ? n >= c.n : n <= c.n;
    }
    case Condition::Kind::GraveyardEmpty:
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Graveyard && o.owner == effect.controller)
                return false;
        return true;
    case Condition::Kind::GraveyardHas: {   // "a Warrior card is in your graveyard"
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (m_state.objects[i].exists && m_state.objects[i].zone == Zone::Graveyard
                && m_state.objects[i].owner == effect.controller && (!c.filter || matches(*c.filter, effect, i)))
                ++n;
        return n >= std::max(1, c.n);
    }
    case Condition::Kind::OpponentsAtLeast: {   // 800.4a: a player who has lost has left the game
        int n = 0;
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost)
                ++n;
        return n >= c.n;
    }
    case Condition::Kind::AnyPlayerControls: {   // round 30: n or more of them (Impending Disaster), one at least
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && (!c.filter || matches(*c.filter, effect, i)))
                ++n;
        return n >= std::max(c.n, 1);
    }
    case Condition::Kind::CardTypesInGraveyardAtLeast: {
        quint16 seen = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (m_state.objects[i].exists && m_state.objects[i].zone == Zone::Graveyard
                && m_state.objects[i].owner == effect.controller)
                seen |= chars(i).type.cardTypes;
        int n = 0;
        for (CardType t : kCardTypeOrder)
            n += (seen & quint16(t)) ? 1 : 0;
        return n >= c.n;
    }
    default:
        return holdsImported(c, effect);
    }
    return false;
}

}   // namespace strata
