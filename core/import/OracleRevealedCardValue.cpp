#include "OracleRevealedCardValue.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// The mana value of the card the look before it revealed (and kept, when it kept one): 202.3.
Action lifeOfRevealedCard(ActionKind kind, const QString& who)
{
    Action a;
    a.kind = kind;
    a.who = who;
    a.amount = Amount::number(0);   // the count is all in amountOf, as the card format reads a life loss's
    Expr manaValue;
    manaValue.kind = Expr::Kind::ManaValueOfMoved;
    a.amountOf = manaValue;
    return a;
}

// "reveal the top card of your library": one card, revealed; `kept` when it is then put into your hand.
Action revealTop(bool kept)
{
    Action look;
    look.kind = ActionKind::LookAtTop;
    look.amount = Amount::number(1);
    look.keep = kept ? 1 : 0;
    look.reveal = true;
    look.text = kept ? QStringLiteral("hand") : QStringLiteral("none");
    return look;
}

}   // namespace

bool revealedCardLifeAmounts(const QString& effect, AbilityDef* into)
{
    if (!into->effect.isEmpty())
        return false;
    // Baneful Omen: revealing is the choice, the ability's "you may" (603.5, read by the frame); the loss only
    // when the card was revealed.
    if (into->optional
        && effect == QLatin1String("reveal the top card of your library. If you do, each opponent loses life equal to its "
                                   "mana value.")) {
        Action look = revealTop(false);
        Action lose = lifeOfRevealedCard(ActionKind::LoseLife, QStringLiteral("each_opponent"));
        lose.ifYouDo = true;
        into->effect << look << lose;
        return true;
    }
    // Twilight Prophet: the card put into your hand, then the same X lost by each opponent and gained by you
    // (119.3), counted from that card where it went (608.2h).
    if (effect == QLatin1String("reveal the top card of your library and put that card into your hand. Each opponent loses "
                                "X life and you gain X life, where X is its mana value.")) {
        into->effect << revealTop(true) << lifeOfRevealedCard(ActionKind::LoseLife, QStringLiteral("each_opponent"))
                     << lifeOfRevealedCard(ActionKind::GainLife, QString());
        return true;
    }
    return false;
}

}   // namespace strata::import
