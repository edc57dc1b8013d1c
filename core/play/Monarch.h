#pragma once
#include "GameTable.h"

namespace strata {

// The monarch (725): a designation one player at most has (725.3), kept in Player::monarch, and its two
// inherent triggered abilities (725.2): "At the beginning of your end step, draw a card" and "Whenever a
// creature deals combat damage to the monarch, its controller becomes the monarch". They have no source
// and are controlled by the player who was the monarch as they triggered (an exception to 113.8); a
// trigger report names them with the source `monarch` and the ability 1 or 2.
inline const QString kMonarchSource = QStringLiteral("monarch");

AbilityPtr monarchAbility(int number);

// The inherent abilities the happening triggers, appended to `out`.
void monarchTriggers(const Happening& h, const GameState& gs, const Resolution& res, int sequence,
    QVector<PendingTrigger>& out);

// 725.3: `player` becomes the monarch and whoever was stops being it.
void becomeMonarch(GameTable& table, const QString& player);

}   // namespace strata
