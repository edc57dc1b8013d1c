#pragma once
#include "engine/Resolution.h"
#include <QJsonObject>

namespace strata {

// The result object of `strata-cli check --json` (scenario-format.md, "Result"), always in English.
QJsonObject resultToJson(const GameState& state, const Resolution& res);
// The abilities entry for one ability: {"keyword": …} or {"text": …}, with "from" when granted.
QJsonObject abilityToJson(const AbilityInstance& a, const QString& objectName);

}   // namespace strata
