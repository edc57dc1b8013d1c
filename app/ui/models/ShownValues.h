#pragma once
#include "engine/Resolution.h"

namespace strata::ui {

// Whether two sets of characteristics show the same: every value a table row, a card or a chip
// writes from them. Views compare an object's values before and after an edit with it and keep
// what they wrote for the objects the edit left alone (most of a big board), so an edit costs in
// proportion to what it changed. Pointer comparisons for abilities: an AbilityDef never changes
// once shared. An ability's timestamp is left out: no view shows it, and a timestamp move renumbers
// the abilities of every object between the two places.
bool sameShownValues(const Characteristics& a, const Characteristics& b);
bool sameStateBasedActions(const QVector<StateBasedAction>& a, const QVector<StateBasedAction>& b);

}   // namespace strata::ui
