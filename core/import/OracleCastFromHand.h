#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// "cast a card with mana value 3 or less from your hand without paying its mana cost" (`s` in lower case,
// without its stop; also "converted mana cost", and Electrodominance's "X or less"): the action that casts
// the card as it is performed (601.2, 118.9). False for another sentence.
bool castFreeFromHand(const QString& s, Action* a);

}   // namespace strata::import
