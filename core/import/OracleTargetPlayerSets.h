#pragma once
#include "model/Ability.h"
#include <functional>
#include <optional>

namespace strata::import {

// Rounds 21-22: the permanents the one target player of an ability controls, "each creature target
// opponent controls" (Simoon), "creatures target player controls get +1/+1" (Night), "for each black
// creature target opponent controls" (Starlight), "… dealt this turn by creatures target opponent
// controls" (Encircling Fissure): Selector::whose "target_player", the player the ability's one
// player target (115.1) as the event player and the layer engine read it.
struct TargetPlayersNoun {
    QString noun;            // "each creature", "creatures", "black creature"
    bool opponent = false;   // "target opponent"
};
// The noun before "target player controls" / "target opponent controls", when the ability has no
// target yet (a second target would leave "target player" ambiguous to the event player).
std::optional<TargetPlayersNoun> targetPlayersNoun(const QString& phrase, const AbilityDef& into);
// The set read from that noun (a set of any controller) made the target player's, and the player
// target added to `into`; nullopt, and nothing added, when the set already says whose it is.
std::optional<Selector> ofTargetPlayer(std::optional<Selector> set, const TargetPlayersNoun& p, AbilityDef* into);
// Round 45: "each white and/or blue creature that player controls" right after an instruction about the set of the one
// target player (Ember Gale's "Creatures target player controls can't block this turn."): that player's set again, no
// target added; `objects` reads a set as OracleParser::objects does. nullopt for another phrase or ability.
std::optional<Selector> ofThatTargetPlayer(const QString& phrase, const AbilityDef& into,
    const std::function<std::optional<Selector>(const QString&, bool*)>& objects);

}   // namespace strata::import
