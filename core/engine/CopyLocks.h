#pragma once
#include "EngineContext.h"
#include "Resolution.h"
#include "model/Characteristics.h"
#include "model/GameState.h"

namespace strata {

// 707.2 and 608.2h: a copy effect copies the copiable values the copied object has as the effect
// begins; if that object later changes, leaves the battlefield or stops being a copy, the copy stays
// as it was made. While events are played, the game records those values beside the state, as a
// "copy lock": an entry of GameState::effects that is no effect of its own (the engine never makes a
// continuous effect of it), only the values one copy effect copies from then on:
// - `id`: the copy effect's id followed by "@copied" ("clone#copy@copied", "cyto@copied");
// - `card`: the copied values as a card face (name, mana cost, type line, P/T, loyalty, abilities,
//   the colours in the colour indicator); `doubleFaced` is "face_down" when the copied object was
//   face down, whose copiable values are then those of a face-down permanent (707.2, 708.2);
// - `choices.copyOf`: the object copied, for messages;
// - `sourceIncarnation`: for an object's "enters as a copy" effect, which object it was (400.7): a
//   lock is the copy effect of that object only.
// A scenario file never holds one: a copy its snapshot states copies what the copied object is now.

QString copyLockId(const QString& copyEffectId);
bool isCopyLock(const ResolvedEffect& r);

// The lock of the copy effect `e`, or null: the values it copies are then the copied object's now.
const ResolvedEffect* copyLockOf(const GameState& state, const ContinuousEffect& e);

// The values a lock holds, to copy from; `faceDown` says whether the copied object was face down.
Characteristics lockedValues(const ResolvedEffect& lock, bool* faceDown);

// Locks each copy effect of `state` that began since the last call (an object's "enters as a copy",
// a resolved "becomes a copy" such as Cytoshape's) at the values it copies in `res`, the state's
// resolution, and drops the locks of copy effects that ended. Returns whether it changed the state.
bool lockCopyEffects(GameState& state, const Resolution& res);

}   // namespace strata
