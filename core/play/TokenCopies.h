#pragma once
#include "engine/Resolution.h"

namespace strata {

// 707.2, 111.1: the card a token that's a copy of the object at `index` is created as — the object's
// copiable values as they are now, locked: the token keeps them when the original later leaves or
// changes (a copy effect that made the token would read them once, 608.2h); of an object a layer-1
// copy effect changes, the values that effect gives (707.3, round 32). Null, with `why`, for a face-down
// object or a copy of one (708.2): Strata then creates no token rather than a wrong one. `except`, when
// given, is written into the token's values (707.9: "except it has haste").
enum class TokenCopyRefusal : quint8 { None, FaceDown };
CardPtr tokenCopyCard(const GameState& state, const GameObject& original, const Resolution& res, int index,
    const CopyExceptions* except, TokenCopyRefusal* why);

}   // namespace strata
