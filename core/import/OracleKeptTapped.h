#pragma once
#include "model/Ability.h"
#include <optional>

// Private to core/import (round 27): "Those creatures don't untap during their controllers' next untap
// steps." after "tap all nonblue creatures" (Breaching Leviathan), and (round 30) a tapped target kept
// tapped for as long as ~ remains tapped or you control ~, OracleKeptTapped.cpp.

namespace strata::import {

// The set the instruction before tapped kept tapped through each creature's own controller's next untap
// step (502.3): a DontUntapNext on the same set. `s` starts in lower case, without its stop; false leaves
// `into` as it was.
bool keptTappedAfterTappingAll(const QString& s, AbilityDef* into);

// "Attacking creatures don't untap during their controllers' next untap steps" (Tangle's, mended from "Each
// attacking creature doesn't …"): a DontUntapNext on the creatures attacking as it resolves.
bool keptTappedAttackers(const QString& s, AbilityDef* into);

// "It doesn't untap during its controller's untap step for as long as ~ remains tapped" (Rust Tick), or
// "… for as long as you control ~" (round 30, Tidebinder Mage), after tapping the one target: the rule on
// that target for that long (611.2b). Nothing when `s` is not such a sentence; false when it is one but
// no tap of the one target comes before it.
std::optional<bool> keptTappedWhile(const QString& s, AbilityDef* into);

}   // namespace strata::import
