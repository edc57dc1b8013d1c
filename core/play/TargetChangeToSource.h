#pragma once
// Round 39: "Change a target of target spell or ability to ~." (Spellskite, 115.7b): one target of the spell or
// ability becomes `newTarget`, if `newTarget` could be that target; otherwise every target stays.

#include <QString>

namespace strata {

class PlayContext;
struct Choices;

// Which target is changed: the one `chosen.objects` (or `chosen.player`) names among the item's targets, else the
// first whose target word `newTarget` could answer. A word naming several targets ("two target creatures") can't
// name `newTarget` twice (115.3); where Strata can't tell each target's word, nothing changes, and it says so.
void changeATargetTo(PlayContext& play, const QString& itemId, const QString& newTarget, const Choices& chosen);

}   // namespace strata
