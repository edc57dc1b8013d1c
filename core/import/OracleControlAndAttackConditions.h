#pragma once
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>
#include <optional>

// Private to core/import: what a permanent did or underwent this turn, said of ~ or of the object a trigger's
// event names (round 40, `modeltrig40`; OracleControlAndAttackConditions.cpp).

namespace strata::import {

// "~ came under your control this turn" (Condition::CameUnderControlThisTurn, 302.6) and Mad Dog's "~ didn't attack
// or come under your control this turn": neither happened (SourceAttackedThisTurn and CameUnderControlThisTurn, both
// negated). Anything else: nullopt.
std::optional<Condition> controlThisTurnCondition(const QString& text);

// An instruction whose own condition follows it, checked as it is done (608.2c): "~ deals 2 damage to you unless it
// came under your control this turn" (Erg Raiders: the source), "destroy that creature if it didn't attack this turn"
// (Aggression: the object the trigger's event names, 603.7c). `s` starts in lower case, without its stop. False
// leaves `into` as it was.
bool controlOrAttackTrailingCondition(const QString& s, const ActionsOf& actionOf, AbilityDef* into);

}   // namespace strata::import
