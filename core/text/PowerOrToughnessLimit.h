#pragma once
#include "model/Selector.h"
#include <optional>

// A set of two parts that differ only in which one has the limit, "creatures you control with power or
// toughness 1 or less" (Tetsuko Umezawa) or a target, "target creature with power or toughness 1 or less"
// (Warping Wail): the import reads it as one part limited by power and one by toughness (an object
// meeting either limit).

namespace strata::rulestext {

struct PowerOrToughnessLimit {
    Selector base;     // either part without its limit
    int limit = 0;
    bool atMost = true;   // "… or less"; otherwise "… or greater"
};

std::optional<PowerOrToughnessLimit> powerOrToughnessLimit(const Selector& s);

}   // namespace strata::rulestext
