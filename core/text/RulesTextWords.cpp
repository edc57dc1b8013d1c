#include "Contractions.h"
#include "RulesTextWriter.h"
#include "SubtypeWords.h"
#include "cards/CardLibrary.h"
#include <algorithm>

namespace strata {
namespace rulestext {

// Keyword names, for extraction by lupdate; looked up at run time by their English name.
const char* const kKeywordNames[] = {
    QT_TRANSLATE_NOOP("RulesText", "Banding"),
    QT_TRANSLATE_NOOP("RulesText", "Changeling"),
    QT_TRANSLATE_NOOP("RulesText", "Cumulative upkeep"),
    QT_TRANSLATE_NOOP("RulesText", "Deathtouch"),
    QT_TRANSLATE_NOOP("RulesText", "Defender"),
    QT_TRANSLATE_NOOP("RulesText", "Double strike"),
    QT_TRANSLATE_NOOP("RulesText", "Enchant"),
    QT_TRANSLATE_NOOP("RulesText", "Equip"),
    QT_TRANSLATE_NOOP("RulesText", "Fading"),
    QT_TRANSLATE_NOOP("RulesText", "Fear"),
    QT_TRANSLATE_NOOP("RulesText", "First strike"),
    QT_TRANSLATE_NOOP("RulesText", "Flanking"),
    QT_TRANSLATE_NOOP("RulesText", "Flash"),
    QT_TRANSLATE_NOOP("RulesText", "Flashback"),
    QT_TRANSLATE_NOOP("RulesText", "Flying"),
    QT_TRANSLATE_NOOP("RulesText", "Haste"),
    QT_TRANSLATE_NOOP("RulesText", "Hexproof"),
    QT_TRANSLATE_NOOP("RulesText", "Indestructible"),
    QT_TRANSLATE_NOOP("RulesText", "Infect"),
    QT_TRANSLATE_NOOP("RulesText", "Kicker"),
    QT_TRANSLATE_NOOP("RulesText", "Landwalk"),
    QT_TRANSLATE_NOOP("RulesText", "Lifelink"),
    QT_TRANSLATE_NOOP("RulesText", "Menace"),
    QT_TRANSLATE_NOOP("RulesText", "Morph"),
    QT_TRANSLATE_NOOP("RulesText", "Protection"),
    QT_TRANSLATE_NOOP("RulesText", "Rampage"),
    QT_TRANSLATE_NOOP("RulesText", "Reach"),
    QT_TRANSLATE_NOOP("RulesText", "Shadow"),
    QT_TRANSLATE_NOOP("RulesText", "Shroud"),
    QT_TRANSLATE_NOOP("RulesText", "Split second"),
    QT_TRANSLATE_NOOP("RulesText", "Trample"),
    QT_TRANSLATE_NOOP("RulesText", "Vigilance"),
    QT_TRANSLATE_NOOP("RulesText", "Buyback"),
    QT_TRANSLATE_NOOP("RulesText", "Cycling"),
    QT_TRANSLATE_NOOP("RulesText", "Echo"),
    QT_TRANSLATE_NOOP("RulesText", "Phasing"),
    QT_TRANSLATE_NOOP("RulesText", "Evoke"),
    QT_TRANSLATE_NOOP("RulesText", "Persist"),
    QT_TRANSLATE_NOOP("RulesText", "Vanishing"),
    QT_TRANSLATE_NOOP("RulesText", "Landcycling"),
    QT_TRANSLATE_NOOP("RulesText", "Typecycling"),   // round 42: "Wizardcycling" (702.29e)
    QT_TRANSLATE_NOOP("RulesText", "Exalted"),
    QT_TRANSLATE_NOOP("RulesText", "Bushido"),
    QT_TRANSLATE_NOOP("RulesText", "Intimidate"),
    QT_TRANSLATE_NOOP("RulesText", "Wither"),
    QT_TRANSLATE_NOOP("RulesText", "Shroud"),    QT_TRANSLATE_NOOP("RulesText", "Undying"),
    QT_TRANSLATE_NOOP("RulesText", "Prowess"),
    QT_TRANSLATE_NOOP("RulesText", "Devoid"),
    QT_TRANSLATE_NOOP("RulesText", "Affinity for artifacts"),
    QT_TRANSLATE_NOOP("RulesText", "Affinity for Forests"),   // 702.41a: for a basic land type
    QT_TRANSLATE_NOOP("RulesText", "Affinity for Islands"),
    QT_TRANSLATE_NOOP("RulesText", "Affinity for Mountains"),
    QT_TRANSLATE_NOOP("RulesText", "Affinity for Swamps"),
    QT_TRANSLATE_NOOP("RulesText", "Aftermath"),
    QT_TRANSLATE_NOOP("RulesText", "Ascend"),
    QT_TRANSLATE_NOOP("RulesText", "Battle cry"),
    QT_TRANSLATE_NOOP("RulesText", "Cascade"),
    QT_TRANSLATE_NOOP("RulesText", "Cipher"),
    QT_TRANSLATE_NOOP("RulesText", "Conspire"),
    QT_TRANSLATE_NOOP("RulesText", "Convoke"),
    QT_TRANSLATE_NOOP("RulesText", "Delve"),
    QT_TRANSLATE_NOOP("RulesText", "Dethrone"),
    QT_TRANSLATE_NOOP("RulesText", "Epic"),
    QT_TRANSLATE_NOOP("RulesText", "Evolve"),
    QT_TRANSLATE_NOOP("RulesText", "Exploit"),
    QT_TRANSLATE_NOOP("RulesText", "Extort"),
    QT_TRANSLATE_NOOP("RulesText", "Haunt"),
    QT_TRANSLATE_NOOP("RulesText", "Hideaway"),
    QT_TRANSLATE_NOOP("RulesText", "Horsemanship"),
    QT_TRANSLATE_NOOP("RulesText", "Improvise"),
    QT_TRANSLATE_NOOP("RulesText", "Ingest"),
    QT_TRANSLATE_NOOP("RulesText", "Jump-start"),
    QT_TRANSLATE_NOOP("RulesText", "Living weapon"),
    QT_TRANSLATE_NOOP("RulesText", "Melee"),
    QT_TRANSLATE_NOOP("RulesText", "Mentor"),
    QT_TRANSLATE_NOOP("RulesText", "Myriad"),
    QT_TRANSLATE_NOOP("RulesText", "Partner"),
    QT_TRANSLATE_NOOP("RulesText", "Provoke"),
    QT_TRANSLATE_NOOP("RulesText", "Rebound"),
    QT_TRANSLATE_NOOP("RulesText", "Retrace"),
    QT_TRANSLATE_NOOP("RulesText", "Riot"),
    QT_TRANSLATE_NOOP("RulesText", "Skulk"),
    QT_TRANSLATE_NOOP("RulesText", "Soulbond"),
    QT_TRANSLATE_NOOP("RulesText", "Storm"),
    QT_TRANSLATE_NOOP("RulesText", "Sunburst"),
    QT_TRANSLATE_NOOP("RulesText", "Totem armor"),
    QT_TRANSLATE_NOOP("RulesText", "Unleash"),
    QT_TRANSLATE_NOOP("RulesText", "Afflict"),
    QT_TRANSLATE_NOOP("RulesText", "Afterlife"),
    QT_TRANSLATE_NOOP("RulesText", "Amplify"),
    QT_TRANSLATE_NOOP("RulesText", "Annihilator"),
    QT_TRANSLATE_NOOP("RulesText", "Bloodthirst"),
    QT_TRANSLATE_NOOP("RulesText", "Crew"),
    QT_TRANSLATE_NOOP("RulesText", "Devour"),
    QT_TRANSLATE_NOOP("RulesText", "Dredge"),
    QT_TRANSLATE_NOOP("RulesText", "Fabricate"),
    QT_TRANSLATE_NOOP("RulesText", "Graft"),
    QT_TRANSLATE_NOOP("RulesText", "Modular"),
    QT_TRANSLATE_NOOP("RulesText", "Poisonous"),
    QT_TRANSLATE_NOOP("RulesText", "Renown"),
    QT_TRANSLATE_NOOP("RulesText", "Ripple"),
    QT_TRANSLATE_NOOP("RulesText", "Soulshift"),
    QT_TRANSLATE_NOOP("RulesText", "Tribute"),
    QT_TRANSLATE_NOOP("RulesText", "Aura swap"),
    QT_TRANSLATE_NOOP("RulesText", "Bestow"),
    QT_TRANSLATE_NOOP("RulesText", "Dash"),
    QT_TRANSLATE_NOOP("RulesText", "Embalm"),
    QT_TRANSLATE_NOOP("RulesText", "Emerge"),
    QT_TRANSLATE_NOOP("RulesText", "Entwine"),
    QT_TRANSLATE_NOOP("RulesText", "Escalate"),
    QT_TRANSLATE_NOOP("RulesText", "Eternalize"),
    QT_TRANSLATE_NOOP("RulesText", "Fortify"),
    QT_TRANSLATE_NOOP("RulesText", "Level up"),
    QT_TRANSLATE_NOOP("RulesText", "Madness"),
    QT_TRANSLATE_NOOP("RulesText", "Megamorph"),
    QT_TRANSLATE_NOOP("RulesText", "Miracle"),
    QT_TRANSLATE_NOOP("RulesText", "Multikicker"),
    QT_TRANSLATE_NOOP("RulesText", "Ninjutsu"),
    QT_TRANSLATE_NOOP("RulesText", "Outlast"),
    QT_TRANSLATE_NOOP("RulesText", "Prowl"),
    QT_TRANSLATE_NOOP("RulesText", "Replicate"),
    QT_TRANSLATE_NOOP("RulesText", "Scavenge"),
    QT_TRANSLATE_NOOP("RulesText", "Spectacle"),
    QT_TRANSLATE_NOOP("RulesText", "Splice onto Arcane"),
    QT_TRANSLATE_NOOP("RulesText", "Surge"),
    QT_TRANSLATE_NOOP("RulesText", "Transfigure"),
    QT_TRANSLATE_NOOP("RulesText", "Transmute"),
    QT_TRANSLATE_NOOP("RulesText", "Unearth"),
    QT_TRANSLATE_NOOP("RulesText", "Awaken"),
    QT_TRANSLATE_NOOP("RulesText", "Reinforce"),
    QT_TRANSLATE_NOOP("RulesText", "Suspend"),
    QT_TRANSLATE_NOOP("RulesText", "Fuse"),
    QT_TRANSLATE_NOOP("RulesText", "Gravestorm"),
    QT_TRANSLATE_NOOP("RulesText", "Overload"),
    QT_TRANSLATE_NOOP("RulesText", "Recover"),
    QT_TRANSLATE_NOOP("RulesText", "Basic landcycling"),
    QT_TRANSLATE_NOOP("RulesText", "Bands with other legendary creatures"),
};

const Tr3 kColorednessAdjectives[][4] = {   // [0] "colorless", [1] "colored" (105.2)
    {
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, feminine plural"),
    },
    {   // round 42: "colored permanents" (105.2)
        QT_TRANSLATE_NOOP3("Color", "colored", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "colored", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "colored", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "colored", "adjective, feminine plural"),
    },
};

// Card types as they read inside rules text (context "CardType"), in kCardTypeOrder.
const char* const kTypeSingular[] = {
    QT_TRANSLATE_NOOP("CardType", "kindred"),
    QT_TRANSLATE_NOOP("CardType", "enchantment"),
    QT_TRANSLATE_NOOP("CardType", "artifact"),
    QT_TRANSLATE_NOOP("CardType", "land"),
    QT_TRANSLATE_NOOP("CardType", "creature"),
    QT_TRANSLATE_NOOP("CardType", "planeswalker"),
    QT_TRANSLATE_NOOP("CardType", "battle"),
    QT_TRANSLATE_NOOP("CardType", "instant"),
    QT_TRANSLATE_NOOP("CardType", "sorcery"),
};
const char* const kTypePlural[] = {
    QT_TRANSLATE_NOOP("CardType", "kindreds"),
    QT_TRANSLATE_NOOP("CardType", "enchantments"),
    QT_TRANSLATE_NOOP("CardType", "artifacts"),
    QT_TRANSLATE_NOOP("CardType", "lands"),
    QT_TRANSLATE_NOOP("CardType", "creatures"),
    QT_TRANSLATE_NOOP("CardType", "planeswalkers"),
    QT_TRANSLATE_NOOP("CardType", "battles"),
    QT_TRANSLATE_NOOP("CardType", "instants"),
    QT_TRANSLATE_NOOP("CardType", "sorceries"),
};

// Supertypes as adjectives, in kSupertypeOrder.
const Tr3 kSupertypeAdjectives[][4] = {
    {
        QT_TRANSLATE_NOOP3("RulesText", "basic", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "basic", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "basic", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "basic", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "legendary", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "ongoing", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "ongoing", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "ongoing", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "ongoing", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "snow", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "snow", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "snow", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "snow", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "world", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "world", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "world", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "world", "adjective, feminine plural"),
    },
};

// Status words used as adjectives: tapped, untapped, attacking.
const Tr3 kStatusAdjectives[][4] = {
    {
        QT_TRANSLATE_NOOP3("RulesText", "tapped", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "tapped", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "tapped", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "tapped", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "untapped", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "untapped", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "untapped", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "untapped", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("RulesText", "attacking", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("RulesText", "attacking", "adjective, feminine plural"),
    },
};

// The grammatical gender of each head noun the text uses, for languages whose articles, determiners
// and adjectives agree with the noun. Translators answer "m" or "f"; English ignores it.
struct GenderTag {
    const char* noun;
    Tr3 tag;
};
const GenderTag kGenderTags[] = {
    {"kindred", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"kindred\" (m or f)")},
    {"enchantment", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"enchantment\" (m or f)")},
    {"artifact", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"artifact\" (m or f)")},
    {"land", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"land\" (m or f)")},
    {"creature", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"creature\" (m or f)")},
    {"planeswalker", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"planeswalker\" (m or f)")},
    {"battle", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"battle\" (m or f)")},
    {"instant", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"instant\" (m or f)")},
    {"sorcery", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"sorcery\" (m or f)")},
    {"card", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"card\" (m or f)")},
    {"spell", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"spell\" (m or f)")},
    {"permanent", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"permanent\" (m or f)")},
    {"object", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"object\" (m or f)")},
    {"source", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"source\" (m or f)")},
    {"ability", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"ability\" (m or f)")},
    {"player", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"player\" (m or f)")},
    {"counter", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"counter\" (m or f)")},
    {"token", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"token\" (m or f)")},
    {"subtype",
        QT_TRANSLATE_NOOP3("RulesText", "m",
            "grammatical gender of a subtype used as a noun, such as \"Merfolk\" or \"Swamp\" (m or f)")},
};

