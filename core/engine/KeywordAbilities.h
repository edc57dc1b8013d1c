#pragma once
#include "model/Characteristics.h"
#include <QPair>
#include <optional>

namespace strata {

// A "+N/+M" or "-N/-M" counter's change to power and toughness (122.1a); nullopt for other counters.
std::optional<QPair<int, int>> ptCounter(const QString& kind);
// The keyword ability a keyword counter grants (122.1b), or null.
AbilityPtr keywordForCounter(const QString& kind);
// A shared definition of a plain keyword ability ("Flying"), for engine-made grants.
AbilityPtr plainKeyword(const QString& canonicalName);

// Layer 1: the copiable values of `from` (707.2) with a copy effect's exceptions (707.9) replace
// those of `to`. Status, counters and control are not copiable and stay.
void copyValues(const Characteristics& from, const CopyExceptions& except, Characteristics& to);

}   // namespace strata
