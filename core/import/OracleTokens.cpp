#include "OracleParser.h"
#include "OracleWords.h"
#include "RoundTripWordings.h"
#include <QRegularExpression>

namespace strata::import {

// "create a 1/1 green Saproling creature token", "create two 1/1 colorless Thopter artifact creature
// tokens with flying", "create a Food token": the token the card defines (111.1, 111.2), read into a
// token card of its own. The token's name is its subtypes (111.4), as the library's tokens are named,
// unless the text names it: "create a 0/1 green Wall creature token with defender named Wood".
// "Create a tapped 2/2 black Zombie creature token" (Action::tapped): it enters tapped (111.2).
// Noncreature artifact tokens too: "create a colorless Treasure artifact token with \"{T}, …\"".
bool OracleParser::tokenAction(const QString& sentence, Action* a) const
{
    const QString& s0 = sentence;
    // "You get an emblem with "…"" (114.1, 114.2): the quoted abilities read as a card's would be, in
    // an emblem of their own (114.3: no name, no types, nothing but its abilities). Its "this emblem"
    // is the emblem itself; a quotation that names the card is left as text.
    static const QRegularExpression emblem(
        QStringLiteral("^you get an emblem with (\"[^\"]+\")(?: and (\"[^\"]+\"))?$"));
    if (const auto e = emblem.match(s0); e.hasMatch()) {
        auto card = std::make_shared<Card>();
        for (int i = 1; i <= 2 && !e.captured(i).isEmpty(); ++i) {
            QString inner = e.captured(i).mid(1, e.captured(i).size() - 2);
            // Round 34: an ability the emblem's ability grants, in single quotes inside the double ones ("Islands
            // you control have '{T}: Draw a card.'", Mu Yanling, Sky Dancer), as a card's own; its "this land"
            // (Koth of the Hammer's, ~ by now) is the object that has it, as in a card's granted ability.
            static const QRegularExpression nested(QStringLiteral("'(\\{[^']+)'$"));
            const auto granted = nested.match(inner);
            if ((granted.hasMatch() ? inner.left(granted.capturedStart()) : inner).contains(QLatin1Char('~')))
                return false;
            inner.replace(QStringLiteral("this emblem"), QStringLiteral("~"));
            inner.replace(nested, QStringLiteral("\"\\1\""));
            // Tamiyo, the Moon Sage's "You have no maximum hand size" is quoted without its full stop.
            if (!inner.endsWith(QLatin1Char('.')) && !inner.endsWith(QLatin1Char('"')))
                inner += QLatin1Char('.');
            const AbilityPtr ab = ability(inner);
            if (!ab || ab->kind == AbilityDef::Kind::TextOnly || ab->kind == AbilityDef::Kind::Spell
                || ab->kind == AbilityDef::Kind::AdditionalCost || ab->kind == AbilityDef::Kind::AlternativeCost
                || ab->kind == AbilityDef::Kind::CastRestriction)
                return false;
            card->front.abilities << ab;
        }
        a->kind = ActionKind::CreateEmblem;
        a->token = card;
        return true;
    }
    static const QRegularExpression token(QStringLiteral(
        "^create (a|an|one|two|three|four|five|six|seven|eight|nine|ten|thirteen|X) (tapped )?(legendary )?"
        "(?:(\\d+|X)/(\\d+|X) )?((?:colorless|white|blue|black|red|green)"
        "(?: and (?:white|blue|black|red|green)|, (?:white|blue|black|red|green), and (?:white|blue|black|red|green))?) ((?:[A-Z][\\w-]* )*)((?:artifact |enchantment )?)(creature |artifact )?tokens?"
        "(?: with ([^\"]+?|[^\"]*\"[^\"]+\"))?(?: named ([A-Z][\\w,'-]*(?: (?:of|the|~|[A-Z][\\w,'-]*))*))?"
        "(?: with ((?:[a-z]+(?: [a-z]+)?, )*(?:[a-z]+(?: [a-z]+)?,? and )?\"[^\"]+\"))?$"));
    static const QRegularExpression named(QStringLiteral("^create (a|an|one|two|three|four|five|X) ([A-Z]\\w+) tokens?$"));
    // "create two 1/1 white Soldier creature tokens that are tapped and attacking" (508.4): attacking,
    // never declared as attackers; the token's words are read without the clause. Round 29: "… token with
    // vigilance that's attacking" (Sigiled Sword of Valeron) enters attacking but untapped.
    static const QRegularExpression attackingClause(QStringLiteral(" (?:that's|that are) (tapped and )?attacking$"));
    const auto attackingMatch = attackingClause.match(sentence);
    // Round 30: "… token that's red, green, and white" (Godsire) names its three colours after it.
    QString s = threeColorsBeforeToken(attackingMatch.hasMatch() ? sentence.left(attackingMatch.capturedStart()) : sentence);
    // Round 30: "create Karox Bladewing, a legendary 4/4 red Dragon creature token with flying" (Verix
    // Bladewing): the token's name said first, as "… token with flying named Karox Bladewing" says it (111.4).
    static const QRegularExpression namedFirst(QStringLiteral("^create ([A-Z][^.\"]*?), a (legendary [^\"]*? token)( with [^\"]+)?$"));
    s.replace(namedFirst, QStringLiteral("create a \\2\\3 named \\1"));
    // Round 36: a token's ability quoted inside another quoted ability, in single quotes (Reef Worm's Whale,
    // "create a 6/6 blue Whale creature token with 'When this creature dies, …'"; Nesting Dragon's Dragon, "… with
    // flying and '{R}: …'"): a quote of its own (113.6).
    static const QRegularExpression innerQuote(QStringLiteral(" with ([^'\"]*?)'([^'\"]+)'$"));
    s.replace(innerQuote, QStringLiteral(" with \\1\"\\2\""));
    if (attackingMatch.hasMatch() && s.contains(QLatin1String(" tapped ")))
        return false;   // "tapped" said once
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
    if (one == s.contains(QLatin1String(" tokens")))
        return false;
    const QString types = m.captured(8) + m.captured(9);
    const bool creature = types.endsWith(QLatin1String("creature "));
    const bool artifactOnly = types == QLatin1String("artifact ");
    // Round 26: a name that holds the card's own ("Kobolds of Kher Keep", read "Kobolds of ~"): the token's
    // name is the words as printed (111.4), not a reference to the card.
    const QString tokenName = QString(m.captured(11)).replace(QLatin1Char('~'), m_name);
    // One "with" list: before the name ("with defender named Wood") or, quoted, after it (Tezzeret's Etherium Cell).
    if (!m.captured(10).isEmpty() && !m.captured(12).isEmpty())
        return false;
    const QString with = m.captured(10).isEmpty() ? m.captured(12) : m.captured(10);
    // A creature token has its power and toughness (111.3), unless its own quoted ability defines them
    // (round 30, Doomed Artisan: "… creature token with \"This creature's power and toughness are each
    // equal to …\"", 604.3, 613.4a); a noncreature one is an artifact, "colorless".
    static const QRegularExpression definesItsOwn(QStringLiteral("^\"(?:This creature|~)'s power and toughness are each equal to [^\"]+\"$"));
    const bool definedByItsAbility = creature && m.captured(4).isEmpty() && definesItsOwn.match(with).hasMatch();
    if ((creature == m.captured(4).isEmpty() && !definedByItsAbility) || (!creature && !artifactOnly))
        return false;
    auto card = std::make_shared<Card>();
    card->token = true;
    CardFace& f = card->front;
    f.type.cardTypes = quint16(creature ? CardType::Creature : CardType::Artifact);
    if (creature && types.startsWith(QLatin1String("artifact")))
        f.type.cardTypes |= quint16(CardType::Artifact);
    else if (creature && types.startsWith(QLatin1String("enchantment")))
        f.type.cardTypes |= quint16(CardType::Enchantment);
    if (!m.captured(3).isEmpty())
        f.type.supertypes |= quint8(Supertype::Legendary);
    QStringList names;
    for (const QString& word : m.captured(7).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool plural = false;
        const SubtypeId id = subtypeFromWord(word, &plural);
        if (!id || plural || SubtypeRegistry::instance().kind(id) != (creature ? SubtypeKind::Creature : SubtypeKind::Artifact))
            return false;
        f.type.subtypes << id;
        names << word;
    }
    // A token with neither subtypes nor a name would have no name at all (111.4); a legendary one is named.
    if ((names.isEmpty() && tokenName.isEmpty()) || (!m.captured(3).isEmpty() && tokenName.isEmpty()))
        return false;
    f.name = tokenName.isEmpty() ? names.join(QLatin1Char(' ')) : tokenName;
    // 111.3: a token's colours are those the effect names; it has no mana cost.
    f.hasColorIndicator = true;
    static const QRegularExpression colorSeparator(QStringLiteral(", and |, | and "));
    for (const QString& c : m.captured(6).split(colorSeparator))
        if (auto color = colorFromName(c))
            f.colorIndicator.add(*color);
    if (!creature && !f.colorIndicator.isEmpty())
        return false;
    if (creature && !definedByItsAbility) {
        f.power = PrintedNumber{m.captured(4).toInt(), m.captured(4)};
        f.toughness = PrintedNumber{m.captured(5).toInt(), m.captured(5)};
        // "X/X" is one number; a token "X/2" is not a shape the writer says.
        if ((m.captured(4) == QLatin1String("X")) != (m.captured(5) == QLatin1String("X")))
            return false;
    }
    if (!with.isEmpty() && !keywordList(with, &f.abilities))
        return false;
    a->kind = ActionKind::CreateToken;
    a->token = card;
    a->text = f.name;
    a->tapped = !m.captured(2).isEmpty() || !attackingMatch.captured(1).isEmpty();
    a->attacking = attackingMatch.hasMatch();
    if (a->attacking && ((m.captured(1) == QLatin1String("a") || m.captured(1) == QLatin1String("an")) != attackingMatch.captured(0).contains(QLatin1String("that's"))))
        return false;   // "a … token that's …", "two … tokens that are …"
    // Round 33: "Create thirteen tapped 2/2 black Zombie creature tokens." (Army of the Damned).
    a->amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
    return true;
}

}   // namespace strata::import
