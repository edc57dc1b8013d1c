#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: "When ~ is put into your graveyard from the battlefield" (Enigma Sphinx, Guan
// Yu, Sainted Warrior; round 37), the older wording of "dies" (700.4) that also says whose graveyard.

namespace strata::import {

// The head: ~ dies (the self dies event) and goes to your graveyard, a card you own (400.3): the filter
// says `owner` you, matched against ~ as it last existed (603.10a). False leaves `into` as it was.
bool selfToYourGraveyardHead(const QString& head, AbilityDef* into);

// After that head the card in your graveyard is yours, so "your library" is its owner's library (400.3):
// "put it into your library third from the top", "shuffle ~ into your library". The reader and both sides
// of the round trip say "its owner's library".
QString selfToYourGraveyardWording(QString text);

}   // namespace strata::import
