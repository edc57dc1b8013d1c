#include "RulesText.h"
#include "Contractions.h"
#include "RulesTextCache.h"
#include "cards/CardLibrary.h"
#include <QCoreApplication>
#include <functional>

// How the text is put together
// ----------------------------
// Every phrase is a translatable template with placeholders (context "RulesText"); the code only fills
// placeholders and joins whole sentences. Clauses are built without their first letter capitalised and
// without a final full stop, so that they can be placed after "When …, ", "As long as …, " or
// "you may …"; the finished sentences are capitalised and closed at the end. Verb phrases come in three
// forms, told apart for translators by the disambiguation "singular", "plural" or "infinitive"
// ("gets +1/+1", "get +1/+1", "you may have … get +1/+1").
//
// For languages with grammatical gender and number (Spanish, Italian):
// - each head noun has a translatable gender tag (kGenderTags: "m" or "f");
// - adjectives (colours, supertypes, tapped, …) have four forms each, masculine/feminine singular/plural,
//   and agree with their noun ("criaturas negras") or, as predicates, with the subject ("son negras");
//   colour words without disambiguation are the nouns ("devoción al negro");
// - determiners come in a masculine and a feminine template ("target %1", "that %1", "a %1", …);
// - a plural subject or object goes through its own template so that an article can be added
//   ("Las criaturas que controlas …");
// - "target" is put between a noun and its qualifiers ("target %1 %2": "la criatura objetivo que controlas");
// - adjectives are put to the noun one at a time from the nearest outwards ("%1 %2"), so that a language
//   writing them after the noun keeps their order ("una criatura Elemental azul y roja 1/4");
// - amounts of life are plural (%n) messages;
// - contractions the templates can't write ("de el" → "del") are a translatable list applied last.

namespace strata {

namespace {

using Swaps = QVector<QPair<QString, QString>>;

struct Tr3 {
    const char* source;
    const char* comment;
};

enum class Form : quint8 { Sing, Plur, Inf };
enum class Mood : quint8 { Static, Become };
enum class Gender : quint8 { Masc, Fem };

// Number and gender an adjective or determiner agrees with.
struct Agr {
    Gender g = Gender::Masc;
    bool plural = false;
    int index() const { return (plural ? 2 : 0) + (g == Gender::Fem ? 1 : 0); }
};

// Gender of a list of nouns: feminine only if every one is.
Gender combined(Gender a, Gender b)
{
    return a == Gender::Fem && b == Gender::Fem ? Gender::Fem : Gender::Masc;
}

// A noun phrase: the noun with its adjectives, the qualifiers that follow it ("you control",
// "with flying"), and its gender.
struct NP {
    QString text;
    QString post;
    Gender g = Gender::Masc;
};

// Keyword names, for extraction by lupdate; looked up at run time by their English name.
const char* const kKeywordNames[] = {
    QT_TRANSLATE_NOOP("RulesText", "Banding"), QT_TRANSLATE_NOOP("RulesText", "Changeling"),
    QT_TRANSLATE_NOOP("RulesText", "Cumulative upkeep"), QT_TRANSLATE_NOOP("RulesText", "Deathtouch"),
    QT_TRANSLATE_NOOP("RulesText", "Defender"), QT_TRANSLATE_NOOP("RulesText", "Double strike"),
    QT_TRANSLATE_NOOP("RulesText", "Enchant"), QT_TRANSLATE_NOOP("RulesText", "Equip"),
    QT_TRANSLATE_NOOP("RulesText", "Fading"), QT_TRANSLATE_NOOP("RulesText", "Fear"),
    QT_TRANSLATE_NOOP("RulesText", "First strike"), QT_TRANSLATE_NOOP("RulesText", "Flanking"),
    QT_TRANSLATE_NOOP("RulesText", "Flash"), QT_TRANSLATE_NOOP("RulesText", "Flashback"),
    QT_TRANSLATE_NOOP("RulesText", "Flying"), QT_TRANSLATE_NOOP("RulesText", "Haste"),
    QT_TRANSLATE_NOOP("RulesText", "Hexproof"), QT_TRANSLATE_NOOP("RulesText", "Indestructible"),
    QT_TRANSLATE_NOOP("RulesText", "Infect"), QT_TRANSLATE_NOOP("RulesText", "Kicker"),
    QT_TRANSLATE_NOOP("RulesText", "Landwalk"), QT_TRANSLATE_NOOP("RulesText", "Lifelink"),
    QT_TRANSLATE_NOOP("RulesText", "Menace"), QT_TRANSLATE_NOOP("RulesText", "Morph"),
    QT_TRANSLATE_NOOP("RulesText", "Protection"), QT_TRANSLATE_NOOP("RulesText", "Rampage"),
    QT_TRANSLATE_NOOP("RulesText", "Reach"), QT_TRANSLATE_NOOP("RulesText", "Shadow"),
    QT_TRANSLATE_NOOP("RulesText", "Split second"), QT_TRANSLATE_NOOP("RulesText", "Trample"),
    QT_TRANSLATE_NOOP("RulesText", "Vigilance"), QT_TRANSLATE_NOOP("RulesText", "Buyback"),
    QT_TRANSLATE_NOOP("RulesText", "Cycling"), QT_TRANSLATE_NOOP("RulesText", "Echo"),
    QT_TRANSLATE_NOOP("RulesText", "Phasing"),
};

// Colour words (context "Color", the lower-case names colorName() gives). Without disambiguation they
// are the colour as a noun ("your devotion to black", "Protection from black") and the label the
// interface shows; as adjectives they come in four forms (see kAgreementForms).
const char* const kColorWords[] = {
    QT_TRANSLATE_NOOP("Color", "white"), QT_TRANSLATE_NOOP("Color", "blue"), QT_TRANSLATE_NOOP("Color", "black"),
    QT_TRANSLATE_NOOP("Color", "red"), QT_TRANSLATE_NOOP("Color", "green"),
};

// Adjectives agree with the noun they describe in number and, in languages that have it, gender.
// Each has four entries told apart by these disambiguations, in this order: masculine singular,
// feminine singular, masculine plural, feminine plural (index = 2 * plural + feminine). English gives
// the same word to all four.
// Colours as adjectives ("black creatures", "is black"), in kAllColors order.
const Tr3 kColorAdjectives[][4] = {
    {
        QT_TRANSLATE_NOOP3("Color", "white", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "white", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "white", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "white", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("Color", "blue", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "blue", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "blue", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "blue", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("Color", "black", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "black", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "black", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "black", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("Color", "red", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "red", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "red", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "red", "adjective, feminine plural"),
    },
    {
        QT_TRANSLATE_NOOP3("Color", "green", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "green", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "green", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "green", "adjective, feminine plural"),
    },
};

const Tr3 kColorlessAdjective[][4] = {
    {
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, masculine singular"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, feminine singular"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, masculine plural"),
        QT_TRANSLATE_NOOP3("Color", "colorless", "adjective, feminine plural"),
    },
};

// Card types as they read inside rules text (context "CardType"), in kCardTypeOrder.
const char* const kTypeSingular[] = {
    QT_TRANSLATE_NOOP("CardType", "kindred"), QT_TRANSLATE_NOOP("CardType", "enchantment"),
    QT_TRANSLATE_NOOP("CardType", "artifact"), QT_TRANSLATE_NOOP("CardType", "land"),
    QT_TRANSLATE_NOOP("CardType", "creature"), QT_TRANSLATE_NOOP("CardType", "planeswalker"),
    QT_TRANSLATE_NOOP("CardType", "battle"), QT_TRANSLATE_NOOP("CardType", "instant"),
    QT_TRANSLATE_NOOP("CardType", "sorcery"),
};
const char* const kTypePlural[] = {
    QT_TRANSLATE_NOOP("CardType", "kindreds"), QT_TRANSLATE_NOOP("CardType", "enchantments"),
    QT_TRANSLATE_NOOP("CardType", "artifacts"), QT_TRANSLATE_NOOP("CardType", "lands"),
    QT_TRANSLATE_NOOP("CardType", "creatures"), QT_TRANSLATE_NOOP("CardType", "planeswalkers"),
    QT_TRANSLATE_NOOP("CardType", "battles"), QT_TRANSLATE_NOOP("CardType", "instants"),
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
    {"player", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"player\" (m or f)")},
    {"counter", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"counter\" (m or f)")},
    {"token", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of the noun \"token\" (m or f)")},
    {"subtype", QT_TRANSLATE_NOOP3("RulesText", "m", "grammatical gender of a subtype used as a noun, such as \"Merfolk\" or \"Swamp\" (m or f)")},
};

const char* const kNumberWords[] = {
    QT_TRANSLATE_NOOP("RulesText", "zero"), QT_TRANSLATE_NOOP("RulesText", "one"),
    QT_TRANSLATE_NOOP("RulesText", "two"), QT_TRANSLATE_NOOP("RulesText", "three"),
    QT_TRANSLATE_NOOP("RulesText", "four"), QT_TRANSLATE_NOOP("RulesText", "five"),
    QT_TRANSLATE_NOOP("RulesText", "six"), QT_TRANSLATE_NOOP("RulesText", "seven"),
    QT_TRANSLATE_NOOP("RulesText", "eight"), QT_TRANSLATE_NOOP("RulesText", "nine"),
    QT_TRANSLATE_NOOP("RulesText", "ten"),
};

int typeIndex(CardType t)
{
    for (int i = 0; i < int(std::size(kCardTypeOrder)); ++i)
        if (kCardTypeOrder[i] == t)
            return i;
    return 0;
}

QVector<CardType> typesIn(quint16 bits)
{
    QVector<CardType> out;
    for (CardType t : kCardTypeOrder)
        if (bits & quint16(t))
            out << t;
    return out;
}

QString lcfirst(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toLower();
    return s;
}

// English plural of a subtype name ("Merfolk", "Elves", "Werewolves", "Forests"). Subtypes stay in
// English in rules text for now, so their plural does too.
QString pluralSubtype(const QString& w)
{
    static const QHash<QString, QString> irregular = {
        {"Mouse", "Mice"}, {"Ox", "Oxen"}, {"Fungus", "Fungi"}, {"Homunculus", "Homunculi"},
        {"Pegasus", "Pegasi"}, {"Cyclops", "Cyclopes"}, {"Plains", "Plains"}, {"Sheep", "Sheep"},
        {"Fish", "Fish"}, {"Djinn", "Djinn"}, {"Efreet", "Efreet"}, {"Samurai", "Samurai"},
        {"Vedalken", "Vedalken"}, {"Elk", "Elk"}, {"Jellyfish", "Jellyfish"}, {"Starfish", "Starfish"},
        {"Dwarf", "Dwarves"}, {"Elf", "Elves"}, {"Kor", "Kor"}, {"Aetherborn", "Aetherborn"},
        {"Volver", "Volvers"}, {"Sliver", "Slivers"},
    };
    if (auto it = irregular.constFind(w); it != irregular.constEnd())
        return *it;
    if (w.endsWith(QLatin1String("folk")) || w.endsWith(QLatin1String("kin")))
        return w;
    if (w.endsWith(QLatin1String("wolf")))
        return w.left(w.size() - 1) + QStringLiteral("ves");
    if (w.endsWith(QLatin1Char('s')) || w.endsWith(QLatin1Char('x')) || w.endsWith(QLatin1String("ch"))
        || w.endsWith(QLatin1String("sh")) || w.endsWith(QLatin1Char('z')))
        return w + QStringLiteral("es");
    if (w.size() > 1 && w.endsWith(QLatin1Char('y')) && !QStringLiteral("aeiou").contains(w[w.size() - 2]))
        return w.left(w.size() - 1) + QStringLiteral("ies");
    return w + QLatin1Char('s');
}

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

bool foldableNumber(const std::optional<Expr>& e)
{
    return e && (e->kind == Expr::Kind::Const || e->kind == Expr::Kind::X);
}

bool isSimpleFilter(const Selector& s)
{
    return !s.isRef() && s.anyOf.isEmpty() && !s.other && s.colors.isEmpty() && !s.colorless && !s.supertypes
        && !s.notSupertypes && !s.notTypes && s.subtypes.isEmpty() && s.notSubtypes.isEmpty() && !s.subtypeChosen
        && s.controller == Selector::Who::Any && !s.ownerYou && s.where == Selector::Where::Battlefield
        && !s.tapped && !s.attacking && !s.noAbilities && s.hasKeyword.isEmpty() && !s.manaValueAtMost
        && !s.manaValueAtMostX && !s.powerAtMost;
}

// Which of a filter's subtypes name only creature types (so the noun can be the subtype alone).
bool subtypesImplyTypes(const Selector& s)
{
    const auto& reg = SubtypeRegistry::instance();
    for (SubtypeId id : s.subtypes) {
        const quint16 owner = quint16(SubtypeRegistry::ownerType(reg.kind(id)));
        if (s.types && s.types != owner)
            return false;
    }
    return true;
}

// ---- The writer -------------------------------------------------------------------------------

class Writer {
    Q_DECLARE_TR_FUNCTIONS(RulesText)

public:
    // Bare: "creature"; Plural: "creatures" (counted or listed, no article); The: a plural subject or
    // object ("creatures you control have …", "destroy other creatures"), where languages with
    // articles add one; Each, Indefinite, Target: "each creature", "a creature", "target creature".
    enum class Det : quint8 { Bare, Plural, The, Each, Indefinite, Target };

