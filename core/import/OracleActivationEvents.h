#pragma once
#include "model/Ability.h"

namespace strata::import {

// Round 45 (OracleActivationEvents.cpp): the trigger heads of what a player does (603.1): "Whenever you activate an
// ability of an Elemental", "Whenever a player activates an ability that isn't a mana ability" (602.2, 605.1a),
// "Whenever an opponent gains life" (119.9), "Whenever you get one or more {E}" (107.14), "Whenever you become the
// target of a spell" (115.1). False when the head is none of them.
bool playerActionHead(const QString& head, AbilityDef* into);

// Harsh Mentor's "Whenever an opponent activates an ability of an artifact, creature, or land on the battlefield, if
// it isn't a mana ability, …" in the words the head reader takes, without a comma in the head: "… of an artifact or
// creature or land that isn't a mana ability, …". An ability of a permanent is one on the battlefield (109.2), and
// whether it is a mana ability never changes, so the intervening "if" (603.4) says what the relative clause says.
QString activationHeadWording(QString sentence);

// The events among these that name one player, "that player" (603.7c): the one who activated the ability (an
// opponent's or any player's), the opponent who gained life.
bool namesActingPlayer(TriggerEvent e);

// The intervening "if" of Rivalry and Mask of Intolerance (603.4), said of the upkeep's player ("that_player"): "that
// player controls more lands than each other player" (a strict majority), "there are four or more basic land types
// among lands that player controls" (domain, 305.6).
std::optional<Condition> thatPlayerLandsCondition(const QString& text);

}   // namespace strata::import
