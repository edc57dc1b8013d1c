#include "PictureExport.h"
#include "io/SafeWrite.h"
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>
#include <cmath>

namespace strata::ui {

namespace {

bool fail(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return false;
}

}   // namespace

bool PictureExport::writeSvg(
    const ExportSource& source, const QString& path, const QString& title, const QString& description, QString* error)
{
    if (!source.isValid())
        return fail(error, tr("There is nothing to export."));
    const QRectF box(QPointF(0, 0), source.size);
    return SafeWrite::write(
        path,
        [&](QIODevice& out, QString* why) {
            QSvgGenerator svg;
            svg.setOutputDevice(&out);
            svg.setSize(box.size().toSize());
            svg.setResolution(96);   // as the PNGs at 1×: both land on a slide at the same size
            svg.setViewBox(box);
            svg.setTitle(title);
            svg.setDescription(description);
            QPainter painter;
            if (!painter.begin(&svg)) {
                *why = tr("the SVG picture could not be started");
                return false;
            }
            source.render(&painter, box);
            return painter.end();
        },
        error);
}

bool PictureExport::writePng(const ExportSource& source, int scale, const QString& path, QString* error)
{
    if (!source.isValid())
        return fail(error, tr("There is nothing to export."));
    if (scale < 1)
        return fail(error, tr("The scale of a picture must be at least 1."));
    const QSize pixels(int(std::ceil(source.size.width())) * scale, int(std::ceil(source.size.height())) * scale);
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return fail(error, tr("A picture of %1 × %2 pixels is too large.").arg(pixels.width()).arg(pixels.height()));
    image.fill(Qt::transparent);
    // 96 dots per inch at 1×: slide tools then place a 2× picture at the size of the 1× one, sharper.
    const int dotsPerMeter = int(std::lround(96 / 0.0254)) * scale;
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        // Scaling the painter, not the picture, keeps every line and letter vector-sharp.
        painter.scale(scale, scale);
        source.render(&painter, QRectF(QPointF(0, 0), source.size));
    }
    return SafeWrite::write(
        path,
        [&](QIODevice& out, QString* why) {
            QImageWriter writer(&out, "png");
            if (writer.write(image))
                return true;
            *why = writer.errorString();
            return false;
        },
        error);
}

}   // namespace strata::ui
