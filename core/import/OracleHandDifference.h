#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: a draw up to an opponent's hand size (OracleHandDifference.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 36: "choose an opponent; if that player has more cards in hand than you, draw cards equal to the
// difference" (Sandstone Oracle, Slithermuse: the two sentences JoinedInstructions.cpp joins): a draw of the cards
// in the chosen opponent's hand less those in yours, counted as the ability resolves (608.2h); none when the
// opponent has no more than you (a draw of zero or fewer cards draws none, 121.2). False for any other sentence.
bool drawUpToOpponentsHand(const QString& s, AbilityDef* into);

}   // namespace strata::import
