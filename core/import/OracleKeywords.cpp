#include "OracleParser.h"
#include "cards/CardParser.h"
#include "text/SubtypeWords.h"
#include "ObjectKeywords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// How a keyword's parameter is printed after its name (702.1).
enum class Parameter { None, Number, Mana, NumberAndMana };

struct KeywordForm {
    const char* name;   // as docs/card-format.md names it, and the rules text writes it
    Parameter parameter;
};

// Every keyword of the card format the importer reads from Oracle text. Which of them the engine
// performs and which it only carries (named, with its parameter, written back) is listed in
// docs/importer.md.
const KeywordForm kKeywordForms[] = {
    {"Banding", Parameter::None},
    {"Changeling", Parameter::None},
    {"Deathtouch", Parameter::None},
    {"Defender", Parameter::None},
    {"Double strike", Parameter::None},
    {"Fear", Parameter::None},
    {"First strike", Parameter::None},
    {"Flanking", Parameter::None},
    {"Flash", Parameter::None},
    {"Flying", Parameter::None},
    {"Haste", Parameter::None},
    {"Hexproof", Parameter::None},
    {"Indestructible", Parameter::None},
    {"Infect", Parameter::None},
    {"Lifelink", Parameter::None},
    {"Menace", Parameter::None},
    {"Reach", Parameter::None},
    {"Shadow", Parameter::None},
    {"Shroud", Parameter::None},
    {"Split second", Parameter::None},
    {"Trample", Parameter::None},
    {"Vigilance", Parameter::None},
    {"Phasing", Parameter::None},
    {"Persist", Parameter::None},
    {"Exalted", Parameter::None},
    {"Intimidate", Parameter::None},
    {"Wither", Parameter::None},
    {"Undying", Parameter::None},
    {"Prowess", Parameter::None},
    {"Devoid", Parameter::None},
    {"Equip", Parameter::Mana},
    {"Morph", Parameter::Mana},
    {"Kicker", Parameter::Mana},
    {"Flashback", Parameter::Mana},
    {"Cumulative upkeep", Parameter::Mana},
    {"Buyback", Parameter::Mana},
    {"Cycling", Parameter::Mana},
    {"Echo", Parameter::Mana},
    {"Evoke", Parameter::Mana},
    {"Rampage", Parameter::Number},
    {"Fading", Parameter::Number},
    {"Vanishing", Parameter::Number},
    {"Vanishing", Parameter::None},   // 702.63b: without a number (Tidewalker), no time counters as it enters
    {"Bushido", Parameter::Number},
    // Carried, not performed (docs/importer.md).
    {"Affinity for artifacts", Parameter::None},
    {"Affinity for Forests", Parameter::None},   // 702.41a: the Golems of a basic land type
    {"Affinity for Islands", Parameter::None},
    {"Affinity for Mountains", Parameter::None},
    {"Affinity for Swamps", Parameter::None},
    {"Aftermath", Parameter::None},
    {"Ascend", Parameter::None},
    {"Battle cry", Parameter::None},
    {"Cascade", Parameter::None},
    {"Cipher", Parameter::None},
    {"Conspire", Parameter::None},
    {"Convoke", Parameter::None},
    {"Delve", Parameter::None},
    {"Dethrone", Parameter::None},
    {"Epic", Parameter::None},
    {"Evolve", Parameter::None},
    {"Exploit", Parameter::None},
    {"Extort", Parameter::None},
    {"Haunt", Parameter::None},
    {"Hideaway", Parameter::None},
    {"Horsemanship", Parameter::None},
    {"Improvise", Parameter::None},
    {"Ingest", Parameter::None},
    {"Jump-start", Parameter::None},
    {"Living weapon", Parameter::None},
    {"Melee", Parameter::None},
    {"Mentor", Parameter::None},
    {"Myriad", Parameter::None},
    {"Partner", Parameter::None},
    {"Provoke", Parameter::None},
    {"Rebound", Parameter::None},
    {"Retrace", Parameter::None},
    {"Riot", Parameter::None},
    {"Skulk", Parameter::None},
    {"Soulbond", Parameter::None},
    {"Storm", Parameter::None},
    {"Sunburst", Parameter::None},
    {"Totem armor", Parameter::None},
    {"Unleash", Parameter::None},
    {"Afflict", Parameter::Number},
    {"Afterlife", Parameter::Number},
    {"Amplify", Parameter::Number},
    {"Annihilator", Parameter::Number},
    {"Bloodthirst", Parameter::Number},
    {"Crew", Parameter::Number},
    {"Devour", Parameter::Number},
    {"Dredge", Parameter::Number},
    {"Fabricate", Parameter::Number},
    {"Graft", Parameter::Number},
    {"Modular", Parameter::Number},
    {"Poisonous", Parameter::Number},
    {"Renown", Parameter::Number},
    {"Ripple", Parameter::Number},
    {"Soulshift", Parameter::Number},
    {"Tribute", Parameter::Number},
    {"Aura swap", Parameter::Mana},
    {"Bestow", Parameter::Mana},
    {"Dash", Parameter::Mana},
    {"Embalm", Parameter::Mana},
    {"Emerge", Parameter::Mana},
    {"Entwine", Parameter::Mana},
    {"Escalate", Parameter::Mana},
    {"Eternalize", Parameter::Mana},
    {"Fortify", Parameter::Mana},
    {"Level up", Parameter::Mana},
    {"Madness", Parameter::Mana},
    {"Megamorph", Parameter::Mana},
    {"Miracle", Parameter::Mana},
    {"Multikicker", Parameter::Mana},
    {"Ninjutsu", Parameter::Mana},
    {"Outlast", Parameter::Mana},
    {"Prowl", Parameter::Mana},
    {"Replicate", Parameter::Mana},
    {"Scavenge", Parameter::Mana},
    {"Spectacle", Parameter::Mana},
    {"Splice onto Arcane", Parameter::Mana},
    {"Surge", Parameter::Mana},
    {"Transfigure", Parameter::Mana},
    {"Transmute", Parameter::Mana},
    {"Unearth", Parameter::Mana},
    {"Awaken", Parameter::NumberAndMana},
    {"Reinforce", Parameter::NumberAndMana},
    {"Suspend", Parameter::NumberAndMana},
    {"Fuse", Parameter::None},
    {"Gravestorm", Parameter::None},
    {"Overload", Parameter::Mana},
    {"Recover", Parameter::Mana},
    {"Basic landcycling", Parameter::Mana},
    {"Bands with other legendary creatures", Parameter::None},   // 702.22c: banding's specialised form
};

