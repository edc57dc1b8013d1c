#pragma once
#include "JsonReader.h"
#include "model/GameState.h"

namespace strata {

// Checks of a scenario file beyond its shape, kept out of ScenarioReader so the reader stays a
// reader: the limits a hostile file cannot get past, and the targets and choices of what it holds
// against what its cards ask for (model/ChoiceChecks), each error placed at its key in the file.
namespace ScenarioChecks {

// A file holds at most this many objects, and this many effects: far above any real board, and above
// the 20,000-permanent boards the performance goals are measured on; the engine's time limit
// (EngineOptions) bounds what a file this large can cost.
constexpr int kMaxObjects = 25000;
constexpr int kMaxEffects = 10000;

// False, with an error naming the limit, when `root` holds more objects or effects than the limits.
bool withinLimits(const io::JsonValue& root, const JsonReader& reader);

// The errors of checkTargetsAndChoices() at their place in the file read into `state`; warnings
// are left to the result (choiceWarnings()).
void checkTargetsAndChoices(const io::JsonValue& root, const GameState& state, const JsonReader& reader);

}   // namespace ScenarioChecks

}   // namespace strata
