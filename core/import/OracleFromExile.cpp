#include "OracleFromExile.h"

namespace strata::import {

bool putFromExile(const QString& s, AbilityDef* into)
{
    // Activated abilities only: a triggered one from exile would need the trigger to look there too (113.6k).
    if (into->kind != AbilityDef::Kind::Activated)
        return false;
    Action a;
    a.kind = ActionKind::ReturnToBattlefield;
    a.object = Selector();
    const bool tapped = s == QLatin1String("put ~ from exile onto the battlefield tapped");
    if (!tapped && s != QLatin1String("put ~ from exile onto the battlefield"))
        return false;
    a.object->ref = Selector::Ref::Self;
    a.text = QStringLiteral("exile");
    a.tapped = tapped;
    into->effect << a;
    return true;
}

}   // namespace strata::import
