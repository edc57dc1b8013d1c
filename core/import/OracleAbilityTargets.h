#pragma once
#include "model/Selector.h"
#include <optional>

namespace strata::import {

// What "target …" names when it is an ability on the stack (115.1): "activated ability", "activated or
// triggered ability", "spell, activated ability, or triggered ability", "spell or ability", "activated
// ability from an artifact source". Nothing for any other phrase.
std::optional<Selector> abilityTargetNoun(const QString& phrase);

}   // namespace strata::import
