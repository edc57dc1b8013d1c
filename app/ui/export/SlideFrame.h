#pragma once
#include "PictureExport.h"
#include <QCoreApplication>
#include <QVector>

namespace strata::ui {

class BoardScene;
struct TimelineLayout;


// Frames an exported picture for a slide: the scenario's title above it and, under it, a legend of
// only what the picture uses (a board with no state-based action has no entry for them).
class SlideFrame {
    Q_DECLARE_TR_FUNCTIONS(SlideFrame)
public:
    static ExportSource framed(const ExportSource& picture, const QString& title, const QVector<LegendSwatch>& legend);
    // What the board's cards show: values an effect changed, state-based actions.
    static QVector<LegendSwatch> boardLegend(const BoardScene& scene);
    // Why the timeline's steps stand where they do, as far as it shows them.
    static QVector<LegendSwatch> timelineLegend(const TimelineLayout& layout);
};

}   // namespace strata::ui
