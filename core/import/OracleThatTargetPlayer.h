#pragma once
#include "model/Ability.h"

// Private to core/import: "that player" as the one target player the instruction before named (OracleThatTargetPlayer.cpp),
// read for OracleParser::effectTemplates.

namespace strata::import {

// Round 44: "Target player loses 1 life. That player discards a card. That player sacrifices a permanent." (Undercity
// Plague, as OracleSubjectSeries.cpp says it): when the ability's one target is a player, not a choice among kinds,
// and the instruction just read was done by that player, `who` becomes "target_player". False otherwise.
bool thatTargetPlayer(const AbilityDef& into, Action* action);

}   // namespace strata::import
