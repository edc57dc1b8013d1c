#pragma once
#include "model/Ability.h"
#include <optional>

// Private to core/import (round 44, `imptrig44`): an intervening "if" said of the object the trigger's event names
// (603.4, 603.7c), not of ~.

namespace strata::import {

// "if that spell was kicked" after "Whenever you cast a spell" (Bloodstone Goblin, Hallar, the Firefletcher): the
// spell cast, kicked as it was cast (702.33d): a `kicked` condition whose filter is Selector::Ref::It (the card
// format's `{"kicked": "that_spell"}`). "if that creature is 1/1" after "Whenever a creature enters under your
// control" (Sigil Captain): the creature that entered, as it is then and as the trigger resolves: a `target_is`
// condition whose filter is that power and toughness (the trigger has no target; its `if` names the event's object).
// nullopt for any other clause or event.
std::optional<Condition> eventObjectIf(const QString& clause, const AbilityDef& trigger);

}   // namespace strata::import
