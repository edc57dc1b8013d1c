#pragma once
#include "model/Selector.h"
#include "model/Types.h"
#include <optional>

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

// Round 36: "target historic permanent you control" (Guardians of Koilos, 700.6): the union the importer's
// historicPermanentTarget gives, three permanents on the battlefield alike but for the kind. The part
// without its kind (its controller, `other`), or nothing for any other selector.
inline std::optional<Selector> historicPermanentBase(const Selector& f)
{
    if (f.anyOf.size() != 3 || f.anyOf[0].word != QLatin1String("permanent") || f.anyOf[2].subtypes.size() != 1)
        return std::nullopt;
    Selector whole = f;
    whole.anyOf.clear();
    Selector base = f.anyOf[0];
    base.types = 0;
    Selector a = base, l = base, g = base;
    a.types = quint16(CardType::Artifact);
    l.supertypes = quint8(Supertype::Legendary);
    g.subtypes = f.anyOf[2].subtypes;
    if (whole != Selector() || base.where != Selector::Where::Battlefield || f.anyOf[0] != a || f.anyOf[1] != l
        || f.anyOf[2] != g || SubtypeRegistry::instance().name(g.subtypes.first()) != QLatin1String("Saga"))
        return std::nullopt;
    return base;
}

}   // namespace strata::rulestext
