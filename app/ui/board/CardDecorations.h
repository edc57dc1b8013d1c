#pragma once
// What a card painter draws on and around a card besides its face: the tags under it, the ribbons
// across it and the highlight around it, with the shape and ink helpers they share with the face.
#include "CardPainter.h"
#include <QPainterPath>

namespace strata::ui::cardpaint {

bool isDark(const QColor& c);
QPainterPath cardPath(const QRectF& face);

void drawTags(QPainter* p, const CardPresentation& card, const QRectF& face);
void drawRibbons(QPainter* p, const CardPresentation& card, const QRectF& face);
void drawHighlight(QPainter* p, CardPainter::Highlight h, const QRectF& face);

}   // namespace strata::ui::cardpaint
