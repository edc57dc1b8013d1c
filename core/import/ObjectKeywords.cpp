#include "ObjectKeywords.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

AbilityPtr keywordAbout(const QString& name, const Selector& what)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Keyword;
    a->keyword = name;
    a->enchant = QSharedPointer<Selector>::create(what);
    a->finalize();
    return a;
}

// One creature type said in the singular ("Elf", "Kithkin": a type that is its own plural reads as one).
SubtypeId oneCreatureType(const QString& word)
{
    bool plural = false;
    const SubtypeId id = subtypeFromWord(word, &plural);
    if (!id || SubtypeRegistry::instance().kind(id) != SubtypeKind::Creature || (plural && !ownPluralSubtype(id)))
        return 0;
    return id;
}

// 702.72a: "Champion an Elf", "Champion a creature", "Champion a Treefolk or Warrior" (either type).
std::optional<Selector> championed(const QString& phrase)
{
    Selector what;
    if (phrase == QLatin1String("creature")) {
        what.types = quint16(CardType::Creature);
        return what;
    }
    static const QRegularExpression either(QStringLiteral("^([A-Z]\\w+) or ([A-Z]\\w+)$"));
    if (const auto m = either.match(phrase); m.hasMatch()) {
        for (const QString& word : {m.captured(1), m.captured(2)}) {
            const SubtypeId id = oneCreatureType(word);
            if (!id)
                return std::nullopt;
            Selector one;
            one.subtypes << id;
            what.anyOf << one;
        }
        return what;
    }
    const SubtypeId id = oneCreatureType(phrase);
    if (!id)
        return std::nullopt;
    what.subtypes << id;
    return what;
}

}   // namespace

AbilityPtr objectKeyword(const QString& text)
{
    static const QRegularExpression champion(QStringLiteral("^Champion an? (.+)$"));
    static const QRegularExpression offering(QStringLiteral("^([A-Z]\\w+) offering$"));
    static const QRegularExpression partner(QStringLiteral("^Partner with ([A-Z].+)$"));
    if (const auto m = champion.match(text); m.hasMatch()) {
        const auto what = championed(m.captured(1));
        return what ? keywordAbout(QStringLiteral("Champion"), *what) : nullptr;
    }
    if (const auto m = offering.match(text); m.hasMatch()) {   // 702.48a: "[creature type] offering"
        const SubtypeId id = oneCreatureType(m.captured(1));
        if (!id)
            return nullptr;
        Selector what;
        what.subtypes << id;
        return keywordAbout(QStringLiteral("Offering"), what);
    }
    if (const auto m = partner.match(text); m.hasMatch()) {   // 702.124j: the partner's card name (201.2)
        Selector what;
        what.named = m.captured(1);
        return keywordAbout(QStringLiteral("Partner with"), what);
    }
    return nullptr;
}

}   // namespace strata::import
