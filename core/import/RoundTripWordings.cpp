#include "RoundTripWordings.h"
#include <QRegularExpression>

namespace strata::import {

// A library search's older wordings (701.23) say what today's does: "… card and put that card into your
// hand. Then shuffle your library." is "… card, put it into your hand, then shuffle", and so is "… If you
// search your library this way, shuffle it." after "You may search"; "reveal that card,
// and put it" is "reveal it, put it"; "then shuffle and put that card on top of it" ends "on top".
// "Put one of those cards into your hand" (Machinate) is "put one of them into your hand".
QString librarySearchWording(QString text)
{
    // Mystical Tutor's older "… card and reveal that card. Shuffle your library, then put the card on top
    // of it." is today's "… card, reveal it, then shuffle and put that card on top".
    static const QRegularExpression tutorTop(QStringLiteral(
        "(\\b[Ss]earch your library for [^.]*?card) and reveal that card\\. Shuffle your library, then put the card on top of it"));
    text.replace(tutorTop, QStringLiteral("\\1, reveal it, then shuffle and put that card on top"));
    static const QRegularExpression shuffleSentence(
        QStringLiteral("(\\b[Ss]earch your library for [^.]*)\\. (?:Then shuffle(?: your library)?|If you search your library this way, shuffle it"
                       "|If you do, shuffle your library)(?=\\.|$)"));
    text.replace(shuffleSentence, QStringLiteral("\\1, then shuffle"));
    text.replace(QStringLiteral("If you searched your library this way, shuffle it"),
        QStringLiteral("If you search your library this way, shuffle it"));
    static const QRegularExpression revealAnd(QStringLiteral("\\breveal (?:that card|it),?(?: and)? put it\\b"));
    text.replace(revealAnd, QStringLiteral("reveal it, put it"));
    static const QRegularExpression andPut(
        QStringLiteral("(\\b[Ss]earch your library for [^.]*?cards?(?: with mana value \\w+ or less)?)(?:,? and) (put|exile|reveal) "));
    text.replace(andPut, QStringLiteral("\\1, \\2 "));
    static const QRegularExpression thatCard(QStringLiteral("(\\b[Ss]earch your library for [^.]*?)\\bput that card (into|onto)\\b"));
    text.replace(thatCard, QStringLiteral("\\1put it \\2"));
    static const QRegularExpression thoseCards(QStringLiteral("(\\b[Ss]earch your library for [^.]*?)\\bput those cards (into|onto)\\b"));
    text.replace(thoseCards, QStringLiteral("\\1put them \\2"));
    text.replace(QStringLiteral("then shuffle and put that card on top of it"), QStringLiteral("then shuffle and put that card on top"));
    // A token's ability after it (older): "… tokens. They have \"…\"" is "… tokens with \"…\"" (111.2).
    static const QRegularExpression tokenAbility(QStringLiteral("\\b(tokens?)\\. (?:It has|They have) \""));
    text.replace(tokenAbility, QStringLiteral("\\1 with \""));
    static const QRegularExpression tokenKeywordsAbility(QStringLiteral("\\b(tokens? with [^.\"]+)\\. (?:It has|They have) \""));
    text.replace(tokenKeywordsAbility, QStringLiteral("\\1 and \""));
    // Impulse: "Exile the top card of your library. You may play it this turn." is "… Until end of turn, you
    // may play that card." (by then "you may play that card until end of turn"), and "… cards exiled this
    // way" after "the top three cards" is "those cards".
    static const QRegularExpression playThisTurn(QStringLiteral(
        "(\\bthe top (?:card|\\w+ cards) of (?:your|their) library)\\. You may play (?:(it|that card)|them|those cards) this turn\\b"));
    for (auto m = playThisTurn.match(text); m.hasMatch(); m = playThisTurn.match(text))
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + (m.captured(2).isEmpty() ? QStringLiteral(". you may play those cards until end of turn")
                                                     : QStringLiteral(". you may play that card until end of turn")));
    // (This runs after "Until end of turn, X" became "X until end of turn", above in normalisedForRoundTrip.)
    static const QRegularExpression playExiled(QStringLiteral(
        "(\\bthe top \\w+ cards of your library)\\. you may play cards exiled this way until end of turn\\b"));
    text.replace(playExiled, QStringLiteral("\\1. you may play those cards until end of turn"));
    // "Reveal the top card of your library. If it's a land card, … Otherwise, put that card into your hand."
    static const QRegularExpression otherwiseThatCard(QStringLiteral(
        "(\\b[Rr]eveal the top card of your library\\. If it's [^.]+\\. Otherwise, put) that card (?=into )"));
    text.replace(otherwiseThatCard, QStringLiteral("\\1 it "));
    static const QRegularExpression ofThoseCards(QStringLiteral("\\b([Pp]ut \\w+) of those cards into your hand\\b"));
    text.replace(ofThoseCards, QStringLiteral("\\1 of them into your hand"));
    return text;
}

}   // namespace strata::import
