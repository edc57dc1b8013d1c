#include "EachPlayersPart.h"
#include <algorithm>

namespace strata {

bool drawsEachPlayersPart(const Action& a)
{
    return a.kind == ActionKind::Draw && a.who == QLatin1String("each_player") && a.amountOf
        && a.amountOf->kind == Expr::Kind::CountThisWay && !a.amountOf->selector && a.amountOf->value == 0;
}

int ownedAmong(const GameState& gs, const QStringList& ids, const QString& player)
{
    return int(std::count_if(ids.cbegin(), ids.cend(), [&](const QString& id) {
        const int i = gs.objectIndex(id);
        return i >= 0 && gs.objects[i].owner == player;
    }));
}

}   // namespace strata
