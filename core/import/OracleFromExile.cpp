#include "OracleFromExile.h"

namespace strata::import {

bool putFromExile(const QString& s, AbilityDef* into)
{
    // Activated abilities only: a triggered one from exile would need the trigger to look there too (113.6k), and
    // a linked card of a trigger's is read elsewhere (OracleHistory.cpp).
    if (into->kind != AbilityDef::Kind::Activated)
        return false;
    Action a;
    a.kind = ActionKind::ReturnToBattlefield;
    a.object = Selector();
    if (s == QLatin1String("put a creature card exiled with ~ onto the battlefield under your control")) {
        // The same linked creature cards as Endless Sands' "each creature card exiled with ~", one of them picked.
        a.object->ref = Selector::Ref::ExiledWithSource;
        a.object->word = QStringLiteral("cards");
        a.object->types = quint16(CardType::Creature);
        a.pick = 1;
        into->effect << a;
        return true;
    }
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
