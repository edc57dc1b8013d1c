#pragma once
#include "OracleDivided.h"
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: what "for each …" counts after an instruction (OracleEachAmounts.cpp), read for
// OracleParser::amountAction.

namespace strata::import {

struct EachReaders {
    std::function<std::optional<Selector>(const QString& phrase)> countedOne;              // OracleParser::countedOne
    std::function<std::optional<Selector>(const QString& phrase, bool* plural)> objects;   // OracleParser::objects
    TargetOf target;                                                                       // OracleParser::target
    std::function<std::optional<Expr>(const QString& text)> history;                       // OracleParser::historyAmount
};

// "for each creature you control", "for each card in target opponent's hand": the count `per` times over in
// `a->amountOf`, `per` in `a->amount` (the wording's number per object), counted as the ability resolves
// (608.2h). A player the phrase targets is added to `into`. False when the phrase is none the event player counts.
bool eachAmount(const QString& phrase, int per, const EachReaders& readers, AbilityDef* into, Action* a);

}   // namespace strata::import
