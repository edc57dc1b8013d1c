#pragma once
#include "model/GameState.h"
#include <QHash>

namespace strata {

// The number of cards in each player's hand (402.1): the listed cards and those a scenario gives only as a number.
inline QHash<QString, int> handSizes(const GameState& gs)
{
    QHash<QString, int> hand = gs.unlistedHandCards;
    for (const GameObject& o : gs.objects)
        if (o.exists && o.zone == Zone::Hand)
            ++hand[o.owner];
    return hand;
}

}   // namespace strata
