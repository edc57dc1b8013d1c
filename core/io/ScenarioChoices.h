#pragma once
#include "JsonReader.h"
#include "JsonTree.h"
#include "PlayKeysReader.h"
#include "model/Choices.h"

namespace strata::io {

// An object's, effect's or event's "choices" (docs/scenario-format.md): the colour, types, name,
// copied object, text change, X, mode, player and objects chosen. Problems go to `reader` with their
// positions; the ids it names go to `hooks`, which checks them once the whole file is read.
void readChoices(const JsonValue& owner, const QString& path, const JsonReader& reader, ScenarioReadingHooks& hooks,
    Choices* out);

}   // namespace strata::io
