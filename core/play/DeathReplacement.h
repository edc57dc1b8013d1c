#pragma once
#include "GameTable.h"

namespace strata {

// 614.1a, 614.6: "If that creature would die this turn, exile it instead" (Lava Coil, Pillar of Flame,
// Ob Nixilis's Cruelty; RuleName::ExiledIfItWouldDie, until the turn ends): the zone a permanent that
// would be put into a graveyard from the battlefield goes to instead, whatever put it there (state-based
// actions, destruction, sacrifice), with a line that says why; `to` for any other move. `before` is the
// resolution that sees the permanent on the battlefield.
Zone zoneInsteadOfDying(GameTable& table, const Resolution& before, int index, Zone from, Zone to);

// Round 40, 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
// owner's library instead" (Nexus of Fate, Legacy Weapon; Replacement::shuffledIntoLibraryInstead): the
// zone a card with that ability goes to instead of a graveyard, from the stack, the battlefield, a hand
// or a library alike, with a line that says why; `to` for any other move or card.
Zone zoneInsteadOfGraveyard(GameTable& table, const Resolution& before, int index, Zone to);

}   // namespace strata
