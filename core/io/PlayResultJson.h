#pragma once
#include "play/Playthrough.h"
#include <QJsonObject>

namespace strata {

// Adds events.md's result keys to a `strata-cli check --json` result made by resultToJson from the
// playthrough's final state: top-level `players`, `stack` and `events`, and each object's play state.
void addPlayResult(QJsonObject& result, const Playthrough& play);

}   // namespace strata
