#pragma once
#include "GameTable.h"
#include <optional>

// Round 45: costs that move cards out of a library or out of exile (ExileCosts.cpp), for ActivationCosts.cpp.

namespace strata {

// "Exile the top two cards of your library" (CostKind::ExileTopOfLibrary): the payer's top cards, all or none
// (602.2b, 118.3). "Put a card an opponent owns from exile into that player's graveyard" (CostKind::ExiledToGraveyard):
// the cards in exile the part's `card` names for the payer, those the activate event's choices.objects names first.
// Says why the part can't be paid, or nothing when it can (or is of another kind).
std::optional<PlayText> exileCostProblem(GameTable& table, const GameEvent* event, int source, const QString& payer,
    const CostPart& c, QString* rule);
// Pays such a part (checked first by exileCostProblem); false when `c` is of another kind.
bool payExileCost(GameTable& table, const GameEvent* event, int source, const QString& payer, const CostPart& c);

}   // namespace strata