QSharedPointer<AbilityDef> makeKeyword(const QString& name, std::optional<int> n, const QString& cost)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Keyword;
    a->keyword = name;
    a->n = n;
    a->cost = cost;
    a->finalize();
    return a;
}

bool isManaCost(const QString& text)
{
    ManaCost cost;
    QString err;
    return ManaCost::parse(text, &cost, &err);
}

// "Bushido 2", "Madness {1}{R}", "Suspend 4—{1}{U}", "Flying": one form of the table.
AbilityPtr keywordOfForm(const QString& t)
{
    static const QRegularExpression withMana(QStringLiteral("^(.+?) ((?:\\{[^}]+\\})+)$"));
    static const QRegularExpression withNumber(QStringLiteral("^(.+?) (\\d+)$"));
    static const QRegularExpression withBoth(QStringLiteral("^(.+?) (\\d+)\\x{2014}((?:\\{[^}]+\\})+)$"));
    const auto mana = withMana.match(t);
    const auto number = withNumber.match(t);
    const auto both = withBoth.match(t);
    for (const KeywordForm& k : kKeywordForms) {
        const QLatin1String name(k.name);
        switch (k.parameter) {
        case Parameter::None:
            if (t.compare(name, Qt::CaseInsensitive) == 0)
                return makeKeyword(name, std::nullopt, QString());
            break;
        case Parameter::Number:
            if (number.hasMatch() && number.captured(1).compare(name, Qt::CaseInsensitive) == 0)
                return makeKeyword(name, number.captured(2).toInt(), QString());
            break;
        case Parameter::Mana:
            if (mana.hasMatch() && mana.captured(1).compare(name, Qt::CaseInsensitive) == 0)
                return isManaCost(mana.captured(2)) ? makeKeyword(name, std::nullopt, mana.captured(2)) : nullptr;
            break;
        case Parameter::NumberAndMana:
            if (both.hasMatch() && both.captured(1).compare(name, Qt::CaseInsensitive) == 0)
                return isManaCost(both.captured(3)) ? makeKeyword(name, both.captured(2).toInt(), both.captured(3))
                                                    : nullptr;
            break;
        }
    }
    return nullptr;
}

