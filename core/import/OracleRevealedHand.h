#pragma once
#include "OracleDivided.h"
#include "model/Ability.h"
#include <QString>
#include <functional>

// Round 43: "target player reveals their hand" (701.16a), alone or after the same player's life loss ("Target player
// loses 1 life and reveals their hand.", Thoughtcutter Agent), and round 44's gain of life for the cards in that
// revealed hand (Search Warrant), read by OracleRevealedHand.cpp for
// OracleParser::actionPairs.

namespace strata::import {

// `s` in lower case, without its stop. The hand of the one target player shown to every player: LookAtHand with
// `reveal`; false, with `into` as it was, for another sentence. `action` reads one instruction as
// OracleParser::action does.
bool revealedHand(const QString& s, AbilityDef* into, const TargetOf& target,
    const std::function<bool(const QString&, AbilityDef*)>& action);

}   // namespace strata::import
