#include "BoardScene.h"
#include "BoardStyle.h"
#include "CardItem.h"
#include "StepSnapshot.h"
#include "document/ScenarioDocument.h"
#include <QMap>
#include <QPainter>
#include <algorithm>
#include <QSet>

namespace strata::ui {

namespace {

// The battlefield panel starts this far above its band's first row of cards: room for the caption
// (and, in a band with attachments, for their names peeking out above their hosts). Kept tight, so a
// small board fits a 1920x1080 window at the zoom where whole cards are legible (issue 13).
constexpr qreal kAreaAbove = ZoneArea::kCaptionHeight + 4;
constexpr qreal kBandGap = 10;
constexpr qreal kColumn = BoardLayout::kCardWidth + BoardLayout::kGap;
constexpr int kMinimumSlots = 6;
// The least room between a tapped card and the next card in its row.
constexpr qreal kTappedGap = 8;

bool isInPile(Zone z)
{
    return z == Zone::Graveyard || z == Zone::Exile;
}

bool isAncestor(const QGraphicsItem* maybeAncestor, const QGraphicsItem* item)
{
    for (const QGraphicsItem* p = item; p; p = p->parentItem())
        if (p == maybeAncestor)
            return true;
    return false;
}

}   // namespace

BoardScene::BoardScene(ScenarioDocument* document, QObject* parent) : QGraphicsScene(parent), m_doc(document)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(document, &ScenarioDocument::resolved, this, &BoardScene::rebuild);
    connect(document, &ScenarioDocument::boardPositionChanged, this, &BoardScene::followPosition);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_syncingSelection)
            emit selectedObjectsChanged(selectedObjectIds());
    });
    rebuild();
}

BoardScene::~BoardScene()
{
    // Items go while the id table still exists: deleting selected items reports a selection change.
    m_syncingSelection = true;
    clear();
    m_cards.clear();
    m_zones.clear();
}

void BoardScene::rebuild()
{
    if (!m_doc)
        return;
    syncCards();
    placeCards();
    rebuildZones();
    setSceneRect(usedRect().adjusted(-60, -60, 60, 60));
}

bool BoardScene::showsIntermediateStep() const
{
    return m_doc && m_shownStep >= 0 && m_shownStep < m_doc->resolution().steps.size();
}

void BoardScene::setShownStep(int applied)
{
    if (applied == m_shownStep)
        return;
    // The final result, before and after (the scrubber at its end gives the number of steps, which
    // an edit changes): the board shows it already, or will when the document's resolved() reaches
    // it. After every edit the timeline asked for the final result again, and the whole board was
    // presented twice.
    const bool wasIntermediate = showsIntermediateStep();
    m_shownStep = applied;
    if (wasIntermediate || showsIntermediateStep())
        rebuild();
}

void BoardScene::syncCards()
{
    const GameState& state = m_doc->state();
    const bool intermediate = showsIntermediateStep();
    const QVector<Characteristics> shown = intermediate
        ? characteristicsAfterSteps(state, m_doc->resolution(), m_shownStep)
        : QVector<Characteristics>();
    QSet<QString> alive;
    for (int i = 0; i < state.objects.size(); ++i) {
        const QString& id = state.objects[i].id;
        alive.insert(id);
        CardItem* item = m_cards.value(id);
        if (!item) {
            item = new CardItem(id);
            item->setHeadlineScale(m_headlineScale);
            connect(item, &CardItem::released, this, &BoardScene::cardMoved);
            connect(item, &CardItem::hoverChanged, this,
                [this](CardItem* card, bool on) { emit hoveredCardChanged(on ? card->objectId() : QString()); });
            addItem(item);
            m_cards.insert(id, item);
        }
        item->setPresentation(CardPresenter::present(*m_doc, i, intermediate ? &shown[i] : nullptr));
    }
    const QStringList known = m_cards.keys();
    for (const QString& id : known) {
        if (alive.contains(id))
            continue;
        CardItem* gone = m_cards.take(id);
        // Its attachments outlive it (the document detached them): hand them back to the scene first.
        for (QGraphicsItem* child : gone->childItems())
            child->setParentItem(nullptr);
        removeItem(gone);
        delete gone;
    }
}

