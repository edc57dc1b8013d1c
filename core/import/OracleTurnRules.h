#pragma once
#include "model/Ability.h"
#include <QString>

// Players' rules a resolving spell makes for the rest of the turn (514.2): "Damage can't be prevented
// this turn." (615.12) and "Players can't gain life this turn." (119.7), the rules the static
// abilities of Leyline of Punishment say without "this turn".

namespace strata::import {

// `s` in lower case, without its stop: a continuous action whose one op is the player's rule until end
// of turn; false for another sentence.
bool playerRuleThisTurn(const QString& s, Action* a);

}   // namespace strata::import
