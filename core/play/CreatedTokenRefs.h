#pragma once
#include "model/GameState.h"
#include <optional>

namespace strata {

// events.md: an event may name a token an earlier event created ("e2.token1"). The scenario reader can't know
// whether that earlier event will create it (the spell may be countered), so the event player checks as the event
// is played. Returns the first such id the event names that no
// object of `gs` has.
std::optional<QString> missingCreatedToken(const GameEvent& e, const GameState& gs);

}   // namespace strata
