#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// "change ~'s base toughness to 1 plus the number of creature cards in your graveyard" (Wall of Tombstones): ~'s
// toughness set in layer 7b (613.4b), its power kept, the amount fixed as the ability resolves (608.2h), for as long
// as the game lasts (611.2a: the reminder "This effect lasts indefinitely.").
bool baseToughnessChange(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amountOf, AbilityDef* into);

}   // namespace strata::import
