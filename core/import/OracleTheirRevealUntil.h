#pragma once
#include "OracleTargetEvents.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 36 (`impspelll36`): another player reveals cards from the top of their own library until they reveal the
// card, or the number of cards, asked for (701.20), and every card revealed goes into their graveyard:
// - "its controller reveals cards from the top of their library until they reveal a land card, then puts those cards
//   into their graveyard" (Destroy the Evidence), the controller of the spell's one target (608.2h);
// - "target opponent reveals cards from the top of their library until four land cards are revealed; that player puts
//   all cards revealed this way into their graveyard" (Mind Funeral, joined by joinedInstructions).
// - "its controller reveals … until they reveal a creature card; the player puts that card onto the battlefield, then
//   shuffles all other cards revealed this way into their library" (Polymorph, joined by joinedInstructions).
// One RevealUntil with `who`, `destination` Graveyard (every card) or Battlefield (the card found; `text` "shuffle"
// for the rest), and `amount` the number of cards looked for.
// `cardKinds` reads the kind of card; `targetOpponent` adds the "target opponent" target.
bool theirRevealUntilMilled(const QString& s, const OneObject& cardKinds,
    const std::function<bool(AbilityDef*)>& targetOpponent, AbilityDef* into);

}   // namespace strata::import
