#pragma once
#include "model/GameState.h"
#include <QString>

namespace strata::ui {

// An id that no player, object or effect of `state` uses yet, made readable from `hint` (a card name
// becomes "glorious-anthem", then "glorious-anthem-2"…) and valid for the scenario format
// ([A-Za-z0-9_.-]{1,64}).
QString uniqueId(const GameState& state, const QString& hint);

// True when `id` names a player, an object or an effect of `state`.
bool idInUse(const GameState& state, const QString& id);

}   // namespace strata::ui
