#pragma once
#include "CardPainter.h"
#include <QColor>
#include <QPixmap>
#include <QSize>
#include <QTransform>
#include <QVector>
#include <optional>

namespace strata::ui {

// A card's face (CardPainter::paintFace) kept as pixels, for a card item on the board.
//
// A timestamp move may renumber many permanents and every face shows its timestamp: each card was
// drawn again whole, which was about half of a move (callgrind). A face is drawn again only when
// something it shows changes: any value of the card but its timestamp, the room the timestamp
// takes, how its headlines are drawn, the language, or the painter's transform (a zoom). Otherwise
// its pixels are copied and the timestamp and what lies over the card are drawn on top, in the
// order CardPainter::paint draws them, so the picture is the same.
class CardFaceCache {
public:
    // Draws the card as CardPainter::paint does. Returns false, having drawn nothing, where pixels
    // would not serve: a painter that does not draw pixels (an SVG export), a turned or sheared
    // transform, see-through painting (a phased-out card: each shape is see-through on its own,
    // not the face as one picture), an exported face, or a face bigger than kMaxBytes.
    bool paint(QPainter* painter, const CardPresentation& card, CardPainter::Highlight highlight);
    // How many times a face was drawn into the cache, and its outline (with a compact face's headline
    // bars), for tests.
    int faceDraws() const { return m_faceDraws; }
    int outlineDraws() const { return m_outlineDraws; }

    // A face past this size (a card zoomed in far) is drawn each time rather than kept: few cards
    // fit the view then, and 200 cards at this size would hold 32 MB.
    static constexpr qint64 kMaxBytes = 160 * 1024;

private:
    struct Key {
        CardPresentation card;
        qreal timestampRoom = 0;
        qreal headlineScale = 1;
        bool peeking = false;
        quint64 language = 0;
        QTransform transform;   // card units to the pixels of the kept face
        qreal pixelRatio = 1;
        bool sameFace(const Key& o) const;
    };
    // The face's outline (CardPainter::paintOutline) at the same pixels, with a compact face's
    // headline bars drawn on it (CardPainter::paintHeadlines): a face drawn again is drawn on a copy
    // of it, which gives the pixels drawing both afresh gives, as both start from clear pixels. A
    // card's colours, tapped state, name and type line change far less often than its P/T or
    // counters (a timestamp move of Humility changes the P/T of about 30 cards on mix 200, and
    // none of their names).
    struct OutlineKey {
        QVector<QColor> tones;
        bool tapped = false;
        QTransform transform;
        qreal pixelRatio = 1;
        QSize size;
        std::optional<cardpaint::CompactHeadlineBars> headlines;
        bool operator==(const OutlineKey& o) const
        {
            return tones == o.tones && tapped == o.tapped && transform == o.transform
                && qFuzzyCompare(pixelRatio, o.pixelRatio) && size == o.size && headlines == o.headlines;
        }
    };
    Key m_key;
    QPixmap m_pixels;
    OutlineKey m_outlineKey;
    QPixmap m_outline;
    int m_faceDraws = 0;
    int m_outlineDraws = 0;
};

}   // namespace strata::ui