    Writer(const QString& selfName, const Swaps& swaps, Gender selfGender = Gender::Masc)
        : m_self(selfName), m_swaps(swaps), m_selfGender(selfGender)
    {
        m_attached = tr("enchanted creature");
        m_attachedGender = genderOf("creature");
    }

    void setAttachedPhrase(const QString& p, Gender g)
    {
        m_attached = p;
        m_attachedGender = g;
    }
    void setObject(const QString& objectName);
    Gender genderOf(const char* noun) const;

    QString ability(const AbilityDef& a);
    QString keywordText(const AbilityDef& a) const;
    QString costText(const QVector<CostPart>& parts) const;
    QString selector(const Selector& s, Det det, bool subjectPosition = false);

private:
    struct TargetInfo {
        Selector sel;
        bool described = false;
        int upTo = 0;
        bool mentioned = false;
    };
    struct Subject {
        QString text;
        Form form = Form::Sing;
        Gender g = Gender::Masc;
    };

    QString pick(Form f, Tr3 sing, Tr3 plur, Tr3 inf) const
    {
        const Tr3& t = f == Form::Sing ? sing : f == Form::Plur ? plur : inf;
        return tr(t.source, t.comment);
    }
    // A template in the form that agrees with a masculine or a feminine noun.
    QString pickG(Gender g, Tr3 masc, Tr3 fem) const
    {
        const Tr3& t = g == Gender::Fem ? fem : masc;
        return tr(t.source, t.comment);
    }
    static QString adjective(const char* context, const Tr3* forms, Agr a)
    {
        return QCoreApplication::translate(context, forms[a.index()].source, forms[a.index()].comment);
    }
    // "%1 %2": one adjective (or list of adjectives) put to a noun phrase; applied from the adjective
    // nearest the noun outwards, so that languages placing adjectives after the noun keep the order.
    QString withAdjectives(const QStringList& adjs, QString np, bool classifier = false) const;

    // Words, with layer 3 word swaps applied before translation.
    QString swapped(const QString& word) const;
    QString colorWord(Color c) const;            // the colour as a noun
    QString colorWord(Color c, Agr a) const;     // the colour as an adjective
    QString colorList(ColorSet colors, bool orList) const;
    QString colorList(ColorSet colors, bool orList, Agr a) const;
    QString colorless(Agr a) const { return adjective("Color", kColorlessAdjective[0], a); }
    QString subtypeWord(SubtypeId id, bool plural = false) const;
    QString typeWord(CardType t, bool plural) const;
    Gender typeGender(CardType t) const;
    QString supertypeWord(Supertype t, Agr a) const;
    QString numberWord(int n) const;
    QString indefinite(const QString& np, Gender g) const;
    QString joinList(const QStringList& items, bool orList) const;
    QString quoted(const QString& text) const { return tr("\"%1\"", "a quoted ability").arg(text); }

    // Selectors.
    QString noun(const Selector& s, bool plural, bool withZone = true) const;
    NP nounParts(const Selector& s, bool plural, bool withZone = true) const;
    NP headNoun(const Selector& s, bool plural) const;
    Subject refPhrase(Selector::Ref ref);
    QString targetPhrase(const TargetInfo& t, bool plural) const;
    NP targetNoun(int index, bool plural) const;
    Gender selectorGender(const Selector& s) const;
    Gender agreementGender(const Selector& s) const;
    Subject subject(const Selector& s, bool each);
    QString objectPhrase(const Selector& s);

    // Expressions and conditions.
    QString expr(const Expr& e);
    QString signedValue(const std::optional<Expr>& e, const QString& letter, QStringList* wheres);
    QString condition(const Condition& c);

    // Effects.
    QStringList effectClauses(const Selector& affects, const QVector<Op>& ops, Mood mood, std::optional<Duration> duration,
                              const std::optional<Condition>& cond, bool optional);
    QStringList predicates(const QVector<Op>& ops, const QVector<int>& which, const Selector& affects, Form f, Agr subj,
                           Mood mood, bool* longClause, QStringList* wheres);
    QString typeClause(const QVector<Op>& ops, const QVector<int>& which, Form f, Mood mood, bool foldPT,
                       bool foldColors, bool foldAllTypes);
    QString standalone(const Op& op, const Selector& affects, Mood mood);
    QString abilityList(const QVector<AbilityPtr>& abilities, const Selector& affects, const std::optional<Condition>& cond);
    QString nested(const AbilityDef& a, const Selector& grantee, const std::optional<Condition>& cond);
    QString copyExceptions(const CopyExceptions& ex, const NP& copiedNoun);
    QString withDuration(const QString& clause, std::optional<Duration> duration, bool leading) const;

    // Actions.
    QStringList actions(const QVector<Action>& list, bool optional);
    QStringList action(const Action& a, bool optional);
    QString eventPhrase(TriggerEvent event, bool delayed);
    QString counterPhrase(const Counters& counters) const;
    void prepareTargets(const QVector<Selector>& described,
                        const QVector<Action>& effect);
    QString inferTargetNoun(const QVector<Action>& effect) const;

    QString finish(const QStringList& clauses) const;

    QString m_self;
    Swaps m_swaps;
    Gender m_selfGender = Gender::Masc;
    QString m_attached;
    Gender m_attachedGender = Gender::Masc;
    QVector<TargetInfo> m_targets;
    NP m_itNoun;
    bool m_targetsMentioned = false;
    const Condition* m_cond = nullptr;   // condition of the static ability being written
};

// ---- Words ----------------------------------------------------------------------------------------

QString Writer::swapped(const QString& word) const
{
    for (const auto& s : m_swaps)
        if (s.first.compare(word, Qt::CaseInsensitive) == 0)
            return s.second;
    return word;
}

namespace {
int colorIndex(Color c)
{
    int i = 0;
    for (Color k : kAllColors) {
        if (k == c)
            return i;
        ++i;
    }
    return 0;
}
} // namespace

QString Writer::colorWord(Color c) const
{
    const QString name = swapped(colorName(c));
    const auto other = colorFromName(name);
    if (!other)
        return name;
    return QCoreApplication::translate("Color", kColorWords[colorIndex(*other)]);
}

QString Writer::colorWord(Color c, Agr a) const
{
    const QString name = swapped(colorName(c));
    const auto other = colorFromName(name);
    if (!other)
        return name;
    return adjective("Color", kColorAdjectives[colorIndex(*other)], a);
}

QString Writer::colorList(ColorSet colors, bool orList) const
{
    QStringList words;
    for (Color c : kAllColors)
        if (colors.has(c))
            words << colorWord(c);
    return joinList(words, orList);
}

QString Writer::colorList(ColorSet colors, bool orList, Agr a) const
{
    QStringList words;
    for (Color c : kAllColors)
        if (colors.has(c))
            words << colorWord(c, a);
    return joinList(words, orList);
}

QString Writer::withAdjectives(const QStringList& adjs, QString np, bool classifier) const
{
    for (int i = adjs.size() - 1; i >= 0; --i)
        np = classifier ? tr("%1 %2", "a card type or subtype before the noun card or spell: creature cards, Zombie spell")
                              .arg(adjs[i], np)
                        : tr("%1 %2", "one adjective before a noun phrase, put to it from the nearest adjective outwards: "
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

QString Writer::subtypeWord(SubtypeId id, bool plural) const
{
    QString name = swapped(SubtypeRegistry::instance().name(id));
    if (auto known = SubtypeRegistry::instance().find(name))
        name = SubtypeRegistry::instance().name(*known);
    return plural ? pluralSubtype(name) : name;
}

QString Writer::typeWord(CardType t, bool plural) const
{
    const int i = typeIndex(t);
    return QCoreApplication::translate("CardType", plural ? kTypePlural[i] : kTypeSingular[i]);
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
    if (n >= 0 && n <= 10)
        return tr(kNumberWords[n]);
    return QString::number(n);
}

QString Writer::indefinite(const QString& np, Gender g) const
{
    // The English choice of "a" or "an" goes by the English words; the gender by the head noun.
    if (startsWithVowelSound(np))
        return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "an %1", "indefinite article before a vowel sound; %1 is masculine"),
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
    }
    for (const AbilityPtr& a : face->abilities) {
        if (a->isKeyword(QStringLiteral("Enchant")) && a->enchant) {
            const Selector& e = *a->enchant;
            const bool simple = e.anyOf.isEmpty() && !e.anyTypes;
            const NP n = simple ? headNoun(e, false) : NP{tr("permanent"), {}, genderOf("permanent")};
            m_attached = pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "enchanted %1", "%1 is masculine"),
                               QT_TRANSLATE_NOOP3("RulesText", "enchanted %1", "%1 is feminine"))
                             .arg(n.text);
            m_attachedGender = n.g;
            return;
        }
    }
}

// ---- Selectors ----------------------------------------------------------------------------------

NP Writer::headNoun(const Selector& s, bool plural) const
{
    auto word = [&](const QString& sing, const QString& plur, const char* gender) {
        return NP{plural ? plur : sing, {}, genderOf(gender)};
    };
    if (!s.anyOf.isEmpty()) {
        QStringList parts;
        for (const Selector& p : s.anyOf)
            parts << headNoun(p, plural).text;
        parts.removeDuplicates();
        return NP{joinList(parts, !plural), {}, headNoun(s.anyOf.first(), plural).g};
    }
    const QVector<CardType> types = typesIn(s.types);
    if (!s.word.isEmpty() || s.anyTypes || types.isEmpty() || !s.subtypes.isEmpty()) {
        if (s.word == QLatin1String("card"))
            return word(tr("card"), tr("cards"), "card");
        if (s.word == QLatin1String("spell"))
            return word(tr("spell"), tr("spells"), "spell");
        if (s.word == QLatin1String("permanent"))
            return word(tr("permanent"), tr("permanents"), "permanent");
        if (!s.subtypes.isEmpty() && subtypesImplyTypes(s))
            return NP{subtypeWord(s.subtypes.last(), plural), {}, genderOf("subtype")};
        if (s.anyTypes) {
            QStringList words;
            for (CardType t : typesIn(s.anyTypes))
                words << typeWord(t, plural);
            return NP{joinList(words, !plural), {}, typeGender(typesIn(s.anyTypes).first())};
        }
        if (!types.isEmpty())
            return NP{typeWord(types.last(), plural), {}, typeGender(types.last())};
        if (s.where == Selector::Where::Specific && s.zone == Zone::Stack)
            return word(tr("spell"), tr("spells"), "spell");
        if (s.where == Selector::Where::Specific || s.where == Selector::Where::NotBattlefield)
            return word(tr("card"), tr("cards"), "card");
        if (s.where == Selector::Where::Any)
            return word(tr("object"), tr("objects"), "object");
        return word(tr("permanent"), tr("permanents"), "permanent");
    }
    return NP{typeWord(types.last(), plural), {}, typeGender(types.last())};
}

