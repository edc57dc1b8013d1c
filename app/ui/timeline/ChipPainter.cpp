#include "ChipPainter.h"
#include "TimelineStyle.h"
#include "WrappedChip.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace strata::ui {

using namespace TimelineMetrics;

namespace {

constexpr qreal kRadius = 9;
constexpr qreal kBar = ChipPainter::kBar;

// Draws `text` at the baseline point, elided to `width`, and returns how far it went.
qreal drawRun(
    QPainter* p, const QFont& font, const QColor& color, qreal x, qreal baseline, const QString& text, qreal width)
{
    const QFontMetricsF fm(font);
    const QString shown = fm.elidedText(text, Qt::ElideRight, std::max<qreal>(width, 0));
    p->setFont(font);
    p->setPen(color);
    p->drawText(QPointF(x, baseline), shown);
    return fm.horizontalAdvance(shown);
}

// "before → after": the old value dim, the arrow in the reason's colour, the new value bold.
void drawValues(
    QPainter* p, const ChangeLine& c, const QColor& accent, bool applied, qreal x, qreal baseline, qreal width)
{
    const QFont body = TimelineStyle::font(kBodyFont);
    const QFont bold = TimelineStyle::font(kBodyFont, true);
    const QString arrow = QStringLiteral(" → ");
    const QFontMetricsF fb(body), fbold(bold);
    const qreal arrowWidth = fb.horizontalAdvance(arrow);
    const qreal afterWidth = fbold.horizontalAdvance(c.after);
    // The new value matters most: the old one gives way first.
    const qreal beforeRoom = std::max(width - arrowWidth - afterWidth, width * 0.3);
    qreal at = x;
    at += drawRun(
        p, body, applied ? TimelineStyle::inkDim() : TimelineStyle::notApplied(), at, baseline, c.before, beforeRoom);
    at += drawRun(p, bold, accent, at, baseline, arrow, arrowWidth + 1);
    drawRun(p, bold, applied ? TimelineStyle::afterValue() : TimelineStyle::notApplied(), at, baseline, c.after,
        x + width - at);
}

// `split`: the values go under the object's name, which `heading` draws (once per object).
void drawChange(QPainter* p, const ChangeLine& c, bool split, bool heading, const QColor& accent, bool applied, qreal x,
    qreal& y, qreal width)
{
    const QFont body = TimelineStyle::font(kBodyFont);
    const QFont small = TimelineStyle::font(kSmallFont);
    const QFontMetricsF fb(body);
    const qreal baseline = y + (kLineHeight + fb.ascent() - fb.descent()) / 2;
    const QColor objectInk = applied ? TimelineStyle::ink() : TimelineStyle::notApplied();
    qreal at = x;
    if (split) {
        if (heading) {
            drawRun(p, small, objectInk, x, baseline, c.object, width);
            y += kLineHeight;
        }
        at = x + 10;   // values indented under their object
    } else {
        at += drawRun(p, body, objectInk, at, baseline, c.object + QStringLiteral(": "), width);
    }
    const qreal lineBaseline = y + (kLineHeight + fb.ascent() - fb.descent()) / 2;
    if (!c.text.isEmpty()) {
        QFont f = body;
        f.setItalic(c.unchanged);
        drawRun(p, f, c.unchanged || !applied ? TimelineStyle::inkFaint() : TimelineStyle::ink(), at, lineBaseline,
            c.text, x + width - at);
    } else {
        drawValues(p, c, accent, applied, at, lineBaseline, x + width - at);
    }
    y += kLineHeight;
}

// The faint line between a chip's header and its changes.
void drawSeparator(QPainter* p, QColor accent, qreal x, qreal y, qreal width)
{
    accent.setAlpha(70);
    p->setPen(QPen(accent, 1));
    p->drawLine(QPointF(x, y), QPointF(x + width, y));
}

}   // namespace

QColor ChipPainter::accent(const StepSummary& s)
{
    // A step a dependency placed wears the dependency's colour even when it then did not apply
    // (Urborg after Blood Moon): the dashed border still says it did not.
    return s.applied || s.placedByDependency() ? TimelineStyle::reason(s.shownOrder()) : TimelineStyle::notApplied();
}

qreal ChipPainter::pillWidth(const QString& pill, qreal width, bool elide)
{
    const qreal text = QFontMetricsF(TimelineStyle::font(kSmallFont, true)).horizontalAdvance(pill);
    return (elide ? std::min(text, width * 0.5 - 16) : text) + 16;
}

QString ChipPainter::smallPrint(const StepSummary& s)
{
    if (!s.source.isEmpty() && !s.title.startsWith(s.source))
        return StepSummary::tr("%1 · from %2", "effect id · from its source").arg(s.effect, s.source);
    return s.effect;
}

QString ChipPainter::ruleText(const StepSummary& s)
{
    return s.rule.isEmpty() ? QString() : StepSummary::tr("CR %1").arg(s.rule);
}

