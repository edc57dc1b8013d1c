#include "OracleRemovedThisWayMana.h"
#include <QRegularExpression>

namespace strata::import {

bool manaForEachRemovedCounter(const QString& s, AbilityDef* into)
{
    static const QRegularExpression addPerRemoved(
        QStringLiteral("^add (\\{[WUBRGC]\\}|one mana of any color) for each ([a-z]+) counter removed this way$"));
    const auto m = addPerRemoved.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered || into->effect.isEmpty())
        return false;
    const Action& removed = into->effect.last();
    const bool allFromSelf = removed.kind == ActionKind::RemoveCounter && removed.object && removed.object->ref == Selector::Ref::Self
        && removed.counters.kind == m.captured(2) && removed.amountOf && removed.amountOf->kind == Expr::Kind::CountersOnSource
        && removed.amountOf->counterKind == m.captured(2) && !removed.optional && !removed.condition;
    if (!allFromSelf)
        return false;
    Action a;
    a.kind = ActionKind::AddMana;
    if (m.captured(1).startsWith(QLatin1Char('{')))
        a.text = m.captured(1);
    else {   // Coalition Relic: one mana of any color for each counter (106.1)
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");   // as the card format reads it
    }
    a.amount.x = true;
    a.counters = Counters{m.captured(2), Amount{true, 0}};
    into->effect << a;
    return true;
}

}   // namespace strata::import