// "Gorgons", "Elves": a creature type's plural as Oracle text prints it and as the engine's protection
// check (englishSubtypePlural) names it, so what is read is what is performed.
bool isCreatureTypePlural(const QString& word)
{
    bool plural = false;
    const SubtypeId id = subtypeFromWord(word, &plural);
    const auto& reg = SubtypeRegistry::instance();
    return id && plural && reg.kind(id) == SubtypeKind::Creature && pluralSubtypeName(id) == word
        && englishSubtypePlural(reg.name(id)) == word;
}

// "Arcane": a spell type (205.3k) as Oracle text names it, which the engine's protection check reads as
// itself.
bool isSpellType(const QString& word)
{
    const auto& reg = SubtypeRegistry::instance();
    const std::optional<SubtypeId> id = reg.find(word);
    return id && reg.kind(*id) == SubtypeKind::Spell && reg.name(*id) == word;
}

// Round 37: "non-Human creatures" (Spare from Evil): creatures without that creature type (702.16a, 205.3m), which
// the engine's protection check reads as itself (ProtectionQualities.cpp).
bool isNonCreatureTypeCreatures(const QString& words)
{
    static const QRegularExpression quality(QStringLiteral("^non-([A-Z][a-z]+) creatures$"));
    const auto m = quality.match(words);
    const auto& reg = SubtypeRegistry::instance();
    const std::optional<SubtypeId> id = m.hasMatch() ? reg.find(m.captured(1)) : std::nullopt;
    return id && reg.kind(*id) == SubtypeKind::Creature && reg.name(*id) == m.captured(1);
}

// "converted mana cost 3 or greater" (before 2021) or "mana value 3 or greater": a quality of a source's
// mana value (202.3), which the engine's protection check reads in today's words.
bool isManaValueQuality(const QString& words)
{
    static const QRegularExpression quality(
        QStringLiteral("^(?:converted mana cost|mana value) \\d+ or greater$"));
    return quality.match(words).hasMatch();
}

QString manaValueWords(QString words)
{
    return words.replace(QLatin1String("converted mana cost"), QLatin1String("mana value"));
}

}   // namespace

QStringList importedKeywordNames()
{
    QStringList out;
    for (const KeywordForm& k : kKeywordForms)
        out << QLatin1String(k.name);
    return out;
}

