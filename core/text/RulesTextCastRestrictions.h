#pragma once
#include "RulesTextWriter.h"

namespace strata::rulestext {

// The words of a CantBeCast rule (601.3, 101.2) by the spells its filter names: "spells with the
// chosen name can't be cast", "your opponents can't cast noncreature spells", "target player can't
// cast creature spells"; empty for a filter no sentence here says.
QString castRestrictionText(Writer& w, const Selector& filter);

// A CantPlayLands rule (305.2): "target player can't play lands"; empty for another filter.
QString landPlayRestrictionText(const Selector& filter);

}   // namespace strata::rulestext
