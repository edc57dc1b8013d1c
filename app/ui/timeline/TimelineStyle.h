#pragma once
#include "engine/Resolution.h"
#include <QColor>
#include <QFont>

namespace strata::ui::TimelineStyle {

// The timeline's palette and type in one place, so the view, the legend and exports agree. The
// colours are fixed rather than taken from the desktop palette: the timeline is projected and
// exported, and must read the same everywhere.

// Presentation mode: black ink on white, no grey text a projector washes out.
void setHighContrast(bool on);
bool highContrast();

QColor background();
QColor laneBand(bool odd);
QColor laneRule();
QColor ink();
QColor inkDim();
QColor inkFaint();

// One colour per reason a step stands where it does.
QColor reason(OrderReason reason);
// Chip body tinted with the reason colour.
QColor chipFill(OrderReason reason);
QColor notApplied();
QColor notAppliedFill();
QColor selection();
QColor currentStep();
// Before → after: the new value stands out.
QColor afterValue();

// The badge that names a lane's layer.
QColor layerBadge(const QString& label);

// Pixel sizes, because the view is laid out in its own units and scaled for zoom and export.
QFont font(qreal pixelSize, bool bold = false);

}   // namespace strata::ui::TimelineStyle
