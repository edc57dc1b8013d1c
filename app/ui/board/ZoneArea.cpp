#include "ZoneArea.h"
#include "BoardStyle.h"
#include "document/BoardLayout.h"
#include <QFontMetricsF>
#include <QPainter>

namespace strata::ui {

ZoneArea::ZoneArea(const QString& playerId, Kind kind, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_player(playerId), m_kind(kind)
{
    setZValue(BoardZ::Zone);
    setAcceptedMouseButtons(Qt::NoButton);
}

std::optional<Zone> ZoneArea::zone() const
{
    switch (m_kind) {
    case Kind::Battlefield:
        return Zone::Battlefield;
    case Kind::Graveyard:
        return Zone::Graveyard;
    case Kind::Exile:
        return Zone::Exile;
    case Kind::OtherZones:
        return std::nullopt;
    }
    return std::nullopt;
}

void ZoneArea::setRect(const QRectF& rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
}

void ZoneArea::setCaption(const QString& title, const QString& detail)
{
    if (title == m_title && detail == m_detail)
        return;
    m_title = title;
    m_detail = detail;
    update();
}

void ZoneArea::setEmptyHint(const QString& hint)
{
    if (hint == m_hint)
        return;
    m_hint = hint;
    update();
}

void ZoneArea::setDropHighlight(bool on)
{
    if (on == m_dropHighlight)
        return;
    m_dropHighlight = on;
    update();
}

namespace {

QRectF captionBand(const QRectF& panel)
{
    return QRectF(panel.left() + 14, panel.top() + 6, panel.width() - 28, ZoneArea::kCaptionHeight - 14);
}

}   // namespace

QRectF ZoneArea::captionTextRect() const
{
    const QRectF caption = captionBand(m_rect.adjusted(3, 3, -3, -3));
    if (m_kind != Kind::Battlefield)
        return caption.adjusted(-6, 0, 6, 0);
    const qreal words = QFontMetricsF(BoardStyle::captionFont(17, true)).horizontalAdvance(m_title) + 12
        + QFontMetricsF(BoardStyle::captionFont(12)).horizontalAdvance(m_detail);
    return QRectF(caption.topLeft(), QSizeF(qMin(words, caption.width()), caption.height()));
}

ZoneArea::PileCaption ZoneArea::pileCaption(const QString& title, const QString& count, qreal width)
{
    struct Try {
        qreal pixels, spacing;
        bool twoLines;
    };
    // Upper case in the text itself, so that what is measured is what is drawn.
    const QString name = title.toUpper();
    PileCaption caption;
    for (const Try& t : {Try{11, 1, false}, Try{11, 1, true}, Try{10, 0.5, true}, Try{9, 0, true}}) {
        if (!t.twoLines && count.isEmpty())
            continue;
        caption.font = BoardStyle::captionFont(t.pixels, true);
        caption.font.setLetterSpacing(QFont::AbsoluteSpacing, t.spacing);
        caption.lines = count.isEmpty() ? QStringList{name}
            : t.twoLines                ? QStringList{name, count}
                                        : QStringList{QStringLiteral("%1  %2").arg(name, count)};
        const QFontMetricsF fm(caption.font);
        bool fits = true;
        for (const QString& line : caption.lines)
            fits = fits && fm.horizontalAdvance(line) <= width;
        if (fits)
            break;
    }
    return caption;
}

ZoneArea::PileCaption ZoneArea::pileCaption() const
{
    if (m_kind == Kind::Battlefield)
        return {};
    return pileCaption(m_title, m_detail, captionTextRect().width());
}

void ZoneArea::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const bool battlefield = m_kind == Kind::Battlefield;
    const QRectF panel = m_rect.adjusted(3, 3, -3, -3);
    p->setPen(QPen(m_dropHighlight ? BoardStyle::dropTarget() : BoardStyle::zoneBorder(), m_dropHighlight ? 2 : 1,
        battlefield || m_dropHighlight ? Qt::SolidLine : Qt::DashLine));
    p->setBrush(BoardStyle::zoneFill(battlefield));
    p->drawRoundedRect(panel, 12, 12);

    const QRectF caption = captionBand(panel);
    if (battlefield) {
        // The player's name big, the rest beside it in a quieter tone.
        QFont big = BoardStyle::captionFont(17, true);
        p->setFont(big);
        p->setPen(BoardStyle::zoneCaption());
        const qreal nameWidth = QFontMetricsF(big).horizontalAdvance(m_title);
        p->drawText(caption, Qt::AlignLeft | Qt::AlignVCenter, m_title);
        p->setFont(BoardStyle::captionFont(12));
        p->setPen(BoardStyle::zoneCaptionDim());
        p->drawText(caption.adjusted(nameWidth + 12, 2, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, m_detail);
        if (!m_hint.isEmpty()) {
            p->setFont(BoardStyle::captionFont(15));
            p->setPen(QColor(255, 255, 255, 70));
            // Where the first cards go, in the part of the panel a fitted board shows
            // (BoardScene::contentRect): centred on the whole panel, it was cut off on a laptop.
            QRectF room = panel.adjusted(12, kCaptionHeight, -12, 0);
            room.setWidth(qMin(room.width(), 4 * (BoardLayout::kCardWidth + BoardLayout::kGap) - 24));
            p->drawText(room, Qt::AlignCenter | Qt::TextWordWrap, m_hint);
        }
    } else {
        const PileCaption header = pileCaption();
        p->setFont(header.font);
        p->setPen(BoardStyle::zoneCaptionDim());
        p->drawText(captionTextRect(), Qt::AlignHCenter | Qt::AlignVCenter, header.lines.join(QLatin1Char('\n')));
    }
    p->restore();
}

}   // namespace strata::ui
