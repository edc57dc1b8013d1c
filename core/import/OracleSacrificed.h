#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import: what "the sacrificed creature" of an ability's cost names (608.2h), shared by the
// readers of amounts (OracleAmountActions.cpp) and of "+X/+X" pumps (OraclePumpByX.cpp); round 34: two amounts of
// the creature an effect just sacrificed.

namespace strata::import {

// An activated ability whose cost sacrifices one creature, which "the sacrificed creature" names (608.2h):
// "Sacrifice a creature", "Sacrifice an Atog creature" (round 23), not "Sacrifice a creature or land".
bool sacrificesOneCreature(const AbilityDef& ability);

// Round 34: "you draw cards equal to that creature's power and you lose life equal to that creature's toughness" after
// "you may sacrifice another creature. If you do," (Greven, Predator Captain): two amounts of the one creature the
// effect just sacrificed (608.2h), each half read as the existing readers read it alone after that sacrifice. `s`
// starts in lower case, without its stop; `action` reads one instruction. False leaves `into` as it was.
bool sacrificedCreatureHalves(const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& action);

// Round 44: "the sacrificed enchantment's converted mana cost" (Faith Healer), "… mana value": the mana value of the one
// permanent the ability's cost sacrifices, of that card type ("Sacrifice an enchantment", "Sacrifice a blue creature"),
// as it last existed on the battlefield (608.2h, 112.7a). Empty when the phrase or the cost is another.
std::optional<Expr> sacrificedManaValue(const QString& phrase, const AbilityDef& ability);

}   // namespace strata::import
