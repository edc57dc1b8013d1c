// `strata --startup-time` reports the start once the window has painted, the imported cards are in use
// and the scenario is open, in whatever order those come (the cards load beside the window).
#include "import/StartupClock.h"
#include <QSignalSpy>
#include <QTest>
#include <QWidget>

using namespace strata::ui;

class TstStartupClock : public QObject {
    Q_OBJECT

private slots:
    void readyOnceAllThreeAreDone()
    {
        StartupClock clock;
        QSignalSpy ready(&clock, &StartupClock::ready);
        QWidget window;
        clock.watch(&window);
        clock.cardsLoaded(30000);
        QVERIFY(!clock.isReady());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!clock.report().startsWith(QLatin1String("window shown after -1")));
        QVERIFY(!clock.isReady());   // the scenario is not open yet
        QCOMPARE(ready.count(), 0);
        clock.scenarioOpened();
        QVERIFY(clock.isReady());
        QCOMPARE(ready.count(), 1);
        const QString report = ready.first().first().toString();
        QVERIFY2(report.contains(QLatin1String("30000 imported cards")), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("ready after")), qPrintable(report));
        window.update();   // later paints and loads say nothing more
        clock.cardsLoaded(1);
        QCOMPARE(ready.count(), 1);
    }

    void aWindowNeverShownIsNeverReady()
    {
        StartupClock clock;
        QWidget window;
        clock.watch(&window);
        clock.cardsLoaded(0);
        clock.scenarioOpened();
        QVERIFY(!clock.isReady());
    }
};

QTEST_MAIN(TstStartupClock)
#include "tst_startupclock.moc"
