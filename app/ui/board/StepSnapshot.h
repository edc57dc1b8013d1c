#pragma once
#include "engine/Resolution.h"

namespace strata::ui {

// Every object's characteristics as they stood after the first `applied` steps of the trace, for the
// timeline's scrubber: the printed values (where the engine starts) with each step's recorded
// "after" values laid over them, for what that step's layer governs. Reads the trace; applies no rule.
QVector<Characteristics> characteristicsAfterSteps(const GameState& state, const Resolution& resolution, int applied);

}   // namespace strata::ui
