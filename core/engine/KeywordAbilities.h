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
// those of `to`. Status, counters and control are not copiable and stay. `thisAbility` is the
// ability that made the copy, which "except it has this ability" adds (707.9a).
void copyValues(const Characteristics& from, const CopyExceptions& except, const AbilityPtr& thisAbility,
    Characteristics& to);
// Layer 1a changes that add to the copiable values without copying anything: a copy effect's
// exceptions, or the form chosen by an "as this enters, it becomes …" ability (613.2a).
void applyCopiableChanges(const CopyExceptions& except, const AbilityPtr& thisAbility, Characteristics& to);

}   // namespace strata
