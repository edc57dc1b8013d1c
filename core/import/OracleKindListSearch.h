#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Round 38: "search target opponent's library for an artifact, creature, enchantment, or land card and put that card
// onto the battlefield under your control; then that player shuffles their library" (Eternal Dominion, 701.23): Bribery's
// search, which `libraryAction` reads with one card type, of a card of any of three or more types listed alphabetically
// (as the writer lists them). False leaves `into` as it was.
bool searchedForKindList(
    const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& libraryAction);

}   // namespace strata::import
