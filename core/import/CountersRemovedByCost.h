#pragma once
#include "model/Ability.h"
#include <QString>
#include <optional>

// Private to core/import (round 42): "the number of +1/+1 counters removed this way" after an activated ability's own
// "Remove all +1/+1 counters from ~" cost (Molten Hydra, Vish Kal, Torture Chamber), CountersRemovedByCost.cpp.

namespace strata::import {

// "the number of <kind> counters removed this way" (`each` false) or "<kind> counter removed this way" after "for
// each" (`each` true): Expr::Kind::CountersRemovedThisWay of that kind.
std::optional<Expr> countersRemovedAmount(const QString& text, bool each);

// False when an amount of `ability` counts counters removed this way that no "Remove all <kind> counters from ~" cost
// of its own removes: a triggered ability or a spell has no such cost, and another kind is not the one removed.
bool removedCountersPaidFor(const AbilityDef& ability);

}   // namespace strata::import
