#pragma once
#include "GameTable.h"
#include <optional>

// Round 41: an activated ability's cost parts that act on a permanent or a life total: "Exert ~"
// (701.43a), "Pay half your life, rounded up" (119.4, 107.1a), "Remove all +1/+1 counters from ~",
// "Exile a creature you control", "Put a -1/-1 counter on a creature you control". The permanents a cost
// chooses are the activate event's choices.objects first, then the first that fit (as a sacrifice cost's).

namespace strata {

// Why one of `costs` can't be paid by `controller` for the ability of the object at `source` (602.2b,
// 118.3); sets `rule`. None when all can be.
std::optional<PlayText> unpayablePermanentCost(GameTable& table, const GameEvent& e, int source,
    const QVector<CostPart>& costs, const QString& controller, QString* rule);

// Pays those of `costs`, in order, and notes each. The number of counters a "Remove all" part removed, the
// number "removed this way" names (the stack item's X); none without such a part.
std::optional<int> payPermanentCosts(GameTable& table, const GameEvent& e, int source, const QVector<CostPart>& costs,
    const QString& controller);

// Puts `n` counters of `kind` on the object at `k`, joining a stack of that kind; 613.7c: the stack gets a new
// timestamp. A cost's counters, on the source ("Put a -1/-1 counter on ~") or on a permanent chosen for it.
// Round 42: `byPlayer`, who pays the cost, puts them (122.6: "whenever you put one or more -1/-1 counters").
void addCostCounters(GameTable& table, int k, const QString& kind, int n, const QString& byPlayer);

// 119.4, 107.1a: half of `life`, rounded up; nothing to pay at 0 or less life.
int halfLifeRoundedUp(int life);

// 119.4, 119.8: whether `player` can pay half their life, rounded up: 0 always, more only while no effect keeps
// their life total from changing. False for a player the table doesn't have.
bool canPayHalfLife(GameTable& table, const QString& player);

}   // namespace strata
