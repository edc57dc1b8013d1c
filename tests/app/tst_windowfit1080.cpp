// The main window on a 1920x1080 screen: it opens filling the screen, with the characteristics and
// the timestamps side by side with the board and eight timestamp rows in view.
#include "MainWindow.h"
#include "dialogs/ScriptedDialogs.h"
#include "docks/CharacteristicsDock.h"
#include "docks/TimestampsDock.h"
#include <QApplication>
#include <QHeaderView>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace strata::ui;

class TestWindowFit1080 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowfit1080"));
        QSettings().clear();
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1920, 1080));
    }

    void firstStartFillsTheScreenWithBothTables()
    {
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY(window.frameGeometry().width() >= available.width() - 10);
        QVERIFY(window.frameGeometry().height() >= available.height() - 40);
        QVERIFY(window.characteristicsDock()->isVisible());
        QTableView* timestamps = window.timestampsDock()->tableView();
        QVERIFY(timestamps->isVisible());
        const int rows = timestamps->viewport()->height() / timestamps->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= TimestampsDock::kRowsInView, qPrintable(QString::number(rows)));
    }
};

// The offscreen platform, given a 1920x1080 screen.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                          "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    TestWindowFit1080 test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowfit1080.moc"
