#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: counters removed from the spell's one target, which the instruction before named
// and the sentence calls "it" ("Target creature you control gains hexproof until end of turn. Remove all
// -1/-1 counters from it.", Hapatra's Mark; "You may remove a -1/-1 counter from it.", Shed Weakness).

namespace strata::import {

// `s` in lower case, without its stop (and without "you may", which the caller reads): "remove all KIND
// counters from it" or "remove a/one/two/three KIND counter(s) from it" after an instruction on the one
// target (122.8): the RemoveCounter action added to `into`; false leaves `into` as it was.
bool countersFromIt(const QString& s, AbilityDef* into);

}   // namespace strata::import
