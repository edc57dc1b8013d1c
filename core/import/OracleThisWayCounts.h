#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: an amount counted from what the instruction before it did to a set of
// permanents ("Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.",
// Paraselene; "Draw a card for each creature destroyed this way.", Decree of Pain; 608.2c).

namespace strata::import {

// `s` in lower case, without its stop: "you gain N life" or "draw a card" "for each TYPE destroyed this
// way" right after "destroy all TYPEs" (the same card type, the set as the instruction names it, no
// target): added to `into` (Expr::CountThisWay, N of them); round 30: "draw a card for each card discarded
// this way" right after a discard by players (Syphon Mind). False leaves `into` as it was.
bool countedThisWay(const QString& s, AbilityDef* into);

}   // namespace strata::import
