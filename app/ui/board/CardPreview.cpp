#include "CardPreview.h"
#include "CardPainter.h"
#include <QPainter>
#include <QtMath>

namespace strata::ui {

namespace {
constexpr qreal kPreviewMargin = 12;   // room for the card's shadow and tags
}

CardPreview::CardPreview(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_TranslucentBackground);
    hide();
}

void CardPreview::setCard(const CardPresentation& card, qreal scale)
{
    m_card = card;
    // Upright even when tapped: the preview is for reading.
    m_card.tapped = false;
    m_scale = scale;
    const QRectF painted = CardPainter::paintedRect();
    resize(qCeil(painted.width() * scale + 2 * kPreviewMargin), qCeil(painted.height() * scale + 2 * kPreviewMargin));
    update();
}

void CardPreview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const QRectF painted = CardPainter::paintedRect();
    p.translate(kPreviewMargin - painted.left() * m_scale, kPreviewMargin - painted.top() * m_scale);
    p.scale(m_scale, m_scale);
    CardPainter::paint(&p, m_card, CardPainter::Highlight());
}

}   // namespace strata::ui
