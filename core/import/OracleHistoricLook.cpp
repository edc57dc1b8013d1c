#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include <QRegularExpression>

// Round 34 (`impspelll34b`): a historic card kept of the top cards looked at (700.6).

namespace strata::import {

// "Look at the top five cards of your library. You may reveal a historic card from among them and put it into your
// hand. Put the rest on the bottom of your library in a random order." (Board the Weatherlight; Weatherlight's
// trigger): the look Commune with Nature's words read (OracleLibrary.cpp), the card kept an artifact, a legendary
// card or a Saga card (700.6), the union historicSpell() gives, here a card of your library.
bool OracleParser::historicCardLooked(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression historic(QStringLiteral(
        "^(look at the top \\w+ cards of your library; you may reveal) a historic card (from among them and put it into your "
        "hand; put the rest .+)$"));
    const auto m = historic.match(s);
    if (!m.hasMatch())
        return false;
    const int before = into->effect.size();
    // Read as an artifact card would be, then the card is made historic.
    if (!libraryAction(m.captured(1) + QStringLiteral(" an artifact card ") + m.captured(2), into))
        return false;
    if (into->effect.size() != before + 1 || into->effect.last().kind != ActionKind::LookAtTop || !into->effect.last().object) {
        into->effect.resize(before);
        return false;
    }
    Selector card = historicSpell();
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Specific;
    card.zone = Zone::Library;
    card.ownerYou = true;
    into->effect.last().object = card;
    return true;
}

}   // namespace strata::import
