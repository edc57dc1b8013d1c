#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: a draw up to a hand size, a number's or an opponent's (OracleDrawDifference.cpp),
// read for OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "draw cards equal to seven minus the number of cards in your hand" (Damia, Sage of Stone's "draw cards
// equal to the difference" after "if you have fewer than seven cards in hand", as OracleStepTriggerWordings says
// it): N less the cards in your hand as the ability resolves (608.2h). False for any other sentence.
bool drawUpToHandSize(const QString& s, AbilityDef* into);

// Round 36: "choose an opponent; if that player has more cards in hand than you, draw cards equal to the
// difference" (Sandstone Oracle, Slithermuse: the two sentences JoinedInstructions.cpp joins): a draw of the cards
// in the chosen opponent's hand less those in yours, counted as the ability resolves (608.2h); none when the
// opponent has no more than you (a draw of zero or fewer cards draws none, 121.2). False for any other sentence.
bool drawUpToOpponentsHand(const QString& s, AbilityDef* into);

}   // namespace strata::import
