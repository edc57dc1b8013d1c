#include "WrappedChip.h"
#include "ChipPainter.h"
#include "TimelineLayout.h"
#include "TimelineStyle.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

namespace strata::ui {

using namespace TimelineMetrics;

namespace {

QFont italic(QFont font)
{
    font.setItalic(true);
    return font;
}

}   // namespace

WrappedChip::~WrappedChip() = default;

WrappedChip::WrappedChip(const StepSummary& s)
{
    const QFont effectFont = TimelineStyle::font(kEffectFont, true);
    const QFont body = TimelineStyle::font(kBodyFont);
    const QFont bold = TimelineStyle::font(kBodyFont, true);
    const QFont small = TimelineStyle::font(kSmallFont);
    const QFont smallBold = TimelineStyle::font(kSmallFont, true);
    const QColor accent = ChipPainter::accent(s);
    const QColor ink = s.applied ? TimelineStyle::ink() : TimelineStyle::notApplied();
    const qreal x = kChipPadding + ChipPainter::kBar;
    const qreal width = kChipWidth - kChipPadding - x;
    qreal y = kChipPadding;

    // Header: the title wraps beside the reason pill, whose width ChipPainter gives it.
    const qreal titleStep = QFontMetricsF(effectFont).lineSpacing();
    const qreal titleWidth = std::max(width - ChipPainter::pillWidth(s.pill, width, false) - 8, width * 0.4);
    const qreal title
        = addParagraph({{s.title, effectFont, ink}}, x, y + (kHeaderHeight - titleStep) / 2, titleWidth, titleStep);
    y += kHeaderHeight + title - titleStep;

    // Small print: the id (and source), the rule at the right of its first line.
    const QString rule = ChipPainter::ruleText(s);
    const qreal ruleWidth = QFontMetricsF(small).horizontalAdvance(rule);
    const qreal printTop = y + (kSourceHeight - kNoteLineHeight) / 2;
    const qreal print = addParagraph({{ChipPainter::smallPrint(s), small, TimelineStyle::inkFaint()}}, x, printTop,
        width - ruleWidth - 10, kNoteLineHeight);
    if (!rule.isEmpty())
        addParagraph({{rule, small, TimelineStyle::inkFaint()}}, x + width - ruleWidth, printTop, ruleWidth + 1,
            kNoteLineHeight);
    y += kSourceHeight + print - kNoteLineHeight;

    if (!s.dependency.isEmpty())
        y += addParagraph({{s.dependency, smallBold, accent.darker(115)}}, x, y, width, kNoteLineHeight) + 2;

    if (!s.changes.isEmpty() || !s.applied) {
        m_separatorY = y + kSeparator / 2;
        y += kSeparator;
    }
    // Every change, as on screen: when one does not fit a line, each object's name heads its changes.
    const QFontMetricsF fb(body);
    bool split = false;
    for (const ChangeLine& c : s.changes)
        split |= fb.horizontalAdvance(c.object + QStringLiteral(": ")
                     + (c.text.isEmpty() ? c.before + QStringLiteral(" → ") + c.after : c.text))
            > width;
    const QColor objectInk = ink;
    for (int i = 0; i < s.changes.size(); ++i) {
        const ChangeLine& c = s.changes[i];
        QVector<Run> runs;
        if (split && (i == 0 || s.changes[i - 1].object != c.object))
            y += addParagraph({{c.object, small, objectInk}}, x, y, width, kLineHeight);
        else if (!split)
            runs.append({c.object + QStringLiteral(": "), body, objectInk});
        if (!c.text.isEmpty()) {
            runs.append({c.text, c.unchanged ? italic(body) : body,
                c.unchanged || !s.applied ? TimelineStyle::inkFaint() : TimelineStyle::ink()});
        } else {
            runs.append({c.before, body, s.applied ? TimelineStyle::inkDim() : TimelineStyle::notApplied()});
            runs.append({QStringLiteral(" → "), bold, accent});
            runs.append({c.after, bold, s.applied ? TimelineStyle::afterValue() : TimelineStyle::notApplied()});
        }
        const qreal indent = split ? 10 : 0;   // values under their object's name
        y += addParagraph(runs, x + indent, y, width - indent, kLineHeight);
    }
    if (!s.applied) {
        const QString note = s.note.isEmpty() ? StepSummary::tr("does not apply") : s.note;
        y += addParagraph({{note, italic(small), TimelineStyle::inkDim()}}, x, y, width, kNoteLineHeight);
    }
    m_height = y + kChipPadding;
}

qreal WrappedChip::addParagraph(const QVector<Run>& runs, qreal x, qreal y, qreal width, qreal lineStep)
{
    QString text;
    QList<QTextLayout::FormatRange> formats;
    for (const Run& run : runs) {
        QTextLayout::FormatRange range;
        range.start = int(text.size());
        range.length = int(run.text.size());
        range.format.setFont(run.font);
        range.format.setForeground(run.color);
        formats.append(range);
        text += run.text;
    }
    auto layout = std::make_unique<QTextLayout>(text, runs.isEmpty() ? QFont() : runs.first().font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout->setTextOption(option);
    layout->setFormats(formats);
    layout->beginLayout();
    int lines = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, lines * lineStep + (lineStep - line.height()) / 2));
        ++lines;
    }
    layout->endLayout();
    m_blocks.push_back({std::move(layout), QPointF(x, y)});
    return std::max(lines, 1) * lineStep;
}

void WrappedChip::paint(QPainter* painter, const QRectF& chip) const
{
    for (const Block& block : m_blocks)
        block.layout->draw(painter, chip.topLeft() + block.at);
}

}   // namespace strata::ui
