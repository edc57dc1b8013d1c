#pragma once
#include "model/Ability.h"
#include <QString>
#include <QVector>

namespace strata {

struct GameState;
class GameTable;

// 607.2: the id of the object whose static ability grants an ability, from the granting effect's id
// (StackItem::abilityFrom): a resolved effect's source, or the object of a static ability's "id#n".
QString granterOf(const GameState& gs, const QString& abilityFrom);

// 118.3, 602.2b: whether the costs of a granted ability that name its granter ("Sacrifice Blazing Torch",
// "Unattach Leonin Bola") can be paid: the granter is on the battlefield, and attached for an unattach.
bool granterCostsPayable(const GameState& gs, const QVector<CostPart>& costs, const QString& abilityFrom);

// Pays them for `payer`: the granter is sacrificed (701.17a; "whenever you sacrifice" sees it) or
// unattached (701.3d).
void payGranterCosts(GameTable& table, const QVector<CostPart>& costs, const QString& abilityFrom, const QString& payer);

}   // namespace strata
