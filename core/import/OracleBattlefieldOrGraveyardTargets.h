#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 39: "exile up to three other target creatures from the battlefield and/or creature cards from graveyards"
// (Angel of Serenity): each target either a creature on the battlefield other than the source or a creature card in
// any graveyard (115.1, 601.2c), a union of two zones' selectors; all of them exiled (406.1). False, and `into`
// unchanged, for any other sentence.
bool battlefieldOrGraveyardTargets(const QString& s, AbilityDef* into);

}   // namespace strata::import
