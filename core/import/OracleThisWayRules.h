#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 21: the sentence after damage or a change to one target creature that names a rule on the
// creatures it affected until the turn ends (611.2c: the set is fixed as the effect resolves):
// "It can't be regenerated this turn." (Engulfing Flames, 701.19c), "A creature dealt damage this way
// can't be regenerated this turn." (Jaya Ballard, Flamebreak's plural), "If a creature dealt damage
// this way would die this turn, exile it instead." (Pillar of Flame, 614.1a) and "If that creature would
// die this turn, exile it instead." (Lava Coil, Ob Nixilis's Cruelty). `s` is lower case, without its
// stop; false leaves `into` as it was.
bool ruleOnCreaturesAffected(const QString& s, AbilityDef* into);

}   // namespace strata::import
