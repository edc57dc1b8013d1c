#pragma once
#include "CardPresentation.h"
#include "CompactCardFace.h"
#include <QFont>
#include <QRectF>
#include <QTransform>
#include <optional>

class QPainter;

namespace strata::ui {

// Draws a card from its presentation, in card coordinates: (0, 0)–(kWidth, kHeight) is the upright
// card, and a tapped card lies turned a quarter about its centre. Everything is vector drawing, so it
// is as sharp in a 400 % zoom or an SVG export as on screen.
class CardPainter {
public:
    static constexpr qreal kWidth = 120;
    static constexpr qreal kHeight = 168;
    static constexpr qreal kCornerRadius = 7;

    struct Highlight {
        bool selected = false;
        bool dropTarget = false;   // something dragged over it would attach to it or target it
        bool hovered = false;
        // Only the top strip shows (an attachment behind its host): what matters goes in that strip.
        bool peeking = false;
        // An exported picture: the name and type line wrap onto more lines instead of ending in "…"
        // (there is no tooltip on a slide), and the rules text makes room for them; the rules text,
        // tags and ribbons are never cut either.
        bool whole = false;
        // Above 1 the card is drawn smaller than legible on screen: its name, type line and P/T grow
        // by this factor, so they keep 9 pt, and its rules text gives them the room (a compact face;
        // the hover preview shows the whole card). An export, or an attachment peeking out from
        // behind its host, draws the whole card.
        qreal headlineScale = 1;
    };
    // How far the headlines may grow on a card drawn small: below the zoom this allows, they would
    // no longer fit the card (the board's default zoom never goes lower, BoardView::fitToContents).
    static constexpr qreal kMaxHeadlineScale = 1.6;

    static void paint(QPainter* painter, const CardPresentation& card, Highlight highlight);
    // paint() in three parts, drawn in this order: the face (everything printed on the card but its
    // timestamp, with its shadow), the timestamp, and what lies over or around the card (ribbons,
    // tags, highlight). A timestamp move may renumber many cards: CardFaceCache keeps the face as
    // pixels and draws only the timestamp again. The face depends on the timestamp only through the
    // room it takes (`timestampRoom`, the compact face's counters start after it).
    static void paintFace(QPainter* painter, const CardPresentation& card, Highlight highlight, qreal timestampRoom);
    // paintFace() in two steps: the outline (the shadow and the coloured frame, which depend on the
    // card's frame tones and whether it is tapped alone) and what is printed inside it, drawn on
    // the outline. CardFaceCache keeps the outline as pixels too: its antialiased rounded shapes
    // were half the cost of drawing a face again.
    static void paintOutline(QPainter* painter, const CardPresentation& card);
    // What is printed inside, all of it, or all but the compact face's headline bars when they were
    // drawn already (paintHeadlines): CardFaceCache keeps them with the outline, as an edit that
    // changes a card's P/T or counters leaves its name and type line as they were, and the bars'
    // rounded shapes and text were four fifths of drawing a compact face again.
    enum class Headlines { Included, AlreadyDrawn };
    static void paintInside(QPainter* painter, const CardPresentation& card, Highlight highlight, qreal timestampRoom,
        Headlines headlines = Headlines::Included);
    // The compact face's headline bars, drawn on the outline; std::nullopt for a whole face, whose
    // inside is drawn at once.
    static std::optional<cardpaint::CompactHeadlineBars> headlineBars(const CardPresentation& card, Highlight highlight);
    static void paintHeadlines(QPainter* painter, const CardPresentation& card, const cardpaint::CompactHeadlineBars& bars);
    static QVector<QColor> frameTones(const CardPresentation& card);
    static void paintTimestamp(QPainter* painter, const CardPresentation& card, Highlight highlight);
    static void paintOverlays(QPainter* painter, const CardPresentation& card, Highlight highlight);
    static qreal timestampRoom(const CardPresentation& card, Highlight highlight);

    // The smallest type of the name, the type line and P/T or loyalty, in card units: the board's
    // default zoom keeps it at 9 pt on screen or more.
    static constexpr int kSmallestHeadlinePixels = 12;
    // The name as the name bar shows it (elided when too long) and the font it is drawn in; the
    // first form takes the room the mana cost leaves.
    static QString shownName(const CardPresentation& card, QFont* font);
    static QString shownName(const CardPresentation& card, qreal width, QFont* font);
    static QFont typeLineFont();
    // The fonts of the name, type line and P/T or loyalty as drawn at `headlineScale`, in card units.
    static QFont headlineNameFont(const CardPresentation& card, qreal headlineScale);
    static QFont headlineTypeLineFont(qreal headlineScale);
    static QFont headlineValueFont(const QString& value, qreal headlineScale);
    static QFont valueFont(const QString& value);
    // The pixel size the rules text of this card is laid out in (smaller for long texts).
    static qreal rulesTextPixels(const CardPresentation& card);
    static QRectF cardRect() { return QRectF(0, 0, kWidth, kHeight); }
    // The card as it lies: turned a quarter about its centre when tapped.
    static QTransform tappedTransform();
    static QRectF faceRect(bool tapped);
    // Everything the card draws, with its shadow, selection glow and the tags under it.
    static QRectF paintedRect(bool tapped = false);
};

}   // namespace strata::ui
