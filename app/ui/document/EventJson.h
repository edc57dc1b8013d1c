#pragma once
#include "model/GameState.h"
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace strata::ui {

// One event of a scenario as the JSON text of its file (events.md), for editing it by hand, and that
// text read back by the scenario reader itself, in the context of the whole scenario (its ids, the
// events before and after), so an edited event is checked exactly as a file is.
class EventJson {
    Q_DECLARE_TR_FUNCTIONS(EventJson)
public:
    static QString text(const GameState& snapshot, int index);
    // The edited event, or nothing with the reader's positioned problems in `error`.
    static std::optional<GameEvent> read(const GameState& snapshot, int index, const QString& text, QString* error);
};

}   // namespace strata::ui
