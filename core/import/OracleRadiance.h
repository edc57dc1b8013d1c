#pragma once
#include "OracleGroupActions.h"

// Private to core/import: radiance, "target creature and each other creature that shares a color with it"
// (Selector::sharesColorWithTarget), in the instructions that name it: "~ deals 1 damage to …", "untap …",
// "… get +1/+1 until end of turn", "until end of turn, … gain …" (Wojek Embermage, Rally the Righteous,
// Wojek Siren, Incite Hysteria).

namespace strata::import {

// The radiance instruction `s` (lower case, without its stop) in `out`, its target added to `into`; false
// leaves both as they were.
bool radianceAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, const PredicateOf& predicate,
    Action* out, AbilityDef* into);

}   // namespace strata::import
