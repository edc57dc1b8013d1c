#pragma once
#include "model/Selector.h"
#include <optional>

// Private to core/import: the sources a prevention names by their kind (OracleDamageRules.cpp).

namespace strata::import {

// "artifact sources", "red sources", round 30 "colorless sources": the objects of one card type or colour,
// or with no colour, in any zone (120.3, 105.2c); nothing for other words.
std::optional<Selector> sourcesOfKind(const QString& phrase);

}   // namespace strata::import
