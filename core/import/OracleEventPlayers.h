#pragma once
#include "model/Ability.h"

namespace strata::import {

// Whether every Selector::whose of a triggered ability names a player its event has (603.7c, 508.5a):
// "that player" after an event that names one player, "defending player" after an attack, and only
// where the event player reads it, on a target or on the objects an action names (OracleEventPlayers.cpp).
bool eventPlayersFit(const AbilityDef& a);
// Whether an ability whose text names objects of "that player" or "defending player" is a trigger
// (eventPlayersFit checked it): nothing else knows which player that is.
bool eventPlayersRead(const AbilityDef& a, const QString& sentence);

}   // namespace strata::import
