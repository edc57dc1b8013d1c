#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import (round 27, `imptrigb27`): cards as many as the amount of a trigger's event (603.7c).

namespace strata::import {

// "Whenever you lose life, draw that many cards" (moved from OracleEventRefs.cpp), "Whenever ~ deals combat
// damage to a player, that player puts that many cards from the top of their library into their graveyard"
// (Crosstown Courier; today's "mills that many cards", 701.13b): the event's amount (Expr::EventAmount),
// drawn or milled as the ability resolves. `eventHasAmount`: the stack item keeps the event's amount;
// `whoOf` names the player of the event ("that_player"), empty when the event has none.
bool eventAmountCards(const QString& sentence, AbilityDef* into, bool eventHasAmount,
    const std::function<QString(const QString&)>& whoOf);

// Round 32: "Whenever you lose life, you gain 2 life for each 1 life you lost" (Transcendence; the wording
// mendedTriggerWording makes "you gain twice that much life"): twice the event's amount (119.3, 119.10), a
// sum of the amount with itself.
bool twiceEventAmountGained(const QString& sentence, AbilityDef* into, bool eventHasAmount);

}   // namespace strata::import
