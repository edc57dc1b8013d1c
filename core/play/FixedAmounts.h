#pragma once

#include "model/Ability.h"

namespace strata {

struct ContinuousEffect;
struct GameState;
struct Characteristics;

// 608.2h: a one-shot effect that makes a continuous effect counts its amounts once, as it resolves
// ("target creature gets +X/+X until end of turn, where X is the number of cards in your hand" keeps
// that X when the hand changes). The ability again with each counted change of power and toughness
// a constant; the same ability when there is nothing to count.
AbilityPtr withAmountsFixed(const AbilityPtr& ability, const GameState& state, const QVector<Characteristics>& chars,
    const ContinuousEffect& probe);

}   // namespace strata
