#include "OracleParser.h"
#include "cards/CardParser.h"
#include <functional>
#include <QRegularExpression>

// Round 34 (`impspelll34`): a library search for a card of one kind or a card with a keyword (701.23).

namespace strata::import {

namespace {

// The search of your library for one card of the union `card.anyOf` (its parts already in your library), revealed
// and put `to` ("hand", or "top" after the shuffle).
Action revealedSearchForOneOf(Selector card, const QString& to)
{
    card.where = Selector::Where::Specific;
    card.zone = Zone::Library;
    card.ownerYou = true;
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = card;
    a.amount = Amount::number(1);
    a.reveal = true;
    a.text = to;
    return a;
}

// Round 39: "search your library for a creature card with deathtouch, hexproof, reach, or trample, reveal it, then
// shuffle and put that card on top" (Mwonvuli Beast Tracker, its older two sentences mended to this): one card of that
// kind with any of the keywords (702.2, 702.11, 702.17, 702.19), a union of one card per keyword; revealed (701.20),
// then put on top after the shuffle (701.24, 401.4), as Mystical Tutor's card is.
bool searchForCardWithKeywords(const QString& s, AbilityDef* into, const std::function<std::optional<Selector>(const QString&)>& kinds)
{
    static const QRegularExpression anyKeyword(QStringLiteral(
        "^search your library for an? ([a-z]+ card) with ((?:[a-z]+, )+)or ([a-z]+), reveal it, then shuffle and put that card "
        "on top$"));
    const auto m = anyKeyword.match(s);
    if (!m.hasMatch())
        return false;
    const std::optional<Selector> kind = kinds(m.captured(1));
    if (!kind || !kind->anyOf.isEmpty() || !kind->named.isEmpty() || !kind->hasKeyword.isEmpty())
        return false;
    QStringList keywords = m.captured(2).split(QStringLiteral(", "), Qt::SkipEmptyParts);
    keywords << m.captured(3);
    Selector card;
    for (QString keyword : keywords) {
        keyword[0] = keyword[0].toUpper();
        if (!CardParser::knownKeywords().contains(keyword))
            return false;
        Selector part = *kind;
        part.zone = Zone::Library;
        part.ownerYou = true;
        part.hasKeyword = keyword;
        card.anyOf << part;
    }
    into->effect << revealedSearchForOneOf(card, QStringLiteral("top"));
    return true;
}

}   // namespace

// "Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle"
// (Mystical Teachings): one card of either kind, a union of two cards of your library, as "a basic land card or
// a Gate card" is (OracleLibrary.cpp); the second is any card with that keyword (702.8 for flash).
bool OracleParser::searchForCardWithKeyword(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression either(QStringLiteral(
        "^search your library for an? ([a-z]+ card) or a card with ([a-z]+), reveal it, put it into your hand, then shuffle"
        "(?: your library)?$"));
    const auto m = either.match(s);
    if (!m.hasMatch())
        return searchForCardWithKeywords(s, into, [this](const QString& k) { return cardKinds(k); });
    std::optional<Selector> kind = cardKinds(m.captured(1));
    std::optional<Selector> withKeyword = cardKinds(QStringLiteral("card"));
    if (!kind || !withKeyword || !kind->anyOf.isEmpty() || !kind->named.isEmpty() || !kind->hasKeyword.isEmpty())
        return false;
    QString keyword = m.captured(2);
    keyword[0] = keyword[0].toUpper();
    withKeyword->hasKeyword = keyword;
    Selector card;
    for (Selector* part : {&*kind, &*withKeyword}) {
        part->zone = Zone::Library;
        part->ownerYou = true;
        card.anyOf << *part;
    }
    into->effect << revealedSearchForOneOf(card, QStringLiteral("hand"));
    return true;
}

}   // namespace strata::import
