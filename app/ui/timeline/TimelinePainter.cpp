#include "TimelinePainter.h"
#include "ChipPainter.h"
#include "TimelineLanes.h"
#include "TimelineStyle.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <functional>

namespace strata::ui {

using namespace TimelineMetrics;

namespace {

constexpr qreal kBadgeWidth = 52;
constexpr qreal kBadgeHeight = 34;

void arrowHead(QPainter* p, const QPointF& tip, const QPointF& from, const QColor& color)
{
    const QLineF back(tip, from);
    const qreal angle = std::atan2(-back.dy(), back.dx());
    const qreal size = 11;
    const QPointF a = tip + QPointF(std::cos(angle + 0.45) * size, -std::sin(angle + 0.45) * size);
    const QPointF b = tip + QPointF(std::cos(angle - 0.45) * size, -std::sin(angle - 0.45) * size);
    p->setPen(Qt::NoPen);
    p->setBrush(color);
    p->drawPolygon(QPolygonF({tip, a, b}));
}

// The height of one row of the legend.
constexpr qreal kLegendRow = kLegendHeight - 10;

// A legend entry: its words and how to draw its small sample.
struct LegendEntry {
    QString text;
    std::function<void(const QRectF&)> sample;
};

}   // namespace

void TimelinePainter::paint(QPainter* p, const TimelineLayout& layout, const State& state)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const qreal width = std::max(state.width, layout.size.width());
    const auto shown = [&state](const QRectF& r) { return state.exposed.isNull() || state.exposed.intersects(r); };
    p->fillRect(QRectF(0, 0, width, layout.size.height()), TimelineStyle::background());
    const QRectF legend(layout.legend.topLeft(), QSizeF(width - 2 * kMargin, layout.legend.height()));
    if (shown(legend.adjusted(0, 0, 0, 5)))
        paintLegend(p, legend, layout.edition, layout.legendWrapWidth);
    for (int l = 0; l < layout.lanes.size(); ++l) {
        const TimelineLayout::Lane& lane = layout.lanes[l];
        if (shown(QRectF(lane.rect.left(), lane.rect.top(), width, lane.rect.height())))
            paintLane(p, lane, width - 2 * kMargin, l % 2 == 1);
    }

    for (const TimelineLayout::Chip& chip : layout.chips) {
        if (!shown(chip.rect.adjusted(-4, -4, 4, 4)))   // the selection ring is drawn outside
            continue;
        const int step = chip.summary.step;
        ChipPainter::Progress progress = ChipPainter::Progress::Done;
        if (step >= state.current)
            progress = ChipPainter::Progress::Pending;
        else if (step == state.current - 1 && state.current < state.stepCount)
            progress = ChipPainter::Progress::Current;
        ChipPainter::paint(p, chip, progress, step == state.selectedStep);
    }
    for (const TimelineLayout::Arrow& arrow : layout.arrows) {
        // An arrow stays within its chips widened by its arc and its control points.
        const QRectF reach = layout.chips[arrow.from].rect.united(layout.chips[arrow.to].rect);
        if (shown(reach.adjusted(-60, -2 * kArcSpace, 60, 2 * kArcSpace)))
            paintArrow(p, layout, arrow);
    }
    p->restore();
}

QSizeF TimelinePainter::legendSize(RulesEdition edition, qreal wrapWidth)
{
    return paintLegend(nullptr, QRectF(), edition, wrapWidth);
}

