#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: damage dealt and life lost counted for each player (round 23, OracleOwnCounts.cpp).

namespace strata::import {

// A set as OracleParser::objects reads it ("nonbasic lands"); `plural` says whether the phrase is plural.
using ObjectsOf = std::function<std::optional<Selector>(const QString& phrase, bool* plural)>;

// "~ deals damage to each player equal to the number of lands they control" (Acidic Soil), "… twice the
// number of nonbasic lands that player controls" (Price of Progress), "~ deals damage to each opponent
// equal to the number of lands that player controls" (Treacherous Terrain): one damage action whose
// amount is each player's own count (Expr::ofAffectedController, "you" being the player dealt damage),
// counted as it resolves (608.2h). `s` starts in lower case, without its stop.
std::optional<Action> damageByOwnCount(const QString& s, const ObjectsOf& objects);

// Round 28: "each opponent loses 1 life for each creature they control" (Netherborn Phalanx): each player
// loses life for each object of the set they control (`amount` per object), counted as it resolves. Round 34:
// "each opponent loses life equal to the life that player lost this turn" (Archfiend of Despair): each one's own.
std::optional<Action> lifeLossByOwnCount(const QString& s, const ObjectsOf& objects);

}   // namespace strata::import
