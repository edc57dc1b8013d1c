#pragma once
#include "engine/Resolution.h"
#include "model/GameState.h"

// "Can't cast" rules (101.2: a "can't" wins over a "can"; 601.3): whether a CantBeCast rule, of a
// static ability or of a resolved spell or ability for the turn, names the card a player would cast,
// or a rule of one spell each turn binds its caster.

namespace strata {

// Whether the rule `r` forbids casting `card`: a one-spell-each-turn rule once its caster has cast a
// spell this turn; a CantBeCast rule by its filter matched against the card, the filter's
// controller read from the rule's controller, its "target player" or "defending player" the player
// the resolved effect fixed (the caster is the card's owner, who casts it from their hand).
bool castRuleNames(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card);

// Round 41: whether the CantPlayLands rule `r` ("Target player can't play lands this turn", 305.2) names the
// land card `card` its owner would play, its filter matched as a CantBeCast rule's is.
bool landPlayRuleNames(const GameState& state, const Resolution& res, const RuleEffectRecord& r, int card);

// Whether a resolving ability restricts "defending player" (Xantid Swarm): that player is fixed as it
// resolves (608.2h), kept as the effect's chosen player for the rest of the turn.
bool restrictsDefendingPlayer(const AbilityDef* ability);

}   // namespace strata
