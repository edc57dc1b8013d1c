#include "OracleEventThatMany.h"
#include <QRegularExpression>

namespace strata::import {

bool eventAmountCards(
    const QString& sentence, AbilityDef* into, bool eventHasAmount, const std::function<QString(const QString&)>& whoOf)
{
    if (!eventHasAmount)
        return false;
    Expr thatMany;
    thatMany.kind = Expr::Kind::EventAmount;
    Action a;
    if (sentence == QLatin1String("draw that many cards")) {
        a.kind = ActionKind::Draw;
        a.amount = Amount{true, 0};
        a.amountOf = thatMany;
        into->effect << a;
        return true;
    }
    // Round 32: "that player draws that many cards" (Diviner Spirit, after "draw that many cards").
    if (sentence == QLatin1String("that player draws that many cards")) {
        a.who = whoOf(QStringLiteral("that player"));
        if (a.who.isEmpty())
            return false;
        a.kind = ActionKind::Draw;
        a.amount = Amount{true, 0};
        a.amountOf = thatMany;
        into->effect << a;
        return true;
    }
    static const QRegularExpression mill(
        QStringLiteral("^(that player|defending player) (?:mills that many cards|"
                       "puts that many cards from the top of their library into their graveyard)$"));
    const auto m = mill.match(sentence);
    if (!m.hasMatch())
        return false;
    a.who = whoOf(m.captured(1));
    if (a.who.isEmpty())
        return false;
    a.kind = ActionKind::Mill;
    a.amount = Amount{true, 0};   // a computed count, as the card format reads a mill's expression
    a.amountOf = thatMany;
    into->effect << a;
    return true;
}

bool twiceEventAmountGained(const QString& sentence, AbilityDef* into, bool eventHasAmount)
{
    if (!eventHasAmount || sentence != QLatin1String("you gain twice that much life"))
        return false;
    Expr thatMuch;
    thatMuch.kind = Expr::Kind::EventAmount;
    Expr twice;
    twice.kind = Expr::Kind::Sum;
    twice.args = {thatMuch, thatMuch};
    Action a;
    a.kind = ActionKind::GainLife;
    a.amount = Amount::number(2);   // "2 … for each", as the card format reads a sum of two counts back
    a.amountOf = twice;
    into->effect << a;
    return true;
}

}   // namespace strata::import
