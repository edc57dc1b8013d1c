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
    // The width the legend needs, so the layout can make room for it.
    static qreal legendWidth(RulesEdition edition);

private:
    // Draws the legend when `painter` is set; returns the width it takes either way.
    static qreal paintLegend(QPainter* painter, const QRectF& row, RulesEdition edition);
    static void paintLane(QPainter* painter, const TimelineLayout::Lane& lane, qreal width, bool odd);
    static void paintArrow(QPainter* painter, const TimelineLayout& layout, const TimelineLayout::Arrow& arrow);
};

}   // namespace strata::ui
