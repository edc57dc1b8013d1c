#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// Round 38: "Whenever a creature enters the battlefield under your control, you may look at the top X cards of your
// library, where X is that creature's power. If you do, put one of those cards on top of your library and the rest on
// the bottom of your library in any order." (Cream of the Crop). The first sentence is a look at X cards, X the
// event's creature's power as the ability resolves (608.2h, 603.7c), chosen or not (603.5); the second keeps exactly
// one of them on top (401.4) and puts the rest on the bottom. Each returns false and leaves `into` as it was when `s`
// is not its sentence.
bool lookAtEventCreaturesPower(const QString& s, AbilityDef* into);
bool lookedCardKeptOnTop(const QString& s, AbilityDef* into);

}   // namespace strata::import
