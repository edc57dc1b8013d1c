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
    // "target player reveals their hand; you choose a nonland card from it; that player puts that card into their library
    // third from the top" (Lost Hours): revealed, of a kind, its place from the top in the amount (401.4).
    static const QRegularExpression third(QStringLiteral(
        "^(target player|target opponent) reveals their hand; you choose (?:a|an) (.+?) from it; that player puts that card "
        "into their library third from the top$"));
    const auto single = one.match(s);
    const auto pair = single.hasMatch() ? QRegularExpressionMatch() : two.match(s);
    const auto placed = single.hasMatch() || pair.hasMatch() ? QRegularExpressionMatch() : third.match(s);
    if ((!single.hasMatch() && !pair.hasMatch() && !placed.hasMatch()) || !into->targets.isEmpty())
        return false;
    // The card as Duress's chosen card is (OracleLibrary.cpp): the event player looks for it in that player's hand.
    auto card = cardKinds(placed.hasMatch() ? placed.captured(2) : QStringLiteral("card"));
    if (!card || !card->named.isEmpty() || card->manaValueAtMost || card->manaValueAtLeast || card->manaValueAtMostX)
        return false;
    card->where = Selector::Where::Battlefield;
    card->zone = Zone::Battlefield;
    card->ownerYou = false;
    AbilityDef withTarget = *into;
    if (!target(single.hasMatch() ? single.captured(1) : pair.hasMatch() ? pair.captured(1) : placed.captured(1), &withTarget))
        return false;
    Action a;
    a.kind = ActionKind::DiscardChosen;
    a.object = *card;
    a.destination = Zone::Library;
    a.pick = pair.hasMatch() ? 2 : 0;
    if (placed.hasMatch()) {
        a.reveal = true;
        a.amount = Amount::number(3);
    }
    *into = withTarget;
    into->effect << a;
    return true;
}

}   // namespace strata::import