// A keyword whose cost is not mana, after an em dash (702.1): "Cumulative upkeep—Pay 2 life.",
// "Kicker—Sacrifice two lands.", "Echo—Discard a card." The cost is the keyword's cost parts.
AbilityPtr OracleParser::keywordWithCost(const QString& text) const
{
    static const QRegularExpression dashed(QStringLiteral("^(.+?)\\x{2014}(.+?)\\.?$"));
    const auto m = dashed.match(text);
    if (!m.hasMatch())
        return nullptr;
    // Cycling is played by the event player from its mana cost alone (EventPlayer.cpp): a cost of other
    // parts would be played as free. Equip is activated as any activated ability, its cost parts paid
    // (602.2b: "Equip—Discard a card"); echo's upkeep trigger is paid with one part of permanents or
    // cards ("Echo—Sacrifice two lands", 118.12, KeywordTriggers.cpp).
    static const QStringList playedByManaCost = {"Cycling"};
    for (const KeywordForm& k : kKeywordForms) {
        if (k.parameter != Parameter::Mana || m.captured(1).compare(QLatin1String(k.name), Qt::CaseInsensitive) != 0
            || playedByManaCost.contains(QLatin1String(k.name)))
            continue;
        QVector<CostPart> parts;
        // Morph's "Reveal a white card in your hand" (702.37a, carried): the cost part "Reveal a white card
        // from your hand", as an activated ability's (the round trip reads the two alike).
        static const QRegularExpression revealIn(QStringLiteral("^(Reveal an? [a-z]+ card) in your hand$"));
        const bool revealMorph = m.captured(1).compare(QLatin1String("Morph"), Qt::CaseInsensitive) == 0
            && revealIn.match(m.captured(2)).hasMatch();
        QString cost = m.captured(2);
        if (revealMorph)
            cost.replace(revealIn, QStringLiteral("\\1 from your hand"));
        // Equip's cost is an activated ability's (702.6a): "~" there is the Equipment, as in "Remove a
        // charge counter from ~", not a spell being cast.
        const bool activated = m.captured(1).compare(QLatin1String("Equip"), Qt::CaseInsensitive) == 0;
        // Round 42: recover's cost is paid as its trigger resolves (702.59a), like an activated ability's
        // part: only "Pay half your life, rounded up" (Garza's Assassin), which the event player pays.
        const bool recover = m.captured(1).compare(QLatin1String("Recover"), Qt::CaseInsensitive) == 0;
        if (!costParts(cost, &parts, !revealMorph && !activated && !recover)
            || (revealMorph && (parts.size() != 1 || parts[0].kind != CostKind::RevealFromHand))
            || (recover && (parts.size() != 1 || parts[0].kind != CostKind::PayHalfLife)))
            return nullptr;
        static const QVector<CostKind> echoPayments = {CostKind::Sacrifice, CostKind::Discard, CostKind::ReturnToHand};
        if (QLatin1String(k.name) == QLatin1String("Echo")
            && (parts.size() != 1 || !echoPayments.contains(parts[0].kind) || !parts[0].card))
            return nullptr;
        auto a = makeKeyword(QLatin1String(k.name), std::nullopt, QString());
        a->costParts = parts;
        a->finalize();
        return a;
    }
    return nullptr;
}

