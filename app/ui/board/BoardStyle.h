#pragma once
#include "model/Colors.h"
#include <QColor>
#include <QFont>

namespace strata::ui::BoardStyle {

// The board's palette and type, in one place so the table, the zones and the cards agree.

// Presentation mode: a black table and white captions, for projectors.
void setHighContrast(bool on);

// The table behind everything: a dark slate, lighter towards the top.
QColor tableTop();
QColor tableBottom();
// Zone panels on the table and their captions.
QColor zoneFill(bool battlefield);
QColor zoneBorder();
QColor zoneCaption();
QColor zoneCaptionDim();

// Card frames: one tone per colour of magic, and the colourless artifact and land tones.
QColor frame(Color color);
QColor colorlessFrame();
QColor landFrame();
// The light panels inside a frame (name bar, type bar, text box).
QColor panel();
QColor ink();
QColor inkDim();

// Highlights: a value the layers changed, selection, and state-based actions.
QColor changedFill();   // amber
QColor changedInk();    // dark amber, readable on the light panels
QColor selection();
QColor dropTarget();
QColor danger();    // the object leaves the battlefield (704.5f, g, h, i, m)
QColor warning();   // something else happens to it (legend rule, counters, unattached)

// Fonts in pixel sizes, because cards are laid out in scene units.
QFont cardFont(qreal pixelSize, bool bold = false);
QFont captionFont(qreal pixelSize, bool bold = false);

}   // namespace strata::ui::BoardStyle
