#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 40: "search that player's library for up to fifteen cards, exile them, then that player shuffles their library"
// (Sadistic Sacrament's kicked instruction, 702.33d, 701.23): the target player's search of the spell's one instruction
// again (`into` holds it), with another number; appended to `into`. False leaves `into` as it was.
bool thatPlayersSearchAgain(const QString& clause, AbilityDef* into);

}   // namespace strata::import
