#include "OracleParser.h"
#include <QRegularExpression>

// Round 32: a life amount of twice the spell's X (107.3): "You gain twice X life." (Sanguine Sacrament), "Each
// opponent loses two times X life." (Debt to the Deathless). The amount is the sum of X and X, as the spell's
// X chosen as it was cast (107.3a, 601.2b).

namespace strata::import {

bool OracleParser::twiceX(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression twice(QStringLiteral("^(you gain|each opponent loses) (?:twice|two times) X life$"));
    const auto m = twice.match(s);
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Spell)
        return false;
    Expr x;
    x.kind = Expr::Kind::X;
    Action a;
    const bool gain = m.captured(1) == QLatin1String("you gain");
    a.kind = gain ? ActionKind::GainLife : ActionKind::LoseLife;
    if (!gain)
        a.who = QStringLiteral("each_opponent");
    a.amountOf = Expr();
    a.amountOf->kind = Expr::Kind::Sum;
    a.amountOf->args = {x, x};
    a.amount = Amount::number(0);   // as the card format reads an amount it computes
    into->effect << a;
    return true;
}

}   // namespace strata::import
