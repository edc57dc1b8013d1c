#pragma once
#include "OracleAttachActions.h"

// Private to core/import (round 27): "Target opponent gains control of ~." (Avarice Amulet, Measure of
// Wickedness, Jinxed Idol), OracleGivenControl.cpp.

namespace strata::import {

// ~ given to the one target player for good (613.1b, 611.2a): a change of control whose effect is that
// player's, `who` "target_player". `s` starts in lower case, without its stop; false leaves `into` as it was.
bool controlGivenToTargetPlayer(const QString& s, const TargetOf& target, AbilityDef* into);

}   // namespace strata::import
