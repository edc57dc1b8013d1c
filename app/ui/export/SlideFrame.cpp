#include "SlideFrame.h"
#include "board/BoardScene.h"
#include "board/BoardStyle.h"
#include "board/CardItem.h"
#include "document/ScenarioDocument.h"
#include "timeline/TimelineLayout.h"
#include "timeline/TimelinePainter.h"
#include "timeline/TimelineStyle.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QSet>
#include <cmath>

namespace strata::ui {

namespace {

constexpr qreal kSlideMargin = 16;
constexpr qreal kTitlePixels = 24;
constexpr qreal kLegendPixels = 14;
constexpr qreal kSlideLegendRow = 26;
constexpr qreal kSwatch = 22;

QFont frameFont(qreal pixels, bool bold)
{
    return TimelineStyle::font(pixels, bold);
}

// Lays the legend out in rows no wider than `width`: each entry's top-left, and the height used.
QVector<QPointF> legendPlaces(const QVector<LegendSwatch>& legend, qreal width, qreal* height)
{
    const QFontMetricsF fm(frameFont(kLegendPixels, false));
    QVector<QPointF> places;
    qreal x = 0, y = 0;
    for (const LegendSwatch& s : legend) {
        const qreal need = kSwatch + 8 + fm.horizontalAdvance(s.text);
        if (x > 0 && x + need > width) {
            x = 0;
            y += kSlideLegendRow;
        }
        places << QPointF(x, y);
        x += need + 24;
    }
    *height = legend.isEmpty() ? 0 : y + kSlideLegendRow;
    return places;
}

bool changedByAnEffect(const CardPresentation& card)
{
    if (card.nameChanged() || card.typeLineChanged() || card.colorsChanged() || card.powerToughnessChanged()
        || card.loyaltyChanged() || card.controlChanged)
        return true;
    for (const CardPresentation::AbilityLine& line : card.abilities)
        if (line.origin != CardPresentation::AbilityLine::Origin::Printed)
            return true;
    return false;
}

}   // namespace

ExportSource SlideFrame::framed(const ExportSource& picture, const QString& title, const QVector<LegendSwatch>& legend)
{
    if (!picture.isValid() || (title.isEmpty() && legend.isEmpty()))
        return picture;
    const qreal width = std::max<qreal>(picture.size.width(), 480) + 2 * kSlideMargin;
    const qreal titleHeight = title.isEmpty() ? 0 : kTitlePixels * 1.6 + kSlideMargin;
    qreal legendHeight = 0;
    const QVector<QPointF> places = legendPlaces(legend, width - 2 * kSlideMargin, &legendHeight);
    const qreal height = kSlideMargin + titleHeight + picture.size.height() + (legend.isEmpty() ? 0 : kSlideMargin + legendHeight) + kSlideMargin;
    const ExportSource inner = picture;
    ExportSource framed;
    framed.size = QSizeF(width, height);
    framed.render = [=](QPainter* p, const QRectF& target) {
        p->save();
        const qreal scale = std::min(target.width() / width, target.height() / height);
        p->translate(target.topLeft());
        p->scale(scale, scale);
        p->fillRect(QRectF(0, 0, width, height), Qt::white);
        qreal y = kSlideMargin;
        if (!title.isEmpty()) {
            p->setFont(frameFont(kTitlePixels, true));
            p->setPen(TimelineStyle::ink());
            p->drawText(QRectF(kSlideMargin, y, width - 2 * kSlideMargin, kTitlePixels * 1.6),
                Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, title);
            y += titleHeight;
        }
        inner.render(p, QRectF(QPointF(kSlideMargin, y), inner.size));
        y += inner.size.height() + kSlideMargin;
        p->setRenderHint(QPainter::Antialiasing);
        const QFont f = frameFont(kLegendPixels, false);
        for (int i = 0; i < legend.size(); ++i) {
            const QPointF at = places[i] + QPointF(kSlideMargin, y);
            const QRectF swatch(at.x(), at.y() + (kSlideLegendRow - 16) / 2, kSwatch, 16);
            p->setPen(QPen(legend[i].border, 1.6, legend[i].dashed ? Qt::DashLine : Qt::SolidLine));
            p->setBrush(legend[i].fill);
            p->drawRoundedRect(swatch, 4, 4);
            p->setFont(f);
            p->setPen(TimelineStyle::ink());
            p->drawText(QRectF(swatch.right() + 8, at.y(), width, kSlideLegendRow), Qt::AlignLeft | Qt::AlignVCenter,
                legend[i].text);
        }
        p->restore();
    };
    return framed;
}

QVector<LegendSwatch> SlideFrame::boardLegend(const BoardScene& scene)
{
    bool changed = false, leaves = false, other = false;
    for (const CardItem* item : scene.cardItems()) {
        const CardPresentation& card = item->presentation();
        changed = changed || changedByAnEffect(card);
        for (const CardPresentation::Ribbon& r : card.ribbons)
            (r.leavesBattlefield ? leaves : other) = true;
    }
    QVector<LegendSwatch> legend;
    if (changed)
        legend << LegendSwatch{BoardStyle::changedFill(), BoardStyle::changedInk(), tr("Changed by an effect")};
    if (leaves)
        legend << LegendSwatch{BoardStyle::danger(), BoardStyle::danger().darker(140),
            tr("Leaves the battlefield: a state-based action")};
    if (other)
        legend << LegendSwatch{BoardStyle::warning(), BoardStyle::warning().darker(140), tr("Other state-based action")};
    return legend;
}

QVector<LegendSwatch> SlideFrame::timelineLegend(const TimelineLayout& layout)
{
    QSet<int> reasons;
    bool notApplied = false;
    for (const TimelineLayout::Chip& chip : layout.chips) {
        if (chip.summary.applied || chip.summary.placedByDependency())
            reasons.insert(int(chip.summary.shownOrder()));
        notApplied = notApplied || !chip.summary.applied;
    }
    QVector<LegendSwatch> legend;
    const QVector<QPair<OrderReason, QString>> names{
        {OrderReason::Cda, TimelinePainter::tr("Characteristic-defining ability")},
        {OrderReason::Timestamp, TimelinePainter::tr("Timestamp order")},
        {OrderReason::Dependency, TimelinePainter::tr("Dependency")},
        {OrderReason::DependencyLoop, TimelinePainter::tr("Dependency loop")},
    };
    for (const auto& [reason, name] : names)
        if (reasons.contains(int(reason)))
            legend << LegendSwatch{TimelineStyle::chipFill(reason), TimelineStyle::reason(reason), name};
    if (notApplied)
        legend << LegendSwatch{TimelineStyle::notAppliedFill(), TimelineStyle::notApplied(),
            TimelinePainter::tr("Not applied"), true};
    if (!layout.arrows.isEmpty())
        legend << LegendSwatch{Qt::white, TimelineStyle::reason(OrderReason::Dependency),
            tr("Arrow: the effect that depends points to what it depends on")};
    return legend;
}

}   // namespace strata::ui
