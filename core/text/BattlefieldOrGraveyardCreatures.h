#pragma once
#include "model/Selector.h"

namespace strata::rulestext {

// Round 39: "other target creatures from the battlefield and/or creature cards from graveyards" (Angel of Serenity):
// each target either a creature on the battlefield other than the source (109.1) or a creature card in any player's
// graveyard (115.1), as the importer reads the union and the writer recognises it. `upTo` is how many targets.
inline Selector battlefieldOrGraveyardCreatures(quint8 upTo)
{
    Selector creature;
    creature.types = quint16(CardType::Creature);
    creature.other = true;
    Selector card;
    card.types = quint16(CardType::Creature);
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Specific;
    card.zone = Zone::Graveyard;
    Selector either;
    either.anyOf = {creature, card};
    either.upTo = upTo;
    return either;
}

}   // namespace strata::rulestext