// The gender determiners take: for a list, the first noun's ("una magia o permanente").
Gender Writer::selectorGender(const Selector& s) const
{
    if (!s.anyOf.isEmpty())
        return selectorGender(s.anyOf.first());
    return headNoun(s, false).g;
}

// The gender adjectives and predicates agree with: for a list, masculine unless every noun is feminine.
Gender Writer::agreementGender(const Selector& s) const
{
    Gender g = Gender::Fem;
    if (!s.anyOf.isEmpty()) {
        for (const Selector& p : s.anyOf)
            g = combined(g, agreementGender(p));
        return g;
    }
    if (s.anyTypes && s.word.isEmpty() && s.subtypes.isEmpty()) {
        for (CardType t : typesIn(s.anyTypes))
            g = combined(g, typeGender(t));
        return g;
    }
    return headNoun(s, false).g;
}

// The noun phrase of a filter without determiner: "untapped creatures you control", "non-Aura enchantment",
// "creature cards you own that aren't on the battlefield".
QString Writer::noun(const Selector& s, bool plural, bool withZone) const
{
    const NP n = nounParts(s, plural, withZone);
    if (n.post.isEmpty())
        return n.text;
    return tr("%1 %2", "noun followed by its qualifiers").arg(n.text, n.post);
}

// The same in parts: the noun with its adjectives, and the qualifiers after it.
NP Writer::nounParts(const Selector& s, bool plural, bool withZone) const
{
    if (!s.anyOf.isEmpty()) {
        QStringList parts;
        for (const Selector& p : s.anyOf)
            parts << noun(p, plural, withZone);
        return NP{joinList(parts, !plural), {}, selectorGender(s)};
    }
    const NP head = headNoun(s, plural);
    const Agr agr{head.g, plural};
    QStringList adjs;
    if (s.tapped)
        adjs << adjective("RulesText", kStatusAdjectives[*s.tapped ? 0 : 1], agr);
    if (s.attacking)
        adjs << adjective("RulesText", kStatusAdjectives[2], agr);
    for (Supertype t : kSupertypeOrder)
        if (s.supertypes & quint8(t))
            adjs << supertypeWord(t, agr);
    for (Supertype t : kSupertypeOrder)
        if (s.notSupertypes & quint8(t))
            adjs << tr("non%1", "negated supertype: nonbasic, nonlegendary").arg(supertypeWord(t, agr));
    if (!s.colors.isEmpty())
        adjs << colorList(s.colors, true, agr);
    if (s.colorless)
        adjs << colorless(agr);
    for (CardType t : typesIn(s.notTypes))
        adjs << tr("non%1", "negated card type: noncreature, nonland").arg(typeWord(t, false));
    for (SubtypeId id : s.notSubtypes)
        adjs << tr("non-%1", "negated subtype: non-Aura").arg(subtypeWord(id));

    // Words naming the set besides the head noun: "artifact" in "artifact creatures", "creature" in
    // "creature cards", "Zombie" in "Zombie cards". Before "card" or "spell" they classify the noun
    // (Spanish "cartas de criatura"), and get their own template.
    QStringList kinds;
    const QVector<CardType> types = typesIn(s.types);
    const bool subtypeIsHead = !s.subtypes.isEmpty() && s.word.isEmpty() && subtypesImplyTypes(s);
    QStringList subWords;
    for (int i = 0; i < s.subtypes.size(); ++i)
        if (!(subtypeIsHead && i == s.subtypes.size() - 1))
            subWords << subtypeWord(s.subtypes[i]);
    if (!subWords.isEmpty())
        kinds << subWords.join(QLatin1Char(' '));
    if (!subtypeIsHead) {
        const bool typeIsHead = s.word.isEmpty() && s.subtypes.isEmpty() && !s.anyTypes && !types.isEmpty();
        for (int i = 0; i < types.size(); ++i)
            if (!(typeIsHead && i == types.size() - 1))
                kinds << typeWord(types[i], false);
        if (s.anyTypes && !s.word.isEmpty()) {
            QStringList words;
            for (CardType t : typesIn(s.anyTypes))
                words << typeWord(t, false);
            kinds << joinList(words, true);
        }
    }
    const bool classifier = s.word == QLatin1String("card") || s.word == QLatin1String("spell");
    QString np = withAdjectives(kinds, head.text, classifier);
    np = withAdjectives(adjs, np);

    QStringList post;
    if (s.subtypeChosen)
        post << tr("of the chosen type");
    if (s.controller == Selector::Who::You)
        post << tr("you control");
    else if (s.controller == Selector::Who::Opponent)
        post << (plural ? tr("your opponents control") : tr("an opponent controls"));
    const bool graveyard = s.where == Selector::Where::Specific && s.zone == Zone::Graveyard;
    const bool hand = s.where == Selector::Where::Specific && s.zone == Zone::Hand;
    const bool library = s.where == Selector::Where::Specific && s.zone == Zone::Library;
    if (s.ownerYou && !(graveyard || hand || library))
        post << tr("you own");
    if (!s.hasKeyword.isEmpty()) {
        AbilityDef kw;
        kw.keyword = s.hasKeyword;
        post << tr("with %1", "with a keyword").arg(lcfirst(keywordText(kw)));
    }
    if (s.noAbilities)
        post << tr("with no abilities");
    if (s.manaValueAtMost)
        post << tr("with mana value %1 or less").arg(*s.manaValueAtMost);
    if (s.manaValueAtMostX)
        post << tr("with mana value X or less");
    if (s.powerAtMost)
        post << tr("with power %1 or less").arg(*s.powerAtMost);
    if (withZone) {
        if (graveyard)
            post << (s.ownerYou ? tr("in your graveyard") : plural ? tr("in all graveyards") : tr("in a graveyard"));
        else if (hand)
            post << (s.ownerYou ? tr("in your hand") : tr("in a player's hand"));
        else if (library)
            post << (s.ownerYou ? tr("in your library") : tr("in a player's library"));
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Exile)
            post << tr("in exile");
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Stack && s.word != QLatin1String("spell"))
            post << tr("on the stack");
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Command)
            post << tr("in the command zone");
        else if (s.where == Selector::Where::NotBattlefield)
            post << (plural ? tr("that aren't on the battlefield") : tr("that isn't on the battlefield"));
        else if (s.where == Selector::Where::Any)
            post << (plural ? tr("in every zone") : tr("in any zone"));
    }
    return NP{np, post.join(QLatin1Char(' ')), head.g};
}

NP Writer::targetNoun(int index, bool plural) const
{
    if (index < m_targets.size()) {
        const TargetInfo& t = m_targets[index];
        if (t.described)
            return headNoun(t.sel, plural);
    }
    if (!m_targets.isEmpty()) {
        const NP inferred = headNoun(m_targets.first().sel, plural);
        if (!inferred.text.isEmpty())
            return inferred;
    }
    return NP{plural ? tr("permanents") : tr("permanent"), {}, genderOf("permanent")};
}

QString Writer::targetPhrase(const TargetInfo& t, bool plural) const
{
    // The noun and its qualifiers are separate so that "target" can go between them
    // (Spanish "la criatura objetivo que controlas").
    auto target = [&](const NP& n) {
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "target %1 %2", "noun, its qualifiers; %1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    };
    if (!t.sel.anyOf.isEmpty()) {
        QStringList parts;
        for (const Selector& p : t.sel.anyOf)
            parts << noun(p, plural);
        return target(NP{joinList(parts, true), {}, selectorGender(t.sel)});
    }
    if (t.upTo > 1) {
        const NP n = nounParts(t.sel, true);
        if (n.post.isEmpty())
            return tr("up to %1 target %2").arg(numberWord(t.upTo), n.text);
        return tr("up to %1 target %2 %3", "number, noun, its qualifiers").arg(numberWord(t.upTo), n.text, n.post);
    }
    if (t.upTo == 1) {
        const NP n = nounParts(t.sel, false);
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "up to one target %1", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "up to one target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "up to one target %1 %2", "noun, its qualifiers; %1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "up to one target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    }
    const NP n = nounParts(t.sel, plural);
    if (t.sel.other) {
        if (n.post.isEmpty())
            return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "another target %1", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "another target %1", "%1 is feminine"))
                .arg(n.text);
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "another target %1 %2", "noun, its qualifiers; %1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "another target %1 %2", "noun, its qualifiers; %1 is feminine"))
            .arg(n.text, n.post);
    }
    return target(n);
}

Writer::Subject Writer::refPhrase(Selector::Ref ref)
{
    auto that = [&](const NP& n) {
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is feminine"))
            .arg(n.text);
    };
    auto those = [&](const NP& n) {
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "those %1", "%1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "those %1", "%1 is feminine"))
            .arg(n.text);
    };
    switch (ref) {
    case Selector::Ref::Self:
        return Subject{m_self, Form::Sing, m_selfGender};
    case Selector::Ref::Attached:
        return Subject{m_attached, Form::Sing, m_attachedGender};
    case Selector::Ref::Target:
    case Selector::Ref::Target2: {
        const int i = ref == Selector::Ref::Target ? 0 : 1;
        while (m_targets.size() <= i)
            m_targets << TargetInfo{};
        TargetInfo& t = m_targets[i];
        const bool many = t.upTo > 1;
        const NP n = targetNoun(i, many);
        m_itNoun = targetNoun(i, false);
        const Form f = many ? Form::Plur : Form::Sing;
        if (t.mentioned)
            return Subject{many ? those(n) : that(n), f, n.g};
        t.mentioned = true;
        return Subject{targetPhrase(t, many), f, t.described ? agreementGender(t.sel) : n.g};
    }
    case Selector::Ref::Targets: {
        if (m_targets.isEmpty())
            m_targets << TargetInfo{};
        const NP n = targetNoun(0, true);
        if (m_targetsMentioned || (m_targets.size() == 1 && m_targets[0].mentioned))
            return Subject{those(n), Form::Plur, n.g};
        m_targetsMentioned = true;
        for (TargetInfo& t : m_targets)
            t.mentioned = true;
        if (m_targets.size() == 1 && m_targets[0].upTo > 1)
            return Subject{targetPhrase(m_targets[0], true), Form::Plur, n.g};
        if (m_targets.size() == 1)
            return Subject{tr("two target %1").arg(n.text), Form::Plur, n.g};
        QStringList parts;
        Gender g = Gender::Fem;
        for (const TargetInfo& t : m_targets) {
            parts << targetPhrase(t, false);
            g = combined(g, agreementGender(t.sel));
        }
        return Subject{joinList(parts, false), Form::Plur, g};
    }
    case Selector::Ref::Chosen: {
        const NP n = targetNoun(0, false);
        return Subject{pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "a %1 of your choice", "%1 is masculine"),
                             QT_TRANSLATE_NOOP3("RulesText", "a %1 of your choice", "%1 is feminine"))
                           .arg(n.text),
                       Form::Sing, n.g};
    }
    case Selector::Ref::It: {
        const NP n = m_itNoun.text.isEmpty() ? NP{tr("permanent"), {}, genderOf("permanent")} : m_itNoun;
        return Subject{that(n), Form::Sing, n.g};
    }
    case Selector::Ref::None:
        break;
    }
    return {};
}

