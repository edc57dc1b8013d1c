#include "CompactCardFace.h"
#include "BoardStyle.h"
#include "CardDecorations.h"
#include <QFontMetricsF>
#include <QPainter>
#include <cmath>

namespace strata::ui::cardpaint {

namespace {

constexpr qreal W = CardPainter::kWidth;
constexpr qreal H = CardPainter::kHeight;
constexpr qreal kInset = 5;

// `text` wrapped into at most `maxLines` lines of `width`; the last one ends in "…" if more is left.
// A word longer than a line breaks with a hyphen ("Encantami-" / "ento"), as a printed card would.
QStringList wrapped(const QString& text, const QFont& font, qreal width, int maxLines)
{
    const QFontMetricsF fm(font);
    const auto fits = [&](const QString& s) { return fm.horizontalAdvance(s) <= width; };
    QStringList lines;
    QString current;
    for (QString word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString joined = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
        if (fits(joined)) {
            current = joined;
            continue;
        }
        if (!current.isEmpty())
            lines << current;
        while (!fits(word) && word.size() > 2) {
            int cut = word.size() - 1;
            while (cut > 1 && !fits(word.left(cut) + QLatin1Char('-')))
                --cut;
            lines << word.left(cut) + QLatin1Char('-');
            word = word.mid(cut);
        }
        current = word;
    }
    if (!current.isEmpty())
        lines << current;
    if (lines.size() > maxLines) {
        const QString rest = QStringList(lines.mid(maxLines - 1)).join(QLatin1Char(' '));
        lines = lines.mid(0, maxLines - 1);
        lines << fm.elidedText(rest, Qt::ElideRight, width);
    }
    return lines;
}

// A light bar with `lines` in it, from `top`; returns its bottom.
qreal drawBar(QPainter* p, qreal top, const QStringList& lines, const QFont& font, bool changed, const QColor& panel)
{
    const QFontMetricsF fm(font);
    const QRectF bar(kInset, top, W - 2 * kInset, lines.size() * fm.lineSpacing() + 4);
    p->setPen(QPen(QColor(0, 0, 0, 70), 0.8));
    p->setBrush(panel);
    p->drawRoundedRect(bar, 3, 3);
    p->setFont(font);
    p->setPen(changed ? BoardStyle::changedInk() : BoardStyle::ink());
    qreal y = bar.top() + 2 + fm.ascent();
    for (const QString& line : lines) {
        p->drawText(QPointF(bar.left() + 5, y), line);
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

void drawCompactFace(QPainter* p, const CardPresentation& card, qreal s, const QColor& panel, const QColor& frame)
{
    const qreal textWidth = W - 2 * kInset - 8;
    const QFont nameFont = compactNameFont(s);
    qreal y = drawBar(p, kInset, wrapped(card.name, nameFont, textWidth, 2), nameFont, card.nameChanged(), panel);
    const QFont typeFont = compactTypeLineFont(s);
    drawBar(p, y + 3, wrapped(card.typeLine, typeFont, textWidth, 2), typeFont, card.typeLineChanged(), panel);

    // The foot: P/T or loyalty on the right, the timestamp and the counters on the left.
    const QString value = !card.powerToughness.isEmpty() ? card.powerToughness
        : !card.printedPowerToughness.isEmpty()          ? QStringLiteral("–")
                                                         : card.loyalty;
    const bool valueChanged = !card.powerToughness.isEmpty() || !card.printedPowerToughness.isEmpty()
        ? card.powerToughnessChanged()
        : card.loyaltyChanged();
    const QFont valueFont = compactValueFont(value, s);
    const QFontMetricsF vm(valueFont);
    const qreal footHeight = vm.height() + 4;
    const qreal footTop = H - kInset - footHeight;
    qreal right = W - kInset;
    if (!value.isEmpty()) {
        const QRectF box(right - vm.horizontalAdvance(value) - 10, footTop, vm.horizontalAdvance(value) + 10, footHeight);
        p->setPen(QPen(frame.darker(150), 1));
        p->setBrush(valueChanged ? BoardStyle::changedFill() : BoardStyle::panel());
        p->drawRoundedRect(box, 4, 4);
        p->setFont(valueFont);
        p->setPen(BoardStyle::ink());
        p->drawText(box, Qt::AlignCenter, value);
        right = box.left() - 3;
    }
    const QFont small = BoardStyle::cardFont(CardPainter::kSmallestHeadlinePixels * s * 0.8, true);
    const QFontMetricsF sm(small);
    p->setFont(small);
    qreal x = kInset + 2;
    if (card.timestamp > 0) {
        const QString stamp = CardPresenter::tr("#%1", "a card's timestamp in its corner").arg(card.timestamp);
        p->setPen(isDark(frame) ? QColor(255, 255, 255, 215) : QColor(0, 0, 0, 170));
        p->drawText(QRectF(x, footTop, right - x, footHeight), Qt::AlignVCenter | Qt::AlignLeft, stamp);
        x += sm.horizontalAdvance(stamp) + 4;
    }
    // Counters and damage as short pills over the foot; what does not fit is in the tooltip.
    for (const CardPresentation::Badge& b : card.badges) {
        const qreal w = sm.horizontalAdvance(b.text) + 8;
        if (x + w > right)
            break;
        const QRectF r(x, footTop + (footHeight - sm.height() - 2) / 2, w, sm.height() + 2);
        drawBadge(p, r, b);
        x += w + 3;
    }
}

}   // namespace strata::ui::cardpaint
