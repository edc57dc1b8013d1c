#include "ManaPips.h"
#include "BoardStyle.h"
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <map>
#include <memory>

namespace strata::ui {

namespace {

constexpr qreal kSpacing = 1.5;

QColor pipColor(const QString& symbol)
{
    if (symbol == QLatin1String("W"))
        return QColor(0xf8, 0xf3, 0xdc);
    if (symbol == QLatin1String("U"))
        return QColor(0xa9, 0xd7, 0xf2);
    if (symbol == QLatin1String("B"))
        return QColor(0xb9, 0xb0, 0xad);
    if (symbol == QLatin1String("R"))
        return QColor(0xf3, 0xa4, 0x89);
    if (symbol == QLatin1String("G"))
        return QColor(0x9c, 0xd3, 0xab);
    return QColor(0xd4, 0xd0, 0xca);   // generic, X, C, snow
}

// The coloured pips are SVG drawn for Strata (resources/icons/mana-*.svg), rendered with Qt Svg so
// they stay crisp at any zoom and in SVG exports. One renderer per symbol, made once and owned by the
// cache (null for symbols drawn by hand), so they are freed at exit.
QSvgRenderer* pipRenderer(const QString& symbol)
{
    static std::map<QString, std::unique_ptr<QSvgRenderer>> renderers;
    auto it = renderers.find(symbol);
    if (it != renderers.end())
        return it->second.get();
    std::unique_ptr<QSvgRenderer> renderer;
    static const QStringList svgSymbols = {"W", "U", "B", "R", "G", "C"};
    if (svgSymbols.contains(symbol)) {
        renderer = std::make_unique<QSvgRenderer>(QStringLiteral(":/strata/icons/mana-%1.svg").arg(symbol.toLower()));
        if (!renderer->isValid())
            renderer.reset();
    }
    return renderers.emplace(symbol, std::move(renderer)).first->second.get();
}

void drawPip(QPainter* p, const QRectF& r, const QString& symbol)
{
    if (QSvgRenderer* svg = pipRenderer(symbol)) {
        svg->render(p, r);
        return;
    }
    const QStringList halves = symbol.split(QLatin1Char('/'));
    p->setPen(QPen(QColor(0, 0, 0, 110), r.width() * 0.06));
    if (halves.size() == 2) {
        // Hybrid: two half discs, split along the diagonal as printed.
        QPainterPath whole;
        whole.addEllipse(r);
        QPainterPath upper;
        upper.moveTo(r.topLeft());
        upper.lineTo(r.topRight());
        upper.lineTo(r.bottomLeft());
        upper.closeSubpath();
        p->setBrush(pipColor(halves[0]));
        p->drawPath(whole);
        p->setPen(Qt::NoPen);
        p->setBrush(pipColor(halves[1]));
        p->drawPath(whole.subtracted(upper));
        QFont f = BoardStyle::cardFont(r.height() * 0.42, true);
        p->setFont(f);
        p->setPen(BoardStyle::ink());
        p->drawText(QRectF(r.left(), r.top(), r.width() * 0.62, r.height() * 0.62), Qt::AlignCenter, halves[0]);
        p->drawText(
            QRectF(r.left() + r.width() * 0.38, r.top() + r.height() * 0.38, r.width() * 0.62, r.height() * 0.62),
            Qt::AlignCenter, halves[1] == QLatin1String("P") ? QStringLiteral("φ") : halves[1]);
        return;
    }
    p->setBrush(pipColor(symbol));
    p->drawEllipse(r);
    p->setFont(BoardStyle::cardFont(r.height() * (symbol.size() > 1 ? 0.55 : 0.7), true));
    p->setPen(BoardStyle::ink());
    p->drawText(r, Qt::AlignCenter, symbol);
}

}   // namespace

qreal ManaPips::width(const QStringList& symbols, qreal diameter)
{
    if (symbols.isEmpty())
        return 0;
    return symbols.size() * diameter + (symbols.size() - 1) * kSpacing;
}

void ManaPips::draw(QPainter* painter, const QStringList& symbols, QPointF rightCentre, qreal diameter)
{
    painter->save();
    qreal x = rightCentre.x() - width(symbols, diameter);
    for (const QString& s : symbols) {
        drawPip(painter, QRectF(x, rightCentre.y() - diameter / 2, diameter, diameter), s);
        x += diameter + kSpacing;
    }
    painter->restore();
}

}   // namespace strata::ui
