#pragma once
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace strata::ui {

class BoardView;

// The View menu: zoom of the board, full screen for presenting, and one toggle per dock.
class ViewActions : public QObject {
    Q_OBJECT
public:
    ViewActions(BoardView* board, QMainWindow* window);

    QAction* zoomInAction() const { return m_zoomIn; }
    QAction* zoomOutAction() const { return m_zoomOut; }
    QAction* fitAction() const { return m_fit; }
    QAction* fullScreenAction() const { return m_fullScreen; }
    QAction* resetLayoutAction() const { return m_resetLayout; }
    // Checkable; the window connects it to its PresentationMode.
    QAction* presentationAction() const { return m_presentation; }

    void retranslateUi();

private:
    QMainWindow* m_window;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fit;
    QAction* m_fullScreen;
    QAction* m_resetLayout;   // the window connects it: the layout is the window's
    QAction* m_presentation;
};

}   // namespace strata::ui
