#include "BoardView.h"
#include "BoardActions.h"
#include "BoardScene.h"
#include "CardContextMenu.h"
#include "CardItem.h"
#include "CardPainter.h"
#include "CardPreview.h"
#include "OverlayPlace.h"
#include "ZoneArea.h"
#include "combat/CombatDrag.h"
#include "combat/CombatOverlay.h"
#include "document/ScenarioDocument.h"
#include "models/CardMime.h"
#include <QApplication>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QtMath>

namespace strata::ui {

namespace {

constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 6.0;
constexpr int kMessageMilliseconds = 5000;
// What a judge can read across the table: the name, type line and P/T at the default zoom; the rules
// text in the hover preview.
constexpr qreal kLegiblePoints = 9;
constexpr qreal kRulesPreviewPoints = 8;

bool isAttachmentObject(const ScenarioDocument* doc, const QString& id)
{
    const GameObject* o = doc->state().object(id);
    return o && o->card && o->card->front.isAttachment();
}

}   // namespace

BoardView::BoardView(ScenarioDocument* document, QWidget* parent) : QGraphicsView(parent), m_doc(document)
{
    m_scene = new BoardScene(document, this);
    setScene(m_scene);
    m_actions = new BoardActions(m_scene, this);
    new CombatOverlay(m_scene);   // the scene owns it
    m_actions->setTargetPicker([this](const QString& prompt, int count, std::function<void(const QStringList&)> done) {
        beginTargetPicking(prompt, count, std::move(done));
    });
    connect(m_scene, &BoardScene::cardMoved, m_actions, &BoardActions::cardMoved);
    connect(m_scene, &BoardScene::selectedObjectsChanged, this, &BoardView::selectedObjectsChanged);
    connect(m_actions, &BoardActions::message, this, &BoardView::showMessage);
    connect(this, &BoardView::zoomChanged, m_scene, [this] { m_scene->setHeadlineScale(headlineScale()); });
    connect(m_scene, &BoardScene::hoveredCardChanged, this, [this](const QString& id) {
        m_hoveredId = id;
        updatePreview();
    });
    connect(document, &ScenarioDocument::resolved, this, [this] {
        updatePreview();
        updateBanner();
    });
    connect(document, &ScenarioDocument::fileChanged, this, [this] {
        cancelTargetPicking();
        m_scene->setShownStep(-1);
        if (isVisible())
            fitToContents();
        else
            m_fitted = false;
    });

    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setAcceptDrops(true);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setFrameShape(QFrame::NoFrame);
    // A canvas, not a document: the wheel scrolls, Ctrl+wheel zooms, the middle button pans.
    // Scroll bars only while part of the table is out of view by choice (setScrollBarsShown).
    setScrollBarsShown(false);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);

    // Hints and messages sit in a pill at the foot of the board, above the cards.
    m_banner = new QLabel(viewport());
    m_banner->setObjectName(QStringLiteral("boardBanner"));
    m_banner->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel { background: rgba(15, 23, 42, 225); color: #f1f5f9; border: 1px solid rgba(255,255,255,40);"
        " border-radius: 12px; padding: 6px 14px; font-size: 13px; }"));
    m_banner->hide();
    m_preview = new CardPreview(viewport());
    m_messageTimer.setSingleShot(true);
    connect(&m_messageTimer, &QTimer::timeout, this, [this] {
        m_message.clear();
        updateBanner();
    });
}

BoardView::~BoardView() = default;

ScenarioDocument* BoardView::document() const
{
    return m_doc;
}

void BoardView::setChoiceProvider(ChoiceProvider* provider)
{
    m_actions->setChoiceProvider(provider);
}

QStringList BoardView::selectedObjectIds() const
{
    return m_scene->selectedObjectIds();
}

void BoardView::selectObjects(const QStringList& objectIds)
{
    m_scene->selectObjects(objectIds);
    if (objectIds.size() == 1)
        if (CardItem* item = m_scene->cardItem(objectIds.first()))
            ensureVisible(item, 40, 40);
}

// ---- zoom and export ---------------------------------------------------------------------------

qreal BoardView::zoom() const
{
    return transform().m11();
}

