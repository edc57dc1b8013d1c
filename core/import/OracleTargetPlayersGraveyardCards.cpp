#include "OracleTargetPlayersGraveyardCards.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool targetPlayersGraveyardCardsShuffled(const QString& s, AbilityDef* into)
{
    static const QRegularExpression re(QStringLiteral(
        "^target player shuffles (up to (?:one|two|three|four|five) |any number of )?target (cards?) from their graveyard "
        "into their library$"));
    const auto m = re.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    const QString many = m.captured(1);
    const bool plural = m.captured(2) == QLatin1String("cards");
    Selector cards;
    cards.word = QStringLiteral("card");
    cards.where = Selector::Where::Specific;
    cards.zone = Zone::Graveyard;
    cards.whose = QStringLiteral("target_player");   // the cards' owner is the player target (108.3)
    if (many == QLatin1String("any number of "))
        cards.upTo = Selector::kAnyNumber;
    else if (!many.isEmpty())
        cards.upTo = quint8(*numberWord(many.section(QLatin1Char(' '), 2, 2)));
    if ((cards.upTo > 1) != plural)
        return false;   // "up to one target cards", "target cards" without a number: not printed
    Selector player;
    player.word = QStringLiteral("player");
    into->targets << player << cards;
    Action shuffle;
    shuffle.kind = ActionKind::ShuffleIntoLibrary;
    shuffle.who = QStringLiteral("target_player");   // that player shuffles; the cards go to their owner's library
    shuffle.object = Selector();
    // Every target after the player: the event player's Targets skips the player, who is no object.
    shuffle.object->ref = cards.upTo > 1 ? Selector::Ref::Targets : Selector::Ref::Target2;
    into->effect << shuffle;
    return true;
}

}   // namespace strata::import
