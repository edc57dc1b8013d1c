#pragma once
#include "model/Ability.h"
#include <QString>

namespace strata::import {

// "target player shuffles up to three target cards from their graveyard into their library" (Memory's Journey,
// Loaming Shaman's "any number of"): a target player, then target cards in that player's graveyard (115.1,
// `"whose": "target_player"`), which that player shuffles into their library (701.24). False, and `into`
// unchanged, for any other sentence.
bool targetPlayersGraveyardCardsShuffled(const QString& s, AbilityDef* into);

}   // namespace strata::import
