#pragma once
#include "model/Ability.h"
#include <QString>
#include <QVector>
#include <optional>

namespace strata::import {

// "Otherwise, that player discards a card." after a clash's "If you win, target player discards two cards."
// (Pulling Teeth, 701.30): the discard done when you don't win, by the target player the win's branch named.
std::optional<Action> clashLossDiscard(const QString& sentence, const QVector<Action>& winBranch);

}   // namespace strata::import
