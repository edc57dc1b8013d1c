#pragma once
#include "OracleControlAndAttackConditions.h"
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>

// Private to core/import: an instruction whose own condition follows it (608.2c: checked as it
// resolves; OracleTrailingConditions.cpp, round 23, `imptrigb23`).

namespace strata::import {

// "you lose 2 life if you don't control an Ogre" (Scourge of Numai), "you lose 1 life unless you control
// another colorless creature" (Reaver Drone): one instruction with no target of its own, done only when you
// control no such permanent as it resolves (a negated Condition::YouControlAtLeast of one). `s` starts in
// lower case, without its stop. False leaves `into` as it was.
bool unlessYouControl(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionOf, AbilityDef* into);

// "that player may draw a card if an opponent lost life this turn" (Ludevic, Necro-Alchemist): a draw done only if an
// opponent of the ability's controller lost life this turn, as it resolves (608.2c). False leaves `into` as it was.
bool drawIfOpponentLostLife(const QString& s, const ConditionOf& conditionOf, const ActionsOf& actionOf, AbilityDef* into);

// "you may destroy target creature if it's tapped" (Deathbringer Liege), "put a +1/+1 counter on equipped
// creature if it's blue" (Ring of Evos Isle): one instruction on its one target or on the permanent ~ is
// attached to, done only if that permanent is so as it resolves (Condition::TargetIs, AttachedIs; 608.2b:
// the target stays legal either way). `s` as above. False leaves `into` as it was.
bool ifItIs(const QString& s, const ActionsOf& actionOf, AbilityDef* into);

// "each opponent draws a card", "each player draws two cards" (121.1): a draw of each of those players.
bool eachPlayerDraws(const QString& s, Action* a);

}   // namespace strata::import
