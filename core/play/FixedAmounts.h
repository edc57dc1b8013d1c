#pragma once

#include "model/Ability.h"
#include <functional>

namespace strata {

struct ContinuousEffect;
struct GameState;
struct Characteristics;
struct Choices;

// 608.2h: a one-shot effect that makes a continuous effect counts its amounts once, as it resolves
// ("target creature gets +X/+X until end of turn, where X is the number of cards in your hand" keeps
// that X when the hand changes). The ability again with each counted change of power and toughness
// a constant; the same ability when there is nothing to count.
AbilityPtr withAmountsFixed(const AbilityPtr& ability, const GameState& state, const QVector<Characteristics>& chars,
    const ContinuousEffect& probe);

// Round 20: "target creature gets -X/-X until end of turn, where X is the sacrificed creature's power"
// (Call for Blood): the ability again with the sacrificed creature's power and toughness, as it last
// existed (608.2h, 601.2h), in place of each change that reads them; the layer engine cannot see that
// creature. The same ability when nothing reads them.
AbilityPtr withSacrificedFixed(const AbilityPtr& ability, int power, int toughness);

// Round 34: "Target player mills a card. ~ gets +X/+X until end of turn, where X is that card's mana value"
// (Mindshrieker): the ability again with the mana value of the card the action before moved (608.2h, 202.3)
// in place of each change that reads it; the same ability when nothing reads it.
AbilityPtr withMovedManaValueFixed(const AbilityPtr& ability, int manaValue);

// Round 40: "Whenever ~ attacks, it gets +X/+0 until end of turn, where X is the number of lands defending player
// controls" (Terra Ravager): the ability again with each change of power or toughness that counts a set of the
// defending player's (508.5a) made the number `countOf` gives for that set as the ability resolves (608.2h); the
// layer engine knows no defending player of an effect. The same ability when nothing counts one.
AbilityPtr withDefendersCountsFixed(const AbilityPtr& ability, const std::function<int(const Selector&)>& countOf);

// "~ gets +1/-1 or -1/+1 until end of turn": the ability again with each `choose_one` action replaced by
// the alternative `choices.mode` names (1 the first; the first without one), so that the effect it
// leaves holds the change chosen only; the same ability when it has no such action.
AbilityPtr withAlternativeChosen(const AbilityPtr& ability, const Choices& choices);

// Round 34: an amount that counts a set "of the chosen type" or "of the chosen color" (Roar of the Crowd, Searing
// Rays), alone or several times: the choice made as the spell resolves (608.2d) is the resolve event's, which
// the count needs.
bool countsChosenKind(const Expr& e);

}   // namespace strata
