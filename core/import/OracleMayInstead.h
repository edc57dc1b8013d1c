#pragma once
#include "OracleSpellConditions.h"

// Private to core/import (round 34): "If you have the city's blessing, you may put that permanent on top of its
// owner's library instead." after "Return target nonland permanent to its owner's hand." (Expel from Orazca).

namespace strata::import {

// The optional instruction chosen first, when its condition holds (603.5, 608.2c), and the one before done
// "otherwise", when it was not chosen or could not be: the order spellAbility gives a paragraph done instead of
// the one before. `s` starts in lower case, without its stop. False leaves `into` as it was.
bool mayPutOnLibraryInstead(const QString& s, const ConditionOf& conditionOf, AbilityDef* into);

}   // namespace strata::import
