#pragma once
#include "OracleTriggerFilters.h"

// Private to core/import: a set ranked by power (Selector::powerRank, 208.1): "a creature with the greatest power
// among creatures they control" (Crackling Doom, Consume), "target creature with the greatest power among creatures
// on the battlefield" (Topple), "the creature with the least power" (Porphyry Nodes), "the creature card in your
// graveyard with the greatest power" (Desecrator Hag).

namespace strata::import {

// The set `phrase` names, read by `objects` without the ranking, then ranked; nothing for any other phrase.
std::optional<Selector> rankedByPower(const QString& phrase, const ObjectsOf& objects, bool* pluralOut);

}   // namespace strata::import