const char* const kNumberWords[] = {
    QT_TRANSLATE_NOOP("RulesText", "zero"),
    QT_TRANSLATE_NOOP("RulesText", "one"),
    QT_TRANSLATE_NOOP("RulesText", "two"),
    QT_TRANSLATE_NOOP("RulesText", "three"),
    QT_TRANSLATE_NOOP("RulesText", "four"),
    QT_TRANSLATE_NOOP("RulesText", "five"),
    QT_TRANSLATE_NOOP("RulesText", "six"),
    QT_TRANSLATE_NOOP("RulesText", "seven"),
    QT_TRANSLATE_NOOP("RulesText", "eight"),
    QT_TRANSLATE_NOOP("RulesText", "nine"),
    QT_TRANSLATE_NOOP("RulesText", "ten"),
    // Round 33: Oracle text spells out counts above ten too ("Create thirteen tapped 2/2 … tokens", Army of the
    // Damned).
    QT_TRANSLATE_NOOP("RulesText", "eleven"),
    QT_TRANSLATE_NOOP("RulesText", "twelve"),
    QT_TRANSLATE_NOOP("RulesText", "thirteen"),
    // Round 34: up to twenty, as the importer reads them (Jace Beleren's "the top twenty cards").
    QT_TRANSLATE_NOOP("RulesText", "fourteen"),
    QT_TRANSLATE_NOOP("RulesText", "fifteen"),
    QT_TRANSLATE_NOOP("RulesText", "sixteen"),
    QT_TRANSLATE_NOOP("RulesText", "seventeen"),
    QT_TRANSLATE_NOOP("RulesText", "eighteen"),
    QT_TRANSLATE_NOOP("RulesText", "nineteen"),
    QT_TRANSLATE_NOOP("RulesText", "twenty"),
};

