#pragma once
#include "JsonText.h"
#include "model/GameState.h"

namespace strata {

// Writes a scenario's `choices` object (scenario-format.md), shared by every entry that has one.
void writeChoices(JsonText& out, const Choices& c);
// Writes events.md's top-level keys (`step`, `stack`, `delayed`, `events`) as ScenarioReader reads them.
void writePlayKeys(JsonText& out, const GameState& state);

}   // namespace strata
