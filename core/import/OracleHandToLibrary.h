#pragma once
#include "OracleTargetEvents.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 36 (`impspelll36`): a target player's hand looked at, and the cards chosen from it put on top of that player's
// library (401.4, 608.2d): "look at target opponent's hand and choose a card from it; put that card on top of that
// player's library" (Painful Memories), "look at target player's hand and choose two cards from it; put them on top of
// that player's library in any order" (Agonizing Memories), each joined by joinedInstructions; "target player reveals
// their hand; you choose a nonland card from it; that player puts that card into their library third from the top"
// (Lost Hours). One DiscardChosen with `destination` Library, `pick` the number of cards (none for one), and for Lost
// Hours `reveal` and `amount` 3, the place from the top. `cardKinds` reads the card's kind; `target` adds the player
// target its phrase names.
bool chosenHandCardsOnLibrary(const QString& s, const OneObject& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into);

}   // namespace strata::import
