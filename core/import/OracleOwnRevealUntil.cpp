#include "OracleOwnRevealUntil.h"
#include <QRegularExpression>

namespace strata::import {

bool ownRevealUntilAllMoved(const QString& s, const OneObject& cardKinds, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:reveal cards from the top of your library until you reveal (?:a|an) ([a-z]+ card); put all cards revealed this way "
        "on the bottom of your library in any order|exile cards from the top of your library until you exile (?:a|an) "
        "([a-z]+ card))$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return false;
    const bool exiled = !m.captured(2).isEmpty();
    auto card = cardKinds(exiled ? m.captured(2) : m.captured(1));
    if (!card || !card->named.isEmpty() || card->upTo > 0 || card->manaValueAtMost || card->manaValueAtLeast
        || card->manaValueAtMostX)
        return false;
    card->zone = Zone::Library;
    card->ownerYou = true;
    Action a;
    a.kind = ActionKind::RevealUntil;
    a.object = *card;
    // The card found goes where the others go: all on the bottom in the order you choose (401.4), or all exiled.
    a.destination = exiled ? Zone::Exile : Zone::Library;
    a.text = exiled ? QStringLiteral("exile") : QStringLiteral("bottom_any_order");
    into->effect << a;
    return true;
}

bool damageToYouPerRevealed(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("~ deals damage to you equal to the number of cards revealed this way"))
        return false;
    if (into->effect.isEmpty())
        return false;
    const Action& reveal = into->effect.last();
    if (reveal.kind != ActionKind::RevealUntil || !reveal.who.isEmpty() || reveal.amount.x || reveal.amount.n > 1
        || reveal.optional || reveal.condition)
        return false;
    Action damage;
    damage.kind = ActionKind::Damage;
    damage.who = QStringLiteral("you");
    damage.amount = Amount::number(0);
    damage.amountOf = Expr();
    damage.amountOf->kind = Expr::Kind::CountThisWay;
    into->effect << damage;
    return true;
}

}   // namespace strata::import