QString Writer::selector(const Selector& s, Det det, bool subjectPosition)
{
    if (s.isRef())
        return refPhrase(s.ref).text;
    if (!s.anyOf.isEmpty()) {
        QStringList parts;
        const Gender g = selectorGender(s);
        switch (det) {
        case Det::Plural:
        case Det::The:
            for (const Selector& p : s.anyOf)
                parts << selector(p, det);
            return joinList(parts, false);
        case Det::Each:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return tr("each %1").arg(joinList(parts, true));
        case Det::Indefinite:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return indefinite(joinList(parts, true), g);
        case Det::Target:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is feminine"))
                .arg(joinList(parts, true));
        case Det::Bare:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return joinList(parts, true);
        }
    }
    const Gender g = selectorGender(s);
    switch (det) {
    case Det::Bare:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "singular; %1 is masculine"),
                               QT_TRANSLATE_NOOP3("RulesText", "other %1", "singular; %1 is feminine"))
                             .arg(noun(s, false))
                       : noun(s, false);
    case Det::Plural:
        if (s.other)
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural, without article; %1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural, without article; %1 is feminine"))
                .arg(noun(s, true));
        return noun(s, true);
    case Det::The:
        if (s.other)
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural subject or object; %1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural subject or object; %1 is feminine"))
                .arg(noun(s, true));
        if (subjectPosition && isSimpleFilter(s))
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "all %1", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "all %1", "%1 is feminine"))
                .arg(noun(s, true));
        return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "%1", "plural subject or object (\"creatures you control have …\"): "
                                                              "add the definite article if your language needs one; %1 is masculine"),
                     QT_TRANSLATE_NOOP3("RulesText", "%1", "plural subject or object (\"creatures you control have …\"): "
                                                           "add the definite article if your language needs one; %1 is feminine"))
            .arg(noun(s, true));
    case Det::Each:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "each other %1", "%1 is masculine"),
                               QT_TRANSLATE_NOOP3("RulesText", "each other %1", "%1 is feminine"))
                             .arg(noun(s, false))
                       : tr("each %1").arg(noun(s, false));
    case Det::Indefinite:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "another %1", "%1 is masculine"),
                               QT_TRANSLATE_NOOP3("RulesText", "another %1", "%1 is feminine"))
                             .arg(noun(s, false))
                       : indefinite(noun(s, false), g);
    case Det::Target: {
        TargetInfo t;
        t.sel = s;
        return targetPhrase(t, false);
    }
    }
    return {};
}

Writer::Subject Writer::subject(const Selector& s, bool each)
{
    if (s.isRef())
        return refPhrase(s.ref);
    Subject out;
    out.text = selector(s, each ? Det::Each : Det::The, true);
    out.form = each ? Form::Sing : Form::Plur;
    out.g = agreementGender(s);
    return out;
}

QString Writer::objectPhrase(const Selector& s)
{
    if (s.isRef())
        return refPhrase(s.ref).text;
    return selector(s, Det::The);
}

// ---- Expressions and conditions -------------------------------------------------------------------

QString Writer::expr(const Expr& e)
{
    switch (e.kind) {
    case Expr::Kind::Const:
        return QString::number(e.value);
    case Expr::Kind::X:
        return QStringLiteral("X");
    case Expr::Kind::Count: {
        if (!e.selector)
            return tr("the number of permanents");
        const Selector& s = *e.selector;
        QString np = selector(s, Det::Plural);
        if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield
            && s.controller == Selector::Who::Any)
            np = tr("%1 on the battlefield").arg(np);
        return tr("the number of %1").arg(np);
    }
    case Expr::Kind::CardTypesInGraveyards:
        return tr("the number of card types among cards in all graveyards");
    case Expr::Kind::ManaValueOfAffected:
        return tr("its mana value");
    case Expr::Kind::PowerOfTarget:
        return tr("its power");
    case Expr::Kind::Life:
        return e.who == QLatin1String("opponent") ? tr("an opponent's life total") : tr("your life total");
    case Expr::Kind::HighestLife:
        return tr("the highest life total among all players");
    case Expr::Kind::MostCardsInHandOpponent:
        return tr("the greatest number of cards in hand among your opponents");
    case Expr::Kind::Neg:
        return e.args.isEmpty() ? QString() : tr("minus %1").arg(expr(e.args.first()));
    case Expr::Kind::Sum: {
        if (e.args.isEmpty())
            return QStringLiteral("0");
        if (e.args.size() == 2 && expr(e.args[0]) == expr(e.args[1]))
            return tr("twice %1").arg(expr(e.args[0]));
        QString acc = expr(e.args.first());
        for (int i = 1; i < e.args.size(); ++i) {
            const Expr& a = e.args[i];
            if (a.kind == Expr::Kind::Neg && !a.args.isEmpty())
                acc = tr("%1 minus %2").arg(acc, expr(a.args.first()));
            else if (a.kind == Expr::Kind::Const && a.value < 0)
                acc = tr("%1 minus %2").arg(acc, QString::number(-a.value));
            else
                acc = tr("%1 plus %2").arg(acc, expr(a));
        }
        return acc;
    }
    }
    return {};
}

// "+1", "-2", "+X" (with "X is …" recorded in wheres).
QString Writer::signedValue(const std::optional<Expr>& e, const QString& letter, QStringList* wheres)
{
    if (!e)
        return QStringLiteral("+0");
    if (e->kind == Expr::Kind::Const)
        return e->value < 0 ? QStringLiteral("-%1").arg(-e->value) : QStringLiteral("+%1").arg(e->value);
    if (e->kind == Expr::Kind::X)
        return QStringLiteral("+X");
    if (e->kind == Expr::Kind::Neg && !e->args.isEmpty()) {
        const Expr& inner = e->args.first();
        if (inner.kind == Expr::Kind::Const)
            return QStringLiteral("-%1").arg(inner.value);
        if (inner.kind == Expr::Kind::X)
            return QStringLiteral("-X");
        const QString w = tr("%1 is %2", "where X is …").arg(letter, expr(inner));
        if (!wheres->contains(w))
            *wheres << w;
        return QStringLiteral("-") + letter;
    }
    const QString w = tr("%1 is %2", "where X is …").arg(letter, expr(*e));
    if (!wheres->contains(w))
        *wheres << w;
    return QStringLiteral("+") + letter;
}

QString Writer::condition(const Condition& c)
{
    switch (c.kind) {
    case Condition::Kind::DevotionLessThan:
        return tr("your devotion to %1 is less than %2").arg(colorList(c.colors, false), numberWord(c.n));
    case Condition::Kind::YouControlAtLeast:
        return tr("you control %1 or more %2")
            .arg(numberWord(c.n), c.filter ? noun(*c.filter, true) : tr("permanents"));
    case Condition::Kind::AttachedIs:
        return tr("%1 is %2", "a permanent is of some kind")
            .arg(m_attached, c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::SelfIs:
        return tr("%1 is %2", "a permanent is of some kind")
            .arg(m_self, c.filter ? selector(*c.filter, Det::Indefinite) : tr("a permanent"));
    case Condition::Kind::NoSpellsCastLastTurn:
        return tr("no spells were cast last turn");
    case Condition::Kind::TwoSpellsCastLastTurn:
        return tr("a player cast two or more spells last turn");
    }
    return {};
}

// ---- Effects --------------------------------------------------------------------------------------

bool isTypeOp(const Op& o)
{
    switch (o.kind) {
    case Op::Kind::AddTypes:
    case Op::Kind::SetTypes:
        return true;
    case Op::Kind::AddSubtypes:
    case Op::Kind::SetSubtypes:
        return !o.subtypes.isEmpty();
    default:
        return false;
    }
}

// Whether a filtered subject reads better as "each …" than as a plural ("Each land is a Swamp …").
bool wantsEach(const QVector<Op>& ops)
{
    for (const Op& o : ops) {
        if (isTypeOp(o) || o.kind == Op::Kind::AllBasicLandTypes || o.kind == Op::Kind::Copy
            || o.kind == Op::Kind::RemoveTypes)
            return true;
        if ((o.power && o.power->perObject()) || (o.toughness && o.toughness->perObject()))
            return true;
    }
    return false;
}

bool isStandaloneOp(const Op& o, Mood mood, int opCount)
{
    switch (o.kind) {
    case Op::Kind::GainControl:
    case Op::Kind::ExchangeControl:
    case Op::Kind::ChangeText:
    case Op::Kind::PlayerRule:
        return true;
    case Op::Kind::SwitchPT:
        return mood == Mood::Become && opCount == 1;
    case Op::Kind::Rule:
        return o.rule == RuleName::PreventAllDamageTo || o.rule == RuleName::PreventNoncombatDamageTo
            || o.rule == RuleName::NoLegendRule;
    default:
        return false;
    }
}

QString Writer::withDuration(const QString& clause, std::optional<Duration> duration, bool leading) const
{
    if (duration == Duration::EndOfTurn)
        return leading ? tr("until end of turn, %1").arg(clause) : tr("%1 until end of turn").arg(clause);
    if (duration == Duration::WhileYouControlSource)
        return tr("%1 for as long as you control %2").arg(clause, m_self);
    if (duration == Duration::NextTurnOfTargetPlayer)
        return tr("during target opponent's next turn, %1").arg(clause);
    return clause;
}

QStringList Writer::effectClauses(const Selector& affects, const QVector<Op>& ops, Mood mood, std::optional<Duration> duration,
                                  const std::optional<Condition>& cond, bool optional)
{
    QStringList out;
    if (ops.isEmpty()) {
        out << tr("%1 has an ability that doesn't change characteristics").arg(m_self);
        return out;
    }
    QString condText;
    if (cond)
        condText = condition(*cond);
    m_cond = cond ? &*cond : nullptr;

    // Group the operations: the ones that read as predicates of one subject, and the ones that need
    // a sentence of their own ("Gain control of …", "Prevent all damage …"), in the order they come.
    QVector<int> preds;
    QVector<int> alone;
    for (int i = 0; i < ops.size(); ++i)
        (isStandaloneOp(ops[i], mood, ops.size()) ? alone : preds) << i;

    const bool each = !affects.isRef() && wantsEach(ops);
    auto subjectText = [&]() -> Subject {
        if (cond && cond->kind == Condition::Kind::AttachedIs && affects.ref == Selector::Ref::Attached)
            return Subject{pickG(m_attachedGender, QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a masculine noun"),
                                 QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a feminine noun")),
                           Form::Sing, m_attachedGender};
        if (duration == Duration::NextTurnOfTargetPlayer && !affects.isRef()
            && affects.controller == Selector::Who::Opponent) {
            // "During target opponent's next turn, creatures that player controls …"
            Selector theirs = affects;
            theirs.controller = Selector::Who::Any;
            return Subject{tr("%1 that player controls").arg(selector(theirs, each ? Det::Each : Det::The)),
                           each ? Form::Sing : Form::Plur, agreementGender(theirs)};
        }
        return subject(affects, each);
    };

    auto finishClause = [&](QString clause, bool leading, const QStringList& wheres, bool first) {
        clause = withDuration(clause, duration, leading);
        if (!wheres.isEmpty())
            clause = tr("%1, where %2").arg(clause, joinList(wheres, false));
        if (cond)
            clause = tr("as long as %1, %2").arg(condText, clause);
        if (optional && first && !clause.startsWith(tr("you may")))
            clause = tr("you may %1", "an optional instruction").arg(clause);
        return clause;
    };

    const int predAt = preds.isEmpty() ? ops.size() : preds.first();
    bool first = true;
    bool predsDone = preds.isEmpty();
    for (int i = 0; i <= ops.size(); ++i) {
        if (!predsDone && i == predAt) {
            predsDone = true;
            const Subject subj = subjectText();
            const bool useInf = optional && first;
            bool longClause = false;
            QStringList wheres;
            const QStringList list
                = predicates(ops, preds, affects, useInf ? Form::Inf : subj.form,
                             Agr{subj.g, subj.form == Form::Plur}, mood, &longClause, &wheres);
            QString clause;
            if (useInf)
                clause = tr("you may have %1 %2").arg(subj.text, joinList(list, false));
            else
                clause = tr("%1 %2", "subject and predicate").arg(subj.text, joinList(list, false));
            out << finishClause(clause, longClause && mood == Mood::Become, wheres, false);
            first = false;
        }
        if (i < ops.size() && alone.contains(i)) {
            out << finishClause(standalone(ops[i], affects, mood), false, {}, first);
            first = false;
        }
    }
    return out;
}

QString Writer::typeClause(const QVector<Op>& ops, const QVector<int>& which, Form f, Mood mood, bool foldPT,
                           bool foldColors, bool foldAllTypes)
{
    quint16 addTypes = 0, setTypes = 0;
    QVector<SubtypeId> subs;
    bool setSubs = false;
    const Op* pt = nullptr;
    const Op* colors = nullptr;
    for (int i : which) {
        const Op& o = ops[i];
        switch (o.kind) {
        case Op::Kind::AddTypes: addTypes |= o.cardTypes; break;
        case Op::Kind::SetTypes: setTypes |= o.cardTypes; break;
        case Op::Kind::AddSubtypes: subs << o.subtypes; break;
        case Op::Kind::SetSubtypes: subs << o.subtypes; setSubs = setSubs || !o.subtypes.isEmpty(); break;
        case Op::Kind::SetPT: pt = &o; break;
        case Op::Kind::SetColors: if (!o.colorChosen) colors = &o; break;
        default: break;
        }
    }
    const bool plural = f == Form::Plur;
    const QVector<CardType> types = typesIn(addTypes | setTypes);
    const Gender headGender = !types.isEmpty() ? typeGender(types.last()) : genderOf("subtype");
    const Agr agr{headGender, plural};
    QStringList words;
    if (foldPT && pt)
        words << QStringLiteral("%1/%2").arg(expr(*pt->power), expr(*pt->toughness));
    if (foldColors && colors)
        words << (colors->colors.isEmpty() ? colorless(agr) : colorList(colors->colors, false, agr));
    // Subtypes stay together in their English order ("Kithkin Spirit Warrior"), as one adjective or as
    // the noun itself.
    QStringList subWords;
    for (int i = 0; i < subs.size(); ++i)
        subWords << subtypeWord(subs[i], plural && types.isEmpty() && i == subs.size() - 1);
    QString head;
    if (!types.isEmpty()) {
        if (!subWords.isEmpty())
            words << subWords.join(QLatin1Char(' '));
        for (int i = 0; i < types.size() - 1; ++i)
            words << typeWord(types[i], false);
        head = typeWord(types.last(), plural);
    } else {
        head = subWords.join(QLatin1Char(' '));
    }
    QString np = withAdjectives(words, head);
    if (!plural)
        np = indefinite(np, headGender);
    if (foldAllTypes)
        np = tr("%1 with all creature types").arg(np);

    const bool adding = addTypes || (!setTypes && !setSubs);
    const bool losesOthers = setTypes && !setSubs;
    if (adding) {
        if (mood == Mood::Become)
            return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other types", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other types", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other types", "infinitive"))
                .arg(np);
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 in addition to its other types", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "are %1 in addition to their other types", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "be %1 in addition to its other types", "infinitive"))
            .arg(np);
    }
    if (losesOthers) {
        if (mood == Mood::Become)
            return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 and loses all other card types", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 and lose all other card types", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "become %1 and lose all other card types", "infinitive"))
                .arg(np);
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 and loses all other card types", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "are %1 and lose all other card types", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "be %1 and lose all other card types", "infinitive"))
            .arg(np);
    }
    if (mood == Mood::Become)
        return pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                    QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                    QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
            .arg(np);
    return pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"), QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"),
                QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive"))
        .arg(np);
}

