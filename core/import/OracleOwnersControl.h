#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

// Private to core/import (round 38): "each player gains control of all creatures they own" (Trostani Discordant,
// Brooding Saurian), OracleOwnersControl.cpp.

namespace strata::import {

// Reads a noun phrase as the parser's objects() does ("creatures", "nontoken permanents"), `plural` set for a plural.
using ObjectsOf = std::function<std::optional<Selector>(const QString&, bool*)>;

// "each player gains control of all creatures they own" (613.1b, 611.2a): a change of control for good of each object
// the phrase names to its owner, a continuous effect with `who` "each_player" on the objects "you own" (the event
// player makes one effect for each player, that player "you"). `s` starts in lower case, without its stop; false leaves
// `into` as it was.
bool ownersGainControl(const QString& s, const ObjectsOf& objects, AbilityDef* into);

}   // namespace strata::import
