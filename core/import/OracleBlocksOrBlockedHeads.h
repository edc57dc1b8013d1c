#pragma once
#include "model/Ability.h"

// Private to core/import: "Whenever enchanted creature blocks or becomes blocked" (Ferocity); round 39.

namespace strata::import {

// Both events of "enchanted creature blocks or becomes blocked": the creature the source is attached to blocks (its
// blocker, 509.2a) or becomes blocked (the attacker, 509.3c), so either way "it" is that one creature, as after each
// event alone.
bool attachedBlocksOrBecomesBlocked(const AbilityDef& first, const AbilityDef& second);

}   // namespace strata::import
