#pragma once
#include "EngineContext.h"
#include "Resolution.h"
#include "model/Characteristics.h"
#include "model/GameState.h"

namespace strata {

// 707.2 and 608.2h: a copy effect copies the copiable values the copied object has as the effect
// begins; if that object later changes, leaves the battlefield or stops being a copy, the copy stays
// as it was made. While events are played, GameTable keeps those values in GameState::copyLocks, one
// lock per copy effect that began (an object's "enters as a copy", a resolved "becomes a copy"). A
// scenario file never holds one: a copy its snapshot states copies what the copied object is now.

// The lock of the copy effect `e`, or null: the values it copies are then the copied object's now.
const CopyLock* copyLockOf(const GameState& state, const ContinuousEffect& e);

// The values a lock holds, to copy from (turned face down by the caller when `lock.faceDown`).
Characteristics lockedValues(const CopyLock& lock);

// Round 32: the copiable values of object `index` now, as a card face (707.2, 707.3): its printed values as
// the copy effects of layer 1a leave them, their exceptions included (707.9b), for a token that's a copy of
// it (Progenitor Mimic's token of itself while it copies another creature).
CardPtr copiableValuesCard(const GameState& state, int index);

// Locks each copy effect of `state` that began since the last call at the values it copies in `res`,
// the state's resolution, and drops the locks of copy effects that ended. Returns whether it changed
// the state.
bool lockCopyEffects(GameState& state, const Resolution& res);

}   // namespace strata
