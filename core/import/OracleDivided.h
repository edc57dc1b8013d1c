#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: damage "divided as you choose among one or two targets" (601.2d; round 18,
// OracleDivided.cpp).

namespace strata::import {

// A target as OracleParser::target reads it ("up to two target creatures"), added to `into`.
using TargetOf = std::function<std::optional<Selector>(const QString& phrase, AbilityDef* into, Selector::Ref* r)>;

// "~ deals 3 damage divided as you choose among one, two, or three targets", "… X damage … among any
// number of target creatures" (601.2d): one Damage action with `divided`, dealt to the ability's one
// target selector of up to two, three or any number of targets (word "any_target" for "targets"). `s`
// starts in lower case, without its stop. False leaves `into` as it was.
bool dividedDamage(const QString& s, const TargetOf& targetOf, AbilityDef* into);

}   // namespace strata::import
