#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// "create a 1/1 green Saproling creature token", "create two 1/1 colorless Thopter artifact creature
// tokens with flying", "create a Food token": the token the card defines (111.1, 111.2), read into a
// token card of its own. The token's name is its subtypes (111.4), as the library's tokens are named.
bool OracleParser::tokenAction(const QString& s, Action* a) const
{
    static const QRegularExpression token(QStringLiteral(
        "^create (a|an|one|two|three|four|five|X) (?:(\\d+)/(\\d+) )?((?:colorless|white|blue|black|red|green)"
        "(?: and (?:white|blue|black|red|green))?) ((?:[A-Z][\\w-]* )+)((?:artifact |enchantment )?)creature tokens?"
        "(?: with (.+))?$"));
    static const QRegularExpression named(QStringLiteral("^create (a|an|one|two|three|four|five|X) ([A-Z]\\w+) tokens?$"));
    const auto m = token.match(s);
    if (!m.hasMatch()) {
        // A token the card library defines by name ("Create a Food token.", 111.10).
        const auto n = named.match(s);
        if (!n.hasMatch() || (n.captured(1) == QLatin1String("a") || n.captured(1) == QLatin1String("an"))
                != !s.endsWith(QLatin1String("tokens")))
            return false;
        static const QStringList known = {"Food", "Clue", "Treasure", "Blood", "Gold", "Powerstone"};
        if (!known.contains(n.captured(2)))
            return false;
        a->kind = ActionKind::CreateToken;
        a->text = n.captured(2);
        a->amount = n.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(n.captured(1)));
        return true;
    }
    const bool one = m.captured(1) == QLatin1String("a") || m.captured(1) == QLatin1String("an")
        || m.captured(1) == QLatin1String("one");
    if (one == s.contains(QLatin1String(" tokens")) || m.captured(2).isEmpty())
        return false;
    auto card = std::make_shared<Card>();
    card->token = true;
    CardFace& f = card->front;
    f.type.cardTypes = quint16(CardType::Creature);
    if (m.captured(6).startsWith(QLatin1String("artifact")))
        f.type.cardTypes |= quint16(CardType::Artifact);
    else if (m.captured(6).startsWith(QLatin1String("enchantment")))
        f.type.cardTypes |= quint16(CardType::Enchantment);
    QStringList names;
    for (const QString& word : m.captured(5).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(word, &plural);
        if (!id || plural || SubtypeRegistry::instance().kind(id) != SubtypeKind::Creature)
            return false;
        f.type.subtypes << id;
        names << word;
    }
    f.name = names.join(QLatin1Char(' '));
    // 111.3: a token's colours are those the effect names; it has no mana cost.
    f.hasColorIndicator = true;
    for (const QString& c : m.captured(4).split(QStringLiteral(" and ")))
        if (auto color = colorFromName(c))
            f.colorIndicator.add(*color);
    f.power = PrintedNumber{m.captured(2).toInt(), m.captured(2)};
    f.toughness = PrintedNumber{m.captured(3).toInt(), m.captured(3)};
    if (!m.captured(7).isEmpty() && !keywordList(m.captured(7), &f.abilities))
        return false;
    a->kind = ActionKind::CreateToken;
    a->token = card;
    a->text = f.name;
    a->amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
    return true;
}

}   // namespace strata::import
