#pragma once
#include "model/Ability.h"

namespace strata {

// 113.6m: an ability whose effect moves its own card out of the graveyard ("Return ~ from your
// graveyard to your hand / to the battlefield") functions only while the card is in a graveyard:
// activated there (Activation.cpp), triggered there (TriggerDetection.cpp), and nowhere else.
bool worksOnlyInGraveyard(const AbilityDef& a);

// 113.6k, round 39: the same for exile: "Put ~ from exile onto the battlefield" (Torrent Elemental) is
// activated only while its card is in exile.
bool worksOnlyInExile(const AbilityDef& a);

}   // namespace strata
