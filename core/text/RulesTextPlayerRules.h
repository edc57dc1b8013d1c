#pragma once
#include "model/Ability.h"
#include "model/Vocabulary.h"
#include <QString>

namespace strata::rulestext {

// The words of a player's rule (613.10) as a clause, in the writer's language: "you have hexproof",
// "your maximum hand size is reduced by %1" with `number` ("three"); empty for a rule not named here.
QString playerRuleText(RuleName rule, const QString& number);

// Round 25: a player's rule a resolved spell makes until the turn ends, which Oracle words "… this turn"
// rather than "until end of turn" (514.2): "Your opponents can't cast spells this turn", "Damage can't be
// prevented this turn", "Players can't gain life this turn".
bool playerRuleSaysThisTurn(RuleName rule);

// Round 38: "you may play an additional land this turn" (Explore), "you may play up to three additional lands this
// turn" (Summer Bloom): a resolved spell's effect whose ops are only Exploration's rule, once for each land (305.2);
// `number` is the writer's word for the number of ops ("three"); empty for any other effect.
QString additionalLandsThisTurnText(const ContinuousDef& c, const QString& number);

// Round 38: "permanents enter tapped this turn" (Due Respect): a resolved spell's one op, the rule Kismet-like statics
// give (PermanentsEnterTapped) with every permanent as its filter, until the turn ends; empty for any other effect.
QString permanentsEnterTappedThisTurnText(const ContinuousDef& c);

}   // namespace strata::rulestext
