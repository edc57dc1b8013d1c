#pragma once
// What a card painter draws on and around a card besides its face: the tags under it, the ribbons
// across it and the highlight around it, with the shape and ink helpers they share with the face.
#include "CardPainter.h"
#include <QPainterPath>

namespace strata::ui::cardpaint {

QColor mix(const QColor& a, const QColor& b, qreal t);
// The frame's colours, as the layers computed them: one tone, two (split down the middle), or gold.
QVector<QColor> frameTones(const CardPresentation& card);
QColor frameAverage(const CardPresentation& card);
// The light panel the name and type line sit on, tinted by the frame.
QColor panelFor(const CardPresentation& card);
bool isDark(const QColor& c);
QPainterPath cardPath(const QRectF& face);
// A slim amber bar on the left edge of `bar`: this value is not the printed one.
void drawChangedMark(QPainter* p, const QRectF& bar);
QColor badgeColor(CardPresentation::Badge::Kind kind);
// A counter or damage pill in `r`, in the font already set.
void drawBadge(QPainter* p, const QRectF& r, const CardPresentation::Badge& badge);

// `whole`: an exported picture, where a label too long for its place wraps instead of ending in "…".
void drawTags(QPainter* p, const CardPresentation& card, const QRectF& face, bool whole);
void drawRibbons(QPainter* p, const CardPresentation& card, const QRectF& face, bool whole);
void drawHighlight(QPainter* p, CardPainter::Highlight h, const QRectF& face);

}   // namespace strata::ui::cardpaint
