#include "OverlayPlace.h"
#include <algorithm>

namespace strata::ui {

QPoint placeOverlay(QSize area, QSize overlay, const QList<QRect>& mustShow, const QList<QRect>& ratherShow)
{
    constexpr int kMargin = 14;
    const QList<int> lefts{(area.width() - overlay.width()) / 2, area.width() - overlay.width() - kMargin, kMargin};
    const auto clearOf = [](const QRect& place, const QList<QRect>& rects) {
        return std::none_of(rects.begin(), rects.end(), [&](const QRect& r) { return r.intersects(place); });
    };
    for (const bool sparingCards : {true, false})
        for (int top = area.height() - overlay.height() - kMargin; top >= kMargin / 2; top -= 8)
            for (int left : lefts) {
                const QRect place(QPoint(left, top), overlay);
                if (clearOf(place, mustShow) && (!sparingCards || clearOf(place, ratherShow)))
                    return place.topLeft();
            }
    return QPoint(lefts.first(), area.height() - overlay.height() - kMargin);
}

}   // namespace strata::ui