namespace {

int typeIndex(CardType t)
{
    for (int i = 0; i < int(std::size(kCardTypeOrder)); ++i)
        if (kCardTypeOrder[i] == t)
            return i;
    return 0;
}

}   // namespace

QVector<CardType> typesIn(quint16 bits)
{
    QVector<CardType> out;
    for (CardType t : kCardTypeOrder)
        if (bits & quint16(t))
            out << t;
    return out;
}

QVector<CardType> typesAlphabetically(quint16 bits)
{
    QVector<CardType> out = typesIn(bits);
    std::sort(out.begin(), out.end(), [](CardType a, CardType b) { return cardTypeName(a) < cardTypeName(b); });
    return out;
}

QString lcfirst(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toLower();
    return s;
}

namespace {

bool startsWithVowelSound(const QString& s)
{
    if (s.isEmpty())
        return false;
    const QString lower = s.toLower();
    if (lower[0].isDigit())
        return lower.startsWith(QLatin1Char('8')) || lower.startsWith(QLatin1String("11"))
            || lower.startsWith(QLatin1String("18"));
    if (lower.startsWith(QLatin1String("x/")) || lower == QLatin1String("x"))
        return true;
    if (lower.startsWith(QLatin1String("uni")) || lower.startsWith(QLatin1String("one"))
        || lower.startsWith(QLatin1String("eu")) || lower.startsWith(QLatin1String("use")))
        return false;
    return QStringLiteral("aeiou").contains(lower[0]);
}

}   // namespace

