#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 38: "shuffle the cards from your hand into your library, then draw that many cards" (Whirlpool Rider): every
// card of your hand shuffled into your library (701.24), then as many cards drawn as that shuffle moved (608.2c).
bool shuffledHandThenDrawn(const QString& s, AbilityDef* into);

}   // namespace strata::import
