#pragma once
#include "model/Ability.h"

// Private to core/import: which counted amounts the event player can take as an ability resolves
// (608.2h), shared by OracleAmountActions.cpp and OracleWhereX.cpp.

namespace strata::import {

// True when the event player can count `e` as `ability` resolves. `saysWhere`: the phrase ends with
// "on the battlefield" (a set nobody controls is written so).
bool countedOnBoard(const Expr& e, const AbilityDef& ability, bool saysWhere);

}   // namespace strata::import
