#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 32: a look at the top cards of your library that keeps several of them (608.2c, 701.16): "Look at the
// top six cards of your library. Put up to two creature cards with converted mana cost 3 or less from among them
// onto the battlefield. Put the rest on the bottom of your library in any order." (Collected Company), "… You
// may reveal any number of creature cards from among them and put the revealed cards into your hand. …" (Lead
// the Stampede). Joined into one instruction by joinedInstructions.

namespace strata::import {

bool OracleParser::lookAtTopPicks(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression picks(QStringLiteral(
        "^look at the top (?<n>two|three|four|five|six|seven|eight|nine|ten) cards of your library; (?:put up to "
        "(?<upTo>two|three|four) (?<battlefield>[^;]+?) from among them onto the battlefield|you may reveal any number "
        "of (?<revealed>[^;]+?) from among them and put the revealed cards into your hand); put the rest "
        "(?<rest>on the bottom of your library in any order|on the bottom of your library in a random order|into your "
        "graveyard)$"));
    const auto m = picks.match(s);
    if (!m.hasMatch())
        return false;
    const int n = *numberWord(m.captured(u"n"));
    const bool battlefield = !m.captured(u"battlefield").isEmpty();
    const int pick = battlefield ? *numberWord(m.captured(u"upTo")) : n;
    auto card = cardKinds(battlefield ? m.captured(u"battlefield") : m.captured(u"revealed"));
    if (!card || !card->named.isEmpty() || (battlefield && pick >= n))
        return false;
    card->zone = Zone::Library;
    card->ownerYou = true;
    Action a;
    a.kind = ActionKind::LookAtTop;
    a.amount = Amount::number(n);
    a.keep = pick;
    a.pick = pick;
    a.pickUpTo = true;   // "up to two", "you may reveal any number": none at all too
    a.object = *card;
    a.reveal = !battlefield;
    if (battlefield)
        a.destination = Zone::Battlefield;
    const QString rest = m.captured(u"rest");
    a.text = lookedRestDestination(rest);
    into->effect << a;
    return true;
}

std::optional<Selector> OracleParser::lookedCardKinds(const QString& kinds) const
{
    // Round 34: "You may reveal a historic card from among them …" (Weatherlight): an artifact, legendary or Saga card
    // (700.6), the parts a historic spell has.
    if (kinds != QLatin1String("historic card"))
        return cardKinds(kinds);
    Selector card = historicSpell();
    card.word = QStringLiteral("card");
    card.where = Selector::Where::Specific;
    return card;
}

}   // namespace strata::import