QPointF BoardScene::layoutPosition(const QString& objectId) const
{
    const auto p = m_doc->boardLayout().position(objectId);
    return p ? *p : QPointF(0, 0);
}

void BoardScene::placeCards()
{
    const GameState& state = m_doc->state();
    QHash<QString, int> attachmentsSoFar;
    for (int i = 0; i < state.objects.size(); ++i) {
        const GameObject& o = state.objects[i];
        CardItem* item = m_cards.value(o.id);
        CardItem* host = nullptr;
        if (o.zone == Zone::Battlefield && !o.attachedTo.isEmpty()) {
            const GameObject* h = state.object(o.attachedTo);
            if (h && h->zone == Zone::Battlefield)
                host = m_cards.value(o.attachedTo);
            if (host && isAncestor(item, host))   // a loop of attachments: show them side by side
                host = nullptr;
        }
        if (item->parentItem() != host) {
            item->setParentItem(host);
            item->update();   // an attachment shows its state-based actions in its visible strip
        }
        if (host) {
            const int k = attachmentsSoFar[o.attachedTo]++;
            item->setFlag(QGraphicsItem::ItemStacksBehindParent, true);
            item->setZValue(-k);
            item->setPos(host->faceRect().topLeft() + QPointF(0, -kAttachmentPeek * (k + 1)));
        } else {
            item->setFlag(QGraphicsItem::ItemStacksBehindParent, false);
            item->setZValue(BoardZ::Card + i * 0.001);
            item->setPos(layoutPosition(o.id));
        }
    }
    spaceTappedCards();
}

// A tapped card lies turned, wider than the column it was laid out in: the cards right of it in its
// row move over, so that two tapped attackers side by side do not cover each other (issue 13). The
// layout keeps its places; the board shows them spread.
void BoardScene::spaceTappedCards()
{
    m_spread.clear();
    QMap<qreal, QVector<CardItem*>> rows;
    for (const GameObject& o : m_doc->state().objects)
        if (CardItem* item = m_cards.value(o.id); item && !item->parentItem() && o.zone == Zone::Battlefield) {
            item->setPos(layoutPosition(o.id));
            rows[item->pos().y()] << item;
        }
    for (QVector<CardItem*>& row : rows) {
        std::sort(row.begin(), row.end(), [](CardItem* a, CardItem* b) { return a->pos().x() < b->pos().x(); });
        bool movedLast = false;
        for (int i = 0; i < row.size(); ++i) {
            // Untapped cards the user laid over each other stay so; a tapped card in the first
            // column stays off the graveyard beside the battlefield.
            const bool spreads = movedLast || row[i]->isTapped() || (i > 0 && row[i - 1]->isTapped());
            const qreal room = i == 0 ? -BoardLayout::kGap / 4
                                      : row[i - 1]->mapRectToScene(row[i - 1]->faceRect()).right() + kTappedGap;
            const qreal left = row[i]->mapRectToScene(row[i]->faceRect()).left();
            movedLast = spreads && left < room;
            if (movedLast) {
                row[i]->moveBy(room - left, 0);
                m_spread.insert(row[i]->objectId(), row[i]->pos().x() - layoutPosition(row[i]->objectId()).x());
            }
        }
    }
}

QPointF BoardScene::layoutPlace(const CardItem* card) const
{
    return card->pos() - QPointF(m_spread.value(card->objectId()), 0);
}

void BoardScene::restorePlacement(CardItem*)
{
    placeCards();
}

void BoardScene::followPosition(const QString& objectId)
{
    CardItem* item = m_cards.value(objectId);
    if (item && !item->parentItem())
        item->setPos(layoutPosition(objectId));
    spaceTappedCards();
    rebuildZones();
    setSceneRect(usedRect().adjusted(-60, -60, 60, 60));
}

