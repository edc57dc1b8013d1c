#pragma once
#include "model/Ability.h"
#include <QString>

// Private to core/import: mana for each counter the effect removed (OracleRemovedThisWayMana.cpp), read for
// OracleParser::effectTemplates.

namespace strata::import {

// Round 34: "remove all charge counters from ~. Add {C} for each charge counter removed this way." (Ventifact
// Bottle's trigger): the storage lands' "add {C} for each … counter removed this way" (their cost removes the
// counters), here after the effect's own "remove all … counters from ~" (122.8); Coalition Relic's "Add one mana of
// any color for each charge counter removed this way" alike. Mana is named, not tracked.
// False for any other sentence or when no such removal comes right before it.
bool manaForEachRemovedCounter(const QString& s, AbilityDef* into);

}   // namespace strata::import
