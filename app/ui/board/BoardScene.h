#pragma once
#include "ZoneArea.h"
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

namespace strata::ui {

class CardItem;
class ScenarioDocument;

// The table: per player a battlefield panel with the player's name and, to its left, graveyard and
// exile strips; one CardItem per object of the scenario, where the document's BoardLayout puts it.
// Auras and Equipment are children of their host, stacked behind it and shifted up so their names
// show. The scene follows the document (resolved(), boardPositionChanged()); it never edits it.
class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(ScenarioDocument* document, QObject* parent = nullptr);
    ~BoardScene() override;

    ScenarioDocument* document() const { return m_doc; }
    // Rebuilds every card from the document (also to retranslate them).
    void refresh() { rebuild(); }

    CardItem* cardItem(const QString& objectId) const { return m_cards.value(objectId); }
    QList<CardItem*> cardItems() const { return m_cards.values(); }
    // The topmost card of a permanent on the battlefield at `scenePos`, skipping `ignore` and its
    // attachments (a card can't be dropped onto itself).
    CardItem* permanentAt(QPointF scenePos, const CardItem* ignore = nullptr) const;
    ZoneArea* zoneAt(QPointF scenePos) const;
    ZoneArea* zoneArea(const QString& playerId, ZoneArea::Kind kind) const;
    QList<ZoneArea*> zoneAreas() const { return m_zones; }

    // The rectangle everything on the table occupies.
    QRectF usedRect() const;
    // The part of the table worth looking at: every card, and of each panel its caption and first
    // row (at least a few cards wide). What "fit" shows, so a small scenario is not lost on the table.
    QRectF contentRect() const;

    QStringList selectedObjectIds() const;
    // Selects these cards. Other views are told (selectedObjectsChanged) only when `announce`: a
    // selection that came from them needs no echo, one the board makes itself (a drop) does.
    void selectObjects(const QStringList& objectIds, bool announce = false);

    // Shows every card as it was after the first `applied` steps of the trace (the timeline's
    // scrubber); -1, or all the steps, shows the result.
    void setShownStep(int applied);
    int shownStep() const { return m_shownStep; }
    bool showsIntermediateStep() const;

    // Where the layout has `card` (its position, less the room a tapped neighbour took): what a
    // drag stores.
    QPointF layoutPlace(const CardItem* card) const;
    // Puts an item back where the document says it belongs (after a drag that changed nothing).
    void restorePlacement(CardItem* item);
    // Selection and hover are left out of exports.
    void setPlainPainting(bool plain);
    // Cards drawn smaller than legible grow their headlines (CardPainter::Highlight::headlineScale).
    void setHeadlineScale(qreal scale);
    qreal headlineScale() const { return m_headlineScale; }

    // How far each attachment peeks out above its host.
    static constexpr qreal kAttachmentPeek = 22;

signals:
    void selectedObjectsChanged(const QStringList& objectIds);
    // The user dragged a card and let go of it.
    void cardMoved(strata::ui::CardItem* item, QPointF scenePos, QPointF pressScenePos);
    // The mouse is over a card now (its id), or over none (empty).
    void hoveredCardChanged(const QString& objectId);

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void rebuild();
    void rebuildZones();
    void syncCards();
    void placeCards();
    void spaceTappedCards();
    void followPosition(const QString& objectId);
    QPointF layoutPosition(const QString& objectId) const;

    QPointer<ScenarioDocument> m_doc;
    QHash<QString, CardItem*> m_cards;
    QList<ZoneArea*> m_zones;
    QHash<QString, qreal> m_spread;   // how far right of its layout place each card is shown
    bool m_syncingSelection = false;
    qreal m_headlineScale = 1;
    int m_shownStep = -1;
};

}   // namespace strata::ui
