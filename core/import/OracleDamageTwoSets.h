#pragma once
#include "OracleOwnCounts.h"

// Private to core/import: damage dealt to each object of either of two sets (round 35, OracleDamageTwoSets.cpp).

namespace strata::import {

// "~ deals X damage to each creature without flying and each planeswalker" (Magmaquake), "… to each blocking
// creature and each blocked creature" (Warpath): one damage action to every permanent either set selects, each dealt
// the damage once, all at once (120.3, 608.2h). Each set is a plain one of permanents ("creature without flying",
// "planeswalker", "blocked creature"); `s` starts in lower case, without its stop.
std::optional<Action> damageToEachOfTwoSets(const QString& s, const ObjectsOf& objects);

}   // namespace strata::import
