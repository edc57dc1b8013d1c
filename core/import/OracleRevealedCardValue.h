#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: round 34 (`imptrigat34b`), life counted from the mana value of the top card of a
// library revealed by the instruction before (OracleRevealedCardValue.cpp). Dark Confidant's own sentence is
// revealTopThenLoseLife (OracleTriggerEffects.cpp).

namespace strata::import {

// The effect after a trigger's head, its final period included: "you may reveal the top card of your library.
// If you do, each opponent loses life equal to its mana value." (Baneful Omen, 701.16a): the card is revealed and
// stays on top, and "its" is that card (608.2h); "reveal the top card of your library and put that card into
// your hand. Each opponent loses X life and you gain X life, where X is its mana value." (Twilight Prophet): the
// card kept, as Dark Confidant's. False leaves `into` as it was.
bool revealedCardLifeAmounts(const QString& effect, AbilityDef* into);

}   // namespace strata::import
