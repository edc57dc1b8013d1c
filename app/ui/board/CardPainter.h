#pragma once
#include "CardPresentation.h"
#include <QRectF>
#include <QTransform>

class QPainter;

namespace strata::ui {

// Draws a card from its presentation, in card coordinates: (0, 0)–(kWidth, kHeight) is the upright
// card, and a tapped card lies turned a quarter about its centre. Everything is vector drawing, so it
// is as sharp in a 400 % zoom or an SVG export as on screen.
class CardPainter {
public:
    static constexpr qreal kWidth = 120;
    static constexpr qreal kHeight = 168;

    struct Highlight {
        bool selected = false;
        bool dropTarget = false;   // something dragged over it would attach to it or target it
        bool hovered = false;
        // Only the top strip shows (an attachment behind its host): what matters goes in that strip.
        bool peeking = false;
    };

    static void paint(QPainter* painter, const CardPresentation& card, Highlight highlight);
    static QRectF cardRect() { return QRectF(0, 0, kWidth, kHeight); }
    // The card as it lies: turned a quarter about its centre when tapped.
    static QTransform tappedTransform();
    static QRectF faceRect(bool tapped);
    // Everything the card draws, with its shadow, selection glow and the tags under it.
    static QRectF paintedRect(bool tapped = false);
};

}   // namespace strata::ui
