#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// The card a search or a choice names: "creature card", "basic land card", "card", "instant or sorcery
// card", with "with converted mana cost 3 or less" (mana value) after it.
std::optional<Selector> OracleParser::cardKinds(QString kinds) const
{
    // "a card named ~" (201.2): any card of that name, the searching card's own too. One name: "named
    // Festering Newt or Bubbling Cauldron" is either of two, which a selector's one name can't say.
    static const QRegularExpression named(QStringLiteral("^cards? named (~|[A-Z][^,]*)$"));
    if (const auto m = named.match(kinds); m.hasMatch() && !m.captured(1).contains(QLatin1String(" or "))
        && !m.captured(1).contains(QLatin1String(" and "))) {
        auto card = graveyardCard(QString(), false);
        if (!card || card->where != Selector::Where::Specific)
            return std::nullopt;
        card->named = m.captured(1) == QLatin1String("~") ? m_name : m.captured(1);
        return card;
    }
    std::optional<int> manaValue, manaValueAtLeast;
    bool manaValueX = false;
    static const QRegularExpression limit(QStringLiteral("^(.*?) ?cards? with (?:converted mana cost|mana value) (\\d+|X) or less$"));
    // "a creature card with converted mana cost 6 or greater" (Fierce Empath)
    static const QRegularExpression floor(QStringLiteral("^(.*?) ?cards? with (?:converted mana cost|mana value) (\\d+) or greater$"));
    static const QRegularExpression plain(QStringLiteral("^(.*?) ?cards?$"));
    // "an artifact card with converted mana cost 3" (Trophy Mage): that mana value and no other.
    static const QRegularExpression exact(QStringLiteral("^(.*?) ?cards? with (?:converted mana cost|mana value) (\\d+)$"));
    if (const auto m = exact.match(kinds); m.hasMatch()) {
        manaValue = manaValueAtLeast = m.captured(2).toInt();
        kinds = m.captured(1);
    } else if (const auto m = limit.match(kinds); m.hasMatch()) {
        if (m.captured(2) == QLatin1String("X"))
            manaValueX = true;
        else
            manaValue = m.captured(2).toInt();
        kinds = m.captured(1);
    } else if (const auto m = floor.match(kinds); m.hasMatch()) {
        manaValueAtLeast = m.captured(2).toInt();
        kinds = m.captured(1);
    } else if (const auto m = plain.match(kinds); m.hasMatch()) {
        kinds = m.captured(1);
    } else {
        return std::nullopt;
    }
    std::optional<Selector> card;
    if (kinds.endsWith(QLatin1String("permanent"))) {
        // "a Mercenary permanent card": a card with a permanent type (110.4).
        bool plural = false;
        card = objects(kinds, &plural);
        if (!card || plural || card->isRef() || card->word != QLatin1String("permanent") || card->other
            || card->controller != Selector::Who::Any || card->tapped || card->attacking || !card->hasKeyword.isEmpty())
            return std::nullopt;
        card->word = QStringLiteral("permanent_card");
        card->where = Selector::Where::Specific;
        card->zone = Zone::Graveyard;   // as graveyardCard leaves it; the caller sets the zone
    } else {
        card = graveyardCard(kinds, false);
    }
    if (!card || card->where != Selector::Where::Specific)
        return std::nullopt;
    card->manaValueAtMost = manaValue;
    card->manaValueAtMostX = manaValueX;
    if (manaValueAtLeast)
        card->manaValueAtLeast = manaValueAtLeast;
    return card;
}

}   // namespace strata::import
