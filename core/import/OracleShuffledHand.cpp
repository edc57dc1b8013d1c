#include "OracleShuffledHand.h"
#include "text/HandCards.h"

namespace strata::import {

bool shuffledHandThenDrawn(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("shuffle the cards from your hand into your library, then draw that many cards"))
        return false;
    // The shuffle is ShuffleIntoLibrary of a set, as Psychic Spiral's graveyard: the event player counts the cards it
    // moved, and "that many" is that count, zero for an empty hand.
    Action shuffle;
    shuffle.kind = ActionKind::ShuffleIntoLibrary;
    shuffle.object = rulestext::cardsInYourHand();
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.then = true;
    draw.amount = Amount{true, 0};   // a computed count, as the card format reads "draw": {…}
    draw.amountOf = Expr();
    draw.amountOf->kind = Expr::Kind::CountThisWay;
    into->effect << shuffle << draw;
    return true;
}

}   // namespace strata::import
