#pragma once
#include "model/Ability.h"

namespace strata::rulestext {

// Round 34: a spell whose effects name "the chosen type" of a creature type it chose as it resolved (Pack's
// Disdain, Roar of the Crowd): its text opens with "Choose a creature type." (608.2d).
bool namesCreatureTypeChosen(const QVector<Action>& effect);

// Round 34: likewise a spell whose effects count objects "of the chosen color" (Searing Rays): its text opens with
// "Choose a color." (608.2d).
bool namesColorChosen(const QVector<Action>& effect);

}   // namespace strata::rulestext
