#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: a draw up to a hand size (OracleDrawDifference.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "draw cards equal to seven minus the number of cards in your hand" (Damia, Sage of Stone's "draw cards
// equal to the difference" after "if you have fewer than seven cards in hand", as OracleStepTriggerWordings says
// it): N less the cards in your hand as the ability resolves (608.2h). False for any other sentence.
bool drawUpToHandSize(const QString& s, AbilityDef* into);

}   // namespace strata::import
