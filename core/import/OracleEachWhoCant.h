#pragma once
#include "OracleTopOrBottom.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 39: "Each player who can't discards a card." after "each player sacrifices a creature or planeswalker"
// (Plaguecrafter): the instruction of only those players of the sacrifice before it who had nothing to sacrifice
// (701.17a), `who` "each_player_who_cant" (or "each_opponent_who_cant" after "each opponent sacrifices …"). False, and
// `into` unchanged, for any other sentence or when the action before it is not such a sacrifice.
bool eachWhoCant(const QString& s, const ActionReader& reader, AbilityDef* into);

}   // namespace strata::import
