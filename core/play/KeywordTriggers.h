#pragma once
#include "model/Ability.h"

namespace strata {

// The abilities the non-combat keywords of the primer stand for, as the event player performs them
// (today's Oracle wording): echo's and fading's upkeep triggers, and cycling's activated ability.
// keywordTrigger() (declared in TriggerDetection.h) is defined beside them, in KeywordTriggers.cpp.

// Echo (702.30a) or fading (702.32a) as a triggered ability, or null for another keyword.
AbilityPtr upkeepKeywordTrigger(const AbilityDef& keyword);

// Cycling (702.29a): "[cost], Discard this card: Draw a card.", activated from the hand; typecycling
// (702.29e: landcycling, basic landcycling, "Wizardcycling"): "[cost], Discard this card: Search your
// library for a [type] card, reveal it, put it into your hand, then shuffle." Null for another keyword.
AbilityPtr cyclingAbility(const AbilityDef& keyword);

}   // namespace strata
