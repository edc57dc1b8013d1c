#pragma once
#include <QList>
#include <QPoint>
#include <QRect>

namespace strata::ui {

// Where a message of size `overlay` goes over a view of size `area`: at its foot, centred, when that
// hides nothing; otherwise the lowest place (centre, right, left) clear of every rectangle of
// `mustShow` (who is who, who lost) and, if one is, of every rectangle of `ratherShow` (the cards).
QPoint placeOverlay(QSize area, QSize overlay, const QList<QRect>& mustShow, const QList<QRect>& ratherShow);

}   // namespace strata::ui
