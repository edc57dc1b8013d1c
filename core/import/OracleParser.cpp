#include "OracleParser.h"
#include "cards/CardParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Reminder text is in parentheses (207.2a); it never changes what an ability does.
QString withoutReminder(const QString& text)
{
    static const QRegularExpression reminder(QStringLiteral("\\s*\\([^()]*\\)"));
    QString out = text;
    out.remove(reminder);
    return out.trimmed();
}

QString namedSelf(QString text, const QString& name, const TypeLine& type)
{
    if (!name.isEmpty())
        text.replace(name, QStringLiteral("~"));
    // A legendary card calls itself by its short name ("Jace" for "Jace, the Mind Sculptor").
    const int comma = name.indexOf(QLatin1Char(','));
    if (type.has(Supertype::Legendary) && comma > 0) {
        const QRegularExpression shortName(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name.left(comma))));
        text.replace(shortName, QStringLiteral("~"));
    }
    // Today's Oracle wording says "this creature" where older text names the card.
    static const QRegularExpression thisObject(QStringLiteral(
        "\\b[Tt]his (creature|artifact|enchantment|land|planeswalker|permanent|Aura|Equipment|Vehicle|battle)\\b"));
    text.replace(thisObject, QStringLiteral("~"));
    return text;
}

}   // namespace

