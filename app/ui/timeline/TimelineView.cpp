#include "TimelineView.h"
#include "TimelinePainter.h"
#include "TimelineStyle.h"
#include "document/ScenarioDocument.h"
#include "models/CardMime.h"
#include "models/TraceText.h"
#include <QDragEnterEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QRegion>
#include <QResizeEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>
#include <optional>

namespace strata::ui {

TimelineView::TimelineView(ScenarioDocument* document, QWidget* parent) : QWidget(parent), m_doc(document)
{
    setObjectName(QStringLiteral("timelineView"));
    setMouseTracking(true);
    setAcceptDrops(true);   // only to say where cards go (dragEnterEvent)
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAttribute(Qt::WA_StaticContents);   // see relayout()
    m_current = stepCount();
    relayout();
    connect(document, &ScenarioDocument::resolved, this, [this] {
        // A new result: show it whole. The step picked stays picked if the same effect still applies
        // in the same layer, wherever it now stands.
        m_current = stepCount();
        int kept = -1;
        const QVector<TraceStep>& steps = m_doc->resolution().steps;
        for (int i = 0; i < steps.size() && !m_selectedKey.isEmpty(); ++i)
            if (steps[i].layer + QLatin1Char(' ') + steps[i].effect == m_selectedKey)
                kept = i;
        setSelectedStep(kept);
        relayout();
    });
}

int TimelineView::stepCount() const
{
    return m_doc ? int(m_doc->resolution().steps.size()) : 0;
}

TimelineLayout TimelineView::buildLayout(qreal legendWrapWidth, bool wrapChipText) const
{
    if (!m_doc)
        return {};
    TimelineLayout::Options options;
    options.focusObject = m_focus;
    options.showEmptyLanes = m_showEmpty;
    options.legendWrapWidth = legendWrapWidth;
    options.wrapChipText = wrapChipText;
    options.before = &m_laid;
    const QSizeF legend = TimelinePainter::legendSize(m_doc->resolution().edition, legendWrapWidth);
    options.legendWidth = legend.width();
    options.legendHeight = legend.height();
    return TimelineLayout::build(m_doc->state(), m_doc->resolution(), options);
}

namespace {

// What a layout drawn at the same width, legend, language and edition as the one before draws
// differently. Chips are laid out lane by lane, top to bottom: the lanes above the first one that
// changed (its place, height or number of chips) keep their pixels but for their chips not taken
// whole from the same place (ChipReuse, Chip::takenFrom); from that lane down, less the room an
// arrow's arc may take above it, everything is repainted. A counter or a card added changes a few
// chips of a big board: repainting the rest and the legend was a fifth of drawing the timeline after
// an edit. A timestamp move of Humility on mix 200 changes the height of its lanes (6, 7b), and the
// legend and the lanes above them stay as they were (the part of a big timeline a window shows).
// std::nullopt repaints the whole view.
struct TimelineRepaint {
    QRegion chips;             // widget pixels: chips that changed above `from`
    std::optional<qreal> from;   // layout units: everything below
};

std::optional<TimelineRepaint> changedParts(const TimelineLayout& was, const TimelineLayout& now, qreal zoom)
{
    if (was.size.width() != now.size.width() || was.language != now.language || was.edition != now.edition
        || was.legend != now.legend || was.legendSize != now.legendSize || was.legendWrapWidth != now.legendWrapWidth
        || was.lanes.size() != now.lanes.size())
        return std::nullopt;
    int lane = 0, chipsAbove = 0;
    for (; lane < now.lanes.size(); ++lane) {
        const TimelineLayout::Lane &a = was.lanes[lane], &b = now.lanes[lane];
        if (a.label != b.label || a.title != b.title || a.name != b.name || a.rect != b.rect || a.chips != b.chips)
            break;
        chipsAbove += b.chips;
    }
    // Arrows join chips of one lane: those above `lane` are drawn as before when they are the same.
    const auto arrowsAbove = [chipsAbove](const TimelineLayout& layout) {
        QVector<TimelineLayout::Arrow> arrows;
        for (const TimelineLayout::Arrow& a : layout.arrows)
            if (a.from < chipsAbove)
                arrows << a;
        return arrows;
    };
    const QVector<TimelineLayout::Arrow> arrowsWere = arrowsAbove(was), arrowsNow = arrowsAbove(now);
    if (arrowsWere.size() != arrowsNow.size())
        return std::nullopt;
    for (int i = 0; i < arrowsNow.size(); ++i) {
        const TimelineLayout::Arrow &a = arrowsWere[i], &b = arrowsNow[i];
        if (a.from != b.from || a.to != b.to || a.loop != b.loop || a.above != b.above || a.startShift != b.startShift
            || a.endShift != b.endShift || a.bundle != b.bundle || a.drawsHead != b.drawsHead)
            return std::nullopt;
    }
    TimelineRepaint repaint;
    for (int c = 0; c < chipsAbove; ++c) {
        const TimelineLayout::Chip &a = was.chips[c], &b = now.chips[c];
        if (a.rect != b.rect || a.lane != b.lane)
            return std::nullopt;
        if (b.takenFrom != c || a.summary.step != b.summary.step) {
            const QRectF ring = b.rect.adjusted(-4, -4, 4, 4);   // the selection ring is drawn outside
            repaint.chips += QRectF(ring.topLeft() * zoom, ring.size() * zoom).toAlignedRect().adjusted(-1, -1, 1, 1);
        }
    }
    if (lane < now.lanes.size())   // an arrow's arc and control points reach above its lane's chips
        repaint.from = now.lanes[lane].rect.top() - 2 * TimelineMetrics::kArcSpace - 4;
    return repaint;
}

}   // namespace

void TimelineView::relayout()
{
    if (!m_doc)
        return;
    // The legend wraps to the width the window shows, so a narrow screen sees all of it.
    const qreal shownWidth = (parentWidget() ? parentWidget()->width() : width()) / m_zoom;
    TimelineLayout layout = buildLayout(std::max<qreal>(shownWidth - 2 * TimelineMetrics::kMargin, 300));
    const std::optional<TimelineRepaint> changed = changedParts(m_laid.layout, layout, m_zoom);
    m_laid = {m_doc->state(), m_doc->resolution(), std::move(layout)};
    const QSize size = (m_laid.layout.size * m_zoom).toSize();
    setMinimumSize(size);
    // In a scroll area the parent is its viewport: fill it, but shrink back when the content does.
    // The view keeps its pixels when it grows or shrinks (Qt::WA_StaticContents): what moved was
    // asked for above, and Qt paints what a taller view adds.
    resize(parentWidget() ? size.expandedTo(parentWidget()->size()) : size);
    updateGeometry();
    m_repainted = QRegion(rect());
    if (changed) {
        m_repainted = changed->chips;
        if (changed->from) {
            const int top = std::max(0, int(std::floor(*changed->from * m_zoom)) - 1);
            m_repainted += QRect(0, top, width(), height() - top);
        }
        m_repainted &= rect();
    }
    update(m_repainted);
}

void TimelineView::setFocusObject(const QString& objectId)
{
    if (objectId == m_focus)
        return;
    m_focus = objectId;
    relayout();
}

void TimelineView::setShowEmptyLanes(bool show)
{
    if (show == m_showEmpty)
        return;
    m_showEmpty = show;
    relayout();
}

void TimelineView::setCurrentStep(int applied)
{
    applied = qBound(0, applied, stepCount());
    if (applied == m_current)
        return;
    m_current = applied;
    update();
}

void TimelineView::setSelectedStep(int step)
{
    const QVector<TraceStep>& steps = m_doc ? m_doc->resolution().steps : QVector<TraceStep>();
    m_selectedKey
        = step >= 0 && step < steps.size() ? steps[step].layer + QLatin1Char(' ') + steps[step].effect : QString();
    if (step == m_selected)
        return;
    m_selected = step;
    update();
}

void TimelineView::setZoom(qreal zoom)
{
    zoom = qBound(0.4, zoom, 3.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    relayout();
    // Every chip is drawn at another size; relayout() compares layouts, which the zoom leaves as they were.
    m_repainted = QRegion(rect());
    update();
}

QSize TimelineView::sizeHint() const
{
    return (m_laid.layout.size * m_zoom).toSize();
}

void TimelineView::renderTo(QPainter* painter, const QRectF& target) const
{
    const TimelineLayout layout = exportLayout();
    const QSizeF content = layout.size;
    if (content.isEmpty() || target.isEmpty())
        return;
    const qreal scale = std::min(target.width() / content.width(), target.height() / content.height());
    painter->save();
    painter->translate(target.left() + (target.width() - content.width() * scale) / 2,
        target.top() + (target.height() - content.height() * scale) / 2);
    painter->scale(scale, scale);
    TimelinePainter::paint(painter, layout, {m_current, stepCount(), m_selected, 0, QRectF()});
    painter->restore();
}

QStringList TimelineView::laneLabels() const
{
    QStringList labels;
    for (const TimelineLayout::Lane& lane : m_laid.layout.lanes)
        labels << lane.label;
    return labels;
}

QString TimelineView::laneTitle(const QString& laneLabel) const
{
    const int l = m_laid.layout.laneIndex(laneLabel);
    return l < 0 ? QString() : m_laid.layout.lanes[l].title;
}

int TimelineView::chipCount(const QString& laneLabel) const
{
    const int l = m_laid.layout.laneIndex(laneLabel);
    return l < 0 ? 0 : m_laid.layout.lanes[l].chips;
}

QVector<int> TimelineView::shownSteps() const
{
    QVector<int> steps;
    for (const TimelineLayout::Chip& chip : m_laid.layout.chips)
        steps << chip.summary.step;
    return steps;
}

StepSummary TimelineView::chipSummary(int step) const
{
    const int c = m_laid.layout.chipOfStep(step);
    return c < 0 ? StepSummary() : m_laid.layout.chips[c].summary;
}

QRect TimelineView::chipRect(int step) const
{
    const int c = m_laid.layout.chipOfStep(step);
    if (c < 0)
        return {};
    const QRectF r = m_laid.layout.chips[c].rect;
    return QRectF(r.topLeft() * m_zoom, r.size() * m_zoom).toRect();
}

int TimelineView::loopArrowCount() const
{
    int n = 0;
    for (const TimelineLayout::Arrow& a : m_laid.layout.arrows)
        n += a.loop ? 1 : 0;
    return n;
}

QVector<QPair<int, int>> TimelineView::arrowSteps() const
{
    QVector<QPair<int, int>> out;
    for (const TimelineLayout::Arrow& a : m_laid.layout.arrows)
        out.append({m_laid.layout.chips[a.from].summary.step, m_laid.layout.chips[a.to].summary.step});
    return out;
}

int TimelineView::chipAt(const QPoint& widgetPoint) const
{
    const int c = m_laid.layout.chipAt(QPointF(widgetPoint) / m_zoom);
    return c < 0 ? -1 : m_laid.layout.chips[c].summary.step;
}

void TimelineView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    // In its scroll area the view is as big as the whole timeline; only the part on screen is asked
    // for, and after an edit the chips that changed, each on its own (far apart, their bounding
    // rectangle would hold most of the view). Clipped to whole pixels, no pixel is drawn twice.
    for (const QRect& r : event->region()) {
        painter.save();
        painter.setClipRect(r);
        // The background continues past the content when the dock is larger than the timeline.
        painter.fillRect(r, TimelineStyle::background());
        painter.scale(m_zoom, m_zoom);
        const QRectF exposed(QPointF(r.topLeft()) / m_zoom, QSizeF(r.size()) / m_zoom);
        TimelinePainter::paint(
            &painter, m_laid.layout, {m_current, stepCount(), m_selected, width() / m_zoom, exposed});
        painter.restore();
    }
}

// A card dragged from the library cannot land here. Saying so beats a silent "no entry" cursor: the
// drag is taken in only to show where cards go, and never dropped.
void TimelineView::dragEnterEvent(QDragEnterEvent* event)
{
    event->ignore();
    if (cardNamesFromMime(event->mimeData()).isEmpty())
        return;
    m_dropHint = tr("Cards go on the board: drop them on a battlefield, a graveyard or the exile. The timeline "
                    "shows what the layers do with them.");
    QToolTip::showText(mapToGlobal(event->position().toPoint()), m_dropHint, this);
    event->accept();
}

void TimelineView::dragMoveEvent(QDragMoveEvent* event)
{
    event->ignore();   // no drop here
}

void TimelineView::dragLeaveEvent(QDragLeaveEvent* event)
{
    m_dropHint.clear();
    QToolTip::hideText();
    event->accept();
}

void TimelineView::dropEvent(QDropEvent* event)
{
    event->ignore();
    m_dropHint.clear();
}

void TimelineView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const int step = chipAt(event->position().toPoint());
    setSelectedStep(step);
    emit stepClicked(step);
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int step = chipAt(event->position().toPoint());
    if (step >= 0)
        emit stepActivated(step);
}

