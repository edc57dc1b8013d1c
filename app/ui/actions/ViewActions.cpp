#include "ViewActions.h"
#include "Icons.h"
#include "board/BoardView.h"
#include <QAction>
#include <QMainWindow>

namespace strata::ui {

ViewActions::ViewActions(BoardView* board, QMainWindow* window)
    : QObject(window),
      m_window(window),
      m_zoomIn(new QAction(strataIcon(QStringLiteral("zoom-in")), QString(), this)),
      m_zoomOut(new QAction(strataIcon(QStringLiteral("zoom-out")), QString(), this)),
      m_fit(new QAction(strataIcon(QStringLiteral("zoom-fit")), QString(), this)),
      m_fullScreen(new QAction(this)),
      m_resetLayout(new QAction(this)),
      m_presentation(new QAction(this))
{
    m_presentation->setObjectName(QStringLiteral("actionPresentationMode"));
    m_presentation->setCheckable(true);
    m_presentation->setShortcut(Qt::Key_F5);
    m_resetLayout->setObjectName(QStringLiteral("actionResetLayout"));
    m_zoomIn->setObjectName(QStringLiteral("actionZoomIn"));
    m_zoomOut->setObjectName(QStringLiteral("actionZoomOut"));
    m_fit->setObjectName(QStringLiteral("actionZoomFit"));
    m_fullScreen->setObjectName(QStringLiteral("actionFullScreen"));
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_fit->setShortcut(Qt::CTRL | Qt::Key_0);
    m_fullScreen->setShortcut(QKeySequence::FullScreen);
    m_fullScreen->setCheckable(true);
    connect(m_zoomIn, &QAction::triggered, board, &BoardView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, board, &BoardView::zoomOut);
    connect(m_fit, &QAction::triggered, board, [board] { board->fitToContents(); });
    connect(m_fullScreen, &QAction::toggled, this, [this](bool on) {
        m_window->setWindowState(
            on ? m_window->windowState() | Qt::WindowFullScreen : m_window->windowState() & ~Qt::WindowFullScreen);
    });
    retranslateUi();
}

void ViewActions::retranslateUi()
{
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_fit->setText(tr("&Fit Board to Window"));
    m_fullScreen->setText(tr("F&ull Screen"));
    m_fullScreen->setStatusTip(tr("Use the whole screen, as for a presentation"));
    m_presentation->setText(tr("&Presentation Mode"));
    m_presentation->setStatusTip(tr("Only the board and the timeline, in big type, for a projector"));
    m_resetLayout->setText(tr("Reset &Layout"));
    m_resetLayout->setStatusTip(tr("Put every panel back where it was at first, and fit the window to the screen"));
}

}   // namespace strata::ui
