#pragma once
#include "OracleSpellConditions.h"

// Private to core/import (round 34): a spell's "If you control a Nissa planeswalker, instead search your library for
// up to three land cards, …" after its one instruction (Nissa's Triumph).

namespace strata::import {

// "If C, instead X." after a spell's one instruction of the same kind: X done when C holds as the spell resolves,
// the instruction before only when it does not (608.2c), as kicker's "If this spell was kicked, instead X" is read
// (OracleKickedInstead.cpp). `s` starts in lower case, without its stop. False leaves `into` as it was.
bool insteadFirstIfHolds(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionsOf, AbilityDef* into);

}   // namespace strata::import
