#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Round 38: "~ deals X damage to any target and you gain X life, where X is the number of Clerics on the
// battlefield." (Profane Prayers), read by OracleDamageThenGain.cpp for OracleParser::actionPairs.

namespace strata::import {

// `s` in lower case, without its stop. The damage to the one target, then the gain, each of X counted as the spell
// resolves (608.2h: nothing happens between them that changes the count, 704.3); false, with `into` as it was, for
// another sentence. `action` reads one instruction into an ability, as OracleParser::action does.
bool xDamageThenGain(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action);

}   // namespace strata::import
