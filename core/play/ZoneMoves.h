#pragma once
#include "GameTable.h"

// Round 15's moves of cards between zones that the event player performs for imported cards: a card
// put onto the battlefield from a hand, a card from a graveyard put on top of a library, a revealed
// hand's chosen card exiled.

namespace strata {

// The card in `owner`'s hand or graveyard (`zone`) that `filter` selects: the first the resolve event's
// `choices` name, else the first there as the scenario lists it; -1 when none fits. `controller` is the
// ability's.
int cardChosenFrom(GameTable& table, Zone zone, const QStringList& choices, const QString& owner, Selector filter,
    const QString& controller);

// 401.4: the card at `index` put on top of its owner's library (the scenario lists a library from the top);
// round 34: with `place`, that many from the top ("third from the top": 3), or the bottom of a library with
// fewer cards. The number of cards left above it.
int putOnTopOfLibrary(GameTable& table, int index, int place = 1);

}   // namespace strata
