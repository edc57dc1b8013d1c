#pragma once
#include "GameState.h"

namespace strata {

// 114.3, 114.4: an emblem is an object in the command zone with nothing but abilities (no card type),
// and its abilities function there. A commander in the command zone has card types; its abilities do
// not function there (903.3), so it is no emblem.
inline bool isEmblem(const GameObject& o)
{
    return o.zone == Zone::Command && o.card && !o.card->front.type.cardTypes && !o.token && o.exists;
}

}   // namespace strata
