#include "OracleParser.h"
#include "OracleEventPlayers.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// Support (701.41a), and instructions on a player's whole hand or graveyard: "discard your hand"
// (701.8), "each player discards their hand", "exile all cards from target player's graveyard",
// "exile all graveyards". `s` starts in lower case, without its stop.
bool OracleParser::playerZoneAction(const QString& s, Action* a, AbilityDef* into) const
{
    static const QRegularExpression support(QStringLiteral("^support (\\d+)$"));
    if (const auto m = support.match(s); m.hasMatch()) {
        // 701.41a: "up to N other target creatures" on a permanent, "up to N target creatures" on a spell.
        const int n = m.captured(1).toInt();
        if (n < 1 || n > 9 || !into->targets.isEmpty())
            return false;
        Selector creatures;
        creatures.types = quint16(CardType::Creature);
        creatures.other = !(m_type.cardTypes & (quint16(CardType::Instant) | quint16(CardType::Sorcery)));
        creatures.upTo = quint8(n);
        into->targets << creatures;
        a->kind = ActionKind::Support;
        a->amount = Amount::number(n);
        Selector them;
        them.ref = Selector::Ref::Targets;
        a->object = them;
        return true;
    }
    // Round 32: "exile a land card from your graveyard" (Forgotten Harvest): one card, chosen as it resolves,
    // not a target (115.1), of the kinds a cost "Exile a land card from your graveyard" names. Round 34: several,
    // "exile seven cards from your graveyard" (False Memories' delayed trigger), as many as there are when fewer.
    // Round 36: "exile a creature card from a graveyard" (Entrails Feaster): one card of any graveyard (404.2).
    static const QRegularExpression oneGraveyardCard(QStringLiteral(
        "^exile (an?|two|three|four|five|six|seven) ((?:.+ )?cards?) from (your|a) graveyard$"));
    if (const auto m = oneGraveyardCard.match(s); m.hasMatch()) {
        CostPart part;
        const int n = *numberWord(m.captured(1));
        if (!morePart(QStringLiteral("Exile %1 %2 from your graveyard").arg(m.captured(1), m.captured(2)), false, &part)
            || part.kind != CostKind::ExileFromGraveyard || !part.card || part.card->other || part.amountX || part.amount != n)
            return false;
        a->kind = ActionKind::ExileFromGraveyard;
        a->amount = Amount::number(n);
        a->object = *part.card;
        a->object->ownerYou = m.captured(3) == QLatin1String("your");
        if (!a->object->ownerYou && n != 1)
            return false;   // "a graveyard" is said of one card
        return true;
    }
    // Round 36: "you may exile a card from your hand. If you do, …" (Forsaken City): one card of your hand, chosen
    // as it resolves (608.2d), as the cost "Exile a card from your hand" is (no target, 115.1).
    if (s == QLatin1String("exile a card from your hand")) {
        Selector card;
        card.word = QStringLiteral("card");
        card.where = Selector::Where::Specific;
        card.zone = Zone::Hand;
        card.ownerYou = true;
        a->kind = ActionKind::Exile;
        a->object = card;
        a->pick = 1;
        return true;
    }
    static const QRegularExpression hand(QStringLiteral(
        "^(discard your hand|discard all the cards in your hand|"   // round 32: the older words (Forgotten Creation)
        "(each player|each opponent|target player|target opponent|that player|defending player) discards their hand)$"));
    static const QRegularExpression graveyard(QStringLiteral(
        "^exile (?:all cards from )?(your graveyard|all graveyards|each opponent's graveyard|target player's graveyard|"
        "target opponent's graveyard)$"));
    static const QRegularExpression handExile(
        QStringLiteral("^(target player|target opponent) exiles (a card|two cards|three cards) from their hand$"));
    QString player;
    if (const auto m = hand.match(s); m.hasMatch()) {
        a->kind = ActionKind::DiscardHand;
        player = m.captured(2);
    } else if (s == QLatin1String("exile all cards from target player's hand and graveyard")) {
        // Round 33: Identity Crisis, the hand's cards exiled with the graveyard's (`text` "hand_and_graveyard").
        a->kind = ActionKind::ExileGraveyard;
        a->text = QStringLiteral("hand_and_graveyard");
        player = QStringLiteral("target player");
    } else if (const auto m = graveyard.match(s); m.hasMatch()) {
        a->kind = ActionKind::ExileGraveyard;
        player = m.captured(1).section(QLatin1Char('\''), 0, 0);
        if (player == QLatin1String("all graveyards"))
            player = QStringLiteral("each player");
        else if (player == QLatin1String("your graveyard"))
            player.clear();
    } else if (const auto m = handExile.match(s); m.hasMatch()) {
        // Round 39: "Target opponent exiles a card from their hand." (Mindmelter, Karn Liberated's +4): one card of
        // that player's hand, which they choose as it resolves (608.2d; the event player's HandExiles.cpp).
        // Round 44: "… exiles two cards from their hand" (Witness the End): that many, all chosen by that player.
        Selector card;
        card.word = QStringLiteral("card");
        card.where = Selector::Where::Specific;
        card.zone = Zone::Hand;
        a->kind = ActionKind::Exile;
        a->object = card;
        a->pick = m.captured(2) == QLatin1String("a card") ? 1 : *numberWord(m.captured(2).section(QLatin1Char(' '), 0, 0));
        player = m.captured(1);
    } else {
        return false;
    }
    // Round 17: "that player discards their hand" after an event that names one player (Nicol Bolas, Shocker).
    if (player == QLatin1String("that player")) {
        if (!namesOnePlayer(*into))
            return false;
        a->who = QStringLiteral("that_player");
    } else if (player == QLatin1String("defending player")) {   // round 27: after an attack (508.5a), Robber Fly
        if (!attackEvent(into->event))
            return false;
        a->who = QStringLiteral("defending_player");
    } else if (player.startsWith(QLatin1String("target"))) {
        Selector::Ref r;
        if (!target(player, into, &r))
            return false;
        a->who = QStringLiteral("target_player");
    } else if (!player.isEmpty()) {
        a->who = player == QLatin1String("each opponent") ? QStringLiteral("each_opponent") : QStringLiteral("each_player");
    }
    return true;
}

}   // namespace strata::import
