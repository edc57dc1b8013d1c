#include "CompactCardFace.h"
#include "BoardStyle.h"
#include "CardDecorations.h"
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace strata::ui::cardpaint {

namespace {

constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
constexpr qreal kInset = 4;
constexpr qreal kBarGap = 2;
// A bar's text starts this far into it, right of the changed mark, and ends this far from its end.
constexpr qreal kTextLeft = 5;
constexpr qreal kTextRight = 3;
constexpr qreal kTextWidth = W - 2 * kInset - kTextLeft - kTextRight;

qreal barHeight(int lines, const QFontMetricsF& fm)
{
    return lines * fm.lineSpacing() + 3;
}

// The words of a name or type line, a dash kept with the word before it, so no line starts with one.
QStringList wordsOf(const QString& text)
{
    QStringList words;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const bool dash = word == QStringLiteral("\u2014") || word == QStringLiteral("\u2013");
        if (dash && !words.isEmpty())
            words.last() += QLatin1Char(' ') + word;
        else
            words << word;
    }
    return words;
}

// `font`, drawn as narrow as it takes (not below kTightestStretch) for its longest word to fit `width`.
QFont narrowedToFit(QFont font, const QStringList& words, qreal width)
{
    for (int stretch = 100; stretch > kTightestStretch; stretch -= 5) {
        font.setStretch(stretch);
        const QFontMetricsF fm(font);
        if (std::all_of(words.begin(), words.end(), [&](const QString& w) { return fm.horizontalAdvance(w) <= width; }))
            return font;
    }
    font.setStretch(kTightestStretch);
    return font;
}

// The words, line by line, as they fill lines of `width`; a word wider than a line has one to itself.
QVector<QStringList> wordsByLine(const QStringList& words, const QFontMetricsF& fm, qreal width)
{
    QVector<QStringList> lines;
    for (const QString& word : words) {
        if (!lines.isEmpty() && fm.horizontalAdvance(lines.last().join(QLatin1Char(' ')) + QLatin1Char(' ') + word) <= width)
            lines.last() << word;
        else
            lines << QStringList{word};
    }
    return lines;
}

// The lines drawn: at most `maxLines`, the last ending in "…" when more is left, as does a word wider
// than a line.
QStringList linesOf(const QVector<QStringList>& byLine, const QFontMetricsF& fm, qreal width, int maxLines)
{
    QStringList lines;
    for (int i = 0; i < byLine.size() && i < maxLines; ++i) {
        QStringList rest = byLine[i];
        if (i + 1 == maxLines)
            for (int j = i + 1; j < byLine.size(); ++j)
                rest << byLine[j];
        lines << fm.elidedText(rest.join(QLatin1Char(' ')), Qt::ElideRight, width);
    }
    return lines;
}

// A light bar with `lines` in it, from `top`; returns its bottom.
qreal drawBar(QPainter* p, qreal top, const QStringList& lines, const QFont& font, bool changed, const QColor& panel)
{
    const QFontMetricsF fm(font);
    const QRectF bar(kInset, top, W - 2 * kInset, barHeight(lines.size(), fm));
    p->setPen(QPen(QColor(0, 0, 0, 70), 0.8));
    p->setBrush(panel);
    p->drawRoundedRect(bar, 3, 3);
    p->setFont(font);
    p->setPen(changed ? BoardStyle::changedInk() : BoardStyle::ink());
    qreal y = bar.top() + 1.5 + fm.ascent();
    for (const QString& line : lines) {
        p->drawText(QPointF(bar.left() + kTextLeft, y), line);
        y += fm.lineSpacing();
    }
    if (changed)
        drawChangedMark(p, bar);
    return bar.bottom();
}

// Fonts have whole pixel sizes: rounded up, so that the headlines never fall under 9 pt on screen.
QFont headlineFont(qreal factor, qreal headlineScale, bool bold)
{
    return BoardStyle::cardFont(std::ceil(CardPainter::kSmallestHeadlinePixels * headlineScale * factor - 1e-6), bold);
}

}   // namespace