QSizeF TimelinePainter::paintLegend(QPainter* p, const QRectF& area, RulesEdition edition, qreal wrapWidth)
{
    // The rules edition first: it decides the sublayers of layer 7 (7d counters and 7e switch in 2016).
    const QString rules = edition == RulesEdition::Rules2016 ? tr("2016 rules") : tr("Current rules");
    const QFont bold = TimelineStyle::font(kSmallFont + 1, true);
    const qreal rulesWidth = QFontMetricsF(bold).horizontalAdvance(rules);
    if (p) {
        const QRectF tag(area.left(), area.top() + kLegendRow / 2 - 13, rulesWidth + 20, 26);
        p->setPen(Qt::NoPen);
        p->setBrush(TimelineStyle::layerBadge(QString()));
        p->drawRoundedRect(tag, 6, 6);
        p->setFont(bold);
        p->setPen(Qt::white);
        p->drawText(tag, Qt::AlignCenter, rules);
    }
    const auto reasonSample = [p](OrderReason r) {
        return [p, r](const QRectF& s) {
            p->setPen(QPen(TimelineStyle::reason(r), 1.3));
            p->setBrush(TimelineStyle::chipFill(r));
            p->drawRoundedRect(s, 5, 5);
            p->fillRect(QRectF(s.left() + 1, s.top() + 3, 5, s.height() - 6), TimelineStyle::reason(r));
        };
    };
    const QVector<LegendEntry> entries{
        {tr("Characteristic-defining ability"), reasonSample(OrderReason::Cda)},
        {tr("Timestamp order"), reasonSample(OrderReason::Timestamp)},
        {tr("Dependency"), reasonSample(OrderReason::Dependency)},
        {tr("Dependency loop"), reasonSample(OrderReason::DependencyLoop)},
        {tr("Not applied"),
            [p](const QRectF& s) {
                p->setPen(QPen(TimelineStyle::notApplied(), 1.6, Qt::DashLine));
                p->setBrush(TimelineStyle::notAppliedFill());
                p->drawRoundedRect(s, 5, 5);
            }},
        {tr("depends on"),
            [p](const QRectF& s) {
                const QColor c = TimelineStyle::reason(OrderReason::Dependency);
                p->setPen(QPen(c, 2.5));
                p->setBrush(Qt::NoBrush);
                QPainterPath arc(QPointF(s.left(), s.bottom()));
                arc.quadTo(QPointF(s.center().x(), s.top() - 8), QPointF(s.right() - 2, s.bottom() - 2));
                p->drawPath(arc);
                arrowHead(p, QPointF(s.right(), s.bottom()), QPointF(s.center().x() + 4, s.top()), c);
            }},
    };
    const QFont f = TimelineStyle::font(kSmallFont + 1);
    const QFontMetricsF fm(f);
    const qreal firstLeft = area.left() + rulesWidth + 20 + 28;
    qreal x = firstLeft, top = area.top(), widest = 0;
    for (const LegendEntry& entry : entries) {
        const qreal w = fm.horizontalAdvance(entry.text);
        const qreal need = 26 + 8 + w;
        // An entry that would run past the wrap width starts a new row, under the first entry.
        if (wrapWidth > 0 && x > firstLeft && x + need > area.left() + wrapWidth) {
            x = firstLeft;
            top += kLegendRow;
        }
        if (p) {
            const QRectF swatch(x, top + kLegendRow / 2 - 9, 26, 18);
            p->save();
            entry.sample(swatch);
            p->restore();
            p->setFont(f);
            p->setPen(TimelineStyle::inkDim());
            p->drawText(QRectF(swatch.right() + 8, top, w + 2, kLegendRow), Qt::AlignVCenter | Qt::AlignLeft, entry.text);
        }
        widest = std::max(widest, x + need - area.left());
        x += need + 20;
    }
    const QSizeF size(widest, top + kLegendRow - area.top());
    if (p) {
        p->setPen(QPen(TimelineStyle::laneRule(), 1));
        p->drawLine(QPointF(area.left(), area.top() + size.height() + 4),
            QPointF(area.right(), area.top() + size.height() + 4));
    }
    return size;
}

