#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 35 (`impspelll35`): "draw cards equal to its mana value" right after the one card of your library milled
// ("Mill a card.", Heed the Mists) or revealed ("Reveal the top card of your library.", Interpret the Signs): that card's
// mana value where it is (202.3, 608.2h), as the mended wording of "that card's converted mana cost" says it.
bool drawEqualToMovedCard(const QString& s, AbilityDef* into);

}   // namespace strata::import
