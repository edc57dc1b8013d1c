#pragma once
#include "OracleTargetEvents.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 37 (`imptrigw37`): a card chosen from the hand of the player a trigger's event names (603.7c), as Duress's
// from a target player's (701.8, 406.3): "that player reveals their hand; you choose a card from it; that player exiles
// that card" (Ghastlord of Fugue, after "deals combat damage to a player"), "look at that player's hand and choose a
// card from it; that player discards that card" (Leshrac's Sigil, after "an opponent casts a green spell"). One
// DiscardChosen with `who` "that_player", `reveal` when the hand is revealed rather than looked at, `destination`
// Exile when the card is exiled. `cardKinds` reads the card's kind.
bool eventPlayersChosenCard(const QString& s, const OneObject& cardKinds, AbilityDef* into);

}   // namespace strata::import
