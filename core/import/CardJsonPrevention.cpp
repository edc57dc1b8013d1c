#include "CardJsonValues.h"

// A prevention shield in the JSON card format (docs/card-format.md, "prevent_damage"): an amount, the
// next time a chosen source would deal damage (615.7), a redirection (614.9) and what the shield does
// with the damage it prevents (615.5).

namespace strata::import::cardjson {

void preventDamage(const Action& a, QJsonObject* o, bool* ok)
{
    const QString kind = canonicalName(a.kind);
    if (a.nextTime && !a.object && a.dealtInstead) {   // round 23: a redirection from any source, no "source"
        (*o)[kind] = QStringLiteral("next_time");
    } else if (a.nextTime && a.object && a.object->ref == Selector::Ref::Target) {   // stop 48: Awe Strike
        (*o)[kind] = QStringLiteral("next_time");
        (*o)[QStringLiteral("by")] = selector(*a.object, ok);
        *ok = *ok && !a.to && a.who.isEmpty() && !a.dealtInstead;
    } else if (a.nextTime) {   // 615.7: {"prevent_damage": "next_time", "source": FILTER}, the source chosen (609.7)
        Selector among = a.object.value_or(Selector());
        among.ref = Selector::Ref::None;
        (*o)[kind] = QStringLiteral("next_time");
        (*o)[QStringLiteral("source")] = selector(among, ok);
        *ok = *ok && a.object && a.object->ref == Selector::Ref::ChosenSource;
    } else {
        (*o)[kind] = amount(a.amount);
        // Round 30: a shield of one source's damage: "source", the filter of the source chosen as it
        // resolves (Healing Grace), or "by": "self", ~'s damage to anything (Barbed Wire).
        if (a.object && a.object->ref == Selector::Ref::ChosenSource) {
            Selector among = *a.object;
            among.ref = Selector::Ref::None;
            (*o)[QStringLiteral("source")] = selector(among, ok);
        } else if (a.object) {
            (*o)[QStringLiteral("by")] = selector(*a.object, ok);
            *ok = *ok && a.object->ref == Selector::Ref::Self;
        }
    }
    if (a.dealtInstead)   // round 22: a redirection (614.9)
        (*o)[QStringLiteral("dealt_instead")] = selector(*a.dealtInstead, ok);
    if (!a.nested.isEmpty())   // 615.5: what the shield does with the damage it prevents
        (*o)[QStringLiteral("this_way")] = actions(a.nested, ok);
}

}   // namespace strata::import::cardjson
