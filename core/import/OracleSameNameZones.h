#pragma once
#include "model/Ability.h"
#include <QString>
#include <functional>
#include <optional>

namespace strata::import {

// Round 38: "Exile target enchantment. Search its controller's graveyard, hand, and library for all cards with the
// same name as that enchantment and exile them. Then that player shuffles their library." (Scour; Crumble to Dust's
// "any number of cards … as that land"): after the spell's one target permanent, a search of three zones of its
// controller's (701.23) for the cards sharing its name (201.2), each exiled. `cardKinds` reads "cards". False leaves
// `into` as it was. Also "Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand,
// and library for all cards with the same name as that card and exile them. …" (Extirpate, Surgical Extraction), whose
// target `target` reads.
bool searchedZonesForTargetsName(const QString& s, AbilityDef* into,
    const std::function<std::optional<Selector>(const QString&)>& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target);

}   // namespace strata::import
