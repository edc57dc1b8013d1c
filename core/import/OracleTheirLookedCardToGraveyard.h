#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 38: after a plain look at the top two cards of a target player's library, "Put one of them into their
// graveyard." (Wu Spy): exactly one of the two goes to its owner's graveyard (404.1), chosen as the ability resolves
// (608.2d); the other stays on top, where it was.
bool theirLookedCardToGraveyard(const QString& s, AbilityDef* into);

}   // namespace strata::import
