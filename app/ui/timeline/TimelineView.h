#pragma once
#include "ChipReuse.h"
#include <QPointer>
#include <QRegion>
#include <QWidget>

namespace strata::ui {

class ScenarioDocument;

// The layer timeline, painted: one lane per layer or sublayer, each step of the trace a chip in its
// lane, dependency arrows between chips. It follows the document (re-laid out after every
// resolution) and shows how far the scrubber has gone: steps applied so far in full colour, the
// current one ringed, the rest faded.
class TimelineView : public QWidget {
    Q_OBJECT
public:
    explicit TimelineView(ScenarioDocument* document, QWidget* parent = nullptr);

    // Only the steps that touch this object; empty shows the whole board.
    void setFocusObject(const QString& objectId);
    QString focusObject() const { return m_focus; }

    // Lanes of layers no shown step is in: thin bands (the default), or hidden to save room.
    void setShowEmptyLanes(bool show);
    bool showEmptyLanes() const { return m_showEmpty; }

    // How many steps of Resolution::steps count as applied: 0 shows the printed values, stepCount()
    // everything. Set by the scrubber.
    void setCurrentStep(int applied);
    int currentStep() const { return m_current; }
    int stepCount() const;

    // The step whose explanation is shown (index in Resolution::steps), or -1.
    void setSelectedStep(int step);
    int selectedStep() const { return m_selected; }

    // 1 is the designed size; Ctrl+wheel changes it.
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }

    // The whole timeline at zoom 1, for exports.
    QSizeF contentSize() const { return exportLayout().size; }
    // Paints the whole timeline scaled into `target`, keeping its proportions (SVG or PNG export).
    void renderTo(QPainter* painter, const QRectF& target) const;

    // Read-only views of what is shown, for tests and accessibility.
    QStringList laneLabels() const;
    QString laneTitle(const QString& laneLabel) const;
    int chipCount() const { return int(m_laid.layout.chips.size()); }
    int chipCount(const QString& laneLabel) const;
    // The steps shown, in the order they are drawn (lane by lane, left to right).
    QVector<int> shownSteps() const;
    // What a chip says; an empty summary (step -1) when the step is not shown.
    StepSummary chipSummary(int step) const;
    // Where a step's chip is, in widget coordinates; empty when not shown.
    QRect chipRect(int step) const;
    int arrowCount() const { return int(m_laid.layout.arrows.size()); }
    const TimelineLayout& timelineLayout() const { return m_laid.layout; }
    // Where the legend's entries are, in widget coordinates.
    QRect legendRect() const
    {
        return QRectF(m_laid.layout.legend.topLeft() * m_zoom, m_laid.layout.legendSize * m_zoom).toAlignedRect();
    }
    // Arrows drawn as part of a dependency loop.
    int loopArrowCount() const;
    // Each arrow as (step that depends, step it depends on), indexes in Resolution::steps.
    QVector<QPair<int, int>> arrowSteps() const;
    // What the last layout asked to be repainted: the chips that changed, or the whole view.
    QRegion repaintedByLastLayout() const { return m_repainted; }

    QSize sizeHint() const override;
    // What a card dragged over the timeline is told (where cards go); empty when none is.
    QString dropHint() const { return m_dropHint; }

signals:
    // The user clicked a chip (index in Resolution::steps).
    void stepClicked(int step);
    // The user double-clicked a chip: show the board as it is after it.
    void stepActivated(int step);

protected:
    void paintEvent(QPaintEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    // The scroll area's viewport: when it changes width, the legend wraps again.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void relayout();
    // The layout with the legend wrapped to `legendWrapWidth` (0: one row), and chip texts wrapped
    // whole (exports) or elided to one line each (the screen).
    TimelineLayout buildLayout(qreal legendWrapWidth, bool wrapChipText = false) const;
    // What exports draw: the legend in one row, whatever the window's width and zoom, and no chip
    // text cut.
    TimelineLayout exportLayout() const { return buildLayout(0, true); }
    int chipAt(const QPoint& widgetPoint) const;

    QPointer<ScenarioDocument> m_doc;
    // The layout shown and what it was built from, so the next one takes again the chips an edit
    // left alone.
    LaidOutTimeline m_laid;
    QRegion m_repainted;
    QString m_focus;
    int m_current = 0;
    int m_selected = -1;
    QString m_selectedKey;   // "layer effect" of the selected step, to find it again after an edit
    qreal m_zoom = 1.0;
    bool m_showEmpty = true;
    QString m_dropHint;
};

}   // namespace strata::ui
