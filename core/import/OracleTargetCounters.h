#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: counters removed from the spell's one target, which the instruction before named
// and the sentence calls "it" ("Target creature you control gains hexproof until end of turn. Remove all
// -1/-1 counters from it.", Hapatra's Mark; "You may remove a -1/-1 counter from it.", Shed Weakness).

namespace strata::import {

// `s` in lower case, without its stop (and without "you may", which the caller reads): "remove all KIND
// counters from it" or "remove a/one/two/three KIND counter(s) from it" after an instruction on the one
// target (122.8): the RemoveCounter action added to `into`; false leaves `into` as it was.
bool countersFromIt(const QString& s, AbilityDef* into);

// Round 37: "remove all KIND counters from target …" (Give // Take's Take), the spell's one target named in the
// sentence (read by `target`, OracleParser::target's reading): the same RemoveCounter; false leaves `into` as it was.
bool countersFromTarget(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target);

// Round 40: "remove a counter from target permanent" (Thrull Parasite), "remove all counters from target permanent"
// (Vampire Hexmage): counters of any kind (122.1), the one target named in the sentence; the RemoveCounter's kind is
// "any" (no counter is called that). False leaves `into` as it was.
bool countersOfAnyKindFromTarget(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target);

}   // namespace strata::import
