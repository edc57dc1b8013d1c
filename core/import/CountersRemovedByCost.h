#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
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

// Round 44: "for each five counters removed this way, take an extra turn after this one" (Sage of Hours) after the
// ability's own "Remove all +1/+1 counters from ~" cost: the instruction `action` reads, done once for each whole group
// of five (Expr::Kind::WholeGroupsOf). Only an extra turn takes such an amount yet. False leaves `into` as it was.
bool wholeGroupsRemovedAction(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action);

}   // namespace strata::import
