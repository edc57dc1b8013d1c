#pragma once
#include <QIcon>
#include <QStyle>

namespace strata::ui {

// Strata's own icons, drawn as SVG (resources/icons, embedded under ":/strata/icons"). When a build
// lacks them the style's standard icon stands in, so no action ever loses its picture.
QIcon strataIcon(const QString& name, QStyle::StandardPixmap fallback = QStyle::SP_CustomBase);

}   // namespace strata::ui
