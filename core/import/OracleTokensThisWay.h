#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

// Private to core/import: tokens counted from the cards a discard or an exile moved (608.2c).

namespace strata::import {

// Round 34: `s` in lower case, without its stop: "for each nonland card discarded this way, create a 1/1 red
// Elemental creature token" (Seasoned Pyromancer) right after a discard, or after a draw joined to it by ", then"
// ("discard two cards, then draw two cards", which moves no discarded card): one token for each card of that card
// type (or not of it, "non…") among the cards the discard moved, Expr::CountThisWay with the kind in `selector`.
// Also "create a 2/2 black Zombie creature token for each card exiled this way" right after the exile of a set of
// cards ("exile all creature cards from target player's graveyard, then …", Necromancer's Covenant): as many as it
// exiled, Expr::CountThisWay without a kind. `tokenOf` is OracleParser::tokenAction. False leaves `into` as it was.
bool tokensCountedThisWay(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf);

}   // namespace strata::import
