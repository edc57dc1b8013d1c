#pragma once
#include "GameTable.h"

namespace strata {

// Regeneration (701.19, 614.8): "Regenerate ~" gives the permanent a shield for the turn; the next time
// it would be destroyed, it is tapped, all damage is removed from it and it is removed from combat
// instead. A shield is kept with GameTable's prevention shields (the same object incarnation, the same
// turn, 514.2), its `remaining` kRegenerationShield, so damage prevention passes it by.
constexpr int kRegenerationShield = -1;

void addRegenerationShield(GameTable& table, const QString& effect, int index);

// 614.8: uses one of the permanent's shields, if it has one, and regenerates it; false when it has none
// and is destroyed. "It can't be regenerated" (701.19c) asks no shield.
bool regenerates(GameTable& table, int index);

}   // namespace strata