QStringList Writer::predicates(const QVector<Op>& ops, const QVector<int>& which, const Selector& affects, Form f,
                               Agr subj, Mood mood, bool* longClause, QStringList* wheres)
{
    const bool become = mood == Mood::Become;
    // What the type clause ("becomes a 1/4 blue and red Elemental creature …") takes in.
    QVector<int> typeOps;
    bool creatureResult = false;
    bool onlyCreatureSubtypes = true;
    bool anyTypes = false;
    const auto& reg = SubtypeRegistry::instance();
    for (int i : which) {
        const Op& o = ops[i];
        if (isTypeOp(o)) {
            typeOps << i;
            if (o.kind == Op::Kind::AddTypes || o.kind == Op::Kind::SetTypes) {
                anyTypes = true;
                creatureResult = creatureResult || (o.cardTypes & quint16(CardType::Creature));
            }
            for (SubtypeId id : o.subtypes)
                onlyCreatureSubtypes = onlyCreatureSubtypes && reg.kind(id) == SubtypeKind::Creature;
        }
    }
    const bool hasTypeClause = !typeOps.isEmpty();
    if (!anyTypes && hasTypeClause && onlyCreatureSubtypes)
        creatureResult = true;
    const Op* setPT = nullptr;
    const Op* setColors = nullptr;
    const Op* allTypes = nullptr;
    for (int i : which) {
        if (ops[i].kind == Op::Kind::SetPT)
            setPT = &ops[i];
        if (ops[i].kind == Op::Kind::SetColors && !ops[i].colorChosen)
            setColors = &ops[i];
        if (ops[i].kind == Op::Kind::AllCreatureTypes)
            allTypes = &ops[i];
    }
    const bool foldPT = hasTypeClause && become && creatureResult && setPT && foldableNumber(setPT->power)
        && foldableNumber(setPT->toughness);
    const bool foldColors = hasTypeClause && setColors;
    const bool foldAllTypes = hasTypeClause && allTypes && creatureResult;
    *longClause = hasTypeClause;

    QStringList out;
    bool typeDone = false;
    for (int i : which) {
        const Op& o = ops[i];
        if (isTypeOp(o) || (foldPT && &o == setPT) || (foldColors && &o == setColors) || (foldAllTypes && &o == allTypes)) {
            if (!typeDone) {
                out << typeClause(ops, which, f, mood, foldPT, foldColors, foldAllTypes);
                typeDone = true;
            }
            continue;
        }
        switch (o.kind) {
        case Op::Kind::Copy: {
            QString of = o.copyOf ? selector(*o.copyOf, Det::Indefinite) : tr("a permanent");
            if (o.copyOf && o.copyOf->isRef() && o.copyOf->ref == Selector::Ref::Target && !m_targets.isEmpty()
                && !m_targets.first().described)
                m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
            QString p = become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes a copy of %1", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become copies of %1", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become a copy of %1", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is a copy of %1", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "are copies of %1", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "be a copy of %1", "infinitive"));
            p = p.arg(of);
            if (!o.except.isEmpty()) {
                p = tr("%1, except %2")
                        .arg(p, copyExceptions(o.except, m_itNoun.text.isEmpty()
                                                   ? NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)}
                                                   : m_itNoun));
                *longClause = true;   // a long clause: "until end of turn" goes first
            }
            out << p;
            break;
        }
        case Op::Kind::FaceDown:
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "is turned face down", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are turned face down", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be turned face down", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is face down", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are face down", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be face down", "infinitive")));
            break;
        case Op::Kind::AddSubtypes:
        case Op::Kind::SetSubtypes: {
            // Only "$chosen" gets here; named subtypes go into the type clause.
            if (o.kind == Op::Kind::AddSubtypes)
                out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes the chosen type in addition to its other types", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become the chosen type in addition to their other types", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become the chosen type in addition to its other types", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is the chosen type in addition to its other types", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "are the chosen type in addition to their other types", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "be the chosen type in addition to its other types", "infinitive")));
            else
                out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes the chosen type", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become the chosen type", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "become the chosen type", "infinitive"))
                               : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is the chosen type", "singular"),
                                      QT_TRANSLATE_NOOP3("RulesText", "are the chosen type", "plural"),
                                      QT_TRANSLATE_NOOP3("RulesText", "be the chosen type", "infinitive")));
            break;
        }
        case Op::Kind::AddSupertypes: {
            QStringList words;
            for (Supertype t : kSupertypeOrder)
                if (o.supertypes & quint8(t))
                    words << supertypeWord(t, subj);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive")))
                       .arg(joinList(words, false));
            break;
        }
        case Op::Kind::RemoveTypes: {
            QStringList words;
            for (CardType t : typesIn(o.cardTypes))
                words << (f == Form::Plur ? typeWord(t, true) : indefinite(typeWord(t, false), typeGender(t)));
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "isn't %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "aren't %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "not be %1", "infinitive"))
                       .arg(joinList(words, true));
            break;
        }
        case Op::Kind::AllCreatureTypes:
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "gains all creature types", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "gain all creature types", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "gain all creature types", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "has all creature types", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "have all creature types", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "have all creature types", "infinitive")));
            break;
        case Op::Kind::LoseCreatureTypes:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses all creature types", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose all creature types", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose all creature types", "infinitive"));
            break;
        case Op::Kind::AllBasicLandTypes:
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes every basic land type in addition to its other types", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become every basic land type in addition to their other types", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become every basic land type in addition to its other types", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is every basic land type in addition to its other types", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are every basic land type in addition to their other types", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be every basic land type in addition to its other types", "infinitive")));
            break;
        case Op::Kind::SetColors: {
            const QString what = o.colorChosen ? (become ? tr("a color of your choice") : tr("the chosen color"))
                : o.colors.isEmpty()           ? colorless(subj)
                                               : colorList(o.colors, false, subj);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be %1", "infinitive")))
                       .arg(what);
            break;
        }
        case Op::Kind::AddColors: {
            QString what = o.colorChosen ? (become ? tr("a color of your choice") : tr("the chosen color")) : QString();
            if (!o.colors.isEmpty())
                what = what.isEmpty() ? colorList(o.colors, false, subj)
                                      : tr("%1 and %2").arg(colorList(o.colors, false, subj), what);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "becomes %1 in addition to its other colors", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to their other colors", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "become %1 in addition to its other colors", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "is %1 in addition to its other colors", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "are %1 in addition to their other colors", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "be %1 in addition to its other colors", "infinitive")))
                       .arg(what);
            break;
        }
        case Op::Kind::AddAbilities: {
            const QString list
                = abilityList(o.abilities, affects, m_cond ? std::optional<Condition>(*m_cond) : std::nullopt);
            out << (become ? pick(f, QT_TRANSLATE_NOOP3("RulesText", "gains %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "gain %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "gain %1", "infinitive"))
                           : pick(f, QT_TRANSLATE_NOOP3("RulesText", "has %1", "singular"),
                                  QT_TRANSLATE_NOOP3("RulesText", "have %1", "plural"),
                                  QT_TRANSLATE_NOOP3("RulesText", "have %1", "infinitive")))
                       .arg(list);
            break;
        }
        case Op::Kind::LoseAbilities:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose %1", "infinitive"))
                       .arg(abilityList(o.abilities, affects, std::nullopt));
            break;
        case Op::Kind::LoseAllAbilities:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "loses all abilities", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose all abilities", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "lose all abilities", "infinitive"));
            break;
        case Op::Kind::CantHave:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't have or gain %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "can't have or gain %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "be unable to have or gain %1", "infinitive"))
                       .arg(abilityList(o.abilities, affects, std::nullopt));
            break;
        case Op::Kind::SetPT: {
            const bool simpleP = !o.power || foldableNumber(o.power);
            const bool simpleT = !o.toughness || foldableNumber(o.toughness);
            if (o.power && o.toughness && simpleP && simpleT) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power and toughness %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness %1", "infinitive"))
                           .arg(QStringLiteral("%1/%2").arg(expr(*o.power), expr(*o.toughness)));
            } else if (o.power && o.toughness && expr(*o.power) == expr(*o.toughness)) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power and toughness each equal to %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness each equal to %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power and toughness each equal to %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.power && o.toughness) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power equal to %1 and base toughness equal to %2", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1 and base toughness equal to %2", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1 and base toughness equal to %2", "infinitive"))
                           .arg(expr(*o.power), expr(*o.toughness));
            } else if (o.power && simpleP) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.power) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base power equal to %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base power equal to %1", "infinitive"))
                           .arg(expr(*o.power));
            } else if (o.toughness && simpleT) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base toughness %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base toughness %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base toughness %1", "infinitive"))
                           .arg(expr(*o.toughness));
            } else if (o.toughness) {
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has base toughness equal to %1", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base toughness equal to %1", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "have base toughness equal to %1", "infinitive"))
                           .arg(expr(*o.toughness));
            }
            break;
        }
        case Op::Kind::ModifyPT: {
            const bool sameExpr = o.power && o.toughness && !o.power->isConst() && !o.toughness->isConst()
                && expr(*o.power) == expr(*o.toughness);
            const QString p = signedValue(o.power, QStringLiteral("X"), wheres);
            const QString t = signedValue(o.toughness, sameExpr ? QStringLiteral("X") : QStringLiteral("Y"), wheres);
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "gets %1", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "get %1", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "get %1", "infinitive"))
                       .arg(QStringLiteral("%1/%2").arg(p, t));
            break;
        }
        case Op::Kind::SwitchPT:
            out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "has its power and toughness switched", "singular"),
                        QT_TRANSLATE_NOOP3("RulesText", "have their power and toughness switched", "plural"),
                        QT_TRANSLATE_NOOP3("RulesText", "have its power and toughness switched", "infinitive"));
            break;
        case Op::Kind::Rule: {
            const RuleName r = o.rule;
            if (r == RuleName::CantBeBlocked)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't be blocked", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "can't be blocked", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "be unblockable", "infinitive"));
            else if (r == RuleName::CantBeBlockedByWalls)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't be blocked by Walls", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "can't be blocked by Walls", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "be unblockable by Walls", "infinitive"));
            else if (r == RuleName::CantBeBlockedExceptByTwoOrMore)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't be blocked except by two or more creatures", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "can't be blocked except by two or more creatures", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "be unblockable except by two or more creatures", "infinitive"));
            else if (r == RuleName::AttacksEachCombat)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "attacks each combat if able", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "attack each combat if able", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "attack each combat if able", "infinitive"));
            else if (r == RuleName::DoesntUntap)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "doesn't untap during its controller's untap step", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "don't untap during their controllers' untap steps", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "not untap during its controller's untap step", "infinitive"));
            else if (r == RuleName::AttacksSourceIfAble)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "attacks %1 if able", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "attack %1 if able", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "attack %1 if able", "infinitive"))
                           .arg(m_self);
            else if (r == RuleName::CantBeCountered)
                out << pick(f, QT_TRANSLATE_NOOP3("RulesText", "can't be countered", "singular"),
                            QT_TRANSLATE_NOOP3("RulesText", "can't be countered", "plural"),
                            QT_TRANSLATE_NOOP3("RulesText", "be impossible to counter", "infinitive"));
            else if (r == RuleName::AdditionalLandPlay)
                out << tr("lets you play an additional land on each of your turns");
            else if (r == RuleName::SpendManaAsAnyColor)
                out << tr("lets mana be spent as though it were mana of any color");
            else if (r == RuleName::DevotionPlusOne)
                out << tr("adds one to your devotion to each color and each combination of colors");
            else
                out << tr("follows the rule \"%1\"").arg(canonicalName(r));
            break;
        }
        case Op::Kind::GainControl:
        case Op::Kind::ExchangeControl:
        case Op::Kind::ChangeText:
        case Op::Kind::PlayerRule:
        case Op::Kind::AddTypes:   // always part of the type clause above
        case Op::Kind::SetTypes:
            out << standalone(o, affects, mood);
            break;
        }
    }
    return out;
}

