#pragma once
#include "model/Ability.h"

// Private to core/import (round 27): "Those creatures don't untap during their controllers' next untap
// steps." after "tap all nonblue creatures" (Breaching Leviathan), OracleKeptTapped.cpp.

namespace strata::import {

// The set the instruction before tapped kept tapped through each creature's own controller's next untap
// step (502.3): a DontUntapNext on the same set. `s` starts in lower case, without its stop; false leaves
// `into` as it was.
bool keptTappedAfterTappingAll(const QString& s, AbilityDef* into);

}   // namespace strata::import
