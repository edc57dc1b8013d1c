#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: the opponents of the player a trigger's event names (OracleEventPlayerOpponents.cpp;
// round 38: Heartwood Storyteller).

namespace strata::import {

// "each of that player's opponents may draw a card" (102.2, 603.7c): a Draw each of those players may make, after an
// event that names one player ("Whenever a player casts a noncreature spell"). `whoOf` says which player of the event
// a phrase names (empty: none). False leaves `into` as it was.
bool eventPlayersOpponentsMayDraw(const QString& s, AbilityDef* into, const std::function<QString(const QString&)>& whoOf);

}   // namespace strata::import
