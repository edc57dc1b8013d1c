#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: round 32's "Look at the top card of your library. You may put that card into your
// graveyard." (Etherwrought Page): the look before becomes Taigam's Scheming's look at one card, any number
// of which (none or that one) go to the graveyard and the rest back on top (OracleLookedAtCard.cpp); round
// 33: the same of target player's library, into that player's graveyard (Lurking Informant).

namespace strata::import {

// `s` starts in lower case, without its stop. False leaves `into` as it was.
bool lookedAtCardToGraveyard(const QString& s, AbilityDef* into);
// Round 33: "reveal the top card of your library" alone: a LookAtTop that reveals it and moves nothing.
bool revealTopCardAlone(const QString& s, AbilityDef* into);

}   // namespace strata::import
