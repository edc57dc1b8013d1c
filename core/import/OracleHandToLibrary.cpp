#include "OracleHandToLibrary.h"
#include <QRegularExpression>

namespace strata::import {

bool chosenHandCardsOnLibrary(const QString& s, const OneObject& cardKinds,
    const std::function<bool(const QString&, AbilityDef*)>& target, AbilityDef* into)
{
    static const QRegularExpression one(QStringLiteral(
        "^look at (target player|target opponent)'s hand and choose a card from it; put that card on top of that player's "
        "library$"));
    static const QRegularExpression two(QStringLiteral(
        "^look at (target player|target opponent)'s hand and choose two cards from it; put them on top of that player's "
        "library in any order$"));
    const auto single = one.match(s);
    const auto pair = single.hasMatch() ? QRegularExpressionMatch() : two.match(s);
    if ((!single.hasMatch() && !pair.hasMatch()) || !into->targets.isEmpty())
        return false;
    // The card as Duress's chosen card is (OracleLibrary.cpp): the event player looks for it in that player's hand.
    auto card = cardKinds(QStringLiteral("card"));
    if (!card)
        return false;
    card->where = Selector::Where::Battlefield;
    card->zone = Zone::Battlefield;
    card->ownerYou = false;
    AbilityDef withTarget = *into;
    if (!target(single.hasMatch() ? single.captured(1) : pair.captured(1), &withTarget))
        return false;
    Action a;
    a.kind = ActionKind::DiscardChosen;
    a.object = *card;
    a.destination = Zone::Library;
    a.pick = pair.hasMatch() ? 2 : 0;
    *into = withTarget;
    into->effect << a;
    return true;
}

}   // namespace strata::import
