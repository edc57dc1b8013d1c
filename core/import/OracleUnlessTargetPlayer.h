#pragma once
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 40: "Unless target player pays {3}, they lose 5 life and you gain 5 life." (Rhystic Syphon;
// OracleUnlessTargetPlayer.cpp): the drain, done unless the target player pays. False leaves `into` as it was.
bool unlessTargetPlayerPays(const QString& s, const ActionsOf& actionsOf, AbilityDef* into);

}   // namespace strata::import
