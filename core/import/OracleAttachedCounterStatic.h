#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: a restriction of the enchanted or equipped permanent that holds while that
// permanent has counters of a kind on it: "Enchanted creature doesn't untap during its controller's untap
// step if it has a sleep counter on it." (Venarian Gold). The condition is
// Condition::Kind::AttachedCountersAtLeast: "it" is the permanent the Aura or Equipment is attached to.

namespace strata::import {

// `sentence` as printed, with its stop; `staticOf` reads "Enchanted creature doesn't untap during its
// controller's untap step." (the parser's own ability reader). Null when the sentence is not of this shape.
AbilityPtr attachedCounterStatic(const QString& sentence, const std::function<AbilityPtr(const QString&)>& staticOf);

}   // namespace strata::import
