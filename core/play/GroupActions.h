#pragma once
#include "PlayText.h"
#include "model/PlayState.h"
#include <optional>

// Round 19 (GroupActions.cpp): the objects an instruction picks as it resolves ("untap up to seven
// lands", "exile a land you control"): chosen, not targeted (608.2d, 115.10).

namespace strata {

class GameTable;

// Why the resolve event `e` can't resolve `item`: a choice names a permanent that no picking
// instruction of it can pick (608.2d: the choice is among the objects the instruction names). Nothing
// when the item picks nothing or every permanent chosen fits.
std::optional<PlayText> pickOutsideSelector(GameTable& table, const StackItem& item, const GameEvent& e);

}   // namespace strata
