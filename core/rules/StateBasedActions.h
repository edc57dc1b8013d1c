#pragma once
#include "engine/Resolution.h"

namespace strata {

// What the next check of state-based actions (704.5) would do, from the layer result. Reported only:
// a scenario is a snapshot, so nothing is destroyed.
void findStateBasedActions(const GameState& state, Resolution& res);

}   // namespace strata
