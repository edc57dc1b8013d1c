#include "CardItem.h"
#include "text/RulesTextCache.h"
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTransform>
#include <utility>

namespace strata::ui {

CardItem::CardItem(const QString& objectId, QGraphicsItem* parent) : QGraphicsObject(parent), m_id(objectId)
{
    setFlags(ItemIsSelectable | ItemIsMovable);
    setAcceptHoverEvents(true);
    // Cards are redrawn only when their values change; scrolling and dragging reuse the pixels,
    // which keeps a board of hundreds of cards fluid.
    setCacheMode(DeviceCoordinateCache);
}

QRectF CardItem::faceRect() const
{
    return CardPainter::faceRect(m_card.tapped);
}

QRectF CardItem::boundingRect() const
{
    return CardPainter::paintedRect(m_card.tapped);
}

QPainterPath CardItem::shape() const
{
    QPainterPath path;
    path.addRoundedRect(faceRect(), 7, 7);
    return path;
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    CardPainter::Highlight h = m_highlight;
    h.selected = isSelected() && !m_plain;
    h.hovered = h.hovered && !m_plain;
    h.dropTarget = h.dropTarget && !m_plain;
    h.whole = m_plain;
    h.peeking = parentItem() && (flags() & ItemStacksBehindParent);
    if (!m_face.paint(painter, m_card, h))
        CardPainter::paint(painter, m_card, h);
}

void CardItem::setPresentation(const CardPresentation& card)
{
    // Every edit re-resolves the whole board; only cards whose picture changed are repainted, so
    // the others keep their pixel caches (what keeps a board of hundreds of cards fluid).
    // The tooltip (rich text of every value: a timestamp move changes it on every card) is written
    // when the mouse comes over the card, not on every edit; a language switch writes it again too.
    const quint64 language = RulesTextCache::languageChanges();
    const bool sameLanguage = m_presented && language == m_language;
    if (sameLanguage && card == m_card)
        return;
    // The face, the timestamp and what lies over them (CardPainter::paint, which translates some
    // words itself) read nothing else.
    const bool same = sameLanguage && card.sameFace(m_card) && card.timestamp == m_card.timestamp;
    m_presented = true;
    m_language = language;
    if (card.tapped != m_card.tapped)
        prepareGeometryChange();
    m_card = card;
    m_toolTipWritten = false;
    if (m_highlight.hovered)   // under the mouse: its tooltip may be showing
        writeToolTip();
    if (!same)
        update();
}

QString CardItem::shownToolTip() const
{
    return m_toolTipWritten ? toolTip() : m_card.toolTip();
}

void CardItem::writeToolTip()
{
    if (std::exchange(m_toolTipWritten, true))
        return;
    const QString text = m_card.toolTip();
    if (text != toolTip())
        setToolTip(text);
}

void CardItem::setDropTarget(bool on)
{
    if (m_highlight.dropTarget == on)
        return;
    m_highlight.dropTarget = on;
    update();
}

void CardItem::setPlainPainting(bool plain)
{
    if (m_plain == plain)
        return;
    m_plain = plain;
    // Exports paint straight to the target (an SVG stays vector), never from the cached pixels.
    setCacheMode(plain ? NoCache : DeviceCoordinateCache);
    update();
}

void CardItem::setHeadlineScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_highlight.headlineScale))
        return;
    m_highlight.headlineScale = scale;
    update();
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    m_pressScenePos = event->scenePos();
    m_dragging = false;
    QGraphicsObject::mousePressEvent(event);
}

void CardItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (!m_dragging && (event->buttons() & Qt::LeftButton)) {
        m_dragging = true;
        // The moved card rides above everything while it moves. An attachment keeps its parent's
        // stacking; lifting the parent chain's top item is enough for the common cases.
        m_restingZ = zValue();
        if (parentItem())   // an Aura or Equipment leaving its host comes out from behind it
            setFlag(ItemStacksBehindParent, false);
        setZValue(BoardZ::Dragged);
    }
    QGraphicsObject::mouseMoveEvent(event);
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsObject::mouseReleaseEvent(event);
    if (!m_dragging)
        return;
    m_dragging = false;
    if (!parentItem())
        setZValue(m_restingZ);
    emit released(this, event->scenePos(), m_pressScenePos);
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event)
{
    // Hovering comes before the tooltip's help event: the scene shows the topmost item's tooltip.
    writeToolTip();
    m_highlight.hovered = true;
    update();
    emit hoverChanged(this, true);
    QGraphicsObject::hoverEnterEvent(event);
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* event)
{
    m_highlight.hovered = false;
    update();
    emit hoverChanged(this, false);
    QGraphicsObject::hoverLeaveEvent(event);
}

QVariant CardItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change == ItemSelectedHasChanged)
        update();
    return QGraphicsObject::itemChange(change, value);
}

}   // namespace strata::ui
