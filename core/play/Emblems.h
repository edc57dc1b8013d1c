#pragma once
#include "GameTable.h"

namespace strata {

// 114.2: `player` puts an emblem with the abilities of `emblem` into the command zone, owned and
// controlled by them. 114.3: it has no name; the object is labelled "<madeBy> Emblem" only so that the
// play text can say whose it is. Its id is "<eventId>.emblem<n>".
QString createEmblem(GameTable& table, const CardPtr& emblem, const QString& player, const QString& eventId,
    const QString& madeBy);

}   // namespace strata
