#pragma once
#include "model/Characteristics.h"

namespace strata {

class GameTable;

// 610.3c: "exile target creature until ~ leaves the battlefield" (Banishing Light). The exiled card is
// linked to ~ (GameObject::exiledWith, 607.2a); as ~ leaves the battlefield, the cards exiled with it
// return under their owners' control. Whether ~ exiles that way is read from its abilities as it left
// (a granted one too); a permanent whose abilities also exile for good cards linked to it would return
// those as well, which no card of the dev set does.
bool exilesUntilItLeaves(const Characteristics& asItLeft);
void returnCardsExiledUntilLeaves(GameTable& table, const QString& sourceId);

}   // namespace strata
