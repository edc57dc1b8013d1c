#pragma once
#include "model/Ability.h"

// Private to core/import (round 26): the card a dying creature became, moved on by the trigger of its
// death (OracleDiedCardMoves.cpp).

namespace strata::import {

// "exile that card" after "Whenever a nontoken creature is put into your graveyard from the battlefield"
// (Purgatory), "you may exile it" after "Whenever a creature with toughness 4 or greater is put into your
// graveyard …" (Colfenor's Urn), "put that card on top of its owner's library" (Mortuary: "your library",
// the graveyard being yours): the card found in the graveyard (400.7, 603.10a), the action's `object`
// Selector::Ref::It. `died`: the ability's event is one whose object went to a graveyard. False leaves
// `into` as it was.
bool diedCardMoved(const QString& sentence, bool died, AbilityDef* into);

}   // namespace strata::import
