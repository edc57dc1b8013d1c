// Renders Strata's SVG icon to the PNG sizes of the hicolor icon theme at build time, with Qt Svg
// itself, so packaging needs no image tool of its own.
//   strata-icon-render SOURCE.svg OUTPUT.png SIZE
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool sizeOk = false;
    const int size = args.value(3).toInt(&sizeOk);
    if (args.size() != 4 || !sizeOk || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: strata-icon-render SOURCE.svg OUTPUT.png SIZE\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "strata-icon-render: %s is not a readable SVG\n", qPrintable(args[1]));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args[2], "PNG")) {
        std::fprintf(stderr, "strata-icon-render: could not write %s\n", qPrintable(args[2]));
        return 1;
    }
    return 0;
}
