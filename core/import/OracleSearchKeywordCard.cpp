#include "OracleParser.h"
#include <QRegularExpression>

// Round 34 (`impspelll34`): a library search for a card of one kind or a card with a keyword (701.23).

namespace strata::import {

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
        return false;
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
    card.where = Selector::Where::Specific;
    card.zone = Zone::Library;
    card.ownerYou = true;
    Action a;
    a.kind = ActionKind::SearchLibrary;
    a.object = card;
    a.amount = Amount::number(1);
    a.reveal = true;
    a.text = QStringLiteral("hand");
    into->effect << a;
    return true;
}

}   // namespace strata::import
