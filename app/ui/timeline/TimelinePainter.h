#pragma once
#include "TimelineLayout.h"
#include <QCoreApplication>

class QPainter;

namespace strata::ui {

// Paints a whole TimelineLayout: legend, lanes with their labels, chips and dependency arrows.
// Used by the view on screen and by exports, so both look the same.
class TimelinePainter {
    Q_DECLARE_TR_FUNCTIONS(TimelinePainter)
public:
    struct State {
        int current = 0;   // steps applied so far (0 … stepCount)
        int stepCount = 0;
        int selectedStep = -1;   // index in Resolution::steps
        qreal width = 0;         // paint the lane bands this wide when wider than the layout
        // Only what meets this rectangle (in layout units) is painted; a null one paints everything.
        // A window shows a few of a big board's hundreds of chips.
        QRectF exposed;
    };

    static void paint(QPainter* painter, const TimelineLayout& layout, const State& state);
    // The size the legend takes when its entries wrap into rows no wider than `wrapWidth` (0: one
    // row), so the layout can make room for it and a narrow window shows all of it.
    static QSizeF legendSize(RulesEdition edition, qreal wrapWidth);

private:
    // Draws the legend from the top-left of `area` when `painter` is set; returns its size either way.
    static QSizeF paintLegend(QPainter* painter, const QRectF& area, RulesEdition edition, qreal wrapWidth);
    static void paintLane(QPainter* painter, const TimelineLayout::Lane& lane, qreal width, bool odd);
    static void paintArrow(QPainter* painter, const TimelineLayout& layout, const TimelineLayout::Arrow& arrow);
};

}   // namespace strata::ui