QFont compactNameFont(qreal headlineScale)
{
    return headlineFont(1, headlineScale, true);
}

QFont compactTypeLineFont(qreal headlineScale)
{
    return headlineFont(1, headlineScale, false);
}

QFont compactValueFont(const QString& value, qreal headlineScale)
{
    return headlineFont(value.size() > 5 ? 1 : 1.15, headlineScale, true);
}

namespace {

QString footValue(const CardPresentation& card)
{
    return !card.powerToughness.isEmpty() ? card.powerToughness
        : !card.printedPowerToughness.isEmpty() ? QStringLiteral("–")
                                                : card.loyalty;
}

qreal footHeight(const CardPresentation& card, qreal headlineScale)
{
    return QFontMetricsF(compactValueFont(footValue(card), headlineScale)).height() + 2;
}

}   // namespace

QStringList lineBroken(const QString& text, const QFont& font, qreal width, int maxLines)
{
    const QFontMetricsF fm(font);
    return linesOf(wordsByLine(wordsOf(text), fm, width), fm, width, maxLines);
}

CompactHeadlines compactHeadlines(const CardPresentation& card, qreal s)
{
    // Measuring the words (each stretch narrowedToFit tries) was a third of drawing a compact face,
    // and the same names and type lines come back edit after edit. Painting is on the GUI thread only.
    static QHash<QString, CompactHeadlines> known;
    const QString key = card.name + QChar(0x1f) + card.typeLine + QChar(0x1f) + QString::number(s)
        + (footValue(card).size() > 5 ? QLatin1Char('l') : QLatin1Char('s'));   // footHeight's font
    if (const auto found = known.constFind(key); found != known.constEnd())
        return *found;
    if (known.size() > 5000)   // a bound, not a policy: a board rarely shows that many
        known.clear();
    CompactHeadlines h;
    const QStringList nameWords = wordsOf(card.name), typeWords = wordsOf(card.typeLine);
    h.nameFont = narrowedToFit(compactNameFont(s), nameWords, kTextWidth);
    h.typeLineFont = narrowedToFit(compactTypeLineFont(s), typeWords, kTextWidth);
    const QFontMetricsF nm(h.nameFont), tm(h.typeLineFont);
    const QVector<QStringList> nameLines = wordsByLine(nameWords, nm, kTextWidth);
    const QVector<QStringList> typeLines = wordsByLine(typeWords, tm, kTextWidth);
    // The two bars share the height above the foot: the type line keeps half of the lines at least
    // when it needs them, the name takes what is left.
    const qreal room = H - kInset - footHeight(card, s) - kBarGap - kInset - 2 * barHeight(0, nm) - kBarGap;
    const int budget = qMax(2, int(room / qMax(nm.lineSpacing(), tm.lineSpacing())));
    const int forName = qMax(1, qMin(int(nameLines.size()), budget - qMin(int(typeLines.size()), budget / 2)));
    h.name = linesOf(nameLines, nm, kTextWidth, forName);
    h.typeLine = linesOf(typeLines, tm, kTextWidth, qMax(1, budget - forName));
    known.insert(key, h);
    return h;
}

namespace {

QFont stampFont(qreal headlineScale)
{
    return BoardStyle::cardFont(CardPainter::kSmallestHeadlinePixels * headlineScale * 0.8, true);
}

// The foot's value box (P/T or loyalty) at its place, right-aligned; an empty rectangle left of the
// right edge when the card has no value.
QRectF valueBox(const CardPresentation& card, qreal headlineScale)
{
    const QString value = footValue(card);
    const qreal footTall = footHeight(card, headlineScale);
    const qreal footTop = H - kInset - footTall;
    if (value.isEmpty())
        return QRectF(W - kInset + 3, footTop, 0, footTall);
    const qreal width = QFontMetricsF(compactValueFont(value, headlineScale)).horizontalAdvance(value) + 10;
    return QRectF(W - kInset - width, footTop, width, footTall);
}

}   // namespace