QString Writer::standalone(const Op& o, const Selector& affects, Mood mood)
{
    const bool become = mood == Mood::Become;
    switch (o.kind) {
    case Op::Kind::GainControl:
        return become ? tr("gain control of %1").arg(objectPhrase(affects))
                      : tr("you control %1").arg(objectPhrase(affects));
    case Op::Kind::ExchangeControl:
        return tr("exchange control of %1").arg(objectPhrase(affects));
    case Op::Kind::ChangeText: {
        QString words;
        if (o.textChange == TextChangeKind::ColorWord)
            words = tr("one color word with another");
        else if (o.textChange == TextChangeKind::LandTypeWord)
            words = tr("one basic land type word with another");
        else if (o.textChange == TextChangeKind::ColorOrLandTypeWord)
            words = tr("one color word or basic land type word with another");
        else if (o.textChange == TextChangeKind::CreatureTypeWord)
            words = tr("one creature type word with another");
        else
            words = tr("every color word with the chosen color word");
        return become ? tr("change the text of %1 by replacing all instances of %2").arg(objectPhrase(affects), words)
                      : tr("the text of %1 is changed by replacing all instances of %2").arg(objectPhrase(affects), words);
    }
    case Op::Kind::SwitchPT:
        return tr("switch the power and toughness of %1")
            .arg(affects.isRef() ? objectPhrase(affects) : selector(affects, Det::Each));
    case Op::Kind::Rule:
        if (o.rule == RuleName::PreventAllDamageTo)
            return tr("prevent all damage that would be dealt to %1").arg(objectPhrase(affects));
        if (o.rule == RuleName::PreventNoncombatDamageTo)
            return tr("prevent all noncombat damage that would be dealt to %1").arg(objectPhrase(affects));
        if (o.rule == RuleName::NoLegendRule)
            return tr("the legend rule doesn't apply to %1").arg(objectPhrase(affects));
        break;
    case Op::Kind::PlayerRule:
        if (o.rule == RuleName::AdditionalLandPlay)
            return tr("you may play an additional land on each of your turns");
        if (o.rule == RuleName::SpendManaAsAnyColor)
            return tr("mana can be spent as though it were mana of any color");
        if (o.rule == RuleName::DevotionPlusOne)
            return tr("your devotion to each color and each combination of colors is increased by one");
        if (o.rule == RuleName::NoLegendRule)
            return tr("the legend rule doesn't apply");
        if (o.rule == RuleName::CantBeCountered)
            return tr("spells can't be countered");
        return tr("players follow the rule \"%1\"").arg(canonicalName(o.rule));
    default:
        break;
    }
    const bool names = o.kind == Op::Kind::Rule || o.kind == Op::Kind::PlayerRule;
    return tr("%1 is affected by the rule \"%2\"").arg(objectPhrase(affects), names ? canonicalName(o.rule) : QString());
}

QString Writer::abilityList(const QVector<AbilityPtr>& abilities, const Selector& affects, const std::optional<Condition>& cond)
{
    QStringList items;
    for (const AbilityPtr& a : abilities) {
        if (!a)
            continue;
        if (a->kind == AbilityDef::Kind::Keyword)
            items << lcfirst(keywordText(*a));
        else
            items << quoted(nested(*a, affects, cond));
    }
    return joinList(items, false);
}

// A granted ability in quotes: its "self" is the object that gets it.
QString Writer::nested(const AbilityDef& a, const Selector& grantee, const std::optional<Condition>& cond)
{
    QString selfName = m_self;
    Gender selfGender = m_selfGender;
    if (!(grantee.isRef() && grantee.ref == Selector::Ref::Self)) {
        // Granted to other objects: a filter names what they are; a reference (enchanted or equipped
        // creature, a target, the copy) is a creature in every card Strata knows.
        const bool creature = grantee.isRef() || (grantee.types & quint16(CardType::Creature));
        selfName = creature ? tr("this creature") : tr("this permanent");
        selfGender = creature ? genderOf("creature") : genderOf("permanent");
    }
    Writer w(selfName, m_swaps, selfGender);
    // What "attached" means for the object that gets the ability: an Equipment's is equipped.
    w.setAttachedPhrase(tr("enchanted creature"), genderOf("creature"));
    auto isEquipment = [](const Selector& s) {
        for (SubtypeId id : s.subtypes)
            if (SubtypeRegistry::instance().name(id) == QLatin1String("Equipment"))
                return true;
        return false;
    };
    if ((cond && cond->filter && isEquipment(*cond->filter)) || isEquipment(grantee))
        w.setAttachedPhrase(tr("equipped creature"), genderOf("creature"));
    return w.ability(a);
}

QString Writer::copyExceptions(const CopyExceptions& ex, const NP& copiedNoun)
{
    QStringList items;
    if (ex.addTypes || !ex.addSubtypes.isEmpty() || ex.addSupertypes) {
        const QVector<CardType> types = typesIn(ex.addTypes);
        const bool withNoun = ex.addTypes || !ex.addSubtypes.isEmpty();
        // The supertypes agree with the added type's noun, or with the copy itself when they stand alone.
        const Gender g = !withNoun ? m_selfGender : !types.isEmpty() ? typeGender(types.last()) : genderOf("subtype");
        QStringList words;
        for (Supertype t : kSupertypeOrder)
            if (ex.addSupertypes & quint8(t))
                words << supertypeWord(t, Agr{g, false});
        QString np;
        if (withNoun) {
            QStringList subWords;
            for (SubtypeId id : ex.addSubtypes)
                subWords << subtypeWord(id);
            QString head;
            if (!types.isEmpty()) {
                if (!subWords.isEmpty())
                    words << subWords.join(QLatin1Char(' '));
                for (int i = 0; i < types.size() - 1; ++i)
                    words << typeWord(types[i], false);
                head = typeWord(types.last(), false);
            } else {
                head = subWords.join(QLatin1Char(' '));
            }
            np = indefinite(withAdjectives(words, head), g);
        } else {
            np = joinList(words, false);
        }
        items << tr("it's %1 in addition to its other types").arg(np);
    }
    if (ex.power && ex.toughness)
        items << tr("it has base power and toughness %1").arg(QStringLiteral("%1/%2").arg(*ex.power).arg(*ex.toughness));
    if (ex.keepOwnColor)
        items << pickG(copiedNoun.g, QT_TRANSLATE_NOOP3("RulesText", "it doesn't copy that %1's color", "%1 is masculine"),
                       QT_TRANSLATE_NOOP3("RulesText", "it doesn't copy that %1's color", "%1 is feminine"))
                     .arg(copiedNoun.text);
    if (!ex.addAbilities.isEmpty()) {
        Selector self;
        self.ref = Selector::Ref::It;
        items << tr("it has %1").arg(abilityList(ex.addAbilities, self, std::nullopt));
    }
    if (ex.hasThisAbility)
        items << tr("it has this ability");
    if (!ex.extraCounterKind.isEmpty()) {
        bool isNumber = false;
        const int n = ex.extraCounterCount.toInt(&isNumber);
        if (isNumber && n == 1)
            items << tr("it enters with an additional %1 counter on it").arg(ex.extraCounterKind);
        else
            items << tr("it enters with %1 additional %2 counters on it")
                         .arg(isNumber ? numberWord(n) : ex.extraCounterCount.toUpper(), ex.extraCounterKind);
    }
    return joinList(items, false);
}

