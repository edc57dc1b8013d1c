#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata {

// "if {G} was spent to cast it", adamant's "if at least three blue mana was spent to cast this spell"
// (Condition::Kind::ManaSpentToCast): the mana of the condition's colours among `spent`, the symbols
// GameObject::manaSpent keeps ("{U}{U}{1}"). A hybrid or generic symbol names no one colour of mana
// paid, so it counts for none. The condition's own `negated` is not applied here.
bool manaSpentHolds(const Condition& c, const QString& spent);
// Converge (round 22): how many colours of mana `spent` holds, each coloured symbol one mana of its colour.
int colorsOfManaSpent(const QString& spent);

}   // namespace strata