void BoardView::setZoom(qreal factor)
{
    m_followSize = false;   // the user chose a zoom: a resize keeps it
    setScrollBarsShown(true);
    factor = qBound(kMinZoom, factor, kMaxZoom);
    if (qFuzzyCompare(factor, zoom()))
        return;
    setTransform(QTransform::fromScale(factor, factor));
    updateBanner();
    emit zoomChanged(factor);
}

void BoardView::zoomIn()
{
    setZoom(zoom() * 1.25);
}

void BoardView::zoomOut()
{
    setZoom(zoom() / 1.25);
}

void BoardView::fitToContents(qreal maxZoom)
{
    m_fitMaxZoom = maxZoom;
    const QRectF content = m_scene->contentRect();
    const QRectF area = content.adjusted(-16, -16, 16, 16);
    const QSizeF room = viewport()->size();
    qreal fit = qMin(room.width() / area.width(), room.height() / area.height());
    // Whole cards, rules text and all, where the content fits at their legible zoom without the
    // margin: a small board on a 1920x1080 screen (issue 13).
    if (fit < legibleZoom() && room.width() >= content.width() * legibleZoom()
        && room.height() >= content.height() * legibleZoom())
        fit = legibleZoom();
    // Cards may go down to their compact face: on a laptop both players' rows then fit (issue 13).
    const qreal shown = qMax(qMin(fit, maxZoom), compactZoom());
    setScrollBarsShown(shown > fit + 1e-6);
    setTransform(QTransform::fromScale(shown, shown));
    if (shown > fit + 1e-6) {
        // Too much to show legibly at once: start where a reader starts, the first player's caption
        // and cards. The battlefield comes first: the exile and graveyard columns to its left, often
        // empty, would take a laptop's view (issue 13).
        const QSizeF seen = room / shown;
        qreal left = area.left();
        for (const ZoneArea* zone : m_scene->zoneAreas())
            if (zone->kind() == ZoneArea::Kind::Battlefield)
                left = qMax(left, zone->sceneBoundingRect().left() - 40);   // a card's ring stands out of it
        left = qMin(left, qMax(area.left(), area.right() - seen.width()));
        centerOn(QPointF(left + qMin(area.width(), seen.width()) / 2, area.top() + qMin(area.height(), seen.height()) / 2));
    } else {
        centerOn(area.center());
    }
    m_fitted = true;
    m_followSize = true;
    updateBanner();
    emit zoomChanged(zoom());
}

void BoardView::setScrollBarsShown(bool shown)
{
    const Qt::ScrollBarPolicy policy = shown ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
}

qreal BoardView::legibleZoom() const
{
    const qreal pixels = kLegiblePoints * logicalDpiY() / 72.0;
    return pixels / CardPainter::kSmallestHeadlinePixels;
}

qreal BoardView::compactZoom() const
{
    return legibleZoom() / CardPainter::kMaxHeadlineScale;
}

qreal BoardView::headlineScale() const
{
    return qBound(1.0, legibleZoom() / zoom(), CardPainter::kMaxHeadlineScale);
}

qreal BoardView::onScreenPointSize(const QFont& sceneFont) const
{
    const qreal pixels = sceneFont.pixelSize() > 0 ? sceneFont.pixelSize() : sceneFont.pointSizeF() * logicalDpiY() / 72.0;
    return pixels * zoom() * 72.0 / logicalDpiY();
}

qreal BoardView::previewScale(const CardPresentation& card) const
{
    // Large enough for the rules text to read, and larger when the board has the room.
    const qreal readable = kRulesPreviewPoints * logicalDpiY() / 72.0 / CardPainter::rulesTextPixels(card);
    return qBound(qMax(1.4, readable), viewport()->height() * 0.5 / CardPainter::kHeight, qMax(2.4, readable));
}

QRectF BoardView::exportRect() const
{
    // What is on the board, not every empty stretch of its panels: pictures go on slides.
    return m_scene->contentRect().adjusted(-16, -16, 16, 16);
}

void BoardView::renderTo(QPainter* painter, const QRectF& target)
{
    m_scene->setPlainPainting(true);
    painter->save();
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    m_scene->render(painter, target, exportRect(), Qt::KeepAspectRatio);
    painter->restore();
    m_scene->setPlainPainting(false);
}

