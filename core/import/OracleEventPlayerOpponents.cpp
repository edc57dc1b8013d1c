#include "OracleEventPlayerOpponents.h"

namespace strata::import {

bool eventPlayersOpponentsMayDraw(const QString& s, AbilityDef* into, const std::function<QString(const QString&)>& whoOf)
{
    // Only where "that player" names the event's one player: the opponents are counted from that player (102.2), not
    // from the ability's controller.
    if (s != QLatin1String("each of that player's opponents may draw a card") || whoOf(QStringLiteral("that player")).isEmpty())
        return false;
    Action a;
    a.kind = ActionKind::Draw;
    a.amount = Amount::number(1);
    a.who = QStringLiteral("each_opponent_of_that_player");
    a.optional = true;   // each of them may (603.5)
    into->effect << a;
    return true;
}

}   // namespace strata::import
