#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Round 35 (`impspelll35`): the cards looked at on top of a target player's library, some of them moved.

// "Look at the top three cards of target player's library, then put one back and the rest into that player's
// graveyard." (Dimir Charm), Bamboozle's reveal with two of the cards chosen for the graveyard (its three sentences,
// joined), and "Look at the top X cards of target opponent's library" (Sealed Fate, whose next
// sentence says what moves). `addTarget` adds the target player ("target player", "target opponent").
bool lookAtTargetPlayersTop(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& addTarget,
    AbilityDef* into);

// After a plain look at several cards of a target player's library: "Exile any number of those cards, then put the
// rest back in any order." (Dimir Machinations), "Exile one of those cards and put the rest back on top of that
// player's library in any order." (Sealed Fate).
bool theirLookedCardsExiled(const QString& s, AbilityDef* into);

}   // namespace strata::import
