#pragma once
#include "TimelineLayout.h"

class QPainter;

namespace strata::ui {

// Draws one step of the timeline as a chip: effect and reason on top, source, then what changed.
class ChipPainter {
public:
    enum class Progress { Done, Current, Pending };   // against the step the scrubber stands on

    static void paint(QPainter* painter, const TimelineLayout::Chip& chip, Progress progress, bool selected);
};

}   // namespace strata::ui
