#include "OracleHandDifference.h"

namespace strata::import {

bool drawUpToOpponentsHand(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("choose an opponent; if that player has more cards in hand than you, draw cards equal to the difference"))
        return false;
    Expr theirs;
    theirs.kind = Expr::Kind::CardsInHand;
    theirs.who = QStringLiteral("chosen_opponent");   // the resolve event's choice, as Akroan Horse's opponent
    Expr yours;
    yours.kind = Expr::Kind::CardsInHand;
    yours.who = QStringLiteral("you");
    Expr less;
    less.kind = Expr::Kind::Neg;
    less.args << yours;
    Expr difference;
    difference.kind = Expr::Kind::Sum;
    difference.args << theirs << less;
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.amountOf = difference;
    draw.amount = Amount::number(0);   // "equal to"
    into->effect << draw;
    return true;
}

}   // namespace strata::import
