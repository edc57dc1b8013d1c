#include "OracleEventPlayerHand.h"
#include <QRegularExpression>

namespace strata::import {

bool eventPlayersChosenCard(const QString& s, const OneObject& cardKinds, AbilityDef* into)
{
    static const QRegularExpression chosen(QStringLiteral(
        "^(?:that player reveals their hand; you choose|look at that player's hand and choose) (?:a|an) (.+?) from it; "
        "that player (discards|exiles) that card$"));
    const auto m = chosen.match(s);
    // Only a trigger's event names "that player" (603.7c); after a target player it would be that one.
    if (!m.hasMatch() || into->kind != AbilityDef::Kind::Triggered || !into->targets.isEmpty())
        return false;
    // The card as Duress's chosen card is (OracleLibrary.cpp): the event player looks for it in that player's hand.
    auto card = cardKinds(m.captured(1));
    if (!card || !card->named.isEmpty() || card->manaValueAtMost || card->manaValueAtLeast || card->manaValueAtMostX)
        return false;
    card->where = Selector::Where::Battlefield;
    card->zone = Zone::Battlefield;
    card->ownerYou = false;
    Action a;
    a.kind = ActionKind::DiscardChosen;
    a.object = *card;
    a.who = QStringLiteral("that_player");
    a.reveal = s.startsWith(QLatin1String("that player reveals"));
    if (m.captured(2) == QLatin1String("exiles"))
        a.destination = Zone::Exile;   // 406.3: exiled from the hand, not discarded (701.8)
    into->effect << a;
    return true;
}

}   // namespace strata::import
