#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>

namespace strata::import {

// Round 34: "search your library for up to two basic land cards, reveal them, put one into your hand and the other
// into your graveyard, then shuffle" (Fork in the Road, said so by mendedLibrarySpellWording): the search a hand's
// reads (`libraryAction`), its two cards then put one into the hand and the other into the graveyard (`text`
// "hand_and_graveyard"). False leaves `into` as it was.
bool searchedHandAndGraveyard(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& libraryAction);

}   // namespace strata::import
