#pragma once
#include "GameTable.h"

namespace strata {

// Attack costs (508.1g-h): "Creatures can't attack you unless their controller pays {2} for each
// creature they control that's attacking you" (RuleName::AttackTax). The generic mana the declared
// attackers cost, and the names of the permanents that ask for it (empty and 0 when none does).
struct AttackCost {
    int generic = 0;
    QStringList sources;
};
AttackCost attackCost(GameTable& table, const QVector<int>& attackers, const QStringList& defenders);

}   // namespace strata
