#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: counters doubled on the ability's source (OracleDoubledCounters.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 36: "double the number of +1/+1 counters on ~" (Voracious Hydra's mode): as many more counters of that
// kind as ~ has as the ability resolves (701.9e, 608.2h), the action "put a +1/+1 counter on ~ for each +1/+1
// counter on ~" reads to. False for any other sentence.
bool doubledCountersOnSelf(const QString& s, AbilityDef* into);

}   // namespace strata::import
