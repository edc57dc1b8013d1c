#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: an amount counted from what the instruction before it did to a set of
// permanents ("Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.",
// Paraselene; "Draw a card for each creature destroyed this way.", Decree of Pain; round 30: "Put a +1/+1
// counter on ~ for each creature destroyed this way.", Whiptongue Hydra; "Draw a card for each Gate
// tapped this way." after "tap any number of untapped Gates you control", Guild Summit; 608.2c).

namespace strata::import {

// `s` in lower case, without its stop: "you gain N life", "draw a card" or "put a COUNTER counter on ~"
// "for each TYPE destroyed this way" right after "destroy all TYPEs" (the same card type, the set as the
// instruction names it, no target), "draw a card for each KIND tapped this way" right after tapping any
// number of that kind, or "draw a card for each card discarded this way" right after a discard by players
// (Syphon Mind): added to `into` (Expr::CountThisWay, N of them); false leaves `into` as it was.
bool countedThisWay(const QString& s, AbilityDef* into);

// Round 36: the word "for each … sacrificed this way" names the permanents of a sacrifice of any number of yours by:
// its one card type ("land"), or "permanent" for several (Reprocess); empty for any other action.
QString sacrificedKindWord(const Action& sacrifice);

// Round 32: the cards of one card type among those the instruction right before moved (608.2c): "You gain 3
// life for each land card discarded this way." after a discard by players (Gerrard's Verdict), "You draw a
// card for each creature card put into that graveyard this way." after a target player's mill (Coerced
// Confession), "Target player loses 2 life for each creature card put into your graveyard this way." after
// your own (Liliana's Indignation). Expr::CountThisWay with the kind in `selector`; `target` is
// OracleParser::target. False leaves `into` as it was.
bool countedKindThisWay(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*, Selector::Ref*)>& target);

}   // namespace strata::import
