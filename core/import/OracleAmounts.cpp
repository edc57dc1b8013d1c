#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <cstdlib>

// Amounts of static abilities beyond "the number of …" a selector counts (issue 16): the affected
// object's colours, counters on the source or on a set, domain, differently named permanents.

namespace strata::import {

Expr timesEach(const Expr& count, int n)
{
    if (n == 0)
        return Expr::constant(0);
    Expr e = count;
    if (std::abs(n) > 1) {
        e = Expr();
        e.kind = Expr::Kind::Sum;
        e.args = QVector<Expr>(std::abs(n), count);
    }
    if (n > 0)
        return e;
    Expr neg;
    neg.kind = Expr::Kind::Neg;
    neg.args = {e};
    return neg;
}

// "+1/+1 for each of its colors" (105.2), "+1/+1 for each charge counter on ~" (122.1), "+1/+1 for each
// basic land type among lands you control" (domain, 305.6).
bool OracleParser::perObjectAmount(
    const QString& power, const QString& toughness, const QString& each, QVector<Op>* ops) const
{
    // "charge counter on ~" is the source's, whatever gets the bonus; "its colors" each affected object's.
    Expr count;
    static const QRegularExpression counterOnSelf(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter on ~$"));
    if (each == QLatin1String("of its colors")) {
        // "its" is each object that gets the bonus.
        count.kind = Expr::Kind::ColorsOfAffected;
    } else if (const auto m = counterOnSelf.match(each); m.hasMatch()) {
        count.kind = Expr::Kind::CountersOnSource;
        count.counterKind = m.captured(1);
    } else if (each == QLatin1String("basic land type among lands you control")) {
        count.kind = Expr::Kind::BasicLandTypes;
    } else if (each.startsWith(QLatin1String("color among "))) {
        // "for each color among permanents you control" (105.2): the colours the set has between them.
        const auto among = counted(each.mid(12));
        if (!among || among->controller == Selector::Who::Any)
            return false;
        count.kind = Expr::Kind::ColorsAmong;
        count.selector = QSharedPointer<Selector>::create(*among);
    } else {
        return false;
    }
    return modifyForEach(count, power, toughness, ops);
}

// "+2/+2 for each …", "-1/-0 for each …": power and toughness change alike, or one of them not at all.
bool modifyForEach(const Expr& count, const QString& power, const QString& toughness, QVector<Op>* ops)
{
    const int p = signedNumber(power), q = signedNumber(toughness);
    if ((p == 0 && q == 0) || (p != 0 && q != 0 && p != q) || std::abs(p) > 10 || std::abs(q) > 10)
        return false;
    Op op;
    op.kind = Op::Kind::ModifyPT;
    op.power = timesEach(count, p);
    op.toughness = timesEach(count, q);
    ops->append(op);
    return true;
}

// "the number of basic land types among lands you control", "the number of +1/+1 counters on creatures
// you control", "the number of differently named lands you control".
std::optional<Expr> OracleParser::importedAmount(const QString& text) const
{
    Expr e;
    // Adamaro's "the number of cards in the hand of the opponent with the most cards in hand".
    if (text == QLatin1String("the number of cards in the hand of the opponent with the most cards in hand")
        || text == QLatin1String("the greatest number of cards in hand among your opponents")) {
        e.kind = Expr::Kind::MostCardsInHandOpponent;
        return e;
    }
    if (text == QLatin1String("the number of basic land types among lands you control")) {
        e.kind = Expr::Kind::BasicLandTypes;
        return e;
    }
    // "the number of time counters on it" (Tidewalker): on the object itself, the ability's own.
    static const QRegularExpression countersOnSelf(
        QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on (?:it|~)$"));
    if (const auto self = countersOnSelf.match(text); self.hasMatch()) {
        e.kind = Expr::Kind::CountersOnSource;
        e.counterKind = self.captured(1);
        return e;
    }
    static const QRegularExpression countersOn(
        QStringLiteral("^the number of ([+-]\\d+/[+-]\\d+|[a-z]+) counters on (.+)$"));
    static const QRegularExpression differentlyNamed(QStringLiteral("^the number of differently named (.+)$"));
    QRegularExpressionMatch m = countersOn.match(text);
    const bool counters = m.hasMatch();
    if (!counters)
        m = differentlyNamed.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto objects = counted(m.captured(counters ? 2 : 1));
    if (!objects)
        return std::nullopt;
    e.kind = counters ? Expr::Kind::CountersOnSelected : Expr::Kind::DifferentlyNamed;
    if (counters)
        e.counterKind = m.captured(1);
    e.selector = QSharedPointer<Selector>::create(*objects);
    return e;
}

}   // namespace strata::import
