#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: "~ deals 2 damage to itself" alone (OracleDamageToItself.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "If you lose the flip, ~ deals 2 damage to itself." (Goblin Kaboomist): ~ is both the source and the
// creature dealt damage (120.3), as the second half of Reckless Embermage's pair says it. False for any other
// sentence.
bool damageToItself(const QString& s, AbilityDef* into);

}   // namespace strata::import
