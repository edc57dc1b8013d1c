#pragma once
#include "model/Ability.h"

namespace strata::rulestext {

// Round 34: a spell whose effects name "the chosen type" of a creature type it chose as it resolved (Pack's
// Disdain, Roar of the Crowd): its text opens with "Choose a creature type." (608.2d).
bool namesCreatureTypeChosen(const QVector<Action>& effect);

}   // namespace strata::rulestext