void ChipPainter::paint(QPainter* p, const TimelineLayout::Chip& chip, Progress progress, bool selected)
{
    const StepSummary& s = chip.summary;
    const QRectF r = chip.rect;
    const QColor accent = ChipPainter::accent(s);

    p->save();
    p->setRenderHint(QPainter::Antialiasing);

    // Rings outside the chip: where the scrubber stands, and what the user clicked (always in full
    // colour, even on a step still to come).
    if (progress == Progress::Current) {
        p->setPen(QPen(TimelineStyle::currentStep(), 4));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-5, -5, 5, 5), kRadius + 4, kRadius + 4);
    }
    if (selected) {
        p->setPen(QPen(TimelineStyle::selection(), 3));
        p->setBrush(Qt::NoBrush);
        const qreal out = progress == Progress::Current ? 10 : 4;
        p->drawRoundedRect(r.adjusted(-out, -out, out, out), kRadius + out, kRadius + out);
    }
    if (progress == Progress::Pending)
        p->setOpacity(0.32);

    // Body: a soft shadow, the tinted card, the reason's bar on the left.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(20, 30, 50, 28));
    p->drawRoundedRect(r.translated(1.5, 2.5), kRadius, kRadius);
    QPainterPath body;
    body.addRoundedRect(r, kRadius, kRadius);
    p->fillPath(body, s.applied ? TimelineStyle::chipFill(s.shownOrder()) : TimelineStyle::notAppliedFill());
    p->save();
    p->setClipPath(body);
    p->fillRect(QRectF(r.left(), r.top(), kBar, r.height()), accent);
    p->restore();
    QPen border(accent, s.applied ? 1.3 : 1.8);
    if (!s.applied)
        border.setStyle(Qt::DashLine);
    p->setPen(border);
    p->setBrush(Qt::NoBrush);
    p->drawPath(body);

    const qreal x = r.left() + kBar + kChipPadding;
    const qreal width = r.right() - kChipPadding - x;
    qreal y = r.top() + kChipPadding;

    // Header: the effect by name, and the reason as a pill on the right. An exported chip (wrapped)
    // shows every text whole; on screen a row too long ends in "…" and the tooltip says it all.
    const bool elide = !chip.wrapped;
    const QFont pillFont = TimelineStyle::font(kSmallFont, true);
    const QFontMetricsF fp(pillFont);
    const qreal pillWidth = ChipPainter::pillWidth(s.pill, width, elide);
    const QString pillText = elide ? fp.elidedText(s.pill, Qt::ElideRight, pillWidth - 16) : s.pill;
    const QRectF pill(r.right() - kChipPadding - pillWidth, y + 2, pillWidth, kHeaderHeight - 6);
    p->setPen(Qt::NoPen);
    p->setBrush(accent);
    p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    p->setFont(pillFont);
    p->setPen(Qt::white);
    p->drawText(pill, Qt::AlignCenter, pillText);
    if (chip.wrapped) {
        if (chip.wrapped->separatorY() >= 0)
            drawSeparator(p, accent, x, r.top() + chip.wrapped->separatorY(), width);
        chip.wrapped->paint(p, r);
        p->restore();
        return;
    }
    const QFont effectFont = TimelineStyle::font(kEffectFont, true);
    const QFontMetricsF fe(effectFont);
    drawRun(p, effectFont, s.applied ? TimelineStyle::ink() : TimelineStyle::notApplied(), x,
        y + (kHeaderHeight + fe.ascent() - fe.descent()) / 2, s.title, pill.left() - x - 8);
    y += kHeaderHeight;

    // Small print: the effect's id (and its source when the title does not name it), the rule that
    // places the step at the right.
    const QFont small = TimelineStyle::font(kSmallFont);
    const QFontMetricsF fs(small);
    const QString rule = ruleText(s);
    const qreal ruleWidth = fs.horizontalAdvance(rule);
    {
        const qreal baseline = y + (kSourceHeight + fs.ascent() - fs.descent()) / 2;
        drawRun(p, small, TimelineStyle::inkFaint(), x, baseline, smallPrint(s), width - ruleWidth - 10);
        drawRun(p, small, TimelineStyle::inkFaint(), x + width - ruleWidth, baseline, rule, ruleWidth + 1);
        y += kSourceHeight;
    }
    if (chip.dependencyLines > 0) {
        p->setFont(TimelineStyle::font(kSmallFont, true));
        p->setPen(accent.darker(115));
        const qreal h = chip.dependencyLines * kNoteLineHeight;
        p->drawText(QRectF(x, y, width, h + 4), Qt::TextWordWrap | Qt::AlignTop, s.dependency);
        y += h + 2;
    }

    if (!chip.lines.isEmpty() || chip.noteLines > 0) {
        drawSeparator(p, accent, x, y + kSeparator / 2, width);
        y += kSeparator;
    }
    for (int change : chip.lines) {
        const bool heading = change == 0 || s.changes[change - 1].object != s.changes[change].object;
        drawChange(p, s.changes[change], chip.split, heading, accent, s.applied, x, y, width);
    }
    if (chip.hiddenChanges > 0) {
        QFont f = small;
        f.setItalic(true);
        drawRun(p, f, TimelineStyle::inkFaint(), x, y + (kLineHeight + fs.ascent() - fs.descent()) / 2,
            StepSummary::tr("+ %n more", nullptr, chip.hiddenChanges), width);
        y += kLineHeight;
    }
    if (chip.noteLines > 0) {
        QFont f = small;
        f.setItalic(true);
        p->setFont(f);
        p->setPen(TimelineStyle::inkDim());
        const QString note = s.note.isEmpty() ? StepSummary::tr("does not apply") : s.note;
        p->drawText(QRectF(x, y, width, chip.noteLines * kNoteLineHeight + 4), Qt::TextWordWrap | Qt::AlignTop, note);
    }
    p->restore();
}

}   // namespace strata::ui
