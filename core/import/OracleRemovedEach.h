#pragma once
#include "OracleActionOf.h"
#include "OracleEachAmounts.h"
#include <functional>

// Private to core/import: counters removed "for each …" (OracleRemovedEach.cpp), read for
// OracleParser::amountAction.

namespace strata::import {

// Round 34: "remove a +1/+1 counter from ~ for each card in target opponent's hand" (Descendant of Masumaro):
// as many counters of that kind as the phrase counts as the ability resolves (608.2h), no more than ~ has
// (122.8). The counters' amount is computed (the card format's "n"), as a put counter's "for each" is.
bool countersRemovedForEach(const QString& s, const EachReaders& readers, const ActionOf& action, AbilityDef* into);

}   // namespace strata::import
