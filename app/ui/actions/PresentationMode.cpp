#include "PresentationMode.h"
#include "board/BoardScene.h"
#include "board/BoardStyle.h"
#include "board/BoardView.h"
#include "document/ScenarioDocument.h"
#include "timeline/TimelineScrubber.h"
#include "timeline/TimelineStyle.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineView.h"
#include <QDockWidget>
#include <QMainWindow>
#include <QToolBar>

namespace strata::ui {

PresentationMode::PresentationMode(
    QMainWindow* window, QList<QDockWidget*> sideDocks, TimelineDock* timeline, BoardView* board)
    : QObject(window), m_window(window), m_timeline(timeline), m_board(board)
{
    for (QDockWidget* dock : sideDocks)
        m_sideDocks << dock;
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    TimelineStyle::setHighContrast(active);
    BoardStyle::setHighContrast(active);
    m_timeline->scrubber()->setHighContrast(active);
    if (active) {
        m_savedState = m_window->saveState();
        m_savedFont = m_timeline->font();
        m_savedZoom = m_timeline->view()->zoom();
        for (QDockWidget* dock : std::as_const(m_sideDocks))
            if (dock)
                dock->hide();
        // F5 leaves the mode; on a projector the toolbar's room is worth more to the board.
        for (QToolBar* bar : m_window->findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly))
            bar->hide();
        m_timeline->show();
        QFont big = m_savedFont;
        big.setPointSizeF(big.pointSizeF() * kScale);
        m_timeline->setFont(big);
        m_timeline->view()->setZoom(std::max(m_savedZoom, 1.0) * 1.2);
        // Big chips need room: on a 768-pixel screen the timeline's default share shows only the
        // tops of the first row; the board fits what is left.
        m_window->resizeDocks({m_timeline}, {int(m_window->height() * kTimelineShare)}, Qt::Vertical);
    } else {
        m_timeline->setFont(m_savedFont);
        m_timeline->view()->setZoom(m_savedZoom);
        m_window->restoreState(m_savedState);
    }
    m_board->boardScene()->update();   // the table and captions take the new palette
    m_board->viewport()->update();
    m_timeline->view()->update();
    m_board->fitToContents();
}

}   // namespace strata::ui
