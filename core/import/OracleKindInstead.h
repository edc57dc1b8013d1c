#pragma once
#include "OracleSpellConditions.h"

// Private to core/import (round 26): a triggered ability's "If that creature is a Human, put two +1/+1
// counters on it instead." after the instruction it replaces (OracleKindInstead.cpp); round 27, an
// activated ability's "If you control four or more creatures, add {G}{G} instead."

namespace strata::import {

// "If that creature is a Human, put two +1/+1 counters on it instead." after "put a +1/+1 counter on
// target creature you control" (Elder Cathar), "If equipped creature is a Vampire, …" after "put a +1/+1
// counter on equipped creature" (Blade of the Bloodchief): the instruction before again with another
// number, done when the one target or the equipped creature is of that kind as the ability resolves
// (608.2b, 608.2c); the one before is then not done. `s` starts in lower case, without its stop. False
// leaves `into` as it was.
bool insteadIfOfKind(const QString& s, const ConditionOf& conditionOf, AbilityDef* into);

// Round 27: an activated ability's "If you control four or more creatures, add {G}{G} instead." after
// "add {G}": the instruction before again with another number, done when the condition holds as the
// ability resolves (608.2c); the one before only when it does not. False leaves `into` as it was.
bool insteadIfHolds(const QString& s, const ConditionOf& conditionOf, AbilityDef* into);

// Round 45 (`impfx45`): "If that land is a Forest, put two +1/+1 counters on ~ instead." after "put a +1/+1 counter on ~" in a landfall
// trigger with no target (Oran-Rief Hydra): the instruction before again with another number, done when the land
// that entered is of that kind as the ability resolves (608.2c, 603.7c); the one before only when it is not. The
// condition is a `target_is`, which in a triggered ability with no target names the event's object (as its
// intervening "if" does, round 44). `s` starts in lower case, without its stop. False leaves `into` as it was.
bool insteadIfEventLandIs(const QString& s, const ConditionOf& conditionOf, AbilityDef* into);

}   // namespace strata::import
