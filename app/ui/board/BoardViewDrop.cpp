#include "BoardActions.h"
#include "BoardView.h"
#include "CardItem.h"
#include "ZoneArea.h"
#include "models/CardMime.h"
#include <QDragEnterEvent>
#include <QMimeData>

// The board's drag and drop: cards dragged from the library land where the board's actions plan them,
// and the card or zone they would land on is outlined meanwhile.
namespace strata::ui {

// ---- drag and drop from the library -------------------------------------------------------------

void BoardView::dragEnterEvent(QDragEnterEvent* event)
{
    event->ignore();
    if (cardNamesFromMime(event->mimeData()).isEmpty())
        return;
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void BoardView::dragMoveEvent(QDragMoveEvent* event)
{
    event->ignore();
    const QStringList names = cardNamesFromMime(event->mimeData());
    if (names.isEmpty())
        return;
    const BoardActions::DropPlan plan = m_actions->planDrop(names, mapToScene(event->position().toPoint()));
    setDropHighlights(plan.target, plan.acceptable() && !plan.target ? plan.zone : nullptr);
    m_hint = plan.description;
    updateBanner();
    if (!plan.acceptable())
        return;
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent* event)
{
    setDropHighlights(nullptr, nullptr);
    m_hint.clear();
    updateBanner();
    event->accept();
}

void BoardView::dropEvent(QDropEvent* event)
{
    setDropHighlights(nullptr, nullptr);
    m_hint.clear();
    updateBanner();
    const QStringList names = cardNamesFromMime(event->mimeData());
    if (names.isEmpty()) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    m_actions->dropCards(names, mapToScene(event->position().toPoint()));
    setFocus();
}

void BoardView::setDropHighlights(CardItem* card, ZoneArea* zone)
{
    if (m_highlightedCard != card) {
        if (m_highlightedCard)
            m_highlightedCard->setDropTarget(false);
        m_highlightedCard = card;
        if (card)
            card->setDropTarget(true);
    }
    if (m_highlightedZone != zone) {
        if (m_highlightedZone)
            m_highlightedZone->setDropHighlight(false);
        m_highlightedZone = zone;
        if (zone)
            zone->setDropHighlight(true);
    }
}

}   // namespace strata::ui
