#pragma once
#include "OracleSpellConditions.h"
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 40: a counterspell's payment that the counter template doesn't read (OracleCounterUnless.cpp): "counter target
// spell unless its controller discards their hand" (Perplex), "… unless its controller pays {X}, where X is the
// greatest power among creatures you control" (Spell Rupture). `amountOf` reads an amount as OracleParser::amount
// does. False leaves `into` as it was.
bool counterUnlessPays(const QString& s, const ActionsOf& actionsOf,
    const std::function<std::optional<Expr>(const QString&)>& amountOf, AbilityDef* into);

}   // namespace strata::import
