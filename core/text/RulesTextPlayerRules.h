#pragma once
#include "model/Vocabulary.h"
#include <QString>

namespace strata::rulestext {

// The words of a player's rule (613.10) as a clause, in the writer's language: "you have hexproof",
// "your maximum hand size is reduced by %1" with `number` ("three"); empty for a rule not named here.
QString playerRuleText(RuleName rule, const QString& number);

}   // namespace strata::rulestext