// ---- Words ----------------------------------------------------------------------------------------

QString Writer::swapped(const QString& word) const
{
    for (const auto& s : m_swaps)
        if (s.first.compare(word, Qt::CaseInsensitive) == 0)
            return s.second;
    return word;
}

QString Writer::withAdjectives(const QStringList& adjs, QString np, bool classifier) const
{
    for (int i = adjs.size() - 1; i >= 0; --i)
        np = classifier
            ? tr("%1 %2", "a card type or subtype before the noun card or spell: creature cards, Zombie spell")
                  .arg(adjs[i], np)
            : tr("%1 %2",
                "one adjective before a noun phrase, put to it from the nearest adjective outwards: "
                "1/4 blue Elemental creature = 1/4 (blue (Elemental (creature)))")
                  .arg(adjs[i], np);
    return np;
}

Gender Writer::genderOf(const char* noun) const
{
    for (const GenderTag& t : kGenderTags)
        if (qstrcmp(t.noun, noun) == 0)
            return tr(t.tag.source, t.tag.comment).startsWith(QLatin1Char('f')) ? Gender::Fem : Gender::Masc;
    return Gender::Masc;
}

Gender Writer::typeGender(CardType t) const
{
    return genderOf(kTypeSingular[typeIndex(t)]);
}

