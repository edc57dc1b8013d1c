#include "OracleCastFromHand.h"
#include <QRegularExpression>

namespace strata::import {

bool castFreeFromHand(const QString& s, Action* a)
{
    static const QRegularExpression castFree(QStringLiteral(
        "^cast a card with (?:converted mana cost|mana value) (\\d+|X) or less from your hand without paying its mana cost$"));
    const auto m = castFree.match(s);
    if (!m.hasMatch())
        return false;
    Selector card;
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Specific;
    card.zone = Zone::Hand;
    card.ownerYou = true;
    if (m.captured(1) == QLatin1String("X"))
        card.manaValueAtMostX = true;
    else
        card.manaValueAtMost = m.captured(1).toInt();
    a->kind = ActionKind::CastWithoutPaying;
    a->object = card;
    return true;
}

}   // namespace strata::import
