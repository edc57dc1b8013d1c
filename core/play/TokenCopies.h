#pragma once
#include "engine/Resolution.h"

namespace strata {

// 707.2, 111.1: the card a token that's a copy of the object at `index` is created as — the object's
// copiable values as they are now, locked: the token keeps them when the original later leaves or
// changes (a copy effect that made the token would read them once, 608.2h). Null, with `why`, when
// those values are not the object's printed ones (a face-down object, or one a layer-1 copy effect
// changes): Strata then creates no token rather than a wrong one. `except`, when given, is written
// into the token's values (707.9: "except it has haste").
enum class TokenCopyRefusal : quint8 { None, FaceDown, CopyEffect };
CardPtr tokenCopyCard(const GameObject& original, const Resolution& res, int index, const CopyExceptions* except,
    TokenCopyRefusal* why);

}   // namespace strata
