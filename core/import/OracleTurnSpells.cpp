#include "OracleEventPlayers.h"

// "Whenever you cast your first / second spell each turn" (601.2i): the cast event of the spell that is
// the first or the second one you cast this turn (round 17).

namespace strata::import {

bool turnSpellHead(const QString& head, AbilityDef* into)
{
    if (head == QLatin1String("Whenever you cast your first spell each turn"))
        into->event = TriggerEvent::YouCastFirstSpellEachTurn;
    else if (head == QLatin1String("Whenever you cast your second spell each turn"))
        into->event = TriggerEvent::YouCastSecondSpellEachTurn;
    else
        return false;
    return true;
}

}   // namespace strata::import