void BoardScene::rebuildZones()
{
    const GameState& state = m_doc->state();
    bool otherZones = false;
    for (const GameObject& o : state.objects)
        otherZones = otherZones || (o.zone != Zone::Battlefield && !isInPile(o.zone));

    // Same players and kinds: keep the panels, only their geometry and captions change.
    QStringList wanted;
    for (const Player& p : state.players)
        for (int k = 0; k < (otherZones ? 4 : 3); ++k)
            wanted << p.id + QLatin1Char('/') + QString::number(k);
    QStringList have;
    for (ZoneArea* z : m_zones)
        have << z->playerId() + QLatin1Char('/') + QString::number(int(z->kind()));
    if (wanted != have) {
        qDeleteAll(m_zones);
        m_zones.clear();
        for (const Player& p : state.players)
            for (int k = 0; k < (otherZones ? 4 : 3); ++k) {
                auto* zone = new ZoneArea(p.id, ZoneArea::Kind(k));
                addItem(zone);
                m_zones << zone;
            }
    }

    // Every battlefield panel is as wide as the widest row, so the table reads as one grid.
    qreal right = kMinimumSlots * kColumn;
    QHash<QString, qreal> pileBottom;
    for (const GameObject& o : state.objects) {
        const CardItem* item = m_cards.value(o.id);
        if (!item || item->parentItem())
            continue;
        const QRectF r = item->mapRectToScene(item->faceRect());
        if (o.zone == Zone::Battlefield)
            right = qMax(right, r.right() + BoardLayout::kGap);
        else
            pileBottom[o.owner] = qMax(pileBottom.value(o.owner), r.bottom());
    }
    // A band whose permanents carry attachments opens upwards, so their names stay clear of the
    // caption; the band above gives up the room.
    QVector<qreal> tops, bottoms;
    for (int band = 0; band < state.players.size(); ++band) {
        int most = 0;
        for (const GameObject& o : state.objects) {
            if (o.zone != Zone::Battlefield || o.controller != state.players[band].id)
                continue;
            if (const CardItem* item = m_cards.value(o.id); item && !item->parentItem()) {
                int attached = 0;
                for (const QGraphicsItem* child : item->childItems())
                    attached += qgraphicsitem_cast<const CardItem*>(child) ? 1 : 0;
                most = qMax(most, attached);
            }
        }
        const BoardLayout& layout = m_doc->boardLayout();
        tops << layout.bandTop(band) - kAreaAbove - most * kAttachmentPeek;
        bottoms << layout.bandTop(band) + layout.bandHeight(band) - BoardLayout::kGap / 2;
    }
    for (int band = 0; band + 1 < tops.size(); ++band)
        bottoms[band] = qMin(bottoms[band], tops[band + 1] - kBandGap);
    QVector<int> permanents(state.players.size(), 0);
    for (const GameObject& o : state.objects)
        for (int band = 0; band < state.players.size(); ++band)
            if (o.zone == Zone::Battlefield && o.controller == state.players[band].id)
                ++permanents[band];

    for (ZoneArea* zone : m_zones) {
        int band = 0;
        while (band < state.players.size() && state.players[band].id != zone->playerId())
            ++band;
        const qreal top = tops[band];
        const qreal bottom = qMax(bottoms[band], pileBottom.value(zone->playerId()) + BoardLayout::kGap);
        const Player& player = state.players[band];
        int count = 0;
        for (const GameObject& o : state.objects)
            if (o.owner == player.id && zone->zone() && o.zone == *zone->zone() && o.zone != Zone::Battlefield)
                ++count;
        switch (zone->kind()) {
        case ZoneArea::Kind::Battlefield: {
            zone->setRect(QRectF(QPointF(-BoardLayout::kGap / 2 - 4, top), QPointF(right + 4, bottoms[band])));
            QString life = tr("%n life", nullptr, player.life);
            if (player.poison > 0)
                life = tr("%1 · %n poison", nullptr, player.poison).arg(life);
            if (player.monarch)   // 725.1
                life = tr("%1 · the monarch").arg(life);
            if (player.won || player.lost)
                life = tr("%1 · %2").arg(life, player.won ? tr("won the game") : tr("lost the game"));
            zone->setCaption(player.name, band == state.activeIndex ? tr("active player · %1").arg(life) : life);
            zone->setEmptyHint(permanents[band] == 0 ? tr("Drag cards here from the library") : QString());
            break;
        }
        case ZoneArea::Kind::Graveyard:
        case ZoneArea::Kind::Exile:
        case ZoneArea::Kind::OtherZones: {
            const int column = zone->kind() == ZoneArea::Kind::Graveyard ? 1
                : zone->kind() == ZoneArea::Kind::Exile                  ? 2
                                                                         : 3;
            const qreal left = -column * kColumn - BoardLayout::kGap / 2 - 4;
            zone->setRect(QRectF(QPointF(left, top), QPointF(left + kColumn, bottom)));
            const QString title = zone->kind() == ZoneArea::Kind::Graveyard ? tr("Graveyard")
                : zone->kind() == ZoneArea::Kind::Exile                     ? tr("Exile")
                                                                            : tr("Other zones");
            zone->setCaption(title, zone->kind() == ZoneArea::Kind::OtherZones ? QString() : QString::number(count));
            break;
        }
        }
    }
}

