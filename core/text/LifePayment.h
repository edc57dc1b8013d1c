#pragma once
#include <QRegularExpression>
#include <QString>

// Round 40: "you may pay 2 life. If you do, …" (Bringer of the Black Dawn): a payment of life as an instruction,
// kept like "pay {2}" as `ActionKind::PayMana` with the cost's text "2 life" (as an `unless_paid` cost names it).
// Paying life is losing it, and only a player with at least that much life can pay it (119.4). Shared by the
// importer, the card parser, the writer and the event player.

namespace strata {

// The text of a payment of `n` life.
inline QString lifePaymentText(int n)
{
    return QString::number(n) + QStringLiteral(" life");
}

// The life a payment's text asks for, or 0 when the text names mana.
inline int lifePaid(const QString& text)
{
    static const QRegularExpression life(QStringLiteral("^([1-9]\\d*) life$"));
    const auto m = life.match(text);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

}   // namespace strata
