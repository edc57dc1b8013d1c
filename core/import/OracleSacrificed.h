#pragma once
#include "model/Ability.h"

// Private to core/import: what "the sacrificed creature" of an ability's cost names (608.2h), shared by the
// readers of amounts (OracleAmountActions.cpp) and of "+X/+X" pumps (OraclePumpByX.cpp).

namespace strata::import {

// An activated ability whose cost sacrifices one creature, which "the sacrificed creature" names (608.2h):
// "Sacrifice a creature", "Sacrifice an Atog creature" (round 23), not "Sacrifice a creature or land".
bool sacrificesOneCreature(const AbilityDef& ability);

}   // namespace strata::import
