#include "OracleTokensThisWay.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

bool tokensPerKindDiscarded(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf)
{
    static const QRegularExpression forEach(
        QStringLiteral("^for each (non)?([a-z]+) card discarded this way, (create an? .+ token(?: with .+)?)$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    // The discard: the instruction right before, or the one before a draw said after it with ", then" (a draw
    // moves no card from a hand to a graveyard, so the cards discarded this way are still the discard's).
    int k = into->effect.size() - 1;
    if (k > 0 && into->effect[k].kind == ActionKind::Draw && into->effect[k].then && !into->effect[k].condition
        && !into->effect[k].optional)
        --k;
    const Action& discard = into->effect[k];
    if (discard.kind != ActionKind::Discard || discard.condition || discard.optional || discard.object || discard.amountOf)
        return false;
    QString type = m.captured(2);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted)
        return false;
    Selector card;   // the kind only: wherever the discarded cards went
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Any;
    (m.captured(1).isEmpty() ? card.types : card.notTypes) = quint16(*counted);
    Action made;
    if (!tokenOf(m.captured(3), &made) || made.kind != ActionKind::CreateToken || !made.token || made.amount.x
        || made.amount.n > 1 || made.amountOf || (made.token->front.power && made.token->front.power->text == QLatin1String("X")))
        return false;
    Expr kindDiscarded;
    kindDiscarded.kind = Expr::Kind::CountThisWay;
    kindDiscarded.selector = QSharedPointer<Selector>::create(card);
    made.amountOf = timesEach(kindDiscarded, 1);
    into->effect << made;
    return true;
}

}   // namespace strata::import
