#include "Evaluator.h"
#include "HandSizes.h"
#include "ManaSpent.h"
#include "model/ResolvableAbilities.h"
#include "model/OwnLibrary.h"

// What happened earlier: the players' record of this turn (morbid, raid, "as long as you've surveilled
// this turn"), the game's (commander casts, starting life), and the cards exiled with an object (607.2a).
// A snapshot states them (docs/scenario-extensions.md); the event player keeps them as events happen.

namespace strata {

QVector<int> Evaluator::exiledWith(int sourceIndex) const
{
    QVector<int> out;
    if (sourceIndex < 0)
        return out;
    const QString& id = m_state.objects[sourceIndex].id;
    for (int i = 0; i < m_state.objects.size(); ++i) {
        const GameObject& o = m_state.objects[i];
        if (o.exists && o.zone == Zone::Exile && o.exiledWith == id)
            out << i;
    }
    return out;
}

namespace {

// 103.4: "less than half their starting life total"; with an odd starting total, half is not whole.
bool belowHalfStartingLife(const Player& p)
{
    return !p.lost && 2 * p.life < p.startingLife;
}

}   // namespace

bool Evaluator::holdsHistory(const Condition& c, const ContinuousEffect& effect) const
{
    const Player* you = m_state.player(effect.controller);
    // "last turn": the record of the turn before this one (Player::lastTurn, kept as a new turn begins)
    const auto recordOf = [&c](const Player& p) { return c.lastTurn ? p.lastTurn : p.thisTurn; };
    const TurnRecord mine = you ? recordOf(*you) : TurnRecord();
    const auto anyOpponent = [&](auto test) {
        for (const Player& p : m_state.players)
            if (p.id != effect.controller && !p.lost && test(p))
                return true;
        return false;
    };
    const GameObject* source = effect.sourceIndex >= 0 ? &m_state.objects[effect.sourceIndex] : nullptr;
    switch (c.kind) {
    case Condition::Kind::SurveilledThisTurn:   // 701.25
        return mine.surveilled;
    case Condition::Kind::DrewCardsThisTurnAtLeast:
        return mine.cardsDrawn >= c.n;
    case Condition::Kind::CastSpellThisTurn: {
        // The importer writes "a spell", "a creature spell" or "a noncreature spell" (601.2: cast).
        int cast = mine.spellsCast;
        if (c.filter && c.filter->anyTypes == quint16(quint16(CardType::Instant) | quint16(CardType::Sorcery)))
            cast = mine.instantsAndSorceriesCast;
        else if (c.filter && (c.filter->notTypes & quint16(CardType::Creature)))
            cast = mine.noncreatureSpellsCast;
        else if (c.filter && (c.filter->types & quint16(CardType::Creature)))
            cast = mine.spellsCast - mine.noncreatureSpellsCast;
        return cast >= std::max(c.n, 1);
    }
    case Condition::Kind::OpponentLostLifeThisTurn:   // 119.3: life lost, by damage or otherwise
        return anyOpponent([&](const Player& p) { return recordOf(p).lifeLost >= std::max(c.n, 1); });
    case Condition::Kind::LostLifeThisTurnAtLeast:   // 119.3
        return mine.lifeLost >= std::max(c.n, 1);
    case Condition::Kind::PlayedLandThisTurn:   // 305.1: a land played, not one an effect put there
        return mine.landsPlayed > 0;
    case Condition::Kind::PlaneswalkerEnteredThisTurn:
        return mine.planeswalkersEntered > 0;
    // The source's own combat this turn (508.1, 509.1, 509.1h): as the object it is now (400.7).
    case Condition::Kind::SourceAttackedThisTurn:
        return source && source->attackedThisTurn;
    case Condition::Kind::SourceAttackedOrBlockedThisTurn:
        return source && (source->attackedThisTurn || source->blockedThisTurn);
    case Condition::Kind::SourceWasBlockedThisTurn:
        return source && source->wasBlockedThisTurn;
    case Condition::Kind::OpponentControlsMore: {   // "an opponent controls more lands than you"
        QHash<QString, int> counts;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && (!c.filter || matches(*c.filter, effect, i)))
                ++counts[chars(i).controller];
        const int yours = counts.value(effect.controller);
        // Round 32, Avatar of Might: "at least four more creatures than you" (n more; one when n is unset).
        return anyOpponent([&](const Player& p) { return counts.value(p.id) >= yours + std::max(c.n, 1); });
    }
    case Condition::Kind::OpponentDealtDamageThisTurn:
        return anyOpponent([&](const Player& p) { return recordOf(p).dealtDamage; });
    case Condition::Kind::YouWereDealtDamageThisTurn:
        return mine.dealtDamage;
    case Condition::Kind::GainedLifeThisTurnAtLeast:   // 119.3
        return mine.lifeGained >= std::max(c.n, 1);
    case Condition::Kind::CreatureEnteredThisTurn: {
        int entered = mine.creaturesEntered;
        // "another creature" (Saddled Rimestag): the source's own entry under your control is not counted.
        const GameObject* self = effect.sourceIndex >= 0 ? &m_state.objects[effect.sourceIndex] : nullptr;
        // Last turn's record does not say whether the source was among them (Ephara): every entry counts.
        if (c.filter && c.filter->other && !c.lastTurn && self && self->enteredThisTurn && self->controller == effect.controller
            && (self->faceDown || (self->card && printedFace(*self).type.has(CardType::Creature))))
            --entered;
        return entered > 0;
    }
    case Condition::Kind::CastDuringYourMainPhase:   // addendum: the source a spell on the stack, in your main phase
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].zone == Zone::Stack
            && (m_state.step == Step::Main1 || m_state.step == Step::Main2) && m_state.activePlayer() == effect.controller;
    case Condition::Kind::CastFromHand:   // "if you cast it from your hand": the source, as a spell (608.3)
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].castFrom == Zone::Hand;
    case Condition::Kind::ManaSpentToCast:   // the source, as the spell it was (601.2h, 608.3)
        return effect.sourceIndex >= 0 && manaSpentHolds(c, m_state.objects[effect.sourceIndex].manaSpent);
    case Condition::Kind::EnteredThisTurn:   // Drownyard Behemoth: the source entered the battlefield this turn
        return effect.sourceIndex >= 0 && m_state.objects[effect.sourceIndex].enteredThisTurn;
    case Condition::Kind::LandEnteredThisTurn:
        return mine.landsEntered > 0;
    case Condition::Kind::CreatureDiedThisTurn:   // 700.4: any creature, whoever controlled it
        for (const Player& p : m_state.players)
            if (recordOf(p).creaturesDied > 0)
                return true;
        return false;
    case Condition::Kind::AttackedThisTurn:   // 508.1: you declared an attacking creature this turn
        return mine.attacked;
    case Condition::Kind::PermanentLeftThisTurn:
        return mine.permanentsLeft > 0;
    case Condition::Kind::OpponentBelowHalfStartingLife:
        return anyOpponent(belowHalfStartingLife);
    case Condition::Kind::LibraryAtMost: {
        if (isYourLibraryCount(c)) {   // round 39, Battle of Wits: your library, as many cards as the state lists
            int yours = 0;
            for (const GameObject& o : m_state.objects)
                yours += o.exists && o.zone == Zone::Library && o.owner == effect.controller ? 1 : 0;
            return yours <= c.n;
        }
        // A library counts only when the state lists its cards (a player whose library lists no object
        // holds unnamed cards, how many unstated): Isleback Spawn is then not pumped by it.
        QHash<QString, int> cards;
        for (const GameObject& o : m_state.objects)
            if (o.exists && o.zone == Zone::Library)
                ++cards[o.owner];
        for (auto it = cards.cbegin(); it != cards.cend(); ++it)
            if (it.value() <= c.n)
                return true;
        return false;
    }
    case Condition::Kind::TopOfLibraryIs:   // the library's objects are listed from the top (events.md)
        for (int i = 0; i < m_state.objects.size(); ++i) {
            const GameObject& o = m_state.objects[i];
            if (o.exists && o.zone == Zone::Library && o.owner == effect.controller)
                return !c.filter || matchesFilter(*c.filter, effect, i);
        }
        return false;
    case Condition::Kind::ControlsCommander:   // 903.3: a commander of yours on the battlefield
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && m_state.objects[i].commander && m_state.objects[i].owner == effect.controller
                && chars(i).controller == effect.controller)
                return true;
        return false;
    case Condition::Kind::ExiledWithSourceHas:
        for (int i : exiledWith(effect.sourceIndex))
            if (!c.filter || c.filter->hasKeyword.isEmpty() || chars(i).hasKeyword(c.filter->hasKeyword))
                return true;
        return false;
    default:
        return false;
    }
}

