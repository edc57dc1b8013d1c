#pragma once
#include "GameTable.h"
#include "model/PlayState.h"

namespace strata {

// "Sacrifice ~ unless you return a land you control to its owner's hand", "tap ~ unless you sacrifice
// another creature", "… unless you discard a card" (118.12): pays the one cost part `c` for `payer`
// with the objects the resolve event's choices.objects names, then the first that fit in objects order.
// False, and nothing paid, when the payer lacks what the cost asks (118.3); `source` (-1 when gone) is
// the object "another" is other than.
bool payUnlessCost(GameTable& table, const GameEvent& event, const CostPart& c, const QString& payer, int source);

}   // namespace strata
