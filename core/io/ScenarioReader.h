#pragma once
#include "Diagnostics.h"
#include "cards/CardLibrary.h"
#include "model/GameState.h"

namespace strata {

// Reads a scenario file (../shared/spec/scenario-format.md, version 1, plus Strata's documented
// extensions). A file with any problem is refused whole: the result is empty and every problem is
// in the diagnostics, each with its position.
class ScenarioReader {
public:
    explicit ScenarioReader(const CardLibrary& library) : m_library(library) { }
    std::optional<GameState> readFile(const QString& path, Diagnostics* diags) const;
    std::optional<GameState> read(const QByteArray& json, const QString& fileName, Diagnostics* diags) const;

private:
    const CardLibrary& m_library;
};

}   // namespace strata
