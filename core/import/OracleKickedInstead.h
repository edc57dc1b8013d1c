#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// 702.33d: "If this spell was kicked, that creature gets -5/-5 until end of turn instead" (Vicious
// Offering): the kicked instruction replaces the one before it, the same instruction with another
// number. `clause` is what follows "if this spell was kicked, ", " instead" removed. On success the
// instruction before is done only when the spell was not kicked, the new one only when it was.
bool kickedInstead(const QString& clause, AbilityDef* into);

}   // namespace strata::import
