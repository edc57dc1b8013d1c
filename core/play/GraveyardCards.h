#pragma once
#include "GameTable.h"
#include "model/PlayState.h"

namespace strata {

// "exile a land card from your graveyard" (an action, not a cost): the cards of `controller`'s graveyard
// that the action's filter names, as many as it asks, those the resolve event's choices.objects names
// first, then the first that fit in objects order. Fewer than asked when the graveyard lacks them.
QVector<int> graveyardCardsChosen(GameTable& table, const GameEvent& event, const Action& a, const QString& controller);

}   // namespace strata