AbilityPtr OracleParser::keyword(const QString& text) const
{
    static const QRegularExpression landwalk(QStringLiteral("^(\\w+)walk$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression landcycling(
        QStringLiteral("^(\\w+)cycling ((?:\\{[^}]+\\})+)$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression protection(
        QStringLiteral("^Protection from (.+)$"), QRegularExpression::CaseInsensitiveOption);

    const QString t = text.trimmed();
    if (AbilityPtr a = keywordOfForm(t))
        return a;
    if (AbilityPtr a = keywordWithCost(t))
        return a;
    auto make = [](const QString& name) {
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::Keyword;
        a->keyword = name;
        return a;
    };
    auto landType = [](QString word) -> std::optional<SubtypeId> {
        if (!word.isEmpty())
            word[0] = word[0].toUpper();
        auto id = SubtypeRegistry::instance().find(word);
        if (id && SubtypeRegistry::instance().kind(*id) == SubtypeKind::Land)
            return id;
        return std::nullopt;
    };
    // 702.14c: "nonbasic landwalk", "legendary landwalk", a land quality rather than a type (the quality
    // kept in protectionText).
    for (const QLatin1String quality : {QLatin1String("nonbasic"), QLatin1String("legendary")})
        if (t.compare(quality + QLatin1String(" landwalk"), Qt::CaseInsensitive) == 0) {
            auto a = make(QStringLiteral("Landwalk"));
            a->protectionText = quality;
            a->finalize();
            return a;
        }
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
        // Round 42: typecycling with a creature type, "Wizardcycling {3}" (702.29e); the type rides in the
        // same subtype field landcycling uses, since both search for a card of that subtype.
        QString word = m.captured(1);
        word[0] = word[0].toUpper();
        if (auto id = SubtypeRegistry::instance().find(word);
            id && SubtypeRegistry::instance().kind(*id) == SubtypeKind::Creature) {
            auto a = make(QStringLiteral("Typecycling"));
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
        // Pristine Angel: "protection from artifacts and from all colors", a card type and each colour.
        if (parts.size() == 2 && parts[1] == QLatin1String("all colors") && parts[0].size() > 2
            && parts[0].endsWith(QLatin1Char('s'))
            && cardTypeFromName(parts[0].left(1).toUpper() + parts[0].mid(1).chopped(1))) {
            a->protectionText = parts[0];
            a->protectionFrom = ColorSet(0x1f);
            a->finalize();
            return a;
        }
        for (const QString& p : parts) {
            if (auto c = colorFromName(p))
                a->protectionFrom.add(*c);
            else if (parts.size() == 1 && p.compare(QLatin1String("all colors"), Qt::CaseInsensitive) == 0)
                a->protectionFrom = ColorSet(0x1f);   // from each of the five colours (105.1, 702.16a)
            else if (parts.size() == 1
                && (p == QLatin1String("everything") || p == QLatin1String("the chosen color")
                    || p == QLatin1String("the color of your choice")   // chosen as the effect resolves
                    || p == QLatin1String("creatures of the chosen type")
                    || p == QLatin1String("monocolored") || p == QLatin1String("snow")   // 702.16a: qualities
                    || cardTypeFromName(p.left(1).toUpper() + p.mid(1).chopped(1))))
                a->protectionText = p;
            else if (parts.size() == 1 && (isCreatureTypePlural(p) || isSpellType(p) || isNonCreatureTypeCreatures(p)))
                a->protectionText = p;   // "protection from Gorgons", "from Arcane" (702.16a)
            else if (parts.size() == 1 && (p == QLatin1String("colored spells") || isManaValueQuality(p)))
                a->protectionText = manaValueWords(p);   // Emrakul, Mistmeadow Skulk (702.16a)
            else
                return nullptr;
        }
        a->finalize();
        return a;
    }
    // 702.11d: "Hexproof from black" (Knight of Grace), a hexproof ability whose colours say which spells
    // and which abilities' sources it keeps from targeting.
    static const QRegularExpression hexproofFrom(QStringLiteral("^Hexproof from (\\w+)(?: and from (\\w+))?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (auto m = hexproofFrom.match(t); m.hasMatch()) {
        auto a = make(QStringLiteral("Hexproof"));
        for (int i = 1; i <= 2 && m.hasCaptured(i); ++i) {
            const std::optional<Color> c = colorFromName(m.captured(i));
            if (!c)
                return nullptr;
            a->protectionFrom.add(*c);
        }
        a->finalize();
        return a;
    }
    if (AbilityPtr a = objectKeyword(t))
        return a;
    // 303.4a, 702.5a: an Aura with "Enchant player" targets a player and is attached to one (Curses).
    if (t == QLatin1String("Enchant player")) {
        auto a = make(QStringLiteral("Enchant"));
        Selector player;
        player.word = QStringLiteral("player");
        a->enchant = QSharedPointer<Selector>::create(player);
        a->finalize();
        return a;
    }
    if (t.startsWith(QLatin1String("Enchant "))) {
        bool plural = false;
        auto what = objects(t.mid(8), &plural);
        // Either of two card types (303.4a, "Enchant artifact or creature"), what follows the second
        // (" you control") applying to both.
        static const QRegularExpression eitherType(QStringLiteral("^(\\w+) or (\\w+)(.*)$"));
        if (const auto m = eitherType.match(t.mid(8)); !what && m.hasMatch()) {
            const auto first = objects(m.captured(1), &plural);
            what = objects(m.captured(2) + m.captured(3), &plural);
            // Round 37: "Enchant creature or Vehicle" (Siege Modification): a card type or an artifact subtype.
            if (first && what && m.captured(3).isEmpty() && first->types == quint16(CardType::Creature)
                && first->subtypes.isEmpty() && what->subtypes.size() == 1 && !plural) {
                Selector either;
                either.anyOf = {*first, *what};
                auto a = make(QStringLiteral("Enchant"));
                a->enchant = QSharedPointer<Selector>::create(either);
                a->finalize();
                return a;
            }
            if (!first || !what || first->isRef() || !first->subtypes.isEmpty() || !what->subtypes.isEmpty()
                || first->controller != Selector::Who::Any || !first->types || !what->types || first->types == what->types)
                return nullptr;
            what->anyTypes = first->types | what->types;
            what->types = 0;
        }
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
