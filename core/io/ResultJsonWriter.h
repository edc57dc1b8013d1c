#pragma once
#include "engine/Resolution.h"
#include <QByteArray>
#include <functional>

namespace strata {

// Writes the result of `strata-cli check --json` a piece at a time, never holding the whole JSON
// tree: the bytes are those of QJsonDocument(resultToJson(state, res)).toJson(Indented), which big
// boards could not afford (hundreds of megabytes of tree). `sink` receives UTF-8 chunks in order.
// Without `withChanges` the steps leave out their "changes" (the larger half of the output).
void writeResultJson(const GameState& state, const Resolution& res, bool withChanges,
    const std::function<void(const QByteArray&)>& sink);

}   // namespace strata
