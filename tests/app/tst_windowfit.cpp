// The main window on a 1366x768 laptop screen (issue 17): the first layout, a layout remembered from
// a bigger screen, and View > Reset Layout all keep the whole window on the screen.
#include "MainWindow.h"
#include "dialogs/ScriptedDialogs.h"
#include "docks/CharacteristicsDock.h"
#include "docks/TimestampsDock.h"
#include "timeline/TimelineDock.h"
#include <QHeaderView>
#include <QTableView>
#include <QAction>
#include <QApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace strata::ui;

class TestWindowFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowfit"));
        QSettings().clear();
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1366, 768));
    }

    void firstStartFits()
    {
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(fits(window));
    }

    // The first start fills the screen, and the timestamps list shows eight rows or more.
    void firstStartFillsTheScreenWithReadableDocks()
    {
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(window.frameGeometry().width() >= available.width() - 10
                && window.frameGeometry().height() >= available.height() - 40,
            qPrintable(QStringLiteral("%1x%2").arg(window.frameGeometry().width()).arg(window.frameGeometry().height())));
        QTableView* timestamps = window.timestampsDock()->tableView();
        QVERIFY(timestamps->isVisible());
        const int rows = timestamps->viewport()->height() / timestamps->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= TimestampsDock::kRowsInView, qPrintable(QString::number(rows)));
    }

    // A layout saved on a 2560x1440 screen, far off this one, comes back inside it.
    void layoutFromABiggerScreenFits()
    {
        ScriptedDialogs dialogs;
        {
            MainWindow big(&dialogs);
            big.setGeometry(1200, 700, 2400, 1300);
            QSettings().setValue("window/geometry", big.saveGeometry());
        }
        MainWindow window(&dialogs);
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(fits(window));
    }

    void resetLayoutFitsAndBringsTheDocksBack()
    {
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.timelineDock()->setFloating(true);
        window.timelineDock()->hide();
        window.resize(3000, 2000);
        window.findChild<QAction*>(QStringLiteral("actionResetLayout"))->trigger();
        QVERIFY(window.timelineDock()->isVisible());
        QVERIFY(!window.timelineDock()->isFloating());
        QCOMPARE(window.dockWidgetArea(window.timelineDock()), Qt::BottomDockWidgetArea);
        QVERIFY(fits(window));
    }

private:
    static bool fits(const QWidget& window)
    {
        const QRect available = window.screen()->availableGeometry();
        if (available.contains(window.frameGeometry()))
            return true;
        qWarning() << "window" << window.frameGeometry() << "screen" << available;
        return false;
    }
};

// The offscreen platform, given a 1366x768 screen.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    TestWindowFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowfit.moc"
