#pragma once
#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace strata::ui {

class BoardView;
class TimelineDock;

// View → Presentation mode, for a projector: only the board and the timeline, in big type and high
// contrast, without docks or toolbar. Leaving it brings the window's docks and toolbar back as they
// were.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    PresentationMode(QMainWindow* window, QList<QDockWidget*> sideDocks, TimelineDock* timeline, BoardView* board);

    bool isActive() const { return m_active; }
    // How much bigger the timeline's type is while presenting.
    static constexpr qreal kScale = 1.4;
    // The share of the window's height the timeline takes while presenting.
    static constexpr qreal kTimelineShare = 0.47;

public slots:
    void setActive(bool active);

private:
    QMainWindow* m_window;
    QList<QPointer<QDockWidget>> m_sideDocks;
    TimelineDock* m_timeline;
    BoardView* m_board;
    bool m_active = false;
    QByteArray m_savedState;
    QFont m_savedFont;
    qreal m_savedZoom = 1;
};

}   // namespace strata::ui
