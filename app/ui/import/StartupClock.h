#pragma once
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QWidget;

namespace strata::ui {

// Times the app's start for `strata --startup-time` (issue 16: with a 30,000-card imported library the
// window must be up within a second): from the clock's start to the window's first paint, to the
// imported cards in use, and to ready (both, and the scenario open). Says so once, on ready().
class StartupClock : public QObject {
    Q_OBJECT
public:
    // Started now; the caller makes it as early in main() as it can.
    StartupClock();

    // Notes the first paint of `window` from now on.
    void watch(QWidget* window);
    void cardsLoaded(int cards);
    void scenarioOpened();

    bool isReady() const { return m_paintedMs >= 0 && m_cardsMs >= 0 && m_scenarioMs >= 0; }
    // "window shown after 412 ms; 30000 imported cards in use after 830 ms; ready after 842 ms".
    QString report() const;

signals:
    // Once, when the window has painted, the cards are in use and the scenario is open.
    void ready(const QString& report);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void checkReady();

    QElapsedTimer m_clock;
    QPointer<QWidget> m_window;
    qint64 m_paintedMs = -1, m_cardsMs = -1, m_scenarioMs = -1;
    int m_cards = 0;
    bool m_told = false;
};

}   // namespace strata::ui
