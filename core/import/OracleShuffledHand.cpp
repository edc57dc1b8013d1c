#include "OracleShuffledHand.h"
#include "text/HandCards.h"

namespace strata::import {

bool shuffledHandThenDrawn(const QString& s, AbilityDef* into)
{
    // Round 43: "each player shuffles the cards from their hand into their library, then draws that many cards"
    // (Whirlpool Warrior): every card of every hand, each into its owner's library, then each player draws as many as
    // that player's own hand put in (the event player counts each player's part).
    const bool eachPlayer
        = s == QLatin1String("each player shuffles the cards from their hand into their library, then draws that many cards");
    if (s != QLatin1String("shuffle the cards from your hand into your library, then draw that many cards") && !eachPlayer)
        return false;
    // The shuffle is ShuffleIntoLibrary of a set, as Psychic Spiral's graveyard: the event player counts the cards it
    // moved, and "that many" is that count, zero for an empty hand.
    Action shuffle;
    shuffle.kind = ActionKind::ShuffleIntoLibrary;
    shuffle.object = rulestext::cardsInYourHand();
    if (eachPlayer)
        shuffle.object->ownerYou = false;   // every hand's cards
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.then = true;
    draw.amount = Amount{true, 0};   // a computed count, as the card format reads "draw": {…}
    draw.amountOf = Expr();
    draw.amountOf->kind = Expr::Kind::CountThisWay;
    if (eachPlayer)
        draw.who = QStringLiteral("each_player");
    into->effect << shuffle << draw;
    return true;
}

}   // namespace strata::import
