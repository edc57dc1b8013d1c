// The writer's colour words: nouns and adjectives that agree with their noun, and lists of colours.
#include "RulesTextWriter.h"

namespace strata {
namespace rulestext {

// Colour words (context "Color", the lower-case names colorName() gives). Without disambiguation they
// are the colour as a noun ("your devotion to black", "Protection from black") and the label the
// interface shows; as adjectives they come in four forms (see kAgreementForms).
const char* const kColorWords[] = {
    QT_TRANSLATE_NOOP("Color", "white"),
    QT_TRANSLATE_NOOP("Color", "blue"),
    QT_TRANSLATE_NOOP("Color", "black"),
    QT_TRANSLATE_NOOP("Color", "red"),
    QT_TRANSLATE_NOOP("Color", "green"),
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
}   // namespace

QString Writer::colorWord(Color c) const
{
    const QString name = swapped(colorName(c));
    const auto other = colorFromName(name);
    if (!other)
        return name;
    return translate("Color", kColorWords[colorIndex(*other)]);
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
    // Two alternatives read as Oracle text orders a pair, the shorter way round the colour wheel: "white
    // or black" but "red or white", "green or blue" (as the importer reads them, OracleSelectors.cpp);
    // and two colours together too ("becomes a 1/1 red and white Soldier artifact creature").
    if (words.size() == 2) {
        int first = -1, second = -1;
        for (int i = 0; i < 5; ++i)
            if (colors.has(kAllColors[i]))
                (first < 0 ? first : second) = i;
        if (second - first > 2)
            words.swapItemsAt(0, 1);
    }
    return joinList(words, orList);
}

}   // namespace rulestext
}   // namespace strata
