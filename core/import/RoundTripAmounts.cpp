#include "OracleWords.h"
#include "RoundTripWordings.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

// Amounts the writer says with X and Oracle with "for each" (moved out of normalisedForRoundTrip, round 22).
QString amountWordings(QString text)
{
    // "gets +1/+1 until end of turn for each …" says what "gets +1/+1 for each … until end of turn" says;
    static const QRegularExpression eotBeforeEach(QStringLiteral("([+-]\\d+/[+-]\\d+)( until end of turn)( for each [^.\"]*)"));
    text.replace(eotBeforeEach, QStringLiteral("\\1\\3\\2"));
    // "+X/+0, where X is the number of artifacts you control" is "+1/+0 for each artifact you control"
    // (a plural made with "s", or a creature type's own plural: "Wolves"; "Equipment" and "Kithkin", their
    // own plurals, too;
    // "Plains" stays unlike, a mismatch).
    // "-X/-X, where X is twice the number of …" is "-2/-2 for each …"; round 34: "… permanents of the chosen type
    // you control" (Pack's Disdain) too.
    // "creatures with +1/+1 counters on them" are those "with a +1/+1 counter on it" (122.1);
    static const QRegularExpression countersOnThem(QStringLiteral("\\bwith ([+-]\\d+/[+-]\\d+|[a-z]+) counters on them\\b"));
    text.replace(countersOnThem, QStringLiteral("with a \\1 counter on it"));
    static const QRegularExpression vowelKind(QStringLiteral("\\bwith a (?=[aeiou][a-z]* counter on it\\b)"));
    text.replace(vowelKind, QStringLiteral("with an "));   // round 39: "with an ice counter on it" (Rimescale Dragon)
    // "+X/+X, where X is the number of colors among permanents you control" is "+1/+1 for each color among …";
    static const QRegularExpression colorsAmong(
        QStringLiteral("\\+X/\\+X, where X is the number of colors among ([^,.]+)"));
    text.replace(colorsAmong, QStringLiteral("+1/+1 for each color among \\1"));
    // "the exiled creature card's power and Y is its toughness" (Phyrexian Ingester, one card exiled): the
    // total of the exiled cards, as a card in exile that is no creature card has no power or toughness;
    text.replace(QStringLiteral("where X is the exiled creature card's power and Y is its toughness"),
        QStringLiteral("where X is the total power of the exiled cards and Y is the total toughness of the exiled cards"));
    // "the total number of …" is the number of them; "…, rounded down, and Y is …" needs no comma;
    text.replace(QStringLiteral("the total number of "), QStringLiteral("the number of "));
    text.replace(QStringLiteral(", rounded down, and Y is "), QStringLiteral(", rounded down and Y is "));
    // "for each +1/+1 counter on other creatures you control", "for each point of bushido it has",
    // "for each face-down creature on the battlefield", "for each other creature on the battlefield that
    // shares a creature type with it", "for each card in its controller's hand" (issue 16, round 9);
    static const QRegularExpression perObject(QStringLiteral(
        "([+-]X|\\+0)/([+-][XY]|\\+0), where [XY] is (?:(twice|\\w+ times) )?the number of ((?:[+-]\\d+/[+-]\\d+ )?(?:[\\w-]+ )*?)(\\w+s|Equipment|[A-Z]\\w+)"
        "((?: of the chosen type)?(?: you control| your opponents control| on the battlefield| in your hand| in your graveyard| on ~| attached to it|"
        " the chosen player controls| in the chosen player's hand| in the chosen player's graveyard|"
        " among lands you control| in its controller's hand| in its controller's graveyard| of \\w+ it has|"
        " on (?:other )?creatures you control| on the battlefield that share a creature type with it|"
        " exiled with it| whose life total is less than half their starting life total|"
        " you've cast your commander from the command zone this game| you have| you've drawn this turn| blocking it|"
        " removed this way)?"
        "(?: named [^,.]+| with a \\S+ counter on it)?)(?=[,.]|$| until end of turn)"));
    for (auto m = perObject.match(text); m.hasMatch(); m = perObject.match(text, m.capturedStart() + 1)) {
        const QString factor = m.captured(3);
        const std::optional<int> n = factor.isEmpty() ? 1
            : factor == QLatin1String("twice")        ? 2
                                                      : numberWord(factor.section(QLatin1Char(' '), 0, 0));
        if (!n)
            continue;
        const auto each = [n](const QString& v) {
            return v == QLatin1String("+0") ? v : v.left(1) + QString::number(*n);
        };
        bool plural = false;
        const SubtypeId id = subtypeFromWord(m.captured(5), &plural);
        // Round 22: "Kithkin", a creature type that is its own plural ("for each other attacking Kithkin",
        // Cenn's Heir); any other word without an "s" is no plural.
        const bool ownPlural = !m.captured(5).endsWith(QLatin1Char('s')) && m.captured(5) != QLatin1String("Equipment");
        if (ownPlural && (!id || SubtypeRegistry::instance().name(id) != m.captured(5)))
            continue;
        // "Plains" is its own plural (a subtype whose name ends in "s").
        const QString singular = id ? SubtypeRegistry::instance().name(id) : m.captured(5).chopped(1);
        text.replace(m.capturedStart(), m.capturedLength(),
            QStringLiteral("%1/%2 for each %3%4%5")
                .arg(each(m.captured(1)), each(m.captured(2)), m.captured(4), singular, m.captured(6)));
    }
    // round 23: "~ deals damage equal to the number of charge counters on it to any target" says what "~
    // deals damage to any target equal to the number of charge counters on ~" says;
    static const QRegularExpression selfCountersFirst(
        QStringLiteral("(~ deals damage) equal to (the number of \\S+ counters on )(?:it|~) to ([^.]+)"));
    text.replace(selfCountersFirst, QStringLiteral("\\1 to \\3 equal to \\2~"));
    // round 44: and "~ deals damage to you equal to the number of pain counters on it" (Torture Chamber): "it" is ~, never
    // you;
    static const QRegularExpression selfCountersLast(
        QStringLiteral("(~ deals damage to you equal to the number of \\S+ counters on )it\\b"));
    text.replace(selfCountersLast, QStringLiteral("\\1~"));
    // round 42: and "… equal to the number of +1/+1 counters removed this way to any target" (Molten Hydra);
    static const QRegularExpression removedFirst(
        QStringLiteral("(~ deals damage) equal to (the number of \\S+ counters removed this way) to ([^.]+)"));
    text.replace(removedFirst, QStringLiteral("\\1 to \\3 equal to \\2"));
    // "When ~ dies, destroy all creatures blocking or blocked by it" (Abu Ja'far): by ~;
    text.replace(QStringLiteral("dies, destroy all creatures blocking or blocked by it."),
        QStringLiteral("dies, destroy all creatures blocking or blocked by ~."));
    text.replace(QStringLiteral(" that share a creature type with it"), QStringLiteral(" that shares a creature type with it"));
    text.replace(QStringLiteral("for each Auras and Equipment attached"), QStringLiteral("for each Aura and Equipment attached"));
    return text;
}

}   // namespace strata::import
