#include "OracleSacrificed.h"
#include <algorithm>

namespace strata::import {

// An activated ability whose cost sacrifices one creature, which "the sacrificed creature" names (608.2h):
// "Sacrifice a creature", "Sacrifice an Atog creature" (round 23), not "Sacrifice a creature or land".
bool sacrificesOneCreature(const AbilityDef& ability)
{
    return ability.kind == AbilityDef::Kind::Activated
        && std::any_of(ability.costParts.cbegin(), ability.costParts.cend(), [](const CostPart& c) {
               return c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && c.amount <= 1 && !c.amountX
                   && c.card->types == quint16(CardType::Creature) && c.card->anyOf.isEmpty();
           });
}

}   // namespace strata::import
