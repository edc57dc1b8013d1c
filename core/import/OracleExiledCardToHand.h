#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: one card exiled with ~ put into a hand (OracleExiledCardToHand.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "put a card you own exiled with ~ into your hand" (Endless Horizons' upkeep, after its "search your
// library for any number of Plains cards and exile them"): one of the cards ~'s linked ability exiled (607.2a)
// that you own, chosen as it resolves (608.2d): `pick` 1 of the linked cards, `ownerYou`. A triggered ability's
// only; false for any other sentence.
bool exiledCardToHand(const QString& s, AbilityDef* into);

}   // namespace strata::import
