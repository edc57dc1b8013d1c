#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 37 (`impspelll37`): "search target player's library for X cards, where X is the number of cards in your hand,
// and exile them; then that player shuffles their library" (Neverending Torment; joined by joinedInstructions) and
// "… for up to X cards, where X is the number of Swamps you control, …" (Nightmare Incursion): Extract's search of
// another player's library (701.23), its number counted as the spell resolves (608.2h). One SearchLibrary with `who`
// "target_player", `text` "exile", `amount` X and `amountOf` the count; "up to" is a card selector of any number of
// cards, at most X of them. `amount` reads the count, `cardKinds` the cards, `target` adds the target player.
bool theirLibrarySearchedForX(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amount,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into);

}   // namespace strata::import
