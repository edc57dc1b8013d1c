#include "OracleTokensThisWay.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// One token the card defines, made once ("create a 1/1 red Elemental creature token"), which a count repeats.
bool oneToken(const QString& text, const std::function<bool(const QString&, Action*)>& tokenOf, Action* made)
{
    return tokenOf(text, made) && made->kind == ActionKind::CreateToken && made->token && !made->amount.x && made->amount.n <= 1
        && !made->amountOf && !(made->token->front.power && made->token->front.power->text == QLatin1String("X"));
}

// "create a 2/2 black Zombie creature token for each card exiled this way" right after "exile all … cards from …"
bool tokensPerCardExiled(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf)
{
    static const QRegularExpression forEach(
        QStringLiteral("^(create an? .+ token(?: with .+)?) for each card exiled this way$"));
    const auto m = forEach.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& exile = into->effect.last();
    if (exile.kind != ActionKind::Exile || !exile.each || !exile.object || exile.object->isRef() || exile.condition
        || exile.optional || exile.duration == Duration::UntilSourceLeaves)
        return false;
    Action made;
    if (!oneToken(m.captured(1), tokenOf, &made))
        return false;
    Expr exiled;
    exiled.kind = Expr::Kind::CountThisWay;
    made.amountOf = timesEach(exiled, 1);
    into->effect << made;
    return true;
}

// Round 37: "Destroy all creatures, then create an X/X colorless Horror artifact creature token, where X is the number of
// creatures destroyed this way." (Phyrexian Rebirth): one token whose power and toughness are how many permanents
// the destruction right before, of every permanent of that card type, destroyed (608.2c; indestructible and
// regenerated ones were not, 702.12b, 701.19a).
bool xTokenPerDestroyed(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf)
{
    static const QRegularExpression whereX(QStringLiteral(
        "^(create an X/X .+ creature token(?: with .+)?), where X is the number of ([a-z]+)s destroyed this way$"));
    const auto m = whereX.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& destroy = into->effect.last();
    QString type = m.captured(2);
    type[0] = type[0].toUpper();
    const std::optional<CardType> counted = cardTypeFromName(type);
    if (!counted || destroy.kind != ActionKind::Destroy || !destroy.object || destroy.object->isRef() || destroy.pick > 0
        || destroy.condition || destroy.optional || destroy.object->types != quint16(*counted))
        return false;
    Action made;
    if (!tokenOf(m.captured(1), &made) || made.kind != ActionKind::CreateToken || !made.token || made.amount.x
        || made.amount.n != 1 || made.amountOf || !made.token->front.power || made.token->front.power->text != QLatin1String("X"))
        return false;
    made.amountOf = Expr();
    made.amountOf->kind = Expr::Kind::CountThisWay;
    into->effect << made;
    return true;
}

// Round 37: "Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens." (Hellion
// Eruption): as many tokens as the sacrifice right before, of all of a kind you control, sacrificed (608.2c, 701.17a).
bool tokensPerSacrificed(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf)
{
    static const QRegularExpression thatMany(QStringLiteral("^create that many (.+ creature tokens(?: with .+)?)$"));
    const auto m = thatMany.match(s);
    if (!m.hasMatch() || into->effect.isEmpty())
        return false;
    const Action& sacrifice = into->effect.last();
    if (sacrifice.kind != ActionKind::Sacrifice || !sacrifice.who.isEmpty() || !sacrifice.object || sacrifice.object->isRef()
        || sacrifice.object->controller != Selector::Who::You || sacrifice.pick > 0 || sacrifice.condition || sacrifice.optional)
        return false;
    Action made;
    if (!tokenOf(QStringLiteral("create two ") + m.captured(1), &made) || made.kind != ActionKind::CreateToken || !made.token
        || made.amountOf || !(made.amount == Amount::number(2)) || made.tapped || !made.who.isEmpty()
        || (made.token->front.power && made.token->front.power->text == QLatin1String("X")))
        return false;
    made.amount = Amount::number(1);   // as the card format reads a computed count back
    made.amountOf = Expr();
    made.amountOf->kind = Expr::Kind::CountThisWay;
    into->effect << made;
    return true;
}

}   // namespace

bool tokensCountedThisWay(const QString& s, AbilityDef* into, const std::function<bool(const QString&, Action*)>& tokenOf)
{
    if (tokensPerCardExiled(s, into, tokenOf) || xTokenPerDestroyed(s, into, tokenOf) || tokensPerSacrificed(s, into, tokenOf))
        return true;
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
    if (!oneToken(m.captured(3), tokenOf, &made))
        return false;
    Expr kindDiscarded;
    kindDiscarded.kind = Expr::Kind::CountThisWay;
    kindDiscarded.selector = QSharedPointer<Selector>::create(card);
    made.amountOf = timesEach(kindDiscarded, 1);
    into->effect << made;
    return true;
}

}   // namespace strata::import
