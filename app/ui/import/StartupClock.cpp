#include "StartupClock.h"
#include <QEvent>
#include <QWidget>
#include <algorithm>

namespace strata::ui {

StartupClock::StartupClock()
{
    m_clock.start();
}

void StartupClock::watch(QWidget* window)
{
    m_window = window;
    window->installEventFilter(this);
}

void StartupClock::cardsLoaded(int cards)
{
    m_cards = cards;
    m_cardsMs = m_clock.elapsed();
    checkReady();
}

void StartupClock::scenarioOpened()
{
    m_scenarioMs = m_clock.elapsed();
    checkReady();
}

bool StartupClock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Paint && m_paintedMs < 0) {
        m_paintedMs = m_clock.elapsed();
        m_window->removeEventFilter(this);
        checkReady();
    }
    return false;
}

QString StartupClock::report() const
{
    return tr("window shown after %1 ms; %2 imported cards in use after %3 ms; ready after %4 ms")
        .arg(m_paintedMs)
        .arg(m_cards)
        .arg(m_cardsMs)
        .arg(std::max({m_paintedMs, m_cardsMs, m_scenarioMs}));
}

void StartupClock::checkReady()
{
    if (m_told || !isReady())
        return;
    m_told = true;
    emit ready(report());
}

}   // namespace strata::ui
