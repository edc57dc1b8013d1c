#pragma once
#include "OracleDivided.h"
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Round 43: "target player reveals their hand" (701.16a), alone or after the same player's life loss ("Target player
// loses 1 life and reveals their hand.", Thoughtcutter Agent), and round 44's gain of life for the cards in that
// revealed hand (Search Warrant), round 45's damage for the cards of a colour in it (Inquisition) and discard of every
// card of a kind from it (Amnesia), read by OracleRevealedHand.cpp for
// OracleParser::actionPairs.

namespace strata::import {

// `s` in lower case, without its stop. The hand of the one target player shown to every player: LookAtHand with
// `reveal`; false, with `into` as it was, for another sentence. `action` reads one instruction as
// OracleParser::action does; `cardKinds` a kind of card as OracleParser::cardKinds does ("nonland card").
bool revealedHand(const QString& s, AbilityDef* into, const TargetOf& target,
    const std::function<bool(const QString&, AbilityDef*)>& action,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds);

}   // namespace strata::import
