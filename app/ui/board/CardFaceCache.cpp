#include "CardFaceCache.h"
#include "text/RulesTextCache.h"
#include <QPaintEngine>
#include <QPainter>

namespace strata::ui {

bool CardFaceCache::Key::sameFace(const Key& o) const
{
    return qFuzzyCompare(timestampRoom + 1, o.timestampRoom + 1) && qFuzzyCompare(headlineScale, o.headlineScale)
        && peeking == o.peeking && language == o.language && transform == o.transform
        && qFuzzyCompare(pixelRatio, o.pixelRatio) && card.sameFace(o.card);
}

bool CardFaceCache::paint(QPainter* p, const CardPresentation& card, CardPainter::Highlight highlight)
{
    const QTransform transform = p->combinedTransform();
    if (highlight.whole || card.phasedOut || p->opacity() < 1 || transform.type() > QTransform::TxScale
        || !p->paintEngine() || p->paintEngine()->type() != QPaintEngine::Raster)
        return false;
    // Whole pixels, so that the kept face is copied without resampling.
    const QRect pixels = transform.mapRect(CardPainter::paintedRect(card.tapped)).toAlignedRect();
    const qreal ratio = p->device()->devicePixelRatioF();
    if (qint64(pixels.width() * ratio) * qint64(pixels.height() * ratio) * 4 > kMaxBytes) {
        m_pixels = QPixmap();
        return false;
    }
    Key key{card, CardPainter::timestampRoom(card, highlight), highlight.headlineScale, highlight.peeking,
        RulesTextCache::languageChanges(), transform * QTransform::fromTranslate(-pixels.left(), -pixels.top()),
        ratio};
    if (m_pixels.isNull() || !key.sameFace(m_key)) {
        OutlineKey outline{CardPainter::frameTones(card), card.tapped, key.transform, ratio, pixels.size() * ratio,
            CardPainter::headlineBars(card, highlight)};
        if (m_outline.isNull() || !(outline == m_outlineKey)) {
            m_outline = QPixmap(outline.size);
            m_outline.setDevicePixelRatio(ratio);
            m_outline.fill(Qt::transparent);
            QPainter painter(&m_outline);
            painter.setTransform(key.transform);
            CardPainter::paintOutline(&painter, card);
            if (outline.headlines)
                CardPainter::paintHeadlines(&painter, card, *outline.headlines);
            m_outlineKey = std::move(outline);
            ++m_outlineDraws;
        }
        m_pixels = m_outline.copy();
        m_pixels.setDevicePixelRatio(ratio);
        QPainter face(&m_pixels);
        face.setTransform(key.transform);
        CardPainter::paintInside(&face, card, highlight, key.timestampRoom,
            m_outlineKey.headlines ? CardPainter::Headlines::AlreadyDrawn : CardPainter::Headlines::Included);
        m_key = std::move(key);
        ++m_faceDraws;
    }
    p->save();
    p->resetTransform();
    p->drawPixmap(pixels.topLeft(), m_pixels);
    p->restore();
    CardPainter::paintTimestamp(p, card, highlight);
    CardPainter::paintOverlays(p, card, highlight);
    return true;
}

}   // namespace strata::ui
