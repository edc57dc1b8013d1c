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

}   // namespace strata::import
