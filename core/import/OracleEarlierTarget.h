#pragma once
#include "model/Ability.h"

// Private to core/import: a spell's one target creature named again by the next sentence ("it", "that
// creature"), once the instruction before acted on it (608.2c).

namespace strata::import {

// True for a spell whose one target, a creature, the instruction before named, that instruction done
// whatever was chosen (neither optional nor behind a condition): "it" / "that creature" in the next
// sentence is that target (Selector::Ref::Target).
bool earlierTargetNamed(const AbilityDef& into);

// Round 30: "that creature" or "it" as what an instruction acts on ("Target creature with flying loses flying until
// end of turn. ~ deals damage to that creature equal to …", Crash Landing): the spell's one target
// (Ref::Target) when earlierTargetNamed holds; otherwise nothing.
std::optional<Selector> earlierTargetAgain(const QString& phrase, const AbilityDef& into);

}   // namespace strata::import
