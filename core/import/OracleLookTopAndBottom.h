#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 34: "look at the top three cards of your library; put one of those cards into your hand, one on top of your
// library, and one on the bottom of your library" (Telling Time, joined by joinedInstructions): one LookAtTop.
bool lookedCardsToThreePlaces(const QString& s, AbilityDef* into);

// Round 34: "Look at the top three cards of your library. You may put those cards on the bottom of your library in any
// order." (Petals of Insight): the look before it made optional, all its cards put on the bottom when chosen, so that
// "If you do, …" asks whether they were.
bool lookedCardsMayGoToBottom(const QString& s, AbilityDef* into);

}   // namespace strata::import
