#include "ImportedCard.h"
#include "LayerChangingText.h"
#include "OracleParser.h"
#include "text/EnglishRulesText.h"
#include "text/RulesText.h"

namespace strata::import {

namespace {

bool readTypeLine(const SourceFace& f, TypeLine* out, QString* error)
{
    QStringList supertypes, types, subtypes;
    if (f.types) {   // MTGJSON
        supertypes = f.supertypes.value_or(QStringList());
        types = *f.types;
        subtypes = f.subtypes.value_or(QStringList());
    } else {
        QString line = f.typeLine;
        line.replace(QStringLiteral(" - "), QString(QChar(0x2014)));
        const int dash = line.indexOf(QChar(0x2014));
        const QString left = dash < 0 ? line : line.left(dash);
        const QString right = dash < 0 ? QString() : line.mid(dash + 1);
        for (const QString& w : left.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (supertypeFromName(w))
                supertypes << w;
            else
                types << w;
        }
        // Subtypes may hold spaces ("Time Lord"): the longest known name wins.
        const QStringList words = right.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (int i = 0; i < words.size(); ++i) {
            if (i + 1 < words.size() && SubtypeRegistry::instance().find(words[i] + QLatin1Char(' ') + words[i + 1])) {
                subtypes << words[i] + QLatin1Char(' ') + words[i + 1];
                ++i;
            } else {
                subtypes << words[i];
            }
        }
    }
    for (const QString& s : supertypes) {
        auto t = supertypeFromName(s);
        if (!t) {
            *error = QStringLiteral("unknown supertype \"%1\"").arg(s);
            return false;
        }
        out->add(*t);
    }
    for (const QString& s : types) {
        auto t = cardTypeFromName(s);
        if (!t) {
            *error = QStringLiteral("card type \"%1\" is not one Strata knows").arg(s);
            return false;
        }
        out->add(*t);
    }
    // Creature types the Oracle text has since renamed (older files still carry them).
    static const QHash<QString, QString> renamed = {{"Hound", "Dog"}, {"Naga", "Snake"}, {"Cephalid", "Octopus"},
        {"Viashino", "Lizard"}};
    for (const QString& name : subtypes) {
        const QString s = renamed.value(name, name);
        auto id = SubtypeRegistry::instance().find(s);
        if (!id) {
            *error = QStringLiteral("unknown subtype \"%1\"").arg(s);
            return false;
        }
        out->addSubtype(*id);
    }
    if (!out->cardTypes) {
        *error = QStringLiteral("the type line \"%1\" names no card type").arg(f.typeLine);
        return false;
    }
    return true;
}

bool printedNumber(const QString& text, const char* what, std::optional<PrintedNumber>* out, QString* error)
{
    if (text.isEmpty())
        return true;
    *out = PrintedNumber::parse(text);
    if (!*out)
        *error = QStringLiteral("%1 \"%2\" is neither a number nor a star or X value").arg(QLatin1String(what), text);
    return out->has_value();
}

// Round 22: Aurochs, named for its creature type, has "~" for the type in "for each other attacking
// Aurochs" (the parser reads it back as the type, OracleStatics.cpp); the sentence with the type again.
QString typeForSelf(QString sentence, const QString& name)
{
    return sentence.replace(QStringLiteral(" attacking ~"), QStringLiteral(" attacking ") + name);
}

bool layerChangingAbility(const AbilityDef& a)
{
    // Changeling and devoid are keywords that work as characteristic-defining abilities (702.73a,
    // 702.114a, 604.3): static abilities of layers 4 and 5 like any other.
    if (a.changeling || a.devoid)
        return true;
    if (a.kind != AbilityDef::Kind::Static)
        return false;
    for (const Op& op : a.ops)
        if (op.layer(a.cda) < Layer::Players)
            return true;
    return false;
}

AbilityPtr textOnly(const QString& printed)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::TextOnly;
    a->text = printed;
    a->finalize();
    return a;
}

bool readFace(const SourceFace& f, const QStringList& keywords, int faceIndex, CardFace* out,
    QVector<AbilityReport>* reports, QString* error)
{
    out->name = f.name;
    QString err;
    if (!f.manaCost.isEmpty() && !ManaCost::parse(f.manaCost, &out->manaCost, &err)) {
        *error = QStringLiteral("mana cost: %1").arg(err);
        return false;
    }
    if (f.hasColorIndicator) {
        out->hasColorIndicator = true;
        static const QHash<QString, Color> letters = {{"W", Color::White}, {"U", Color::Blue}, {"B", Color::Black},
            {"R", Color::Red}, {"G", Color::Green}};
        for (const QString& c : f.colorIndicator) {
            if (!letters.contains(c)) {
                *error = QStringLiteral("unknown colour \"%1\" in the colour indicator").arg(c);
                return false;
            }
            out->colorIndicator.add(letters.value(c));
        }
    }
    if (!readTypeLine(f, &out->type, error))
        return false;
    if (!printedNumber(f.power, "power", &out->power, error)
        || !printedNumber(f.toughness, "toughness", &out->toughness, error)
        || !printedNumber(f.loyalty, "loyalty", &out->loyalty, error))
        return false;
    // An instant's or a sorcery's paragraphs are its spell ability (113.3a, 608.2): what they do happens
    // once, as the spell resolves, so none of them is a static ability that changes characteristics.
    const bool spellText = out->type.has(CardType::Instant) || out->type.has(CardType::Sorcery);
    OracleParser parser(f.name, out->type, keywords);
    for (const OracleAbility& o : parser.parse(f.oracleText)) {
        AbilityReport r;
        r.face = faceIndex;
        r.printed = o.printed;
        r.sentence = o.sentence;
        r.notUnderstood = o.notUnderstood;
        AbilityPtr kept;
        if (o.parsed) {
            r.written = englishAbilityText(*o.parsed, *out, QStringLiteral("~"));
            // Equal texts normalise alike, and nearly three parsed abilities in four are written back
            // word for word: only the others pay the normalisation (it was half of an import's work).
            const bool same = r.written == o.sentence
                || normalisedForRoundTrip(r.written) == normalisedForRoundTrip(o.sentence)
                || (subtypeFromWord(f.name) && o.sentence.contains(QLatin1String(" attacking ~"))
                    && normalisedForRoundTrip(r.written) == normalisedForRoundTrip(typeForSelf(o.sentence, f.name)))
                // Round 26: a token named with the card's name ("Kobolds of Kher Keep"), which the
                // sentence read says "~" as it says the card itself.
                || (r.written.contains(f.name)
                    && normalisedForRoundTrip(QString(r.written).replace(f.name, QStringLiteral("~")))
                        == normalisedForRoundTrip(o.sentence));
            r.status = same ? AbilityStatus::Parsed : AbilityStatus::Mismatch;
            r.layerChanging = layerChangingAbility(*o.parsed) || (!spellText && layerChangingText(o.sentence));
            if (same)
                kept = o.parsed;
        } else {
            r.status = o.notUnderstood == o.sentence ? AbilityStatus::TextOnly : AbilityStatus::Partial;
            r.layerChanging = !o.isKeyword && !spellText && layerChangingText(o.sentence);
        }
        // What Strata did not read, or read wrongly, stays an ability with the card's own text.
        out->abilities << (kept ? kept : textOnly(o.printed));
        reports->append(r);
    }
    return true;
}

}   // namespace

