#pragma once
#include <QString>

namespace strata::import {

// Round 37 (`impstatic37`): "Nonland permanents you control are white. The same is true for spells you control and
// nonland cards you own that aren't on the battlefield." (Celestial Dawn) says one change of three sets, the union
// the writer lists: "Nonland permanents you control, spells you control, and nonland cards you own that aren't on
// the battlefield are white." (613.1: one effect, each object in its zone). For the parser and the round trip
// alike (mendedTriggerWording); any other sentence comes back as it was.
QString sameIsTrueForSetsWording(QString sentence);

}   // namespace strata::import
