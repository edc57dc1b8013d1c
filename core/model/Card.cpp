#include "Card.h"
#include <algorithm>

namespace strata {

ColorSet CardFace::colors() const
{
    ColorSet c = manaCost.colors();
    c.add(colorIndicator);
    return c;
}

namespace {

bool hasAnySubtype(const TypeLine& type, std::initializer_list<QLatin1String> names)
{
    const QStringList subtypes = type.subtypeNames();
    return std::any_of(names.begin(), names.end(), [&](QLatin1String n) { return subtypes.contains(n); });
}

}   // namespace

bool CardFace::isAttachment() const
{
    return hasAnySubtype(type, {QLatin1String("Aura"), QLatin1String("Equipment"), QLatin1String("Fortification")});
}

bool CardFace::isEquipmentLike() const
{
    return hasAnySubtype(type, {QLatin1String("Equipment"), QLatin1String("Fortification")});
}

}   // namespace strata
