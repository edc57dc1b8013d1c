#pragma once
#include "model/Selector.h"

namespace strata::rulestext {

// Round 38: "the cards from your hand" (Whirlpool Rider), the set of every card in your hand, as the importer reads it
// and the writer recognises it.
inline Selector cardsInYourHand()
{
    Selector cards;
    cards.word = QStringLiteral("card");
    cards.where = Selector::Where::Specific;
    cards.zone = Zone::Hand;
    cards.ownerYou = true;
    return cards;
}

// Round 43: "the cards from their hand" after "each player" (Whirlpool Warrior): every card in every hand.
inline Selector cardsInEveryHand()
{
    Selector cards = cardsInYourHand();
    cards.ownerYou = false;
    return cards;
}

}   // namespace strata::rulestext
