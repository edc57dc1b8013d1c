#pragma once
#include "GameTable.h"
#include <optional>

namespace strata {

// Round 38: "Tap X untapped artifacts you control" (Merchant's Dockhand), a cost whose number is the X chosen as the
// ability is activated (107.3a, 601.2f): the permanents it taps, those the activate event's choices.objects names
// first, then the first others in objects order; each untapped, on the battlefield, controlled by `controller`, fitting
// the cost and not the source when a {T} in the same cost taps it. Empty when the cost has no such part; nullopt when
// fewer than X fit (602.2b, 118.3). Costs of a fixed number of permanents are taken as paid, as before.
std::optional<QVector<int>> permanentsTappedForX(
    GameTable& table, const AbilityDef& ability, const GameEvent& e, int source, const QString& controller);

}   // namespace strata
