#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 38: "reveal cards from the top of your library until you reveal a creature card; put that card onto the
// battlefield and shuffle all other cards revealed this way into your library" (Thicket Elemental, its two sentences
// joined by joinedInstructions after Avenging Druid's "If you do" mend): the card found onto the battlefield, the
// rest left in the library, which is shuffled (701.20, 701.24). `kinds` reads the card's kind. False leaves `into` as
// it was.
bool revealUntilRestShuffled(const QString& s, const std::function<std::optional<Selector>(const QString&)>& kinds,
    AbilityDef* into);

}   // namespace strata::import
