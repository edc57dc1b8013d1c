#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: damage the enchanted creature deals (OracleAttachedDamage.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "enchanted creature deals 1 damage to its owner" (Enslave's upkeep): the creature the Aura is attached
// to is the source (120.3, 609.7: its damage, not the Aura's), its owner the player dealt damage (108.3; `who`
// "owner_of_attached"). False for any other sentence.
bool attachedDealsDamageToItsOwner(const QString& s, AbilityDef* into);

}   // namespace strata::import
