#pragma once
// The face of a card drawn smaller than legible on screen (issue 13: both players' rows on a laptop).
// Name, type line, P/T or loyalty, counters and timestamp grow by the headline scale, so that they
// keep 9 pt on screen; the rules text gives them its room (the hover preview shows it). Drawn in
// card coordinates, inside the frame CardPainter drew.
#include "CardPresentation.h"
#include <QFont>

class QPainter;

namespace strata::ui::cardpaint {

void drawCompactFace(QPainter* p, const CardPresentation& card, qreal headlineScale, const QColor& panel,
    const QColor& frame);
// The fonts of the compact face at `headlineScale`, in card units.
QFont compactNameFont(qreal headlineScale);
QFont compactTypeLineFont(qreal headlineScale);
QFont compactValueFont(const QString& value, qreal headlineScale);

}   // namespace strata::ui::cardpaint
