#pragma once
#include "OracleCastRestrictions.h"

// Private to core/import: text-changing effects of resolving spells (612.2, round 25; OracleTextChanges.cpp).

namespace strata::import {

// "change the text of target spell or permanent by replacing all instances of one color word with another"
// (Alter Reality), "… of one basic land type with another" (Spectral Shift), "… of one color word with
// another or one basic land type with another until end of turn" (Whim of Volrath): a continuous action on
// the one target whose op changes the words chosen as it resolves, for good unless "until end of turn" says
// otherwise (611.2a). `s` in lower case, without its stop; false leaves `into` as it was.
bool textChangeAction(const QString& s, const TargetReader& target, Action* a, AbilityDef* into);

}   // namespace strata::import
