#pragma once
#include "model/Ability.h"
#include <QString>
#include <optional>

namespace strata::import {

// 702.33d: "If this spell was kicked, that creature gets -5/-5 until end of turn instead" (Vicious
// Offering): the kicked instruction replaces the one before it, the same instruction with another
// number. `clause` is what follows "if this spell was kicked, ", " instead" removed. On success the
// instruction before is done only when the spell was not kicked, the new one only when it was.
bool kickedInstead(const QString& clause, AbilityDef* into);

// `before` again with the number `clause` gives it ("it deals 4 damage to …", "that creature gets -5/-5
// until end of turn", "that player discards three cards", "put two … counters on …", "create four of
// those tokens"), or nothing when the clause is not that instruction again. Round 24: also an ability
// word's paragraph done instead (OracleInsteadParagraphs.cpp).
std::optional<Action> withNewNumber(const Action& before, const QString& clause);

}   // namespace strata::import
