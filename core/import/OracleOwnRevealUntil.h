#pragma once
#include "OracleTargetEvents.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 37 (`impspelll37`): cards of your own library revealed or exiled one by one until a card of a kind is found
// (701.20), every one of them, the card found too, going to the same place, so that the card found is the one a
// following "its mana value" names (OracleMovedCardValue.cpp's damage, 202.3):
// - "reveal cards from the top of your library until you reveal a nonland card; put all cards revealed this way on the
//   bottom of your library in any order" (Erratic Explosion's mended words, joined by joinedInstructions): one
//   RevealUntil with `destination` Library and `text` "bottom_any_order";
// - "exile cards from the top of your library until you exile a nonland card" (Undying Flames): `destination` Exile and
//   `text` "exile".
// `cardKinds` reads the kind of card.
bool ownRevealUntilAllMoved(const QString& s, const OneObject& cardKinds, AbilityDef* into);

// Round 37: "~ deals damage to you equal to the number of cards revealed this way" right after a reveal of your own
// library until a card is found (Madcap Experiment): every card revealed, the one found too (608.2c, 701.20). One
// Damage to you of Expr::CountThisWay.
bool damageToYouPerRevealed(const QString& s, AbilityDef* into);

}   // namespace strata::import
