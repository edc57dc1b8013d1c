#pragma once
#include "GameTable.h"
#include "model/PlayState.h"

namespace strata {

// 116.2c: "You may pay {W} to end this effect" (the licids). An activate event names the object, the
// ability that made the effect (`ability`) and the effect (`ability_from`: the id of the event that
// resolved it): its controller pays the effect's end cost as a special action (the mana taken as paid,
// as an activation's mana is) and the effect ends. False when the event names no such effect: it is
// then an activation like any other.
bool payToEndEffect(GameTable& table, const GameEvent& event);

}   // namespace strata
