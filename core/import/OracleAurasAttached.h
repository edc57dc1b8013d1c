#pragma once
#include "OracleGroupActions.h"

// Private to core/import: "destroy all Auras attached to that creature" (Treefolk Mystic), "return all Auras
// attached to target permanent you own to their owners' hands" (Scarab of the Unseen), "destroy all Equipment attached
// to that creature" after damage to the one target creature (Blastfire Bolt, Turn to Slag): every Aura or Equipment
// attached to the object a reference names as the instruction is performed (Selector::attachedTo, 301.5, 303.4).

namespace strata::import {

// The instruction `s` (lower case, without its stop) in `out`, its target added to `into`; false leaves both as
// they were.
bool aurasAttachedAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, Action* out, AbilityDef* into);

}   // namespace strata::import