// The English name after layer 3 word swaps (Mind Bend's "Swamp" to "Island").
QString Writer::swappedSubtypeName(SubtypeId id) const
{
    QString name = swapped(SubtypeRegistry::instance().name(id));
    if (auto known = SubtypeRegistry::instance().find(name))
        name = SubtypeRegistry::instance().name(*known);
    return name;
}

QString Writer::subtypeWord(SubtypeId id, bool plural) const
{
    const QString name = swappedSubtypeName(id);
    return plural ? translatedSubtypePlural(name) : translatedSubtype(name);
}

Gender Writer::subtypeGender(SubtypeId id) const
{
    return subtypeIsFeminine(swappedSubtypeName(id)) ? Gender::Fem : Gender::Masc;
}

QString Writer::typeWord(CardType t, bool plural) const
{
    const int i = typeIndex(t);
    return translate("CardType", plural ? kTypePlural[i] : kTypeSingular[i]);
}

QString Writer::supertypeWord(Supertype t, Agr a) const
{
    int i = 0;
    for (Supertype s : kSupertypeOrder) {
        if (s == t)
            return adjective("RulesText", kSupertypeAdjectives[i], a);
        ++i;
    }
    return {};
}

QString Writer::numberWord(int n) const
{
    if (n >= 0 && n < int(std::size(kNumberWords)))
        return tr(kNumberWords[n]);
    return QString::number(n);
}

