#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: a rule on the creatures of the one target player an earlier sentence named
// (OracleThatPlayersCreatures.cpp).

namespace strata::import {

// Oriss, Samite Guardian's "Target player can't cast spells this turn, and creatures that player controls can't
// attack this turn." (said as two sentences, ActivatedPairWordings.cpp): "creatures that player controls can't
// attack this turn" after an instruction about the ability's one target player, the creatures that player
// controls as it resolves (611.2c, 508.1c), until the turn ends (514.2). False leaves `into` as it was.
bool thatPlayersCreaturesRule(const QString& s, AbilityDef* into);

}   // namespace strata::import
