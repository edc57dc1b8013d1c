// Cards read at the board's default zoom (issue 13): on a 1366x768 laptop and a 1920x1080 projector,
// with the demo and with 75 permanents a player, a card's name, type line and P/T are 9 pt on screen
// or more, as the view's transform and the painter's fonts make them; long names end in an ellipsis
// rather than shrinking; the rules text reads in the hover preview.
#include "AppTestSupport.h"
#include "MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "board/CardPainter.h"
#include "board/ZoneArea.h"
#include "board/BoardStyle.h"
#include "dialogs/ScriptedDialogs.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineScrubber.h"
#include "timeline/TimelineStyle.h"
#include "timeline/TimelineView.h"
#include <QAction>
#include <QLabel>
#include <QApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QScreen* screenOfWidth(int width)
{
    for (QScreen* s : QGuiApplication::screens())
        if (s->size().width() == width)
            return s;
    return nullptr;
}

// WCAG 2 contrast ratio: 7 or more is the "enhanced" level, what a projector needs.
qreal contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The main window on the screen of that width, with the demo open.
struct Window {
    ScriptedDialogs dialogs;
    MainWindow window{&dialogs};
    explicit Window(int screenWidth)
    {
        window.move(screenOfWidth(screenWidth)->availableGeometry().topLeft());
        window.restoreLayout();
        window.show();
    }
};

}   // namespace

class TestLegibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_legibility"));
        QSettings().clear();
        QVERIFY(screenOfWidth(1366));
        QVERIFY(screenOfWidth(1920));
    }

    void headlinesAreNinePointsAtTheDefaultZoom_data()
    {
        QTest::addColumn<int>("screenWidth");
        QTest::addColumn<QString>("file");
        for (int width : {1366, 1920}) {
            QTest::addRow("demo %d", width) << width << kDemo;
            QTest::addRow("150 permanents %d", width) << width << testData("boards/board_150.strata.json");
        }
    }

    void headlinesAreNinePointsAtTheDefaultZoom()
    {
        QFETCH(int, screenWidth);
        QFETCH(QString, file);
        QScreen* screen = screenOfWidth(screenWidth);
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.move(screen->availableGeometry().topLeft());
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.screen(), screen);
        QVERIFY(openInto(*window.document(), file));
        QCoreApplication::processEvents();
        BoardView* board = window.board();
        board->fitToContents();   // what the board shows when a file opens: its default zoom

        int cards = 0, seen = 0;
        const QRectF visible = board->mapToScene(board->viewport()->rect()).boundingRect();
        // What the cards draw at this zoom: the whole card, or its compact face with larger headlines.
        const qreal scale = board->boardScene()->headlineScale();
        QCOMPARE(scale, board->headlineScale());
        for (CardItem* item : board->boardScene()->cardItems()) {
            const CardPresentation& card = item->presentation();
            const QFont name = CardPainter::headlineNameFont(card, scale);
            QVERIFY2(board->onScreenPointSize(name) >= 9,
                qPrintable(QStringLiteral("%1: name at %2 pt").arg(card.name).arg(board->onScreenPointSize(name))));
            QVERIFY2(board->onScreenPointSize(CardPainter::headlineTypeLineFont(scale)) >= 9, qPrintable(card.typeLine));
            if (!card.powerToughness.isEmpty())
                QVERIFY2(board->onScreenPointSize(CardPainter::headlineValueFont(card.powerToughness, scale)) >= 9,
                    qPrintable(card.powerToughness));
            // Hovered, the card is shown large enough for its rules text to read (8 pt or more).
            const qreal rulesPoints = CardPainter::rulesTextPixels(card) * board->previewScale(card) * 72.0
                / board->logicalDpiY();
            QVERIFY2(rulesPoints >= 8, qPrintable(QStringLiteral("%1: rules at %2 pt").arg(card.name).arg(rulesPoints)));
            ++cards;
            seen += visible.contains(item->sceneBoundingRect()) ? 1 : 0;
        }
        QVERIFY(cards > 0);
        // A table too large to show legibly starts where a reader starts: some cards are in view whole.
        QVERIFY2(seen > 0, qPrintable(QStringLiteral("no card in view at zoom %1").arg(board->zoom())));
        // What it starts on is the battlefield, not the exile and graveyard columns left of it.
        const QRectF content = board->boardScene()->contentRect();
        if (visible.width() < content.width())
            for (const ZoneArea* zone : board->boardScene()->zoneAreas())
                if (zone->kind() == ZoneArea::Kind::Battlefield)
                    QVERIFY2(visible.left() >= zone->sceneBoundingRect().left() - 40,
                        qPrintable(QStringLiteral("the view starts at x %1, the battlefield at %2")
                                       .arg(visible.left())
                                       .arg(zone->sceneBoundingRect().left())));
    }

    // On a 1366x768 laptop, at the zoom a file opens at, both players' battlefields are in view with
    // cards whose name, type line and P/T read at 9 pt: the cards draw their compact face.
    void bothPlayersRowsReadOnALaptop_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("demo") << kDemo;
        QTest::addRow("Blood Moon and Urborg")
            << sourcePath(QStringLiteral("resources/scenarios/classic-03-blood-moon-urborg.strata.json"));
        QTest::addRow("Humility and Opalescence")
            << sourcePath(QStringLiteral("resources/scenarios/classic-01-humility-opalescence-humility-first.strata.json"));
    }

    void bothPlayersRowsReadOnALaptop()
    {
        QFETCH(QString, file);
        Window w(1366);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(openInto(*w.window.document(), file));
        QCoreApplication::processEvents();
        BoardView* board = w.window.board();
        board->fitToContents();
        const QRectF visible = board->mapToScene(board->viewport()->rect()).boundingRect();
        const qreal scale = board->boardScene()->headlineScale();
        QSet<QString> playersInView, players;
        for (const ZoneArea* zone : board->boardScene()->zoneAreas()) {
            if (zone->kind() != ZoneArea::Kind::Battlefield)
                continue;
            players << zone->playerId();
            // The caption says whose row it is: it is in view.
            if (visible.contains(zone->mapRectToScene(zone->captionTextRect()).topLeft()))
                playersInView << zone->playerId();
        }
        QCOMPARE(playersInView, players);
        int permanents = 0;
        for (CardItem* item : board->boardScene()->cardItems()) {
            const CardPresentation& card = item->presentation();
            if (item->parentItem())
                continue;
            ++permanents;
            // Its top half, where the name and type line are, is in view whole.
            QRectF face = item->mapRectToScene(item->faceRect());
            face.setHeight(face.height() / 2);
            QVERIFY2(visible.adjusted(-1, -1, 1, 1).contains(face),
                qPrintable(QStringLiteral("%1 is out of view (zoom %2)").arg(card.name).arg(board->zoom())));
            QVERIFY2(board->onScreenPointSize(CardPainter::headlineNameFont(card, scale)) >= 9,
                qPrintable(QStringLiteral("%1: name at %2 pt")
                               .arg(card.name)
                               .arg(board->onScreenPointSize(CardPainter::headlineNameFont(card, scale)))));
            QVERIFY(board->onScreenPointSize(CardPainter::headlineTypeLineFont(scale)) >= 9);
            if (!card.powerToughness.isEmpty())
                QVERIFY(board->onScreenPointSize(CardPainter::headlineValueFont(card.powerToughness, scale)) >= 9);
        }
        QVERIFY(permanents > 0);
    }

    // On the laptop the timeline's legend wraps to the width the window shows: none of it is cut off.
    void legendFitsTheTimelineAt1366()
    {
        Window w(1366);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(openInto(*w.window.document(), kDemo));
        QCoreApplication::processEvents();
        TimelineView* view = w.window.timelineDock()->view();
        QWidget* shown = view->parentWidget();   // the scroll area's viewport
        QVERIFY(shown);
        QVERIFY2(view->legendRect().right() <= shown->width(),
            qPrintable(QStringLiteral("legend to %1, window shows %2").arg(view->legendRect().right()).arg(shown->width())));
        QVERIFY(view->legendRect().height() > 0);
    }

    // Presentation mode: black on white (timeline) and white on black (board captions, the
    // scrubber's label) at 7:1 or more, and the label grows with the presentation type.
    void presentationIsHighContrastWithALegibleScrubber()
    {
        Window w(1366);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QVERIFY(openInto(*w.window.document(), kDemo));
        const QLabel* label = w.window.timelineDock()->scrubber()->label();
        const qreal normal = label->font().pointSizeF();
        QAction* presenting = w.window.findChild<QAction*>(QStringLiteral("actionPresentationMode"));
        QVERIFY(presenting);
        presenting->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(label->font().pointSizeF() >= normal * 1.3,
            qPrintable(QStringLiteral("%1 pt, %2 pt before").arg(label->font().pointSizeF()).arg(normal)));
        QVERIFY(label->autoFillBackground());
        QVERIFY(contrast(label->palette().color(QPalette::WindowText), label->palette().color(QPalette::Window)) >= 7);
        for (const QColor& ink : {TimelineStyle::ink(), TimelineStyle::inkDim(), TimelineStyle::inkFaint(),
                 TimelineStyle::notApplied()})
            QVERIFY2(contrast(ink, TimelineStyle::background()) >= 7, qPrintable(ink.name()));
        QVERIFY(contrast(TimelineStyle::inkFaint(), TimelineStyle::laneBand(true)) >= 7);
        QVERIFY(contrast(BoardStyle::zoneCaptionDim(), BoardStyle::tableTop()) >= 7);
        presenting->trigger();
        QVERIFY(!TimelineStyle::highContrast());
        QVERIFY(!label->autoFillBackground());
    }

    // A long name ends in an ellipsis at a legible size; a short one is shown whole at full size.
    void longNamesElide()
    {
        CardPresentation card;
        card.name = QStringLiteral("Asmoranomardicadaistinaculdacar, the Kingsblade");
        QFont font;
        const QString shown = CardPainter::shownName(card, &font);
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY(font.pixelSize() >= CardPainter::kSmallestHeadlinePixels);
        card.name = QStringLiteral("Forest");
        QCOMPARE(CardPainter::shownName(card, &font), card.name);
        QVERIFY(font.pixelSize() > CardPainter::kSmallestHeadlinePixels);
    }
};

// The offscreen platform with a laptop screen and a projector beside it.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [
            {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
            {"name": "projector", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    TestLegibility test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_legibility.moc"
