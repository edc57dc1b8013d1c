#pragma once
#include "JsonReader.h"
#include "JsonText.h"
#include "JsonTree.h"
#include "model/GameState.h"

namespace strata::io {

// The optional top-level "layout" key (docs/scenario-extensions.md): where the user put each card on
// the app's board, `{"bears": {"x": 152, "y": 0}}` in board units. It changes no rule: a reader
// that ignores it computes the same result.
constexpr qint64 kLayoutLimit = 1000000;

// Reads "layout" into state.boardPositions; every id must name an object of the file (call after the
// objects are read). Problems go to `reader` with their positions.
void readLayoutKey(const JsonValue& root, const JsonReader& reader, GameState& state);
void writeLayoutKey(JsonText& out, const GameState& state);

}   // namespace strata::io