QString compactTimestampText(const CardPresentation& card)
{
    return card.timestamp > 0 ? CardPresenter::tr("#%1", "a card's timestamp in its corner").arg(card.timestamp)
                              : QString();
}

qreal compactTimestampRoom(const CardPresentation& card, qreal s)
{
    const QString stamp = compactTimestampText(card);
    return stamp.isEmpty() ? 0 : QFontMetricsF(stampFont(s)).horizontalAdvance(stamp) + 4;
}

bool CompactHeadlineBars::operator==(const CompactHeadlineBars& o) const
{
    return nameChanged == o.nameChanged && typeLineChanged == o.typeLineChanged && panel == o.panel
        && lines.name == o.lines.name && lines.typeLine == o.lines.typeLine && lines.nameFont == o.lines.nameFont
        && lines.typeLineFont == o.lines.typeLineFont;
}

CompactHeadlineBars compactHeadlineBars(const CardPresentation& card, qreal headlineScale, const QColor& panel)
{
    return {compactHeadlines(card, headlineScale), card.nameChanged(), card.typeLineChanged(), panel};
}

void drawCompactHeadlines(QPainter* p, const CompactHeadlineBars& bars)
{
    const CompactHeadlines& h = bars.lines;
    const qreal y = drawBar(p, kInset, h.name, h.nameFont, bars.nameChanged, bars.panel);
    if (!h.typeLine.isEmpty())
        drawBar(p, y + kBarGap, h.typeLine, h.typeLineFont, bars.typeLineChanged, bars.panel);
}

void drawCompactFoot(QPainter* p, const CardPresentation& card, qreal s, const QColor& frame, qreal timestampRoom)
{
    // The foot: P/T or loyalty on the right, the timestamp (drawCompactTimestamp) and the counters on
    // the left.
    const QString value = footValue(card);
    const bool valueChanged = !card.powerToughness.isEmpty() || !card.printedPowerToughness.isEmpty()
        ? card.powerToughnessChanged()
        : card.loyaltyChanged();
    const QRectF box = valueBox(card, s);
    if (!value.isEmpty()) {
        p->setPen(QPen(frame.darker(150), 1));
        p->setBrush(valueChanged ? BoardStyle::changedFill() : BoardStyle::panel());
        p->drawRoundedRect(box, 4, 4);
        p->setFont(compactValueFont(value, s));
        p->setPen(BoardStyle::ink());
        p->drawText(box, Qt::AlignCenter, value);
    }
    const qreal right = box.left() - 3;
    const QFont small = stampFont(s);
    const QFontMetricsF sm(small);
    p->setFont(small);
    qreal x = kInset + 2 + timestampRoom;
    // Counters and damage as short pills over the foot; what does not fit is in the tooltip.
    for (const CardPresentation::Badge& b : card.badges) {
        const qreal w = sm.horizontalAdvance(b.text) + 8;
        if (x + w > right)
            break;
        const QRectF r(x, box.top() + (box.height() - sm.height() - 2) / 2, w, sm.height() + 2);
        drawBadge(p, r, b);
        x += w + 3;
    }
}

void drawCompactTimestamp(QPainter* p, const CardPresentation& card, qreal s, const QColor& frame)
{
    const QString stamp = compactTimestampText(card);
    if (stamp.isEmpty())
        return;
    const QRectF box = valueBox(card, s);
    const qreal x = kInset + 2;
    p->setFont(stampFont(s));
    p->setPen(isDark(frame) ? QColor(255, 255, 255, 215) : QColor(0, 0, 0, 170));
    p->drawText(QRectF(x, box.top(), box.left() - 3 - x, box.height()), Qt::AlignVCenter | Qt::AlignLeft, stamp);
}

}   // namespace strata::ui::cardpaint