QStringList sentences(const QString& text)
{
    QStringList out;
    QString current;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        current += c;
        if (!quoted && c == QLatin1Char('.') && (i + 1 == text.size() || text[i + 1] == QLatin1Char(' '))) {
            out << current.trimmed();
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        out << current.trimmed();
    return out;
}

OracleParser::OracleParser(const QString& name, const TypeLine& type, const QStringList& keywords)
    : m_name(name), m_type(type), m_keywords(keywords)
{
}

QVector<OracleAbility> OracleParser::parse(const QString& oracleText)
{
    QVector<OracleAbility> out;
    const QStringList paragraphs = joinedModes(oracleText.split(QLatin1Char('\n'), Qt::SkipEmptyParts));
    for (const QString& printed : paragraphs) {
        const QString sentence = namedSelf(withoutReminder(printed), m_name, m_type);
        if (sentence.isEmpty())
            continue;   // reminder text alone, such as a land's "({T}: Add {G}.)": no ability of its own
        // A keyword line: "Flying, vigilance", "Protection from black", "Equip {2}".
        const QStringList pieces = sentence.split(QRegularExpression(QStringLiteral("[,;] ")));
        bool keywordLine = true;
        QVector<OracleAbility> keywords;
        for (const QString& piece : pieces) {
            OracleAbility a;
            a.printed = pieces.size() == 1 ? printed : piece;
            a.sentence = piece;
            a.isKeyword = true;
            a.parsed = keyword(piece);
            if (!a.parsed) {
                // Keywords Strata does not model (Scryfall lists them: "Devoid", "Convoke", "Ward").
                bool listed = false;
                for (const QString& k : m_keywords)
                    if (piece.startsWith(k, Qt::CaseInsensitive)
                        && (piece.size() == k.size() || !piece[k.size()].isLetter()))
                        listed = true;
                if (!listed) {
                    keywordLine = false;
                    break;
                }
                a.notUnderstood = piece;
            }
            keywords << a;
        }
        if (keywordLine) {
            out << keywords;
            continue;
        }
        OracleAbility a;
        a.printed = printed;
        a.sentence = sentence;
        a.parsed = ability(sentence);
        if (!a.parsed) {
            // Partly understood: name the sentences no template reads.
            QStringList missing;
            const QStringList parts = sentences(sentence);
            for (const QString& s : parts)
                if (!ability(s))
                    missing << s;
            a.notUnderstood = missing.size() == parts.size() ? sentence : missing.join(QLatin1Char(' '));
        }
        out << a;
    }
    return out;
}

AbilityPtr OracleParser::ability(const QString& sentence) const
{
    QString s = sentence.trimmed();
    if (s.isEmpty())
        return nullptr;
    static const QRegularExpression triggerWord(QStringLiteral("^(When|Whenever|At the beginning)\\b"));
    if (triggerWord.match(s).hasMatch())
        return triggered(s);
    if (AbilityPtr a = activated(s))
        return a;
    if (AbilityPtr a = replacement(s))
        return a;
    if (AbilityPtr a = castingRule(s))
        return a;
    if (m_type.has(CardType::Instant) || m_type.has(CardType::Sorcery))
        return spell(s);
    if (AbilityPtr a = objectRule(s))
        return a;
    // 207.2c: an ability word ("Metalcraft — ") has no rules meaning; the round trip ignores it too.
    static const QRegularExpression abilityWord(QStringLiteral("^[A-Z][a-z]+(?: [a-z]+)? \\x{2014} (?=\\S)"));
    if (const auto m = abilityWord.match(s); m.hasMatch())
        s = s.mid(m.capturedEnd());
    if (AbilityPtr a = conditionalStatic(s))
        return a;
    return staticAbility(s);
}

AbilityPtr OracleParser::keyword(const QString& text) const
{
    static const QRegularExpression withCost(QStringLiteral("^(.+?) ((?:\\{[^}]+\\})+)$"));
    static const QRegularExpression withNumber(QStringLiteral("^(.+?) (\\d+)$"));
    static const QRegularExpression landwalk(QStringLiteral("^(\\w+)walk$"));
    static const QRegularExpression landcycling(QStringLiteral("^(\\w+)cycling ((?:\\{[^}]+\\})+)$"));
    static const QRegularExpression protection(QStringLiteral("^Protection from (.+)$"));
    static const QStringList withoutParameter = {"Banding", "Changeling", "Deathtouch", "Defender", "Double strike",
        "Fear", "First strike", "Flanking", "Flash", "Flying", "Haste", "Hexproof", "Indestructible", "Infect",
        "Lifelink", "Menace", "Reach", "Shadow", "Shroud", "Split second", "Trample", "Vigilance", "Phasing", "Persist"};
    static const QStringList withManaCost = {"Equip", "Morph", "Kicker", "Flashback", "Cumulative upkeep", "Buyback",
        "Cycling", "Echo", "Evoke"};
    static const QStringList withN = {"Rampage", "Fading", "Vanishing"};

    auto make = [](const QString& name) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Keyword;
        a->keyword = name;
        return a;
    };
    const QString t = text.trimmed();
    for (const QString& k : withoutParameter) {
        if (t.compare(k, Qt::CaseInsensitive) == 0) {
            auto a = make(k);
            a->finalize();
            return a;
        }
    }
    if (auto m = withCost.match(t); m.hasMatch()) {
        for (const QString& k : withManaCost) {
            if (m.captured(1).compare(k, Qt::CaseInsensitive) == 0) {
                ManaCost cost;
                QString err;
                if (!ManaCost::parse(m.captured(2), &cost, &err))
                    return nullptr;
                auto a = make(k);
                a->cost = m.captured(2);
                a->finalize();
                return a;
            }
        }
    }
    if (auto m = withNumber.match(t); m.hasMatch()) {
        for (const QString& k : withN) {
            if (m.captured(1).compare(k, Qt::CaseInsensitive) == 0) {
                auto a = make(k);
                a->n = m.captured(2).toInt();
                a->finalize();
                return a;
            }
        }
    }
    auto landType = [](const QString& word) -> std::optional<SubtypeId> {
        auto id = SubtypeRegistry::instance().find(word);
        if (id && SubtypeRegistry::instance().kind(*id) == SubtypeKind::Land)
            return id;
        return std::nullopt;
    };
    if (auto m = landwalk.match(t); m.hasMatch()) {
        if (auto id = landType(m.captured(1))) {
            auto a = make(QStringLiteral("Landwalk"));
            a->landType = *id;
            a->hasLandType = true;
            a->finalize();
            return a;
        }
    }
    if (auto m = landcycling.match(t); m.hasMatch()) {
        if (auto id = landType(m.captured(1))) {
            auto a = make(QStringLiteral("Landcycling"));
            a->landType = *id;
            a->hasLandType = true;
            a->cost = m.captured(2);
            a->finalize();
            return a;
        }
    }
    if (auto m = protection.match(t); m.hasMatch()) {
        auto a = make(QStringLiteral("Protection"));
        const QStringList parts = m.captured(1).split(QStringLiteral(" and from "));
        for (const QString& p : parts) {
            if (auto c = colorFromName(p))
                a->protectionFrom.add(*c);
            else if (parts.size() == 1
                && (p == QLatin1String("everything") || cardTypeFromName(p.left(1).toUpper() + p.mid(1).chopped(1))))
                a->protectionText = p;
            else
                return nullptr;
        }
        a->finalize();
        return a;
    }
    if (t.startsWith(QLatin1String("Enchant "))) {
        bool plural = false;
        auto what = objects(t.mid(8), &plural);
        if (!what || plural || what->isRef())
            return nullptr;
        auto a = make(QStringLiteral("Enchant"));
        a->enchant = QSharedPointer<Selector>::create(*what);
        a->finalize();
        return a;
    }
    return nullptr;
}

}   // namespace strata::import
