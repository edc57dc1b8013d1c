#include "OracleHandOnBottom.h"
#include "text/HandCards.h"

namespace strata::import {

bool handOnBottomThenDraw(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("put the cards in your hand on the bottom of your library in any order, then draw that many cards"))
        return false;
    const Selector hand = rulestext::cardsInYourHand();
    Action put;
    put.kind = ActionKind::PutOnLibrary;
    put.object = hand;
    put.each = true;
    put.text = QStringLiteral("bottom");
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.then = true;
    draw.amount = Amount{true, 0};   // a computed count, as the card format reads "draw": {…}
    Expr count;
    count.kind = Expr::Kind::CountThisWay;
    draw.amountOf = count;
    into->effect << put << draw;
    return true;
}

}   // namespace strata::import