int Evaluator::historyAmount(const Expr& e, const ContinuousEffect& effect) const
{
    const Player* you = m_state.player(effect.controller);
    int n = 0;
    switch (e.kind) {
    case Expr::Kind::LifeGainedThisTurn:
        return you ? you->thisTurn.lifeGained : 0;
    case Expr::Kind::LifeLostThisTurn:
        if (e.who == QLatin1String("all_players")) {   // "the total life lost by all players this turn" (Tainted Sigil)
            for (const Player& p : m_state.players)
                n += p.thisTurn.lifeLost;
            return n;
        }
        if (e.who == QLatin1String("opponents")) {   // round 36: "life your opponents have lost this turn" (Rakdos, Lord of Riots)
            for (const Player& p : m_state.players)
                n += p.id != effect.controller ? p.thisTurn.lifeLost : 0;
            return n;
        }
        return you ? you->thisTurn.lifeLost : 0;
    case Expr::Kind::CommanderCasts:   // 903.8
        return you ? you->commanderCasts : 0;
    case Expr::Kind::PlayerCounters: {   // 122.1: "for each experience counter you have"
        // Poison counters are a player's own field (122.1f), the other kinds are by name.
        const auto countersOf = [&e](const Player& p) {
            return e.counterKind == QLatin1String("poison") ? p.poison : p.counters.value(e.counterKind);
        };
        if (e.who == QLatin1String("opponents")) {   // round 39: "poison counter your opponents have" (122.1f)
            for (const Player& p : m_state.players)
                if (p.id != effect.controller && !p.lost)
                    n += countersOf(p);
            return n;
        }
        return you ? countersOf(*you) : 0;
    }
    case Expr::Kind::CardsDrawnThisTurn:   // 121.2: the cards the player drew this turn
        return you ? you->thisTurn.cardsDrawn : 0;
    case Expr::Kind::CreaturesDiedThisTurn:   // round 40: every player's creatures that died (700.4)
        for (const Player& p : m_state.players)
            n += e.selector && e.selector->subtypes.size() == 1
                ? int(p.thisTurn.diedCreatureSubtypes.count(e.selector->subtypes.first()))   // "each Zubera"
                : p.thisTurn.creaturesDied;
        return n;
    case Expr::Kind::Opponents:   // round 40: 102.3; a player who has lost has left the game (800.4a)
        for (const Player& p : m_state.players)
            n += p.id != effect.controller && !p.lost ? 1 : 0;
        return n;
    case Expr::Kind::OpponentsWithCardsInHand: {   // round 40: "your opponents with four or more cards in hand"
        const QHash<QString, int> hand = handSizes(m_state);
        for (const Player& p : m_state.players)
            n += p.id != effect.controller && !p.lost && hand.value(p.id) >= e.value ? 1 : 0;
        return n;
    }
    case Expr::Kind::OpponentsBelowHalfStartingLife:
        for (const Player& p : m_state.players)
            n += p.id != effect.controller && belowHalfStartingLife(p) ? 1 : 0;
        return n;
    case Expr::Kind::CardsExiledWithSource:
        return int(exiledWith(effect.sourceIndex).size());
    case Expr::Kind::PowerOfExiled:   // a card in exile has its printed values (no effect reaches it)
    case Expr::Kind::ToughnessOfExiled:
        for (int i : exiledWith(effect.sourceIndex))
            n += (e.kind == Expr::Kind::PowerOfExiled ? chars(i).power : chars(i).toughness).value_or(0);
        return n;
    default:
        return 0;
    }
}

}   // namespace strata
