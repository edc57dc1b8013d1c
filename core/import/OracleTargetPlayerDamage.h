#pragma once
#include "OracleActionOf.h"
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: damage to one target player and to the permanents that player controls
// (OracleTargetPlayerDamage.cpp), one sentence of two instructions.

namespace strata::import {

// "~ deals 10 damage to target player and each creature that player controls" and its kin in `into`
// (`s` in lower case but for "~", without its stop); false leaves `into` as it was.
bool damageToPlayerAndTheirs(const QString& s, const ActionOf& action, AbilityDef* into);

}   // namespace strata::import