QRectF BoardScene::usedRect() const
{
    QRectF r;
    for (ZoneArea* z : m_zones)
        r |= z->sceneBoundingRect();
    for (CardItem* c : m_cards)
        r |= c->sceneBoundingRect();
    return r.isNull() ? QRectF(0, 0, 800, 400) : r;
}

QRectF BoardScene::contentRect() const
{
    constexpr qreal kFirstRow = kAreaAbove + BoardLayout::kCardHeight + BoardLayout::kGap / 2;
    QRectF r;
    for (ZoneArea* z : m_zones) {
        const QRectF area = z->sceneBoundingRect();
        const qreal height = qMin(area.height(), kFirstRow);
        if (z->kind() == ZoneArea::Kind::Battlefield)
            r |= QRectF(area.left(), area.top(), qMin(area.width(), 4 * kColumn), height);
        else
            r |= QRectF(area.left(), area.top(), area.width(), height);
    }
    for (CardItem* c : m_cards)
        r |= c->mapRectToScene(c->faceRect());
    return r.isNull() ? usedRect() : r;
}

CardItem* BoardScene::permanentAt(QPointF scenePos, const CardItem* ignore) const
{
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        auto* card = qgraphicsitem_cast<CardItem*>(item);
        if (!card || (ignore && isAncestor(ignore, card)))
            continue;
        if (card->presentation().zone == Zone::Battlefield)
            return card;
    }
    return nullptr;
}

ZoneArea* BoardScene::zoneAt(QPointF scenePos) const
{
    for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemBoundingRect, Qt::DescendingOrder))
        if (auto* zone = qgraphicsitem_cast<ZoneArea*>(item))
            return zone;
    return nullptr;
}

ZoneArea* BoardScene::zoneArea(const QString& playerId, ZoneArea::Kind kind) const
{
    for (ZoneArea* z : m_zones)
        if (z->playerId() == playerId && z->kind() == kind)
            return z;
    return nullptr;
}

QStringList BoardScene::selectedObjectIds() const
{
    QStringList ids;
    if (!m_doc)
        return ids;
    // In scenario order, so the other views get a stable list.
    for (const GameObject& o : m_doc->state().objects)
        if (CardItem* item = m_cards.value(o.id); item && item->isSelected())
            ids << o.id;
    return ids;
}

void BoardScene::selectObjects(const QStringList& objectIds, bool announce)
{
    if (objectIds != selectedObjectIds()) {
        m_syncingSelection = true;
        clearSelection();
        for (const QString& id : objectIds)
            if (CardItem* item = m_cards.value(id))
                item->setSelected(true);
        m_syncingSelection = false;
    }
    if (announce)
        emit selectedObjectsChanged(selectedObjectIds());
}

void BoardScene::setPlainPainting(bool plain)
{
    for (CardItem* c : m_cards)
        c->setPlainPainting(plain);
}

void BoardScene::setHeadlineScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_headlineScale))
        return;
    m_headlineScale = scale;
    for (CardItem* c : m_cards)
        c->setHeadlineScale(scale);
}

void BoardScene::drawBackground(QPainter* painter, const QRectF& rect)
{
    const QRectF area = sceneRect();
    QLinearGradient g(area.topLeft(), area.bottomLeft());
    g.setColorAt(0, BoardStyle::tableTop());
    g.setColorAt(1, BoardStyle::tableBottom());
    painter->fillRect(rect, g);
}

}   // namespace strata::ui
