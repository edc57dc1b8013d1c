#pragma once
#include "OracleAttachActions.h"

// Private to core/import (round 27): "Target opponent gains control of ~." (Avarice Amulet, Measure of
// Wickedness, Jinxed Idol), OracleGivenControl.cpp.

namespace strata::import {

// ~ given to the one target player for good (613.1b, 611.2a): a change of control whose effect is that
// player's, `who` "target_player". `s` starts in lower case, without its stop; false leaves `into` as it was.
bool controlGivenToTargetPlayer(const QString& s, const TargetOf& target, AbilityDef* into);

// Round 32: "exchange control of two target creatures" (Switcheroo), "… of target X and target Y" (Shrewd
// Negotiation): a spell's two targets, each taking the other's controller for good (701.12b, 613.1b); an
// exchange with one of them gone does not happen (701.12a). False leaves `into` as it was.
bool controlExchanged(const QString& s, const TargetOf& target, AbilityDef* into);

}   // namespace strata::import
