#pragma once
#include <QColor>
#include <QCoreApplication>
#include <QVector>
#include <QRectF>
#include <QString>
#include <functional>

class QPainter;

namespace strata::ui {

// A legend entry of an exported picture: a swatch and its words.
struct LegendSwatch {
    QColor fill;
    QColor border;
    QString text;
    bool dashed = false;
};

// Something the app can draw as a picture for slides: the board, or the timeline. `render` paints
// it, at its natural size `size`, into the given rectangle of the painter.
struct ExportSource {
    QSizeF size;
    std::function<void(QPainter*, const QRectF&)> render;
    // What the picture uses, for the legend under it (SlideFrame).
    QVector<LegendSwatch> legend;

    bool isValid() const { return size.width() >= 1 && size.height() >= 1 && render; }
};

// Writing pictures. Both write through SafeWrite, so a failed export (a full disk too) never leaves
// half a file where an older picture was, and says which file and why.
class PictureExport {
    Q_DECLARE_TR_FUNCTIONS(PictureExport)
public:
    // A scalable SVG (QSvgGenerator) carrying a title and a description, as slide tools show them.
    static bool writeSvg(const ExportSource& source, const QString& path, const QString& title,
        const QString& description, QString* error);
    // A PNG of `scale` pixels per unit of the source's size: 2 gives a picture twice as wide and as high.
    static bool writePng(const ExportSource& source, int scale, const QString& path, QString* error);
};

}   // namespace strata::ui
