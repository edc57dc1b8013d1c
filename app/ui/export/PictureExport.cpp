#include "PictureExport.h"
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
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

bool commit(QSaveFile& file, QString* error)
{
    if (!file.commit())
        return fail(error, PictureExport::tr("Could not write %1: %2").arg(file.fileName(), file.errorString()));
    return true;
}

} // namespace

bool PictureExport::writeSvg(const ExportSource& source, const QString& path, const QString& title,
                             const QString& description, QString* error)
{
    if (!source.isValid())
        return fail(error, tr("There is nothing to export."));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Could not write %1: %2").arg(path, file.errorString()));
    const QRectF box(QPointF(0, 0), source.size);
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(box.size().toSize());
    svg.setResolution(96);   // as the PNGs at 1×: both land on a slide at the same size
    svg.setViewBox(box);
    svg.setTitle(title);
    svg.setDescription(description);
    QPainter painter;
    if (!painter.begin(&svg)) {
        file.cancelWriting();
        return fail(error, tr("Could not start the SVG picture."));
    }
    source.render(&painter, box);
    painter.end();
    return commit(file, error);
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Could not write %1: %2").arg(path, file.errorString()));
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        file.cancelWriting();
        return fail(error, tr("Could not write %1: %2").arg(path, writer.errorString()));
    }
    return commit(file, error);
}

} // namespace strata::ui
