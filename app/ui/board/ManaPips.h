#pragma once
#include <QPointF>
#include <QStringList>

class QPainter;

namespace strata::ui {

// Mana symbols drawn as the round pips of a printed cost, with vector shapes only, so they stay sharp
// at any zoom and in SVG exports.
class ManaPips {
public:
    // Width the pips of `symbols` take at `diameter`.
    static qreal width(const QStringList& symbols, qreal diameter);
    // Draws the pips right-aligned so the last one ends at `rightCentre.x()`.
    static void draw(QPainter* painter, const QStringList& symbols, QPointF rightCentre, qreal diameter);
};

}   // namespace strata::ui
