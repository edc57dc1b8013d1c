#include "OracleDrawDifference.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// A draw of `from` less the cards in your hand, counted as the ability resolves (608.2h); a count of zero
// or fewer draws none (121.2).
void drawLessYourHand(const Expr& from, AbilityDef* into)
{
    Expr hand;
    hand.kind = Expr::Kind::CardsInHand;
    hand.who = QStringLiteral("you");
    Expr less;
    less.kind = Expr::Kind::Neg;
    less.args << hand;
    Expr total;
    total.kind = Expr::Kind::Sum;
    total.args << from << less;
    Action draw;
    draw.kind = ActionKind::Draw;
    draw.amountOf = total;
    draw.amount = Amount::number(0);   // "equal to"
    into->effect << draw;
}

}   // namespace

bool drawUpToHandSize(const QString& s, AbilityDef* into)
{
    static const QRegularExpression difference(QStringLiteral("^draw cards equal to (\\w+) minus the number of cards in your hand$"));
    const auto m = difference.match(s);
    const std::optional<int> n = m.hasMatch() ? numberWord(m.captured(1)) : std::nullopt;
    if (!n || *n < 2)
        return false;
    drawLessYourHand(Expr::constant(*n), into);
    return true;
}

bool drawUpToOpponentsHand(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("choose an opponent; if that player has more cards in hand than you, draw cards equal to the difference"))
        return false;
    Expr theirs;
    theirs.kind = Expr::Kind::CardsInHand;
    theirs.who = QStringLiteral("chosen_opponent");   // the resolve event's choice, as Akroan Horse's opponent
    drawLessYourHand(theirs, into);
    return true;
}

}   // namespace strata::import
