#include "Evaluator.h"
#include "HandSizes.h"
#include <algorithm>

// The conditions of imported static abilities beyond the hand-made cards' ones (issue 16): what the
// importer's "as long as …" reads, checked against the board as layers are applied (611.3a).

namespace strata {

int Evaluator::pairedIndex(int index) const
{
    if (index < 0 || !functions(index))
        return -1;
    const GameObject& o = m_state.objects[index];
    const int p = indexOf(o.pairedWith);
    // 702.95e: a creature becomes unpaired when either leaves the battlefield, stops being a creature,
    // or another player gains control of either (than the one who controlled both as they were paired:
    // the scenario's controller of each, before layer 2).
    if (p < 0 || p == index || !functions(p) || !chars(index).isCreature() || !chars(p).isCreature())
        return -1;
    const GameObject& partner = m_state.objects[p];
    if (o.controller != partner.controller || chars(index).controller != o.controller
        || chars(p).controller != partner.controller)
        return -1;
    return p;
}

bool Evaluator::holdsForAffected(const std::optional<Condition>& c, const ContinuousEffect& effect, int affected) const
{
    if (!c || c->kind != Condition::Kind::AffectedControllerControlsAtMost || affected < 0)
        return true;
    const QString& player = chars(affected).controller;
    int n = 0;
    for (int i = 0; i < m_state.objects.size(); ++i)
        if (functions(i) && chars(i).controller == player && (!c->filter || matchesFilter(*c->filter, effect, i)))
            ++n;
    return (n <= c->n) != c->negated;
}

bool Evaluator::worksInGraveyard(const std::optional<Condition>& c)
{
    for (const Condition* k = c ? &*c : nullptr; k; k = k->also.data())
        if (k->kind == Condition::Kind::SelfInGraveyard && !k->negated)
            return true;
    return false;
}

ColorSet Evaluator::mostCommonColors() const
{
    int count[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < m_state.objects.size(); ++i)
        if (functions(i))
            for (int k = 0; k < 5; ++k)
                count[k] += chars(i).colors.has(kAllColors[k]) ? 1 : 0;
    const int most = *std::max_element(count, count + 5);
    ColorSet out;
    // With no coloured permanent at all no colour is the most common one.
    for (int k = 0; k < 5 && most > 0; ++k)
        if (count[k] == most)
            out.add(kAllColors[k]);
    return out;
}

bool Evaluator::holdsImported(const Condition& c, const ContinuousEffect& effect) const
{
    const GameObject* source = effect.sourceIndex >= 0 ? &m_state.objects[effect.sourceIndex] : nullptr;
    switch (c.kind) {
    case Condition::Kind::OpponentPoisoned:   // 122.1f: a player with one or more poison counters
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost && p.poison > 0)
                return true;
        return false;
    case Condition::Kind::Poisoned:   // round 44: the player the condition is said of (122.1f)
        for (const Player& p : m_state.players)
            if (p.id == effect.controller)
                return !p.lost && p.poison > 0;
        return false;
    case Condition::Kind::MovedCardIs:   // round 44: the event player checks the card it moved (PaymentChoices.cpp)
        return false;
    case Condition::Kind::ControlsMoreThanEachOther: {   // round 45, Rivalry: more than each other player, not tied
        QHash<QString, int> counts;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && (!c.filter || matches(*c.filter, effect, i)))
                ++counts[chars(i).controller];
        const int theirs = counts.value(effect.controller);
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost && counts.value(p.id) >= theirs)
                return false;
        return true;
    }
    case Condition::Kind::BasicLandTypesAtLeast: {   // round 45, Mask of Intolerance: domain (305.6) of that player
        Expr domain;
        domain.kind = Expr::Kind::BasicLandTypes;
        return importedAmount(domain, effect, -1) >= c.n;
    }
    case Condition::Kind::OpponentGraveyardAtLeast: {
        QHash<QString, int> cards;
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Graveyard && o.owner != effect.controller)
                ++cards[o.owner];
        for (auto it = cards.cbegin(); it != cards.cend(); ++it)
            if (it.value() >= c.n)
                return true;
        return false;
    }
    case Condition::Kind::HandMoreThanEachOpponent: {
        const QHash<QString, int> hand = handSizes(m_state);
        const int mine = hand.value(effect.controller);
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost && hand.value(p.id) >= mine)
                return false;
        return true;
    }
    // Round 40, Pulse of the Grid: "if an opponent has more cards in hand than you", one opponent still in the game.
    case Condition::Kind::OpponentHandMoreThanYou: {
        const QHash<QString, int> hand = handSizes(m_state);
        const int mine = hand.value(effect.controller);
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost && hand.value(p.id) > mine)
                return true;
        return false;
    }
    case Condition::Kind::OpponentLifeMoreThanYou: {   // round 40: "if an opponent has more life than you" (119.1)
        const Player* you = m_state.player(effect.controller);
        for (const Player& p : m_state.players)
            if (you && p.id != you->id && !p.lost && p.life > you->life)
                return true;
        return false;
    }
    // Round 40, Erg Raiders: "unless it came under your control this turn": the source entered the battlefield this
    // turn or changed controllers this turn (302.6: it has not been controlled continuously since the turn began).
    case Condition::Kind::CameUnderControlThisTurn:
        return source && source->zone == Zone::Battlefield && (source->enteredThisTurn || source->controlChangedThisTurn);
    case Condition::Kind::MostCommonColor:
        return mostCommonColors().intersects(c.colors);
    case Condition::Kind::AttachedSharesMostCommonColor: {
        const int a = attachedIndex(effect);
        return a >= 0 && chars(a).colors.intersects(mostCommonColors());
    }
    case Condition::Kind::AttachedControllerControls: {   // "its controller controls another creature"
        const int a = attachedIndex(effect);
        if (a < 0)
            return false;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (i != a && functions(i) && chars(i).controller == chars(a).controller
                && (!c.filter || matchesFilter(*c.filter, effect, i)))
                return true;
        return false;
    }
    case Condition::Kind::AnotherAuraOnAttached: {   // 303.4: Auras attached to it, other than the source
        const int a = attachedIndex(effect);
        const std::optional<SubtypeId> aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
        if (a < 0 || !aura)
            return false;
        for (int i : attachedTo(m_state.objects[a].id))
            if (i != effect.sourceIndex && functions(i) && chars(i).type.hasSubtype(*aura))
                return true;
        return false;
    }
    case Condition::Kind::CitysBlessing: {   // 702.131c: a player keeps the city's blessing for the game
        const Player* p = m_state.player(effect.controller);
        return p && p->citysBlessing;
    }
    case Condition::Kind::YouAreMonarch: {   // 725.1: the designation, held by one player at most
        const Player* p = m_state.player(effect.controller);
        return p && p->monarch;
    }
    case Condition::Kind::Paired: {   // round 31: with a filter, the partner must be one it names
        const int partner = pairedIndex(effect.sourceIndex);
        return partner >= 0 && (!c.filter || matches(*c.filter, effect, partner));
    }
    case Condition::Kind::Monstrous:
        return source && source->monstrous;
    case Condition::Kind::Renowned:
        return source && source->renowned;
    case Condition::Kind::SelfInGraveyard:   // a card in a graveyard is in its owner's (404.2)
        return source && source->zone == Zone::Graveyard && source->owner == effect.controller;
    case Condition::Kind::BlockedByAtLeast: {   // 509.1: the creatures blocking it
        if (!source)
            return false;
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && m_state.objects[i].blocking.contains(source->id))
                ++n;
        return n >= c.n;
    }
    // "if ~ attacked or blocked this combat" (at end of combat, 511.2): creatures stay attacking and
    // blocking until combat ends (511.3).
    case Condition::Kind::AttackedOrBlockedThisCombat:
        return source && source->zone == Zone::Battlefield && (source->attacking || !source->blocking.isEmpty());
    // Round 41, "Activate only if ~ is blocked" (Cinder Crawler): an attacking creature that blockers were declared
    // for stays blocked when they are gone (509.1h, GameObject::blockedBy) until it leaves combat (506.4, 511.3); a
    // snapshot's attacker is blocked by the creatures whose `blocking` names it.
    case Condition::Kind::SourceIsBlocked: {
        if (!source || source->zone != Zone::Battlefield || !source->attacking)
            return false;
        if (!source->blockedBy.isEmpty())
            return true;
        for (const GameObject& o : m_state.objects)
            if (o.zone == Zone::Battlefield && o.blocking.contains(source->id))
                return true;
        return false;
    }
    case Condition::Kind::ChosenOption:   // "• Khans — …": the option the source chose as it entered
        return source && source->choices.mode == c.n;
    case Condition::Kind::AffectedControllerControlsAtMost:   // each affected object's: holdsForAffected
        return true;
    default:
        return holdsHistory(c, effect);
    }
}

}   // namespace strata
