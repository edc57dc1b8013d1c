#pragma once
#include <QCoreApplication>
#include <QGraphicsObject>
#include <QPointer>
#include <QVector>

namespace strata::ui {

class BoardScene;

// Combat drawn over the table for the moment shown: an arrow from each attacker to the player or
// planeswalker it attacks and from each blocker to the attacker it blocks, read from the objects'
// `attacking` and `blocking` (events.md); and, when the event shown is a declaration or a damage step
// the engine refused, that declaration in dashed arrows with a note beside the creature it concerns:
// the reason and the rule. It follows the document; it takes no mouse input.
class CombatOverlay : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = QGraphicsItem::UserType + 40 };
    struct Arrow {
        enum class Kind : quint8 { Attack, Block, Refused };
        Kind kind = Kind::Attack;
        QString from, to;   // object ids; `to` may be a player id
        QPointF start, end;
    };

    explicit CombatOverlay(BoardScene* scene);
    // The overlay of a board scene (each has one).
    static CombatOverlay* of(const BoardScene* scene);
    // Reads the moment shown again (also to retranslate the note).
    void refresh() { rebuild(); }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QVector<Arrow>& arrows() const { return m_arrows; }
    // The refusal note shown on the board (translated), and the object it stands beside.
    QString refusalText() const { return m_refusal; }
    QString refusalObject() const { return m_refusalObject; }
    // The note itself: drawn at the same size on screen whatever the zoom, so it stays readable.
    const QGraphicsItem* refusalNote() const { return m_note; }

private:
    void rebuild();
    QRectF playerAnchor(const QString& playerId) const;
    bool anchorOf(const QString& id, QPointF* point, QRectF* face) const;
    void addArrow(Arrow::Kind kind, const QString& from, const QString& to);
    void placeRefusal();

    QPointer<BoardScene> m_scene;
    QVector<Arrow> m_arrows;
    QString m_refusal, m_refusalObject;
    QGraphicsItem* m_note = nullptr;
    QRectF m_bounds;
};

}   // namespace strata::ui
