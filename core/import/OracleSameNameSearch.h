#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 38: "search your library for up to three cards with the same name as target creature, reveal them, put them
// into your hand, then shuffle" (Pack Hunt), "… for a card with the same name as target nontoken creature and put that
// card onto the battlefield, then shuffle" (Mask of the Mimic): the search `libraryAction` reads without the name, its
// card then named as the target is as the spell resolves (Selector::sameNameAsTarget, 201.2), and the target the
// spell's (601.2c). Also "… for any number of cards with the same name as that card, reveal them, …" after the instruction
// that targeted a card in a graveyard (Secret Salvage). False leaves `into` as it was.
// Also Scour's search of three zones (searchedZonesForTargetsName, OracleSameNameZones.h), which reads "cards" with
// `cardKinds`.
bool searchedForTargetsName(const QString& s, AbilityDef* into,
    const std::function<bool(const QString&, AbilityDef*)>& libraryAction,
    const std::function<bool(const QString&, AbilityDef*)>& target,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds);

}   // namespace strata::import
