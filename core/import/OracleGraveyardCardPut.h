#pragma once
#include "OracleTargetEvents.h"
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 37 (`impspelll37`): "[then] put a creature card from a graveyard onto the battlefield under your control"
// (Extract from Darkness): one card of that kind of any graveyard, chosen as the spell resolves (no target, 608.2d),
// put onto the battlefield under your control. One ReturnFromGraveyard with `pick` 1 of the cards of that kind in all
// graveyards, after the instruction before (608.2c). `cardKinds` reads the kind of card.
bool cardOfAGraveyardPut(const QString& s, const OneObject& cardKinds, AbilityDef* into);

}   // namespace strata::import
