#include "OracleDrawDifference.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool drawUpToHandSize(const QString& s, AbilityDef* into)
{
    static const QRegularExpression difference(QStringLiteral("^draw cards equal to (\\w+) minus the number of cards in your hand$"));
    const auto m = difference.match(s);
    const std::optional<int> n = m.hasMatch() ? numberWord(m.captured(1)) : std::nullopt;
    if (!n || *n < 2)
        return false;
    Expr hand;
    hand.kind = Expr::Kind::CardsInHand;
    hand.who = QStringLiteral("you");
    Expr less;
    less.kind = Expr::Kind::Neg;
    less.args << hand;
    Expr total;
    total.kind = Expr::Kind::Sum;
    total.args << Expr::constant(*n) << less;
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.amountOf = total;
    draw.amount = Amount::number(0);   // "equal to"
    into->effect << draw;
    return true;
}

}   // namespace strata::import
