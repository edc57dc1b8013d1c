#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: "When ~ dies or is put into exile from the battlefield" (God-Eternal Oketra; round 37).

namespace strata::import {

// "When ~ is put into exile from the battlefield": the exiled-from-the-battlefield event of ~ itself (a leave
// event, 603.10a), its filter ~. False leaves `into` as it was.
bool selfPutIntoExileHead(const QString& head, AbilityDef* into);

// Both events of "~ dies or is put into exile from the battlefield": ~ leaves for its owner's graveyard or for
// exile, and either way the card it became is "it" (400.7, 603.6c), as after "When ~ dies" alone.
bool selfDiesOrPutIntoExile(const AbilityDef& first, const AbilityDef& second);

}   // namespace strata::import
