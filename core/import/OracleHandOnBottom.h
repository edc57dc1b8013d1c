#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 37 (`imptrigw37`): "put the cards in your hand on the bottom of your library in any order, then draw that many
// cards" (Arjun, the Shifting Flame; 401.4, 608.2c): a PutOnLibrary of every card in your hand (`each`, the bottom; their
// owner orders them, 401.4), then a draw of the cards it moved (Expr::CountThisWay), as Tolarian Winds' discard is.
bool handOnBottomThenDraw(const QString& s, AbilityDef* into);

}   // namespace strata::import
