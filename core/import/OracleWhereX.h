#pragma once
#include "OracleDivided.h"
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: round 23's "…, where X is …" after an instruction that names no target for the
// amount (OracleWhereX.cpp).

namespace strata::import {

struct WhereXReaders {
    TargetOf target;                                                  // OracleParser::target
    std::function<std::optional<Expr>(const QString& text)> amount;   // OracleParser::amount
    std::function<bool(const QString& text, AbilityDef* into)> action;   // OracleParser::action
};

// "~ deals X damage to each creature, where X is the number of creatures on the battlefield" (Chain
// Reaction, Radiant Flames), "target player loses X life and you gain X life, where X is the greatest
// power among creatures you control" (Essence Harvest, Exotic Disease), "target player mills X cards,
// where X is the number of lands you control" (Dreadwaters): one X, counted as it resolves (608.2h). `s` starts in lower case, without its stop. False leaves `into` as it was.
bool whereXAction(const QString& s, const WhereXReaders& readers, AbilityDef* into);

}   // namespace strata::import
