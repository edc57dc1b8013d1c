#pragma once
#include "OracleTriggerFilters.h"

// Private to core/import: the trigger heads of round 17's events (round 18, OracleTargetEvents.cpp):
// becoming a target (115.1), becoming blocked (509.3c), a card put into a graveyard from anywhere, and
// exert (701.43).

namespace strata::import {

// A noun phrase of one object: "enchanted creature" (the object the source is attached to), "black card".
using OneObject = std::function<std::optional<Selector>(const QString& noun)>;

// "Whenever a creature you control becomes the target of a spell or ability [an opponent controls]",
// "Whenever you or a permanent you control becomes the target of …", "When enchanted creature becomes
// the target of …": the target events, the object their filter. `attached` reads "enchanted creature".
bool targetedHead(const QString& head, const ObjectsOf& objects, const OneObject& attached, AbilityDef* into);

// "Whenever a creature you control becomes blocked", "Whenever enchanted creature becomes blocked"
// (509.3c): once per combat, the attacker the filter.
bool blockedHead(const QString& head, const ObjectsOf& objects, const OneObject& attached, AbilityDef* into);

// "Whenever a card is put into an opponent's graveyard from anywhere", "When a card is put into your
// graveyard from anywhere", "Whenever another card is put into a graveyard from anywhere": the card its
// filter, with whose graveyard as its controller (owner off the battlefield, 108.3). `cardKinds` reads
// "black card".
bool graveyardCardHead(
    const QString& head, const OneObject& cardKinds, AbilityDef* into);

// "You may exert ~ as it attacks. When you do, X." (701.43a, 603.12): the sentence "Whenever ~
// attacks, X." whose event the caller then makes SelfExerted, so that "it" is ~ as after an attack;
// empty when the sentence is not one.
QString exertedAsAttack(const QString& sentence);

}   // namespace strata::import
