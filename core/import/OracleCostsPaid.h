#pragma once
#include "model/Condition.h"
#include <QString>
#include <optional>

namespace strata::import {

// Round 25: an optional cost paid as the object was cast or entered: "its prowl cost was paid" (702.76),
// madness, spectacle, surge, "~'s prowl cost was paid" (a spell's own), and "tribute wasn't paid"
// (702.104b, the condition negated).
std::optional<Condition> costPaidCondition(const QString& text);

}   // namespace strata::import
