#pragma once
#include "model/GameState.h"

// Round 38: "each player gains control of all creatures they own" (Trostani Discordant, Brooding Saurian), one change
// of control whose new controller is each object's owner (613.1b), made as one effect for each player.

namespace strata {

// The ability's one instruction is such a change: a continuous effect, `who` "each_player", of the objects "you own".
bool givesEachOwnerControl(const AbilityDef* ability);

// `e` once for each player of `gs`, that player its controller (so "you own" is theirs) and its set fixed to what that
// player owns among `objects` (indices in `gs`) as it starts (611.2c): a creature that comes later is not in it.
QVector<ResolvedEffect> effectForEachOwner(const ResolvedEffect& e, const GameState& gs, const QVector<int>& objects);

}   // namespace strata