QString Writer::indefinite(const QString& np, Gender g) const
{
    // The English choice of "a" or "an" goes by the English words; the gender by the head noun.
    if (startsWithVowelSound(np))
        return pickG(g,
            QT_TRANSLATE_NOOP3("RulesText", "an %1", "indefinite article before a vowel sound; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "an %1", "indefinite article before a vowel sound; %1 is feminine"))
            .arg(np);
    return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "a %1", "indefinite article; %1 is masculine"),
        QT_TRANSLATE_NOOP3("RulesText", "a %1", "indefinite article; %1 is feminine"))
        .arg(np);
}

QString Writer::joinList(const QStringList& items, bool orList) const
{
    if (items.isEmpty())
        return {};
    if (items.size() == 1)
        return items.first();
    if (items.size() == 2)
        return orList ? tr("%1 or %2").arg(items[0], items[1]) : tr("%1 and %2").arg(items[0], items[1]);
    QString acc = items.first();
    for (int i = 1; i < items.size() - 1; ++i)
        acc = tr("%1, %2", "list of three or more").arg(acc, items[i]);
    return orList ? tr("%1, or %2", "last item of a list of three or more").arg(acc, items.last())
                  : tr("%1, and %2", "last item of a list of three or more").arg(acc, items.last());
}

void Writer::setObject(const QString& objectName)
{
    const CardLibrary& lib = CardLibrary::builtin();
    const CardPtr card = lib.find(objectName);
    if (!card)
        return;
    const CardFace* face = &card->front;
    if (card->back && card->back->name.compare(objectName, Qt::CaseInsensitive) == 0)
        face = &*card->back;
    setFace(*face);
}

namespace {

// "Enchant creature or Vehicle" on a face whose static ability makes an enchanted Vehicle a creature ("As long as
// enchanted permanent is a Vehicle, it's a creature in addition to its other types", Siege Modification, 205.1b).
bool enchantedKindBecomesCreature(const CardFace& face, const Selector& enchant)
{
    Selector creature;
    creature.types = quint16(CardType::Creature);
    if (enchant.anyOf.size() != 2 || !(enchant.anyOf[0] == creature) || enchant.anyOf[1].subtypes.size() != 1)
        return false;
    Selector kind;
    kind.subtypes = enchant.anyOf[1].subtypes;
    return std::any_of(face.abilities.cbegin(), face.abilities.cend(), [&](const AbilityPtr& a) {
        return a->kind == AbilityDef::Kind::Static && a->condition && a->condition->kind == Condition::Kind::AttachedIs
            && !a->condition->negated && a->condition->filter && *a->condition->filter == kind && a->affects
            && a->affects->ref == Selector::Ref::Attached
            && std::any_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) {
                   return o.kind == Op::Kind::AddTypes && (o.cardTypes & quint16(CardType::Creature));
               });
    });
}

}   // namespace

