#pragma once
#include "model/GameState.h"
#include <QByteArray>
#include <QString>

namespace strata {

// The name every scenario file ends with; the app adds it to a name saved without it.
inline constexpr QLatin1String kScenarioFileSuffix(".strata.json");

// Writes a GameState as a version 1 scenario (../shared/spec/scenario-format.md plus the extensions
// of docs/scenario-extensions.md) that ScenarioReader reads back to the same state.
//
// Only keys whose value differs from the spec's default are written, in a fixed order (the order of
// the spec's tables), one player, object or effect per line: saving twice gives the same bytes, and a
// diff of two saves shows what changed.
QByteArray scenarioToJson(const GameState& state);

// Saves through SafeWrite: the file is replaced only once the whole text is on disk, so a failure
// (full disk, no permission) leaves the old file as it was. On failure returns false and, when
// `error` is given, names the file and the system's reason. With `notice`, a writable file in a folder
// that refuses the temporary file is written in place, and `notice` says so (SafeWrite).
bool writeScenarioFile(const GameState& state, const QString& path, QString* error, QString* notice = nullptr);

}   // namespace strata
