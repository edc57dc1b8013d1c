#include "OracleKickedTheirSearch.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 40 (`impspelll40`): Sadistic Sacrament, "Search target player's library for up to three cards, exile them, then
// that player shuffles their library. If ~ was kicked, instead search that player's library for up to fifteen cards,
// exile them, then that player shuffles their library." "That player" is the one target player the search before named
// (608.2c); the kicked search is that one with another number, any cards, exiled.

namespace strata::import {

bool thatPlayersSearchAgain(const QString& clause, AbilityDef* into)
{
    static const QRegularExpression again(QStringLiteral(
        "^search that player's library for up to (\\w+) cards, exile them, then that player shuffles their library$"));
    const auto m = again.match(clause);
    const auto n = m.hasMatch() ? numberWord(m.captured(1)) : std::nullopt;
    if (!n || *n < 2 || into->kind != AbilityDef::Kind::Spell || into->effect.size() != 1 || into->targets.size() != 1)
        return false;
    const Action& before = into->effect.first();
    // Any cards ("up to three cards"), exiled from the one target player's library: only the number changes.
    if (before.kind != ActionKind::SearchLibrary || before.who != QLatin1String("target_player")
        || before.text != QLatin1String("exile") || !before.object || before.object->upTo == 0 || before.amountOf
        || before.amount.x || before.reveal || before.tapped)
        return false;
    Selector anyCards;
    anyCards.word = QStringLiteral("card");
    anyCards.where = Selector::Where::Specific;
    anyCards.zone = Zone::Library;
    anyCards.upTo = before.object->upTo;
    if (*before.object != anyCards)
        return false;
    Action kicked = before;
    kicked.amount = Amount::number(*n);
    kicked.object->upTo = quint8(*n);
    into->effect << kicked;
    return true;
}

}   // namespace strata::import
