#pragma once
#include "TimelineLayout.h"

class QColor;
class QPainter;

namespace strata::ui {

// Draws one step of the timeline as a chip: effect and reason on top, source, then what changed.
class ChipPainter {
public:
    enum class Progress { Done, Current, Pending };   // against the step the scrubber stands on

    static void paint(QPainter* painter, const TimelineLayout::Chip& chip, Progress progress, bool selected);

    // Shared with WrappedChip, so an exported chip reads as the one on screen.
    static constexpr qreal kBar = 6;   // the reason-coloured bar on the chip's left edge
    // The colour of why the step stands where it does, faded when it did not apply.
    static QColor accent(const StepSummary& summary);
    // The reason pill's width in a chip whose text is `width` wide; `elide` lets it take at most half.
    static qreal pillWidth(const QString& pill, qreal width, bool elide);
    // Small print: the effect's id, and its source when the title does not name it.
    static QString smallPrint(const StepSummary& summary);
    // The rule that places the step ("CR 613.8"), or empty.
    static QString ruleText(const StepSummary& summary);
};

}   // namespace strata::ui