std::optional<ImportedCard> importCard(const SourceCard& source, QString* error)
{
    ImportedCard result;
    auto card = std::make_shared<Card>();
    card->resourcePath = QStringLiteral("import");
    if (!readFace(source.faces[0], source.keywords, 0, &card->front, &result.abilities, error))
        return std::nullopt;
    if (source.faces.size() > 1) {
        CardFace back;
        QString err;
        if (!readFace(source.faces[1], source.keywords, 1, &back, &result.abilities, &err)) {
            *error = QStringLiteral("face \"%1\": %2").arg(source.faces[1].name, err);
            return std::nullopt;
        }
        card->back = back;
        static const QHash<QString, QString> layouts = {{"transform", "transform"}, {"modal_dfc", "modal"},
            {"split", "split"}, {"flip", "flip"}, {"adventure", "adventure"}, {"aftermath", "split"}};
        card->doubleFaced = layouts.value(source.layout, QStringLiteral("transform"));
    }
    if (card->front.name.isEmpty())
        card->front.name = source.name;
    int parsed = 0;
    for (const AbilityReport& r : result.abilities)
        parsed += r.status == AbilityStatus::Parsed ? 1 : 0;
    result.status = parsed == result.abilities.size() ? CardStatus::Understood
        : parsed == 0                                 ? CardStatus::TextOnly
                                                      : CardStatus::Partly;
    result.card = card;
    result.foreignNames = source.foreignNames;
    return result;
}

}   // namespace strata::import
