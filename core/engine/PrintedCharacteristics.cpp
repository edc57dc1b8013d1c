#include "PrintedCharacteristics.h"
#include "OpApplier.h"
#include "model/ResolvableAbilities.h"

namespace strata {

Characteristics printedCharacteristics(const GameObject& o)
{
    Characteristics c;
    if (!o.card)
        return c;
    const CardFace& face = printedFace(o);
    c.name = face.name;
    c.manaCost = face.manaCost;
    c.colors = face.colors();
    c.type = face.type;
    for (int a = 0; a < face.abilities.size(); ++a)
        c.abilities.append(AbilityInstance{face.abilities[a], a + 1, o.timestamp, QString(), {}});
    OpApplier::refreshIntrinsicManaAbilities(c);
    if (face.power)
        c.power = face.power->value;
    if (face.toughness)
        c.toughness = face.toughness->value;
    if (face.loyalty)
        c.loyalty = face.loyalty->value;
    for (const CounterStack& s : o.counters)
        if (s.kind == QLatin1String("loyalty"))
            c.loyalty = s.count;
    c.controller = o.zone == Zone::Battlefield ? o.controller : o.owner;
    return c;
}

}   // namespace strata
