#include "TargetClassNoun.h"
#include "model/Types.h"
#include <algorithm>

namespace strata::rulestext {

namespace {

constexpr quint16 kPermanentTypes = quint16(CardType::Artifact) | quint16(CardType::Creature)
    | quint16(CardType::Enchantment) | quint16(CardType::Land) | quint16(CardType::Planeswalker)
    | quint16(CardType::Battle);

// A bare card type or several ("artifact", "artifact creature"): no other quality said with it.
bool barePermanentType(const Selector& s)
{
    return s.types != 0 && (s.types & ~kPermanentTypes) == 0 && s == [&] {
        Selector bare;
        bare.types = s.types;
        return bare;
    }();
}

// "Mountain", "nonbasic Mountain": land subtypes (205.3i), and no card type but land.
bool landSubtypesAlone(const Selector& s)
{
    const SubtypeRegistry& reg = SubtypeRegistry::instance();
    return !s.subtypes.isEmpty() && (s.types == 0 || s.types == quint16(CardType::Land))
        && std::all_of(s.subtypes.cbegin(), s.subtypes.cend(), [&](SubtypeId id) { return reg.kind(id) == SubtypeKind::Land; });
}

}   // namespace

QString thatTargetClassNoun(const Selector& target)
{
    if (target.anyOf.size() > 1 && std::all_of(target.anyOf.cbegin(), target.anyOf.cend(), barePermanentType)
        && target == [&] {
               Selector only;
               only.anyOf = target.anyOf;
               return only;
           }())
        return QStringLiteral("permanent");
    if (landSubtypesAlone(target) && target.anyOf.isEmpty())
        return QStringLiteral("land");
    // "target Plains or Island" (Cryoclasm)
    if (target.anyOf.size() > 1 && std::all_of(target.anyOf.cbegin(), target.anyOf.cend(), landSubtypesAlone))
        return QStringLiteral("land");
    return {};
}

}   // namespace strata::rulestext
