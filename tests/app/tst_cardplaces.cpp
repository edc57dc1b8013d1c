// Card places the user sets by dragging on the board are an undoable edit, are saved in the scenario
// (the "layout" key) and come back when it opens.
#include "AppTestSupport.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "document/ScenarioDocument.h"
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

class TestCardPlaces : public QObject {
    Q_OBJECT
private slots:
    void movedCardIsSavedRestoredAndUndoable()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, kDemo));
        QVERIFY(doc.snapshot().boardPositions.isEmpty());
        BoardView view(&doc);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setZoom(0.6);
        const QString id = doc.state().objects.first().id;
        CardItem* item = view.boardScene()->cardItem(id);
        const QPointF before = *doc.boardLayout().position(id);
        const QPointF grab = item->mapToScene(item->faceRect().center());
        const QPointF offset(3 * BoardLayout::kCardWidth, 0);
        const int edits = doc.undoStack()->count();
        dragOnView(view, grab, grab + offset);

        const QPointF after = *doc.boardLayout().position(id);
        QVERIFY2((after - before - offset).manhattanLength() < 4,
            qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));
        QCOMPARE(doc.undoStack()->count(), edits + 1);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.snapshot().boardPositions.value(id), after);

        QTemporaryDir dir;
        const QString path = dir.filePath("moved.strata.json");
        QString error;
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("\"layout\""));

        ScenarioDocument reopened;
        QVERIFY(openInto(reopened, path));
        QCOMPARE(*reopened.boardLayout().position(id), QPointF(qRound(after.x()), qRound(after.y())));

        doc.undoStack()->undo();
        QCOMPARE(*doc.boardLayout().position(id), before);
        QVERIFY(!doc.snapshot().boardPositions.contains(id));
        QCOMPARE(view.boardScene()->layoutPlace(item), before);   // shown spread when tapped
        doc.undoStack()->redo();
        QCOMPARE(*doc.boardLayout().position(id), after);
    }
};

QTEST_MAIN(TestCardPlaces)
#include "tst_cardplaces.moc"
