#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: round 34 (`imptrigat34b`), mana the event's player adds for each permanent of a kind
// that player controls (OracleEventPlayerMana.cpp).

namespace strata::import {

// "that player adds {C} for each artifact they control" (Blinkmoth Urn, 106.1, 603.7c): the instruction `instruction`
// reads as "add {C} for each artifact that player controls", done by that player, their own permanents counted as
// it resolves (608.2h). `s` starts in lower case, without its stop. False leaves `into` as it was.
bool eventPlayerAddsForEach(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& instruction);

}   // namespace strata::import
