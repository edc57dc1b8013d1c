#pragma once
#include "BoardItemTypes.h"
#include "CardFaceCache.h"
#include "CardPainter.h"
#include "CardPresentation.h"
#include <QGraphicsObject>

namespace strata::ui {

// One object of the scenario on the board. It shows a CardPresentation and reports what the mouse
// did with it; the scene and the view turn that into document edits.
//
// The item's position is the top-left corner of the upright card, as BoardLayout stores it. A tapped
// card is drawn turned 90° about its centre inside the item (CardPainter), rather than by rotating
// the item, so that its attachments (child items) stay upright behind it.
class CardItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = CardItemType };
    explicit CardItem(const QString& objectId, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& objectId() const { return m_id; }
    const CardPresentation& presentation() const { return m_card; }
    void setPresentation(const CardPresentation& card);
    // The tooltip hovering the card shows (written on hover, see setPresentation), for tests.
    QString shownToolTip() const;

    // What the card shows, for tests and for the other views.
    bool isTapped() const { return m_card.tapped; }
    const QVector<StateBasedAction>& stateBasedActions() const { return m_card.stateBasedActions; }
    bool showsStateBasedActions() const { return !m_card.ribbons.isEmpty(); }

    void setDropTarget(bool on);
    bool isDropTarget() const { return m_highlight.dropTarget; }
    // Hides selection and hover while the board is exported.
    void setPlainPainting(bool plain);
    void setHeadlineScale(qreal scale);

    // How many times the face was drawn again (a renumbering draws only the timestamp), for tests.
    int faceDraws() const { return m_face.faceDraws(); }

    // The card face's rectangle in item coordinates (turned when tapped).
    QRectF faceRect() const;

signals:
    // The user let go of the card after dragging it; `pressScenePos` is where the drag started.
    void released(strata::ui::CardItem* item, QPointF scenePos, QPointF pressScenePos);
    void hoverChanged(strata::ui::CardItem* item, bool hovered);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    void writeToolTip();

    QString m_id;
    CardPresentation m_card;
    bool m_presented = false;
    quint64 m_language = 0;   // RulesTextCache::languageChanges() when last presented
    bool m_toolTipWritten = false;   // toolTip() says what m_card says
    CardPainter::Highlight m_highlight;
    CardFaceCache m_face;
    bool m_plain = false;
    bool m_dragging = false;
    QPointF m_pressScenePos;
    qreal m_restingZ = 0;
};

}   // namespace strata::ui
