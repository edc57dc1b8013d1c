#pragma once
#include "OracleTopOrBottom.h"
#include "model/Ability.h"
#include <QString>
#include <optional>

// Private to core/import: "Reveal the top four cards of your library. Put all creature cards of the chosen type revealed
// this way into your hand and the rest on the bottom of your library in any order." (Brass Herald; round 37).

namespace strata::import {

// The joined sentence (joinedInstructions) with "of the chosen type" after the kind of card kept: Beast Hunt's reveal
// read by `read` without those words, its kept cards then those of the creature type chosen as the source entered
// (Selector::subtypeChosen, 614.1c). Nothing when `s` says something else; false when it can't be read.
std::optional<bool> chosenTypeRevealed(const QString& s, AbilityDef* into, const ActionReader& read);

}   // namespace strata::import