// ---- Actions --------------------------------------------------------------------------------------

QString Writer::eventPhrase(TriggerEvent event, bool delayed)
{
    if (delayed) {
        if (event == TriggerEvent::EndStep)
            return tr("at the beginning of the next end step");
        if (event == TriggerEvent::YourEndStep)
            return tr("at the beginning of your next end step");
        if (event == TriggerEvent::YourUpkeep)
            return tr("at the beginning of your next upkeep");
        if (event == TriggerEvent::EachUpkeep)
            return tr("at the beginning of the next upkeep");
    }
    if (event == TriggerEvent::SelfEnters)
        return tr("when %1 enters").arg(m_self);
    if (event == TriggerEvent::AnotherCreatureEnters) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever another creature enters");
    }
    if (event == TriggerEvent::AnotherCreatureEntersUnderYourControl) {
        m_itNoun = NP{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
        return tr("whenever another creature you control enters");
    }
    if (event == TriggerEvent::YourUpkeep)
        return tr("at the beginning of your upkeep");
    if (event == TriggerEvent::EachUpkeep)
        return tr("at the beginning of each upkeep");
    if (event == TriggerEvent::EndStep)
        return tr("at the beginning of each end step");
    if (event == TriggerEvent::YourEndStep)
        return tr("at the beginning of your end step");
    if (event == TriggerEvent::YouCastCreatureSpell)
        return tr("whenever you cast a creature spell");
    if (event == TriggerEvent::OpponentCastsCreatureSpell)
        return tr("whenever an opponent casts a creature spell");
    if (event == TriggerEvent::YouCastThis)
        return tr("when you cast this spell");
    if (event == TriggerEvent::SelfLeavesOrUntaps)
        return tr("when %1 leaves the battlefield or becomes untapped").arg(m_self);
    if (event == TriggerEvent::SelfDealtDamage)
        return tr("whenever %1 is dealt damage").arg(m_self);
    return tr("when the event \"%1\" happens").arg(canonicalName(event));
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

QString Writer::inferTargetNoun(const QVector<Action>& effect) const
{
    bool landSearch = false;
    for (const Action& a : effect)
        landSearch = landSearch || a.kind == ActionKind::SearchBasicLand;
    std::function<QString(const QVector<Action>&)> scan = [&](const QVector<Action>& list) -> QString {
        for (const Action& a : list) {
            if (a.continuous) {
                const ContinuousDef& c = *a.continuous;
                bool refersToTarget = c.affects && c.affects->isRef()
                    && (c.affects->ref == Selector::Ref::Target || c.affects->ref == Selector::Ref::Targets);
                for (const Op& o : c.ops)
                    refersToTarget = refersToTarget || (o.copyOf && o.copyOf->ref == Selector::Ref::Target);
                if (!refersToTarget)
                    continue;
                for (const Op& o : c.ops) {
                    switch (o.kind) {
                    case Op::Kind::AddTypes:
                    case Op::Kind::SetTypes:
                    case Op::Kind::SetColors:
                    case Op::Kind::AddColors:
                    case Op::Kind::ChangeText:
                    case Op::Kind::ExchangeControl:
                        return QStringLiteral("permanent");
                    default:
                        break;
                    }
                }
                return QStringLiteral("creature");
            }
            // The object an action names, when it is a target: its argument ("destroy": "target"), "to", or
            // the "on" of put_counter (an exile filter is not an object the action names).
            auto isTarget = [](const std::optional<Selector>& s) {
                return s && (s->ref == Selector::Ref::Target || s->ref == Selector::Ref::Target2
                             || s->ref == Selector::Ref::Targets);
            };
            const bool targetArg = (a.kind != ActionKind::ExileFromGraveyard && isTarget(a.object)) || isTarget(a.to);
            if (!targetArg)
                continue;
            if (a.kind == ActionKind::Destroy)
                return landSearch ? QStringLiteral("land") : QStringLiteral("creature");
            if (a.kind == ActionKind::Damage || a.kind == ActionKind::PutCounter)
                return QStringLiteral("creature");
            return QStringLiteral("permanent");
        }
        for (const Action& a : list)
            if (!a.nested.isEmpty())
                if (QString n = scan(a.nested); !n.isEmpty())
                    return n;
        return QString();
    };
    return scan(effect);
}

void Writer::prepareTargets(const QVector<Selector>& described, const QVector<Action>& effect)
{
    m_targets.clear();
    for (int i = 0; i < described.size(); ++i) {
        TargetInfo t;
        t.sel = described[i];
        t.described = true;
        t.upTo = described[i].upTo;
        m_targets << t;
    }
    if (m_targets.isEmpty()) {
        const QString noun = inferTargetNoun(effect);
        TargetInfo t;
        if (noun == QLatin1String("creature"))
            t.sel.types = quint16(CardType::Creature);
        else if (noun == QLatin1String("land"))
            t.sel.types = quint16(CardType::Land);
        m_targets << t;
    }
}

QStringList Writer::actions(const QVector<Action>& list, bool optional)
{
    QStringList out;
    for (int i = 0; i < list.size(); ++i)
        out << action(list[i], optional && i == 0);
    return out;
}

QStringList Writer::action(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    const Selector none = Selector();
    const Selector& object = a.object ? *a.object : none;
    const QString amount = a.amount.x ? QStringLiteral("X") : QString::number(a.amount.n);
    QStringList out;
    switch (a.kind) {
    case ActionKind::Continuous: {
        const ContinuousDef& c = *a.continuous;
        return effectClauses(c.affects ? *c.affects : none, c.ops, Mood::Become, c.duration, std::nullopt, optional);
    }
    case ActionKind::AddMana:
        if (a.mana == Action::Mana::AnyColor)
            out << maybe(tr("add one mana of any color"));
        else if (a.mana == Action::Mana::ChosenColor)
            out << maybe(tr("add one mana of the chosen color"));
        else
            out << maybe(tr("add %1", "add mana").arg(a.text));
        break;
    case ActionKind::AddManaChoice:
        out << maybe(tr("add %1", "add mana").arg(joinList(a.manaChoices, true)));
        break;
    case ActionKind::Draw: {
        const int n = a.amount.n;
        out << maybe(n == 1 ? tr("draw a card") : tr("draw %1 cards").arg(numberWord(n)));
        break;
    }
    case ActionKind::Scry:
        out << maybe(tr("scry %1").arg(amount));
        break;
    case ActionKind::Damage: {
        const QString to = a.to ? objectPhrase(*a.to) : tr("any target");
        out << tr("%1 deals %2 damage to %3").arg(m_self, amount, to);
        break;
    }
    case ActionKind::DamageEachOpponent:
        out << tr("%1 deals %2 damage to each opponent").arg(m_self, amount);
        break;
    case ActionKind::GainLife:
        // Amounts of life are plural messages (%n); an amount of X has its own text.
        if (a.amount.x)
            out << (optional ? tr("you may gain X life") : tr("you gain X life"));
        else
            out << (optional ? tr("you may gain %n life", nullptr, a.amount.n) : tr("you gain %n life", nullptr, a.amount.n));
        break;
    case ActionKind::LoseLife:
        out << (a.amount.x ? tr("you lose X life") : tr("you lose %n life", nullptr, a.amount.n));
        break;
    case ActionKind::EachPlayerLosesHalfLife:
        out << tr("each player loses half their life, rounded up");
        break;
    case ActionKind::Drain: {
        const Expr& e = *a.drain;
        if (e.kind == Expr::Kind::Const)
            out << tr("target player loses %n life and you gain %n life", nullptr, e.value);
        else if (e.kind == Expr::Kind::X)
            out << tr("target player loses X life and you gain X life");
        else
            out << tr("target player loses X life and you gain X life, where X is %1").arg(expr(e));
        break;
    }
    case ActionKind::Sacrifice:
        out << maybe(tr("sacrifice %1").arg(objectPhrase(object)));
        break;
    case ActionKind::SacrificeUnlessPay:
        out << tr("sacrifice %1 unless you pay %2").arg(m_self, a.text);
        break;
    case ActionKind::Destroy: {
        bool plural = object.isRef() && object.ref == Selector::Ref::Targets;
        out << maybe(tr("destroy %1").arg(objectPhrase(object)));
        if (a.noRegenerate)
            out << (plural ? tr("they can't be regenerated") : tr("it can't be regenerated"));
        break;
    }
    case ActionKind::Tap:
        out << maybe(tr("tap %1").arg(objectPhrase(object)));
        break;
    case ActionKind::Untap:
        out << maybe(tr("untap %1").arg(objectPhrase(object)));
        break;
    case ActionKind::DontUntapNext: {
        const bool plural = (object.isRef() && object.ref == Selector::Ref::Targets) || !object.isRef();
        const QString who = objectPhrase(object);
        out << (plural ? tr("%1 don't untap during their controllers' next untap steps").arg(who)
                       : tr("%1 doesn't untap during its controller's next untap step").arg(who));
        break;
    }
    case ActionKind::PutCounter: {
        const QString on = objectPhrase(object);
        out << maybe(tr("put %1 on %2").arg(counterPhrase(a.counters), on));
        break;
    }
    case ActionKind::CreateToken:
        out << maybe(tr("create %1").arg(indefinite(tr("%1 token").arg(a.text), genderOf("token"))));
        break;
    case ActionKind::Transform:
        out << maybe(tr("transform %1").arg(objectPhrase(object)));
        break;
    case ActionKind::SearchBasicLand:
        if (a.controllerOfTarget)
            out << pickG(targetNoun(0, false).g,
                         QT_TRANSLATE_NOOP3("RulesText", "that %1's controller may search their library for a basic land card, "
                                                         "put it onto the battlefield, then shuffle", "%1 is masculine"),
                         QT_TRANSLATE_NOOP3("RulesText", "that %1's controller may search their library for a basic land card, "
                                                         "put it onto the battlefield, then shuffle", "%1 is feminine"))
                       .arg(targetNoun(0, false).text);
        else
            out << maybe(tr("search your library for a basic land card, put it onto the battlefield, then shuffle"));
        break;
    case ActionKind::SearchLandType: {
        QStringList names;
        for (SubtypeId id : a.landTypes)
            names << subtypeWord(id);
        out << maybe(tr("search your library for %1, put it onto the battlefield, then shuffle")
                         .arg(indefinite(tr("%1 card").arg(joinList(names, true)), genderOf("card"))));
        break;
    }
    case ActionKind::LookTopTakeArtifact:
        out << maybe(tr("look at the top %1 cards of your library").arg(numberWord(a.amount.n)));
        out << tr("you may reveal an artifact card from among them and put it into your hand");
        out << tr("put the others on the bottom of your library in any order");
        break;
    case ActionKind::ReturnFromGraveyard:
        if (object.isRef()) {
            out << maybe(tr("return %1 to the battlefield").arg(objectPhrase(object)));
        } else {
            const bool yours = object.ownerYou;
            out << maybe((yours ? tr("return %1 from your graveyard to the battlefield")
                                : tr("return %1 from a graveyard to the battlefield"))
                             .arg(indefinite(noun(object, false, false), selectorGender(object))));
        }
        break;
    case ActionKind::ExileFromGraveyard:
        if (!a.amount.x && a.amount.n == 1)
            out << maybe(tr("exile %1 from your graveyard").arg(indefinite(noun(object, false, false), selectorGender(object))));
        else
            out << maybe(tr("exile %1 %2 from your graveyard")
                             .arg(a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n), noun(object, true, false)));
        break;
    case ActionKind::Delayed: {
        const QString ev = eventPhrase(a.event, true);
        QStringList inner = actions(a.nested, false);
        if (inner.isEmpty())
            inner << QString();
        inner[0] = tr("%1, %2", "trigger condition, effect").arg(ev, inner[0]);
        out << inner;
        break;
    }
    }
    return out;
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

// ---- Abilities -----------------------------------------------------------------------------------

QString Writer::keywordText(const AbilityDef& a) const
{
    const QByteArray key = a.keyword.toUtf8();
    const QString name = tr(key.constData());
    if (a.keyword == QLatin1String("Landwalk") && a.hasLandType)
        return tr("%1walk", "landwalk with a land type: Swampwalk").arg(subtypeWord(a.landType));
    if (a.keyword == QLatin1String("Protection")) {
        if (!a.protectionFrom.isEmpty()) {
            QStringList words;
            for (Color c : kAllColors)
                if (a.protectionFrom.has(c))
                    words << colorWord(c);
            QString acc = words.first();
            for (int i = 1; i < words.size(); ++i)
                acc = tr("%1 and from %2", "protection from several qualities").arg(acc, words[i]);
            return tr("Protection from %1", "a colour, or a list of colours (nouns)").arg(acc);
        }
        const QString what = a.protectionText;
        for (CardType t : kCardTypeOrder)
            if (what.compare(cardTypeName(t) + QLatin1Char('s'), Qt::CaseInsensitive) == 0)
                return tr("Protection from %1", "a plural card type: creatures").arg(typeWord(t, true));
        if (what == QLatin1String("everything"))
            return tr("Protection from everything");
        return tr("Protection from %1").arg(what);
    }
    if (a.keyword == QLatin1String("Enchant")) {
        if (!a.enchant)
            return name;
        return tr("Enchant %1").arg(noun(*a.enchant, false));
    }
    if (a.n)
        return tr("%1 %2", "keyword and its number: Rampage 2").arg(name, QString::number(*a.n));
    if (!a.cost.isEmpty())
        return tr("%1 %2", "keyword and its cost: Equip {2}").arg(name, a.cost);
    return name;
}

QString Writer::costText(const QVector<CostPart>& parts) const
{
    QStringList items;
    for (const CostPart& p : parts) {
        switch (p.kind) {
        case CostKind::Mana: items << p.mana; break;
        case CostKind::Sacrifice: items << tr("Sacrifice %1", "cost").arg(m_self); break;
        case CostKind::Discard:
            items << (p.amount == 1 ? tr("Discard a card", "cost") : tr("Discard %1 cards", "cost").arg(numberWord(p.amount)));
            break;
        case CostKind::PayLife: items << tr("Pay %n life", "cost", p.amount); break;
        }
    }
    return items.join(tr(", ", "between parts of a cost"));
}

QString Writer::ability(const AbilityDef& a)
{
    switch (a.kind) {
    case AbilityDef::Kind::Keyword:
        return keywordText(a);

    case AbilityDef::Kind::Static: {
        Selector none;
        const Selector& affects = a.affects ? *a.affects : none;
        if (a.cda && a.ops.size() == 1 && a.ops.first().kind == Op::Kind::SetPT) {
            // 604.3: "Tarmogoyf's power is equal to …", as printed characteristic-defining abilities read.
            const Op& o = a.ops.first();
            const Subject s = subject(affects, true);
            QString text;
            if (o.power && o.toughness) {
                const QString p = expr(*o.power);
                const QString t = expr(*o.toughness);
                const Expr& te = *o.toughness;
                if (p == t) {
                    text = tr("%1's power and toughness are each equal to %2").arg(s.text, p);
                } else if (te.kind == Expr::Kind::Sum && te.args.size() == 2 && expr(te.args[0]) == p
                           && te.args[1].kind == Expr::Kind::Const) {
                    const int k = te.args[1].value;
                    text = k >= 0 ? tr("%1's power is equal to %2 and its toughness is equal to that number plus %3")
                                        .arg(s.text, p, QString::number(k))
                                  : tr("%1's power is equal to %2 and its toughness is equal to that number minus %3")
                                        .arg(s.text, p, QString::number(-k));
                } else {
                    text = tr("%1's power is equal to %2 and its toughness is equal to %3").arg(s.text, p, t);
                }
            } else if (o.power) {
                text = tr("%1's power is equal to %2").arg(s.text, expr(*o.power));
            } else if (o.toughness) {
                text = tr("%1's toughness is equal to %2").arg(s.text, expr(*o.toughness));
            }
            if (a.condition)
                text = tr("as long as %1, %2").arg(condition(*a.condition), text);
            return finish({text});
        }
        return finish(effectClauses(affects, a.ops, Mood::Static, std::nullopt, a.condition, false));
    }

    case AbilityDef::Kind::Activated: {
        prepareTargets(a.targets, a.effect);
        QString text = tr("%1: %2", "cost: effect").arg(costText(a.costParts), finish(actions(a.effect, false)));
        QString restriction;
        switch (a.restriction) {
        case ActivationRestriction::None: break;
        case ActivationRestriction::SorcerySpeed: restriction = tr("activate only as a sorcery"); break;
        case ActivationRestriction::AnyPlayer: restriction = tr("any player may activate this ability"); break;
        case ActivationRestriction::Formidable:
            restriction = tr("activate only if creatures you control have total power 8 or greater");
            break;
        case ActivationRestriction::OnceEachTurn: restriction = tr("activate only once each turn"); break;
        }
        if (!restriction.isEmpty())
            text = text + QLatin1Char(' ') + finish({restriction});
        return text;
    }

    case AbilityDef::Kind::Loyalty: {
        prepareTargets(a.targets, a.effect);
        QString cost = a.cost;
        if (cost.startsWith(QLatin1Char('-')))
            cost.replace(0, 1, QChar(0x2212));
        return tr("%1: %2", "loyalty cost: effect").arg(cost, finish(actions(a.effect, false)));
    }

    case AbilityDef::Kind::Triggered: {
        prepareTargets(a.targets, a.effect);
        QString head = eventPhrase(a.event, false);
        if (a.triggerIf)
            head = tr("%1, if %2", "trigger event, intervening if").arg(head, condition(*a.triggerIf));
        QStringList clauses = actions(a.effect, a.optional);
        if (clauses.isEmpty())
            clauses << QString();
        clauses[0] = tr("%1, %2", "trigger condition, effect").arg(head, clauses[0]);
        return finish(clauses);
    }

    case AbilityDef::Kind::Replacement: {
        const Replacement& r = a.replacement;
        QStringList clauses;
        if (r.entersTapped)
            clauses << tr("%1 enters tapped").arg(m_self);
        if (r.entersWithCounters)
            clauses << tr("%1 enters with %2 on it").arg(m_self, counterPhrase(*r.entersWithCounters));
        if (r.entersWithCounterChoice) {
            QStringList kinds;
            for (const QString& k : *r.entersWithCounterChoice)
                kinds << indefinite(tr("%1 counter").arg(k), genderOf("counter"));
            clauses << tr("%1 enters with your choice of %2 on it").arg(m_self, joinList(kinds, true));
        }
        if (r.choose) {
            QString what;
            switch (*r.choose) {
            case ChoiceKind::Color: what = tr("a color"); break;
            case ChoiceKind::CreatureType: what = tr("a creature type"); break;
            case ChoiceKind::LandType: what = tr("a basic land type"); break;
            case ChoiceKind::CardType: what = tr("a card type"); break;
            case ChoiceKind::CardName: what = tr("a card name"); break;
            case ChoiceKind::ColorWord: what = tr("a color word"); break;
            case ChoiceKind::Player: what = tr("a player"); break;
            }
            clauses << tr("as %1 enters, choose %2").arg(m_self, what);
        }
        if (r.entersAsCopy) {
            const bool optional = r.entersAsCopy->optional;
            const QSharedPointer<Selector>& copyOf = r.entersAsCopy->of;
            QString clause;
            NP copiedNoun{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
            if (copyOf && copyOf->isRef() && copyOf->ref == Selector::Ref::Self) {
                clause = tr("each other creature you control enters as a copy of %1").arg(m_self);
            } else {
                QString of = copyOf ? selector(*copyOf, Det::Indefinite) : tr("a permanent");
                if (copyOf && !copyOf->isRef()) {
                    copiedNoun = headNoun(*copyOf, false);
                    if (copyOf->controller == Selector::Who::Any && copyOf->where == Selector::Where::Battlefield)
                        of = tr("%1 on the battlefield").arg(of);
                }
                clause = optional ? tr("you may have %1 enter as a copy of %2").arg(m_self, of)
                                  : tr("%1 enters as a copy of %2").arg(m_self, of);
            }
            if (!r.entersAsCopy->except.isEmpty())
                clause = tr("%1, except %2").arg(clause, copyExceptions(r.entersAsCopy->except, copiedNoun));
            clauses << clause;
        }
        if (clauses.isEmpty())
            clauses << tr("%1 has a replacement effect").arg(m_self);
        return finish(clauses);
    }

    case AbilityDef::Kind::Spell: {
        prepareTargets(a.targets, a.effect);
        return finish(actions(a.effect, false));
    }

    case AbilityDef::Kind::CastRestriction:
        if (a.castRestriction == CastRestriction::BeforeCombatDamage)
            return finish({tr("this spell can be cast only before the combat damage step")});
        return finish({tr("this spell can be cast only as a sorcery")});

    case AbilityDef::Kind::ManaIntrinsic: {
        const QString land = SubtypeRegistry::instance().name(a.basicLandType);
        QString symbol = QStringLiteral("{C}");
        if (land == QLatin1String("Plains"))
            symbol = QStringLiteral("{W}");
        else if (land == QLatin1String("Island"))
            symbol = QStringLiteral("{U}");
        else if (land == QLatin1String("Swamp"))
            symbol = QStringLiteral("{B}");
        else if (land == QLatin1String("Mountain"))
            symbol = QStringLiteral("{R}");
        else if (land == QLatin1String("Forest"))
            symbol = QStringLiteral("{G}");
        return tr("%1: %2", "cost: effect").arg(QStringLiteral("{T}"), finish({tr("add %1", "add mana").arg(symbol)}));
    }
    }
    return {};
}

} // namespace

// ---- Public API -------------------------------------------------------------------------------------

QString RulesText::ability(const AbilityInstance& a, const QString& objectName)
{
    if (!a.def)
        return {};
    return RulesTextCache::instance().text(a.def, objectName, a.wordSwaps,
                                           [&] { return ability(*a.def, objectName, a.wordSwaps); });
}

QString RulesText::ability(const AbilityDef& a, const QString& objectName, const QVector<QPair<QString, QString>>& wordSwaps)
{
    Writer w(objectName, wordSwaps);
    w.setObject(objectName);
    return Contractions::current()->apply(w.ability(a));
}

QString RulesText::selectorPhrase(const Selector& s, bool plural)
{
    Writer w(QCoreApplication::translate("RulesText", "this permanent"), {});
    return w.selector(s, plural ? Writer::Det::Plural : Writer::Det::Bare);
}

QString RulesText::cost(const QVector<CostPart>& parts)
{
    Writer w(QCoreApplication::translate("RulesText", "this permanent"), {});
    return w.costText(parts);
}

QString RulesText::keyword(const AbilityDef& a)
{
    Writer w(QString(), {});
    return w.keywordText(a);
}

} // namespace strata
