#pragma once
#include "Playthrough.h"
#include "cards/CardLibrary.h"
#include "engine/EngineContext.h"

namespace strata {

// Plays a scenario's events (../shared/spec/events.md) on its snapshot: after each event the layers
// are computed again, state-based actions are performed, and triggered abilities go on the stack. A
// pure function like the layer engine: the same scenario gives the same playthrough.
class EventPlayer {
public:
    // `until`: stop after the event with this id (empty: play them all).
    static Playthrough play(
        const GameState& snapshot, const CardLibrary& library, const QString& until = {}, EngineOptions options = {});
};

}   // namespace strata
