#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: "When ~ dies or is put into exile from the battlefield" (God-Eternal Oketra), "When
// enchanted permanent dies or is put into exile" (Kaya's Ghostform); round 37.

namespace strata::import {

// "When ~ is put into exile from the battlefield", "When enchanted permanent / creature is put into exile" (an
// enchanted permanent is on the battlefield): the exiled-from-the-battlefield event (a leave event, 603.10a), its
// filter ~ or the permanent the source is attached to. False leaves `into` as it was.
bool putIntoExileHead(const QString& head, AbilityDef* into);

// Both events of "~ dies or is put into exile from the battlefield" or "enchanted permanent dies or is put into
// exile": one permanent leaves for its owner's graveyard or for exile, and either way the card it became is "it",
// "that card" (400.7, 603.6c), as after its dies event alone.
bool diesOrPutIntoExile(const AbilityDef& first, const AbilityDef& second);

}   // namespace strata::import
