#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Round 38: instructions `libraryAction` reads with one card type, of a card of any of three or more types listed
// alphabetically (as the writer lists them): "search target opponent's library for an artifact, creature, enchantment,
// or land card and put that card onto the battlefield under your control; then that player shuffles their library"
// (Eternal Dominion, Bribery's search, 701.23), and "its controller may put an artifact, creature, enchantment, or land
// card from their hand onto the battlefield" after an instruction on the one target (Metamorphose, mended from "That
// opponent"; Hunted Wumpus's put, by that player). False leaves `into` as it was.
bool kindListInstruction(
    const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& libraryAction);

}   // namespace strata::import
