#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Round 37 (`impspelll37`): "target player mills half their library, rounded down" (Traumatize's "Target player puts
// the top half of their library, rounded down, into their graveyard.", mended): a Mill by the target player of X cards,
// X half the number of cards in that player's library as the spell resolves, rounded down (107.1a, 608.2h, 701.13).
// `target` adds the target player.
bool halfLibraryMilled(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into);

}   // namespace strata::import