void Writer::setFace(const CardFace& faceRef)
{
    const CardFace* face = &faceRef;
    m_faceName = face->name;
    for (const AbilityPtr& a : face->abilities)
        if (a->kind == AbilityDef::Kind::Replacement && a->replacement.choose == ChoiceKind::Option)
            m_options = a->replacement.chooseOptions;
    // The object's name takes the gender of its main card type ("Wandering Fumarole" is a land).
    const QVector<CardType> types = typesIn(face->type.cardTypes);
    if (!types.isEmpty())
        m_selfGender = typeGender(types.last());
    const auto& reg = SubtypeRegistry::instance();
    for (SubtypeId id : face->type.subtypes) {
        if (reg.name(id) == QLatin1String("Equipment")) {
            m_attached = tr("equipped creature");
            m_attachedGender = genderOf("creature");
            return;
        }
        if (reg.name(id) == QLatin1String("Fortification")) {   // 301.6: attached to a land
            m_attached = tr("fortified land");
            m_attachedGender = genderOf("land");
            m_attachedNoun = NP{typeWord(CardType::Land, false), {}, typeGender(CardType::Land)};
            return;
        }
    }
    m_attachedAnyKind.clear();
    for (const AbilityPtr& a : face->abilities) {
        if (a->isKeyword(QStringLiteral("Enchant")) && a->enchant) {
            const Selector& e = *a->enchant;
            const bool simple = e.anyOf.isEmpty() && !e.anyTypes;
            const NP n = simple ? headNoun(e, false) : NP{tr("permanent"), {}, genderOf("permanent")};
            const auto enchanted = [this](const NP& noun) {
                return pickG(noun.g, QT_TRANSLATE_NOOP3("RulesText", "enchanted %1", "%1 is masculine"),
                    QT_TRANSLATE_NOOP3("RulesText", "enchanted %1", "%1 is feminine"))
                    .arg(noun.text);
            };
            m_attached = enchanted(n);
            m_attachedGender = n.g;
            m_attachedNoun = n;
            // Every permanent the Aura can enchant is a creature from layer 4 on (613.1d): the face's other
            // abilities say "enchanted creature", its condition on the other kind "enchanted permanent".
            if (enchantedKindBecomesCreature(*face, e)) {
                m_attachedAnyKind = m_attached;
                m_attachedNoun = headNoun(e.anyOf[0], false);
                m_attached = enchanted(m_attachedNoun);
                m_attachedGender = m_attachedNoun.g;
            }
            return;
        }
    }
}

QString Writer::counterPhrase(const Counters& counters) const
{
    const QString& kind = counters.kind;
    if (counters.n.x)
        return tr("%1 %2 counters").arg(QStringLiteral("X"), kind);
    const int count = counters.n.n;
    if (count == 1)
        return indefinite(tr("%1 counter").arg(kind), genderOf("counter"));
    return tr("%1 %2 counters").arg(numberWord(count), kind);
}

// Capitalises and closes each clause, and joins them into one paragraph.
QString Writer::finish(const QStringList& clauses) const
{
    QStringList sentences;
    for (const QString& c : clauses) {
        if (c.isEmpty())
            continue;
        QString s = capitalizedFirstLetter(c);
        const QChar last = s.at(s.size() - 1);
        const bool closedQuote = (last == QLatin1Char('"') || last == QChar(0x201D) || last == QChar(0xBB))
            && s.size() >= 2 && s.at(s.size() - 2) == QLatin1Char('.');
        if (!closedQuote)
            s = tr("%1.", "end of a sentence").arg(s);
        sentences << s;
    }
    return sentences.join(QLatin1Char(' '));
}

}   // namespace rulestext
}   // namespace strata
