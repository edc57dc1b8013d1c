#include "OracleParser.h"
#include <QRegularExpression>

// Round 34 (`impspelll34`): several cards searched for and put on top of the library after the shuffle
// (701.23, 401.4), as the tutors' one card is (Mystical Tutor, OracleLibrary.cpp).

namespace strata::import {

// "search your library for up to three creature cards, reveal them, then shuffle and put those cards on top in
// any order" (Congregation at Dawn; Scouting Trek's "any number of basic land cards" as mendedLibrarySpellWording
// says it): the cards as the search into a hand reads them (libraryAction), then put on top of the shuffled
// library in the order their owner chooses (401.4). A single card keeps the tutors' own reading;
// "X cards" (Insidious Dreams) is read too.
bool OracleParser::severalSearchedToTop(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression toTop(QStringLiteral(
        "^search your library for ((?:up to (?:two|three|four|five)|any number of) [^,]+ cards|X (?:[^,]+ )?cards)(, reveal them)?, then shuffle "
        "and put those cards on top in any order$"));
    const auto m = toTop.match(s);
    if (!m.hasMatch())
        return false;
    const bool reveal = !m.captured(2).isEmpty();
    // "X cards" (Insidious Dreams): read as two cards are, then X of them, the X the spell was cast with (107.3).
    const bool x = m.captured(1).startsWith(QLatin1String("X "));
    if (x && into->kind != AbilityDef::Kind::Spell)
        return false;
    AbilityDef found;
    found.kind = into->kind;
    const QString cards = x ? QStringLiteral("two") + m.captured(1).mid(1) : m.captured(1);
    const QString intoHand = QStringLiteral("search your library for %1%2, put them into your hand, then shuffle")
                                 .arg(cards, reveal ? QStringLiteral(", reveal them") : QString());
    if (!libraryAction(intoHand, &found) || found.effect.size() != 1 || !found.targets.isEmpty()
        || found.effect[0].kind != ActionKind::SearchLibrary || !found.effect[0].object
        || (found.effect[0].object->upTo == 0) != x)
        return false;
    Action a = found.effect[0];
    a.text = QStringLiteral("top");
    if (x)
        a.amount = Amount{true, 0};
    into->effect << a;
    return true;
}

}   // namespace strata::import
