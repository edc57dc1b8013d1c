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
    const SubtypeRegistry& reg = SubtypeRegistry::instance();
    const bool landSubtypes = !target.subtypes.isEmpty()
        && std::all_of(target.subtypes.cbegin(), target.subtypes.cend(),
            [&](SubtypeId id) { return reg.kind(id) == SubtypeKind::Land; });
    if (landSubtypes && target.anyOf.isEmpty() && (target.types == 0 || target.types == quint16(CardType::Land)))
        return QStringLiteral("land");
    return {};
}

}   // namespace strata::rulestext