void TimelineView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier))
        return QWidget::wheelEvent(event);
    setZoom(m_zoom * (event->angleDelta().y() > 0 ? 1.1 : 1 / 1.1));
    event->accept();
}

bool TimelineView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPointF at = QPointF(help->pos()) / m_zoom;
        QString tip;
        if (const int c = m_laid.layout.chipAt(at); c >= 0) {
            const StepSummary& s = m_laid.layout.chips[c].summary;
            // On screen a chip's rows elide; its tooltip says everything, the title first.
            QStringList lines{s.title, s.effect + QStringLiteral(" — ") + s.reason};
            if (!s.dependency.isEmpty())
                lines << s.dependency;
            for (const ChangeLine& line : s.changes)
                lines << line.full;
            if (!s.note.isEmpty())
                lines << s.note;
            tip = lines.join(QLatin1Char('\n'));
        } else {
            for (const TimelineLayout::Lane& lane : m_laid.layout.lanes)
                if (lane.rect.contains(at) && at.x() < lane.rect.left() + TimelineMetrics::kLabelWidth)
                    tip = lane.title + QLatin1Char('\n') + TraceText::layerDescription(lane.label, m_laid.layout.edition);
        }
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    if (event->type() == QEvent::ParentChange && parentWidget())
        parentWidget()->installEventFilter(this);
    return QWidget::event(event);
}

bool TimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width())
            relayout();
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        relayout();
    QWidget::changeEvent(event);
}

}   // namespace strata::ui