void TimelinePainter::paintLane(QPainter* p, const TimelineLayout::Lane& lane, qreal width, bool odd)
{
    const QRectF r(lane.rect.topLeft(), QSizeF(width, lane.rect.height()));
    p->fillRect(r, TimelineStyle::laneBand(odd));
    p->setPen(QPen(TimelineStyle::laneRule(), 1));
    p->drawLine(r.bottomLeft(), r.bottomRight());
    p->drawLine(QPointF(r.left() + kLabelWidth, r.top()), QPointF(r.left() + kLabelWidth, r.bottom()));

    const bool empty = lane.chips == 0;
    const QRectF label(r.left() + 10, r.top(), kLabelWidth - 20, r.height());
    if (TimelineLanes::isLayer(lane.label)) {
        const qreal badgeHeight = empty ? kBadgeHeight - 10 : kBadgeHeight;
        const QRectF badge(label.left(), label.center().y() - badgeHeight / 2, kBadgeWidth, badgeHeight);
        QColor fill = TimelineStyle::layerBadge(lane.label);
        if (empty)
            fill.setAlpha(90);
        p->setPen(Qt::NoPen);
        p->setBrush(fill);
        p->drawRoundedRect(badge, 7, 7);
        p->setFont(TimelineStyle::font(empty ? kBadgeFont - 5 : kBadgeFont, true));
        p->setPen(Qt::white);
        p->drawText(badge, Qt::AlignCenter, lane.label);
        const QRectF name(badge.right() + 12, r.top(), label.right() - badge.right() - 12, r.height());
        p->setFont(TimelineStyle::font(empty ? kSmallFont : kLaneNameFont, !empty));
        p->setPen(empty ? TimelineStyle::inkFaint() : TimelineStyle::ink());
        p->drawText(name, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, lane.name);
    } else {
        p->setFont(TimelineStyle::font(empty ? kSmallFont + 1 : kLaneNameFont, true));
        p->setPen(empty ? TimelineStyle::inkFaint() : TimelineStyle::ink());
        p->drawText(label, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, lane.title);
    }
}

void TimelinePainter::paintArrow(QPainter* p, const TimelineLayout& layout, const TimelineLayout::Arrow& arrow)
{
    const QColor color = TimelineStyle::reason(arrow.loop ? OrderReason::DependencyLoop : OrderReason::Dependency);
    const QPointF start = layout.arrowStart(arrow);
    const QPointF end = layout.arrowEnd(arrow);
    const qreal dir = end.x() >= start.x() ? 1 : -1;
    const qreal lift = arrow.above ? -(kArcSpace - 4) : (kArcSpace - 4);
    // A bundle's arrows come in along one last stretch, so they read as one arrow with branches.
    const QPointF approach(end.x() - dir * (arrow.bundle > 1 ? 10 : 40), end.y() + lift * 1.25);
    QPainterPath path(start);
    path.cubicTo(QPointF(start.x() + dir * 40, start.y() + lift * 1.25), approach, end);
    p->setPen(QPen(color, arrow.bundle > 1 ? 1.8 : 2.6, Qt::SolidLine, Qt::RoundCap));
    p->setBrush(Qt::NoBrush);
    p->drawPath(path);
    p->setBrush(color);
    p->drawEllipse(start, 3.5, 3.5);
    if (!arrow.drawsHead)
        return;
    arrowHead(p, end, path.pointAtPercent(0.94), color);
    if (arrow.bundle > 1) {
        const QFont f = TimelineStyle::font(kSmallFont, true);
        const QString count = tr("×%1", "how many dependency arrows meet in one bundle").arg(arrow.bundle);
        const qreal w = QFontMetricsF(f).horizontalAdvance(count) + 12;
        const QRectF badge(end.x() + 8, end.y() + (arrow.above ? -24 : 6), w, 18);
        p->setPen(Qt::NoPen);
        p->drawRoundedRect(badge, 9, 9);
        p->setFont(f);
        p->setPen(Qt::white);
        p->drawText(badge, Qt::AlignCenter, count);
    }
}

}   // namespace strata::ui