// ---- mouse and keyboard -------------------------------------------------------------------------

void BoardView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // One notch of a wheel (120) zooms by about a fifth, around the point under the mouse.
    setZoom(zoom() * qPow(1.0015, event->angleDelta().y()));
    event->accept();
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_pick.active) {
        cancelTargetPicking();
        event->accept();
        return;
    }
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && !selectedObjectIds().isEmpty()) {
        m_actions->removeObjects(selectedObjectIds());
        event->accept();
        return;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_0:
            fitToContents();
            event->accept();
            return;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomIn();
            event->accept();
            return;
        case Qt::Key_Minus:
            zoomOut();
            event->accept();
            return;
        default:
            break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    m_preview->hide();
    if (m_pick.active) {
        if (event->button() == Qt::LeftButton) {
            CardItem* card = m_scene->permanentAt(mapToScene(event->position().toPoint()));
            if (card && !m_pick.picked.contains(card->objectId())) {
                m_pick.picked << card->objectId();
                card->setDropTarget(true);
                if (--m_pick.remaining == 0) {
                    const Pick finished = m_pick;
                    cancelTargetPicking();
                    finished.done(finished.picked);
                } else {
                    updateBanner();
                }
            }
        } else {
            cancelTargetPicking();
        }
        event->accept();
        return;
    }
    if (event->button() == Qt::MiddleButton) {
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::MiddleButton) {
        const QPoint delta = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
    if (event->buttons() & Qt::LeftButton)
        highlightHostUnderDraggedCard(mapToScene(event->position().toPoint()));
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    setDropHighlights(nullptr, nullptr);
    if (!m_hint.isEmpty()) {   // what a combat drag would declare
        m_hint.clear();
        updateBanner();
    }
    QGraphicsView::mouseReleaseEvent(event);
    QTimer::singleShot(0, this, &BoardView::updatePreview);
}

// While an Aura or Equipment is dragged, the permanent it would be attached to lights up.
void BoardView::highlightHostUnderDraggedCard(QPointF scenePos)
{
    auto* dragged = qgraphicsitem_cast<CardItem*>(m_scene->mouseGrabberItem());
    if (dragged && !isAttachmentObject(m_doc, dragged->objectId())) {
        // A creature dragged into combat: what it would attack or block lights up.
        const CombatDrag::Plan combat = CombatDrag::plan(*m_scene, dragged, scenePos);
        const bool onCard = combat.kind == CombatDrag::Plan::Kind::Block || m_scene->cardItem(combat.target);
        setDropHighlights(onCard ? m_scene->cardItem(combat.target) : nullptr,
            combat.acceptable() && !onCard ? m_scene->zoneAt(scenePos) : nullptr);
        if (m_hint != combat.description) {
            m_hint = combat.description;
            updateBanner();
        }
        return;
    }
    if (!dragged) {
        setDropHighlights(nullptr, nullptr);
        return;
    }
    setDropHighlights(m_scene->permanentAt(scenePos, dragged), nullptr);
}

void BoardView::contextMenuEvent(QContextMenuEvent* event)
{
    if (m_pick.active)
        return;
    CardItem* card = nullptr;
    for (QGraphicsItem* item : items(event->pos()))
        if ((card = qgraphicsitem_cast<CardItem*>(item)))
            break;
    if (!card) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    if (!card->isSelected()) {
        m_scene->clearSelection();
        card->setSelected(true);
    }
    std::unique_ptr<QMenu> menu(CardContextMenu::build(m_doc, m_actions, card->objectId(), this));
    m_preview->hide();
    if (menu)
        menu->exec(event->globalPos());
    // The pointer was on the menu: the card no longer knows whether it is still under it, so the
    // preview waits for the next hover rather than coming back after an edit made from the menu.
    m_hoveredId.clear();
    m_preview->hide();
    event->accept();
}

// ---- target picking and messages ----------------------------------------------------------------

void BoardView::beginTargetPicking(const QString& prompt, int count, std::function<void(const QStringList&)> done)
{
    cancelTargetPicking();
    m_pick.active = true;
    m_pick.prompt = prompt;
    m_pick.remaining = count;
    m_pick.done = std::move(done);
    viewport()->setCursor(Qt::CrossCursor);
    setFocus();
    updateBanner();
}

void BoardView::cancelTargetPicking()
{
    if (!m_pick.active)
        return;
    for (const QString& id : std::as_const(m_pick.picked))
        if (CardItem* item = m_scene->cardItem(id))
            item->setDropTarget(false);
    m_pick = Pick();
    viewport()->unsetCursor();
    updateBanner();
}

void BoardView::showMessage(const QString& text)
{
    if (text.isEmpty())
        return;
    m_message = text;
    m_messageTimer.start(kMessageMilliseconds);
    updateBanner();
    emit statusMessage(text);
}

void BoardView::showStep(int applied)
{
    m_scene->setShownStep(applied);
    updateBanner();
    updatePreview();
}

QString BoardView::previewedObjectId() const
{
    return m_preview->isVisible() ? m_preview->objectId() : QString();
}

void BoardView::updatePreview()
{
    CardItem* item = m_hoveredId.isEmpty() ? nullptr : m_scene->cardItem(m_hoveredId);
    // Only worth showing while the board itself is drawn smaller.
    const qreal scale = item ? previewScale(item->presentation()) : 1;
    if (!item || m_pick.active || QApplication::mouseButtons() != Qt::NoButton || zoom() >= scale * 0.8) {
        m_preview->hide();
        return;
    }
    m_preview->setCard(item->presentation(), scale);
    const QRect cardOnScreen = mapFromScene(item->sceneBoundingRect()).boundingRect();
    QRect place(QPoint(viewport()->width() - m_preview->width() - 8, 8), m_preview->size());
    if (place.intersects(cardOnScreen))
        place.moveLeft(8);
    m_preview->move(place.topLeft());
    m_preview->show();
    m_preview->raise();
}

QString BoardView::gameOverText() const
{
    // 104: the game is over once a player has won or all but one have lost.
    QStringList winners, losers;
    for (const Player& p : m_doc->state().players) {
        if (p.won)
            winners << p.name;
        else if (p.lost)
            losers << p.name;
    }
    if (!winners.isEmpty())
        return tr("Game over: %1 wins").arg(winners.join(QStringLiteral(", ")));
    if (!losers.isEmpty())
        return tr("%1 lost the game").arg(losers.join(QStringLiteral(", ")));
    return {};
}

QString BoardView::overlayText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QRect BoardView::bannerRect() const
{
    return m_banner->isVisible() ? m_banner->geometry() : QRect();
}

void BoardView::updateBanner()
{
    QString text;
    if (m_pick.active)
        text = tr("%1 — %n more to pick", nullptr, m_pick.remaining).arg(m_pick.prompt);
    else if (!m_hint.isEmpty())
        text = m_hint;
    else if (!m_message.isEmpty())
        text = m_message;
    else if (const QString over = gameOverText(); !over.isEmpty())
        text = over;
    else if (m_scene->showsIntermediateStep())
        text = tr("The board after %1 of %2 layer steps")
                   .arg(m_scene->shownStep())
                   .arg(m_doc->resolution().steps.size());
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
    if (text.isEmpty())
        return;
    m_banner->adjustSize();
    m_banner->move(bannerPlace(m_banner->size()));
}

QPoint BoardView::bannerPlace(QSize banner) const
{
    QList<QRect> captions, cards;
    for (const ZoneArea* zone : m_scene->zoneAreas())
        captions << mapFromScene(zone->mapRectToScene(zone->captionTextRect())).boundingRect();
    for (const CardItem* card : m_scene->cardItems())
        if (card->isVisible())
            cards << mapFromScene(card->sceneBoundingRect()).boundingRect();
    return placeOverlay(viewport()->size(), banner, captions, cards);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_scene->refresh();
        if (CombatOverlay* combat = CombatOverlay::of(m_scene))
            combat->refresh();
        updateBanner();
        updatePreview();
    }
    QGraphicsView::changeEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    // A board fitted to the window fits it again when the window or the docks around it change.
    if (m_followSize && isVisible())
        fitToContents(m_fitMaxZoom);
    updateBanner();
}

void BoardView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    updateBanner();   // the captions it must leave clear moved
}

void BoardView::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    if (!m_fitted)
        fitToContents();
}

}   // namespace strata::ui
