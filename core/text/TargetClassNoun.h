#pragma once
#include "model/Selector.h"
#include <QString>

// Round 21 (`impspell21`): the word Oracle names a spell's one target by again when its own noun is
// not one card type: "Destroy target artifact or enchantment. ~ deals 2 damage to that permanent's
// controller." (Destructive Revelry), "Destroy target Mountain. ~ deals 3 damage to that land's
// controller." (Peak Eruption). The writer says it (RulesTextPlayers.cpp) and the importer reads only
// what the writer says (OracleAmountActions.cpp).

namespace strata::rulestext {

// "permanent" for alternatives that are each only permanent card types (110.4), "land" for land
// subtypes alone or alternatives of them (205.3i), empty otherwise (the target's own noun names it).
QString thatTargetClassNoun(const Selector& target);

}   // namespace strata::rulestext
