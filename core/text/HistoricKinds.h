#pragma once
#include "model/Selector.h"
#include "model/Types.h"

namespace strata::rulestext {

// 700.6: an artifact, a legendary object or a Saga, the parts the importer's historicSpell() gives (a
// spell, or round 32 a card to discard, Sanctum Spirit), whatever the word naming them.
inline bool isHistoric(const Selector& f)
{
    if (f.anyOf.size() != 3)
        return false;
    const Selector& saga = f.anyOf[2];
    Selector a, l, g;
    a.where = l.where = g.where = Selector::Where::Any;
    a.types = quint16(CardType::Artifact);
    l.supertypes = quint8(Supertype::Legendary);
    g.subtypes = saga.subtypes;
    return f.anyOf[0] == a && f.anyOf[1] == l && saga == g && saga.subtypes.size() == 1
        && SubtypeRegistry::instance().name(saga.subtypes.first()) == QLatin1String("Saga");
}

}   // namespace strata::rulestext
