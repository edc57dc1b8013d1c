#include "OracleParser.h"
#include "CountersRemovedByCost.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

const QChar kBullet(0x2022);

}   // namespace

QStringList joinedModes(const QStringList& paragraphs)
{
    QStringList out;
    bool modal = false;   // the paragraph before was "… choose one —" or one of its modes
    // Round 34: a few card files misprint the dash of "Choose one —" as a hyphen (Return from Extinction,
    // Pollenbright Druid's "choose one - "), and Umezawa's Charm prints its modes without bullets too: the same
    // modes (700.2), mended here so that the parser and the round trip read the paragraph as Oracle means it.
    static const QRegularExpression hyphenHead(QStringLiteral("\\b([Cc]hoose (?:one|two|one or both|one or more)) -$"));
    bool unbulleted = false;   // after such a head whose first mode has no bullet: every paragraph left is a mode
    for (int i = 0; i < paragraphs.size(); ++i) {
        QString t = paragraphs[i].trimmed();
        if (modal && (t.startsWith(kBullet) || unbulleted)) {
            out.last() += QLatin1Char('\n') + (t.startsWith(kBullet) ? t : QString(kBullet) + QLatin1Char(' ') + t);
            continue;
        }
        const bool misprinted = hyphenHead.match(t).hasMatch();
        if (misprinted)
            t.replace(hyphenHead, QStringLiteral("\\1 ") + QChar(0x2014));
        unbulleted = misprinted && i + 1 < paragraphs.size() && !paragraphs[i + 1].trimmed().startsWith(kBullet);
        modal = t.endsWith(QChar(0x2014)) || t.endsWith(QLatin1String("You may choose the same mode more than once."));
        out << (misprinted ? t : paragraphs[i]);
    }
    return out;
}

bool OracleParser::effect(const QString& text, AbilityDef* into) const
{
    const bool read = text.contains(QLatin1Char('\n')) ? modes(text, into) : actions(text, into);
    return read && removedCountersPaidFor(*into);   // round 42: "removed this way" only after its own cost
}

// "Choose one —\n• Destroy target artifact.\n• ~ deals 3 damage to target creature." (700.2): each
// mode a Spell-kind ability of its own, with its own targets.
bool OracleParser::modes(const QString& text, AbilityDef* into) const
{
    static const QRegularExpression head(
        QStringLiteral("^[Cc]hoose (one|two|one or both|one or more) \\x{2014}$"));
    // The Confluences: "Choose three. You may choose the same mode more than once." (700.2d)
    static const QRegularExpression repeated(
        QStringLiteral("^[Cc]hoose (three)\\. You may choose the same mode more than once\\.$"));
    QStringList lines = text.split(QLatin1Char('\n'));
    const QString first = lines.takeFirst().trimmed();
    auto m = head.match(first);
    const bool repeat = !m.hasMatch();
    if (repeat)
        m = repeated.match(first);
    if (!m.hasMatch() || lines.size() < 2)
        return false;
    for (const QString& line : lines) {
        if (!line.startsWith(kBullet))
            return false;
        auto mode = QSharedPointer<AbilityDef>::create();
        mode->kind = AbilityDef::Kind::Spell;
        if (!actions(line.mid(1).trimmed(), mode.data()))
            return false;
        mode->finalize();
        into->modes << mode;
    }
    const QString count = m.captured(1);
    const int n = into->modes.size();
    into->modesMin = count == QLatin1String("two") ? 2 : 1;
    into->modesMax = count == QLatin1String("one") ? 1 : count == QLatin1String("one or more") ? n : 2;
    if (repeat) {
        into->modesMin = into->modesMax = 3;
        into->modesRepeat = true;
    }
    return !(count == QLatin1String("one or both") && n != 2);
}

}   // namespace strata::import
