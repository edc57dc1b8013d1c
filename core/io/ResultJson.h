#pragma once
#include "engine/Resolution.h"
#include <QJsonObject>

namespace strata {

// The result object of `strata-cli check --json` (scenario-format.md, "Result"), always in English.
QJsonObject resultToJson(const GameState& state, const Resolution& res);
// The parts of that object, one element at a time (ResultJsonWriter streams them): one object's
// entry in "objects", one step of "timeline" (without "changes" when !withChanges), one dependency.
QJsonObject objectResultToJson(const GameState& state, const Resolution& res, int objectIndex);
QJsonObject stepToJson(const GameState& state, const TraceStep& step, bool withChanges);
QJsonObject dependencyToJson(const DependencyRecord& d);
// The abilities entry for one ability: {"keyword": …} or {"text": …}, with "from" when granted.
QJsonObject abilityToJson(const AbilityInstance& a, const QString& objectName);

}   // namespace strata
