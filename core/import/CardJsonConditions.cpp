#include "CardJsonValues.h"
#include "CardJson.h"
#include <algorithm>

// Conditions in the card JSON, moved out of CardJsonValues.cpp at stop 52 when it passed 600 lines.

namespace strata::import::cardjson {

// An "as long as" condition, as docs/card-format.md reads it; the kinds the importer never makes refuse.
QJsonObject condition(const Condition& c, bool* ok)
{
    if (c.also) {   // "… and …": {"all": [CONDITION, …]}
        QJsonArray all;
        for (const Condition* k = &c; k; k = k->also.data()) {
            Condition one = *k;
            one.also.reset();
            all << condition(one, ok);
        }
        return {{QStringLiteral("all"), all}};
    }
    if (c.orElse) {   // round 26, "… or …": {"any": [CONDITION, CONDITION]}
        Condition first = c;
        first.orElse.reset();
        return {{QStringLiteral("any"), QJsonArray{condition(first, ok), condition(*c.orElse, ok)}}};
    }
    if (!c.who.isEmpty()) {   // "if that player has …": {"that_player": CONDITION}
        Condition ofYou = c;
        ofYou.who.clear();
        return {{c.who, condition(ofYou, ok)}};
    }
    if (c.negated) {   // "unless …": {"not": CONDITION}
        Condition asWritten = c;
        asWritten.negated = false;
        return {{QStringLiteral("not"), condition(asWritten, ok)}};
    }
    if (c.lastTurn) {   // round 26: {"last_turn": CONDITION}, about the turn before this one
        Condition thisTurn = c;
        thisTurn.lastTurn = false;
        return {{QStringLiteral("last_turn"), condition(thisTurn, ok)}};
    }
    using K = Condition::Kind;
    const bool filtered = c.kind == K::YouControlAtLeast || c.kind == K::AttachedIs || c.kind == K::SelfIs
        || c.kind == K::YouControlNone || c.kind == K::NoneOnBattlefield || c.kind == K::OpponentControls
        || c.kind == K::AnyPlayerControls || c.kind == K::GraveyardHas;
    if (filtered && !c.filter) {
        *ok = false;
        return {};
    }
    switch (c.kind) {
    case K::DevotionLessThan:   // the Theros gods (700.5): {"colors": ["white", "blue"], "n": 7}
        return {{QStringLiteral("devotion_less_than"),
            QJsonObject{{QStringLiteral("colors"), colorNames(c.colors)}, {QStringLiteral("n"), c.n}}}};
    case K::YouControlAtLeast: {
        QJsonObject body{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}};
        if (c.atMost > 0)   // Deadly Wanderings: "exactly one creature"
            body.insert(QStringLiteral("at_most"), c.atMost);
        return {{QStringLiteral("you_control_at_least"), body}};
    }
    case K::AttachedIs:
        return {{QStringLiteral("attached_is"), selector(*c.filter, ok)}};
    case K::SelfIs:
        return {{QStringLiteral("self_is"), selector(*c.filter, ok)}};
    case K::YouControlNone:
        return {{QStringLiteral("you_control_none"), selector(*c.filter, ok)}};
    case K::NoneOnBattlefield:
        return {{QStringLiteral("none_on_battlefield"), selector(*c.filter, ok)}};
    case K::OpponentControls:
        if (c.n > 1)   // {"opponent_controls_at_least": {"n": 7, "filter": SELECTOR}}
            return {{QStringLiteral("opponent_controls_at_least"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("opponent_controls"), selector(*c.filter, ok)}};
    case K::AnyPlayerControls:
        if (c.n > 1)   // round 30: {"on_battlefield_at_least": {"n": 7, "filter": SELECTOR}} (Impending Disaster)
            return {{QStringLiteral("on_battlefield_at_least"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("any_player_controls"), selector(*c.filter, ok)}};
    case K::GraveyardEmpty:
        return {{QStringLiteral("graveyard_empty"), true}};
    case K::GraveyardHas:
        return {{QStringLiteral("graveyard_has"),
            QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
    case K::OpponentsAtLeast:
        return {{QStringLiteral("opponents_at_least"), c.n}};
    case K::OpponentLifeAtMost:
        return {{QStringLiteral("opponent_life_at_most"), c.n}};
    case K::HandAtLeast:
        return {{QStringLiteral("hand_at_least"), c.n}};
    case K::HandAtMost:
        return {{QStringLiteral("hand_at_most"), c.n}};
    case K::LifeAtLeast:
        return {{QStringLiteral("life_at_least"), c.n}};
    case K::LifeAtMost:
        return {{QStringLiteral("life_at_most"), c.n}};
    case K::HandEmpty:
        return {{QStringLiteral("hand_empty"), true}};
    case K::YourTurn:
        return {{QStringLiteral("your_turn"), true}};
    case K::NotYourTurn:
        return {{QStringLiteral("not_your_turn"), true}};
    case K::CardsInGraveyardAtLeast:
        return {{QStringLiteral("cards_in_graveyard_at_least"), c.n}};
    case K::CardTypesInGraveyardAtLeast:
        return {{QStringLiteral("card_types_in_graveyard_at_least"), c.n}};
    case K::BasicLandTypesAtLeast:   // round 45: domain (305.6)
        return {{QStringLiteral("basic_land_types_at_least"), c.n}};
    case K::ControlsMoreThanEachOther:   // round 45: a strict majority
        if (!c.filter)
            break;
        return {{QStringLiteral("controls_more_than_each_other"), selector(*c.filter, ok)}};
    case K::NoSpellsCastLastTurn:
        return {{QStringLiteral("no_spells_cast_last_turn"), true}};
    case K::TwoSpellsCastLastTurn:
        return {{QStringLiteral("two_spells_cast_last_turn"), true}};
    case K::Kicked:   // round 44: {"kicked": "that_spell"}, the spell the trigger's event names (Bloodstone Goblin)
        if (c.filter && c.filter->ref == Selector::Ref::It)
            return {{QStringLiteral("kicked"), QStringLiteral("that_spell")}};
        if (c.filter)
            break;
        return {{QStringLiteral("kicked"), true}};
    case K::CostPaid:   // round 25: prowl, madness, spectacle, surge, tribute
        return {{QStringLiteral("cost_paid"), c.cost}};
    case K::SelfCountersAtLeast: {
        QJsonObject counters{{QStringLiteral("kind"), c.counterKind}, {QStringLiteral("n"), c.n}};
        if (c.atMost > 0)
            counters.insert(QStringLiteral("at_most"), c.atMost);
        return {{QStringLiteral("self_counters_at_least"), counters}};
    }
    case K::AttachedCountersAtLeast:   // round 19, the Ordeals
        return {{QStringLiteral("attached_counters_at_least"),
            QJsonObject{{QStringLiteral("kind"), c.counterKind}, {QStringLiteral("n"), c.n}}}};
    case K::TargetIs:   // round 19: "if it's blue" (Pyroblast)
        if (!c.filter)
            break;
        return {{QStringLiteral("target_is"), selector(*c.filter, ok)}};
    case K::OpponentPoisoned:
        return {{QStringLiteral("opponent_poisoned"), true}};
    case K::Poisoned:   // round 44: {"defending_player": {"poisoned": true}} (122.1f)
        return {{QStringLiteral("poisoned"), true}};
    case K::MovedCardIs:   // round 44: "if that card is a land card" (608.2c)
        if (!c.filter)
            break;
        return {{QStringLiteral("moved_card_is"), selector(*c.filter, ok)}};
    case K::OpponentGraveyardAtLeast:
        return {{QStringLiteral("opponent_graveyard_at_least"), c.n}};
    case K::HandMoreThanEachOpponent:
        return {{QStringLiteral("hand_more_than_each_opponent"), true}};
    case K::MostCommonColor: {
        QJsonArray colors;
        for (const QString& name : c.colors.names())
            colors << name;
        return {{QStringLiteral("most_common_color"), colors}};
    }
    case K::AttachedSharesMostCommonColor:
        return {{QStringLiteral("attached_shares_most_common_color"), true}};
    case K::AttachedControllerControls:
        if (!c.filter)
            break;
        return {{QStringLiteral("attached_controller_controls"), selector(*c.filter, ok)}};
    case K::AnotherAuraOnAttached:
        return {{QStringLiteral("another_aura_on_attached"), true}};
    case K::AffectedControllerControlsAtMost:   // round 35: {"its_controller_controls_at_most": {"n": 3, "filter": SELECTOR}}
        if (!c.filter)
            break;
        return {{QStringLiteral("its_controller_controls_at_most"),
            QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
    case K::CitysBlessing:
        return {{QStringLiteral("citys_blessing"), true}};
    case K::YouAreMonarch:
        return {{QStringLiteral("monarch"), true}};
    case K::Paired:   // round 31: {"paired": SELECTOR}, the kind of creature it is paired with
        if (c.filter)
            return {{QStringLiteral("paired"), selector(*c.filter, ok)}};
        return {{QStringLiteral("paired"), true}};
    case K::Monstrous:
        return {{QStringLiteral("monstrous"), true}};
    case K::Renowned:
        return {{QStringLiteral("renowned"), true}};
    case K::SelfInGraveyard:
        return {{QStringLiteral("self_in_graveyard"), true}};
    case K::BlockedByAtLeast:
        return {{QStringLiteral("blocked_by_at_least"), c.n}};
    case K::SurveilledThisTurn:
        return {{QStringLiteral("surveilled_this_turn"), true}};
    case K::OpponentLostLifeThisTurn:
        if (c.n > 1)   // round 26, Sygg: "an opponent lost 3 or more life this turn"
            return {{QStringLiteral("opponent_lost_life_this_turn_at_least"), c.n}};
        return {{QStringLiteral("opponent_lost_life_this_turn"), true}};
    case K::LostLifeThisTurnAtLeast:   // round 26
        return {{QStringLiteral("lost_life_this_turn_at_least"), std::max(c.n, 1)}};
    case K::PlayedLandThisTurn:
        return {{QStringLiteral("played_land_this_turn"), true}};
    case K::PlaneswalkerEnteredThisTurn:
        return {{QStringLiteral("planeswalker_entered_this_turn"), true}};
    case K::SourceAttackedThisTurn:
        return {{QStringLiteral("self_attacked_this_turn"), true}};
    case K::SourceAttackedOrBlockedThisTurn:
        return {{QStringLiteral("self_attacked_or_blocked_this_turn"), true}};
    case K::SourceWasBlockedThisTurn:
        return {{QStringLiteral("self_was_blocked_this_turn"), true}};
    case K::OpponentControlsMore:
        if (!c.filter)
            break;
        if (c.n > 1)   // round 32: {"opponent_controls_more_by": {"n": 4, "filter": SELECTOR}}
            return {{QStringLiteral("opponent_controls_more_by"),
                QJsonObject{{QStringLiteral("n"), c.n}, {QStringLiteral("filter"), selector(*c.filter, ok)}}}};
        return {{QStringLiteral("opponent_controls_more"), selector(*c.filter, ok)}};
    case K::OpponentDealtDamageThisTurn:
        return {{QStringLiteral("opponent_dealt_damage_this_turn"), true}};
    case K::YouWereDealtDamageThisTurn:
        return {{QStringLiteral("dealt_damage_this_turn"), true}};
    case K::CreatureEnteredThisTurn:   // "another creature": other than the source (Saddled Rimestag)
        if (c.filter && c.filter->other)
            return {{QStringLiteral("creature_entered_this_turn"), QStringLiteral("another")}};
        return {{QStringLiteral("creature_entered_this_turn"), true}};
    case K::EnteredThisTurn:
        return {{QStringLiteral("entered_this_turn"), true}};
    case K::CameUnderControlThisTurn:   // round 40
        return {{QStringLiteral("came_under_control_this_turn"), true}};
    case K::ObjectAttackedThisTurn:
        return {{QStringLiteral("it_attacked_this_turn"), true}};
    case K::OpponentHandMoreThanYou:
        return {{QStringLiteral("opponent_has_more_cards_in_hand"), true}};
    case K::OpponentLifeMoreThanYou:
        return {{QStringLiteral("opponent_has_more_life"), true}};
    case K::CastDuringYourMainPhase:   // addendum
        return {{QStringLiteral("cast_during_your_main_phase"), true}};
    case K::CastFromHand:   // GameObject::castFrom
        return {{QStringLiteral("cast_from_hand"), true}};
    case K::NoCounter:   // round 27: "if it had no time counters on it" (Lost Auramancers), as persist's
        return {{QStringLiteral("no_counter"), c.counterKind}};
    case K::LandEnteredThisTurn:
        return {{QStringLiteral("land_entered_this_turn"), true}};
    case K::CreatureDiedThisTurn:
        return {{QStringLiteral("creature_died_this_turn"), true}};
    case K::AttackedThisTurn:
        return {{QStringLiteral("attacked_this_turn"), true}};
    case K::PermanentLeftThisTurn:
        return {{QStringLiteral("permanent_left_this_turn"), true}};
    case K::OpponentBelowHalfStartingLife:
        return {{QStringLiteral("opponent_below_half_starting_life"), true}};
    case K::DrewCardsThisTurnAtLeast:
        return {{QStringLiteral("drew_cards_this_turn_at_least"), c.n}};
    case K::LibraryAtMost:   // round 39: a `filter` is "your library" (model/OwnLibrary.h)
        return {{c.filter ? QStringLiteral("your_library_at_most") : QStringLiteral("library_at_most"), c.n}};
    case K::ControlsCommander:
        return {{QStringLiteral("controls_commander"), true}};
    case K::TopCardSharesCreatureType:   // kinship
        return {{QStringLiteral("top_card_shares_creature_type"), true}};
    case K::AttackedOrBlockedThisCombat:
        return {{QStringLiteral("attacked_or_blocked_this_combat"), true}};
    case K::SourceIsBlocked:   // round 41 (509.1h)
        return {{QStringLiteral("self_is_blocked"), true}};
    case K::ChosenOption:   // "• Khans — …": the option's number among the replacement's "options", 1 the first
        return {{QStringLiteral("chosen_option"), c.n}};
    case K::ManaSpentToCast: {   // GameObject::manaSpent
        QJsonArray colors;
        for (const QString& name : c.colors.names())
            colors << name;
        return {{QStringLiteral("mana_spent_to_cast"), QJsonObject{{QStringLiteral("colors"), colors}, {QStringLiteral("n"), c.n}}}};
    }
    case K::TopOfLibraryIs:
        if (!c.filter)
            break;
        return {{QStringLiteral("top_of_library_is"), selector(*c.filter, ok)}};
    case K::GainedLifeThisTurnAtLeast:
        return {{QStringLiteral("gained_life_this_turn_at_least"), c.n}};
    case K::CastSpellThisTurn:
    case K::ExiledWithSourceHas:
        if (!c.filter)
            break;
        return {{c.kind == K::CastSpellThisTurn ? QStringLiteral("cast_this_turn") : QStringLiteral("exiled_with_self_has"),
            selector(*c.filter, ok)}};
    default:
        break;
    }
    *ok = false;
    return {};
}

}   // namespace strata::import::cardjson
