#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import (round 38): "Remove all flood counters from ~. If no counters were removed this way, put a flood
// counter on ~ and draw a card. Otherwise, add {C}{G}{U}." (Bounty of the Luxa), OracleCountersRemovedThisWay.cpp.

namespace strata::import {

// "if no counters were removed this way, …" after "remove all <kind> counters from ~", and the "otherwise, …" after that
// branch: the instructions `then` reads from the rest, `ifYouDont` (done when none was removed) and `ifYouDo` (done when
// some were; 122.8, 608.2c). `s` starts in lower case, without its stop; false leaves `into` as it was.
bool countersRemovedBranch(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& then, AbilityDef* into);

}   // namespace strata::import
