#pragma once
#include "model/Characteristics.h"
#include "model/GameState.h"

namespace strata {

// An object's characteristics before any continuous effect: the face it shows (back face when
// transformed), with the mana abilities its basic land types give it (305.6), its loyalty counters
// (306.5b) and its controller. This is what the engine starts layer 1 from, so a computed value that
// differs from it was changed by some effect.
Characteristics printedCharacteristics(const GameObject& object);

}   // namespace strata
