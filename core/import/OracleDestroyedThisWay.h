#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import (round 38): "destroy ~ unless you pay {3}{B}{B}{B}. If ~ is destroyed this way, ~ deals 7
// damage to you." (Cosmic Horror), OracleDestroyedThisWay.cpp.

namespace strata::import {

// The instruction before destroys ~ unless a cost is paid: an `unless_paid` whose one instruction is "destroy ~".
bool destroysSelfUnlessPaid(const Action& a);

// "if ~ is destroyed this way, …" after such an instruction: the instructions `then` reads from the rest, each done only
// when ~ was destroyed (`ifYouDo`: not when the cost was paid, nor when ~ wasn't destroyed, 701.8a, 608.2c). `s` starts
// in lower case, without its stop; false leaves `into` as it was.
bool destroyedThisWayBranch(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& then, AbilityDef* into);

}   // namespace strata::import
