#pragma once
#include "OracleAttachActions.h"
#include "OracleOwnersControl.h"
#include <functional>

// Private to core/import (round 27): "Target opponent gains control of ~." (Avarice Amulet, Measure of
// Wickedness, Jinxed Idol), OracleGivenControl.cpp.

namespace strata::import {

// ~ given to the one target player for good (613.1b, 611.2a): a change of control whose effect is that
// player's, `who` "target_player". `s` starts in lower case, without its stop; false leaves `into` as it was.
bool controlGivenToTargetPlayer(const QString& s, const TargetOf& target, AbilityDef* into);

// "target opponent gains control of all other permanents you control" (Sky Swallower): the objects the phrase names given
// for good to the one target player (613.1b, 611.2a), `who` "target_player"; the event player fixes the set from the
// ability's controller's side as it resolves (611.2c), and the layer engine keeps it so. False leaves `into` as it was.
bool controlOfAllGivenToTargetPlayer(const QString& s, const TargetOf& target, const ObjectsOf& objects, AbilityDef* into);

// Round 38: "the player with the lowest life total gains control of ~." (Loxodon Peacekeeper), a triggered ability's
// first sentence: ~ given for good to that player, `who` "lowest_life"; then its "If two or more players are tied for
// lowest life total, you choose one of them, and that player gains control of ~.", read as part of it (true, nothing
// added). False leaves `into` as it was.
bool controlGivenToLowestLife(const QString& s, AbilityDef* into);

// Round 32: "exchange control of two target creatures" (Switcheroo), "… of target X and target Y" (Shrewd
// Negotiation): a spell's two targets, each taking the other's controller for good (701.12b, 613.1b); an
// exchange with one of them gone does not happen (701.12a). False leaves `into` as it was.
bool controlExchanged(const QString& s, const TargetOf& target, AbilityDef* into);
// Round 32: "that player gains control of ~" after "Whenever a player casts an artifact spell" (Drooling
// Ogre), "that source's controller gains control of ~" after "Whenever a source deals damage to ~" (Crag
// Saurian): ~ given for good to the player of the trigger's event (603.7c), `who` as `whoOf` names them
// ("that_player", "controller_of_that"); false when the event names no such player.
bool controlGivenToEventPlayer(const QString& s, const std::function<QString(const QString&)>& whoOf, AbilityDef* into);

}   // namespace strata::import
