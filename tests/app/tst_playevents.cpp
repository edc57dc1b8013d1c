// The app side of events (events.md): the events dock stepping through the game, the stack panel,
// event edits with undo, saving and opening events, recording events with the mouse.
#include "AppTestSupport.h"
#include "MainWindow.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardContextMenu.h"
#include "board/CardItem.h"
#include "board/ZoneArea.h"
#include "dialogs/ScriptedDialogs.h"
#include "docks/CharacteristicsDock.h"
#include "docks/EventsDock.h"
#include "docks/StackDock.h"
#include "docks/StepBar.h"
#include "document/EventJson.h"
#include "io/ScenarioReader.h"
#include "cards/CardLibrary.h"
#include "models/CharacteristicsModel.h"
#include "models/EventsModel.h"
#include <QListView>
#include <QMenu>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <limits>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QAction* findAction(QMenu* menu, const QString& name)
{
    for (QAction* a : menu->findChildren<QAction*>())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

QString abilitiesShown(const CharacteristicsModel& model, const QString& id)
{
    return model.index(model.rowOf(id), CharacteristicsModel::AbilitiesColumn).data().toString();
}

}   // namespace

class TestPlayEvents : public QObject {
    Q_OBJECT
    ScriptedDialogs m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    ScenarioDocument* doc() const { return m_window->document(); }
    EventsDock* events() const { return m_window->eventsDock(); }
    void selectRow(int row)
    {
        QListView* list = events()->listView();
        list->selectionModel()->setCurrentIndex(list->model()->index(row, 0), QItemSelectionModel::ClearAndSelect);
    }

private slots:
    void init()
    {
        m_window = std::make_unique<MainWindow>(&m_dialogs);
        // These tests check what edits do, not when: resolving on the GUI thread keeps them exact on a
        // loaded machine, where a slow resolution would send the next edit to the background.
        doc()->setBackgroundThresholdMs(std::numeric_limits<int>::max());
        QVERIFY(openInto(*doc(), workedExample(QStringLiteral("trigger-6-humility-wall-of-omens"))));
    }
    void cleanup() { m_window.reset(); }

    // Selecting an event shows the game after it on the board and in the characteristics table; the
    // snapshot row shows the file's own state. CR 603.2, 613: under Humility Wall of Omens has no
    // abilities as it enters.
    void eventsDockSteppingChangesTheBoardAndCharacteristics()
    {
        const QAbstractItemModel* model = events()->listView()->model();
        QCOMPARE(model->rowCount(), 6);   // the snapshot and five events
        QVERIFY(model->index(1, 0).data().toString().contains(QStringLiteral("Wall of Omens enters the battlefield")));
        QCOMPARE(doc()->shownEvent(), -1);
        BoardScene* scene = m_window->board()->boardScene();
        QCOMPARE(scene->cardItem(QStringLiteral("wall"))->presentation().zone, Zone::Hand);

        selectRow(1);   // e1: Wall of Omens enters under Humility
        QCOMPARE(doc()->shownEvent(), 0);
        QCOMPARE(scene->cardItem(QStringLiteral("wall"))->presentation().zone, Zone::Battlefield);
        const CharacteristicsModel& chars = *m_window->characteristicsDock()->model();
        QVERIFY(abilitiesShown(chars, QStringLiteral("wall")).isEmpty());

        events()->nextAction()->trigger();   // e2: Humility leaves, the wall has its abilities again
        QCOMPARE(doc()->shownEvent(), 1);
        QCOMPARE(events()->listView()->currentIndex().row(), 2);
        QCOMPARE(scene->cardItem(QStringLiteral("humility"))->presentation().zone, Zone::Graveyard);
        QVERIFY(abilitiesShown(chars, QStringLiteral("wall")).contains(QStringLiteral("Defender")));

        events()->previousAction()->trigger();
        events()->previousAction()->trigger();
        QCOMPARE(doc()->shownEvent(), -1);
        QCOMPARE(scene->cardItem(QStringLiteral("wall"))->presentation().zone, Zone::Hand);
        QVERIFY(!events()->previousAction()->isEnabled());
    }

    // The stack panel: what did not trigger and why after e1 (603.2), the triggered ability on the
    // stack with why it triggered after e4, and the resolution after e5 (608).
    void stackPanelShowsTriggersAndWhatDidNotTrigger()
    {
        doc()->showEvent(0);
        const QString afterE1 = m_window->stackDock()->plainText();
        QVERIFY2(afterE1.contains(QStringLiteral("Wall of Omens did not trigger because")), qPrintable(afterE1));
        QVERIFY(afterE1.contains(QStringLiteral("The stack is empty.")));

        doc()->showEvent(3);   // e4: the second wall resolves and its enters trigger goes on the stack
        const QString afterE4 = m_window->stackDock()->plainText();
        QVERIFY2(afterE4.contains(QStringLiteral("Wall of Omens's triggered ability")), qPrintable(afterE4));
        QVERIFY(afterE4.contains(QStringLiteral("When Wall of Omens enters")) || afterE4.contains(QStringLiteral("draw a card")));
        QVERIFY(afterE4.contains(QStringLiteral("Triggered:")));
        QVERIFY(afterE4.contains(QStringLiteral("controller: Ana")));
        QVERIFY(events()->resolveAction()->isEnabled());

        doc()->showEvent(4);
        const QString afterE5 = m_window->stackDock()->plainText();
        QVERIFY2(afterE5.contains(QStringLiteral("Wall of Omens's triggered ability resolved")), qPrintable(afterE5));
        QVERIFY(afterE5.contains(QStringLiteral("The stack is empty.")));
    }

    // Moving, editing and deleting an event are undoable, and the game shown follows the edit.
    void eventEditsUndo()
    {
        QUndoStack* undo = doc()->undoStack();
        const QStringList before = {QStringLiteral("e1"), QStringLiteral("e2"), QStringLiteral("e3"),
            QStringLiteral("e4"), QStringLiteral("e5")};
        const auto ids = [this] {
            QStringList out;
            for (const GameEvent& e : doc()->snapshot().events)
                out << e.id;
            return out;
        };
        doc()->showEvent(1);
        events()->earlierAction()->trigger();   // Humility leaves first: now the wall enters with its abilities
        QCOMPARE(ids().mid(0, 2), (QStringList{QStringLiteral("e2"), QStringLiteral("e1")}));
        QCOMPARE(doc()->shownEvent(), 0);
        doc()->showEvent(1);
        QVERIFY(doc()->playthrough().events[1].notTriggered.isEmpty());
        QVERIFY(!doc()->playthrough().events[1].triggered.isEmpty());
        undo->undo();
        QCOMPARE(ids(), before);
        QVERIFY(!doc()->playthrough().events[0].notTriggered.isEmpty());

        QString error;
        const std::optional<GameEvent> edited = EventJson::read(
            doc()->snapshot(), 1, QStringLiteral("{\"id\": \"e2\", \"move\": [\"humility\"], \"to\": \"exile\"}"), &error);
        QVERIFY2(edited, qPrintable(error));
        QVERIFY(doc()->replaceEvent(1, *edited));
        QCOMPARE(doc()->state().object(QStringLiteral("humility"))->zone, Zone::Exile);
        undo->undo();
        QCOMPARE(doc()->snapshot().events[1].to, Zone::Graveyard);

        // A bad edit is refused with the reader's positioned problem; nothing changes.
        QVERIFY(!EventJson::read(doc()->snapshot(), 1, QStringLiteral("{\"id\": \"e2\", \"fly\": true}"), &error));
        QVERIFY2(error.contains(QStringLiteral("event e2:")), qPrintable(error));

        doc()->showEvent(4);
        events()->deleteAction()->trigger();
        QCOMPARE(ids(), before.mid(0, 4));
        QCOMPARE(doc()->shownEvent(), 3);
        undo->undo();
        QCOMPARE(ids(), before);
    }

    // Events recorded in the app are saved in the file and read back the same.
    void saveAndOpenKeepEvents()
    {
        GameEvent setLife;
        setLife.verb = GameEvent::Verb::Set;
        setLife.life.insert(QStringLiteral("opp"), 7);
        doc()->showEvent(4);
        QCOMPARE(doc()->recordEvent(setLife), 5);
        QCOMPARE(doc()->snapshot().events.last().id, QStringLiteral("e6"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("events.strata.json"));
        QString error;
        QVERIFY2(doc()->saveAs(path, &error), qPrintable(error));

        ScenarioDocument reopened;
        QVERIFY(openInto(reopened, path));
        QCOMPARE(reopened.snapshot().events.size(), 6);
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(reopened.snapshot().events[i].id, doc()->snapshot().events[i].id);
            QCOMPARE(int(reopened.snapshot().events[i].verb), int(doc()->snapshot().events[i].verb));
        }
        QCOMPARE(reopened.playthrough().finalState.player(QStringLiteral("opp"))->life, 7);
    }

    // events.md: a token an event created is named after it, and an event recorded later may name it; the file
    // saved with that event opens again (the reader used to refuse "e2.token1"). CR 111.1, 508.1a.
    void aTokenAnEarlierEventMadeAttacksAfterSaving()
    {
        QVERIFY(openInto(*doc(), testData(QStringLiteral("events/token_advent_of_the_wurm.strata.json"))));
        doc()->showEvent(1);   // after the Advent resolved
        const QString wurm = QStringLiteral("e2.token1");
        QVERIFY(doc()->playthrough().finalState.object(wurm));
        GameEvent upkeep;
        upkeep.verb = GameEvent::Verb::Begin;
        upkeep.step = Step::Upkeep;
        doc()->recordEvent(upkeep);   // the opponent's turn
        doc()->recordEvent(upkeep);   // your next turn: the Wurm is no longer summoning sick
        GameEvent attack;
        attack.verb = GameEvent::Verb::Attack;
        attack.attacks << GameEvent::Attack{wurm, QStringLiteral("opp")};
        QCOMPARE(doc()->recordEvent(attack), 4);
        QVERIFY(doc()->playthrough().events.last().done);
        QVERIFY(doc()->playthrough().finalState.object(wurm)->attacking);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("token.strata.json"));
        QString error;
        QVERIFY2(doc()->saveAs(path, &error), qPrintable(error));
        ScenarioDocument reopened;
        QVERIFY(openInto(reopened, path));
        QCOMPARE(reopened.snapshot().events.size(), 5);
        QVERIFY(reopened.playthrough().events.last().done);
        QVERIFY(reopened.playthrough().finalState.object(wurm)->attacking);
    }

    // The card's context menu records a cast after the moment shown; undo takes it back.
    void castThroughTheContextMenu()
    {
        doc()->showEvent(1);   // after Humility left
        std::unique_ptr<QMenu> menu(
            CardContextMenu::build(doc(), m_window->board()->actions(), QStringLiteral("wall2"), nullptr));
        QVERIFY(menu);
        QAction* cast = findAction(menu.get(), QStringLiteral("event-cast"));
        QVERIFY(cast);
        cast->trigger();
        QCOMPARE(doc()->snapshot().events.size(), 6);
        QCOMPARE(doc()->snapshot().events[2].verb, GameEvent::Verb::Cast);
        QCOMPARE(doc()->snapshot().events[2].object, QStringLiteral("wall2"));
        QCOMPARE(doc()->shownEvent(), 2);
        QCOMPARE(doc()->state().stack.size(), 1);
        QVERIFY(events()->listView()->currentIndex().data().toString().contains(QStringLiteral("Wall of Omens is cast (Ana)")));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->snapshot().events.size(), 5);

        // Snapshot view: the same entries sit in a submenu; moving a card records a move.
        doc()->showEvent(-1);
        menu.reset(CardContextMenu::build(doc(), m_window->board()->actions(), QStringLiteral("humility"), nullptr));
        QAction* exile = findAction(menu.get(), QStringLiteral("event-move-exile"));
        QVERIFY(exile);
        exile->trigger();
        QCOMPARE(doc()->snapshot().events.first().verb, GameEvent::Verb::Move);
        QCOMPARE(doc()->state().object(QStringLiteral("humility"))->zone, Zone::Exile);
    }

    // Play mode: after an event, a card dragged from the hand onto the battlefield is cast or put
    // there, as the user answers; dragged to a graveyard it is moved there.
    void dragRecordsAMoveInPlayMode()
    {
        doc()->showEvent(1);
        BoardView* board = m_window->board();
        QStringList asked;
        board->actions()->setCastOrPutChooser([&asked](const QString& name) -> std::optional<bool> {
            asked << name;
            return true;
        });
        BoardScene* scene = board->boardScene();
        const QPointF battlefield
            = scene->zoneArea(QStringLiteral("you"), ZoneArea::Kind::Battlefield)->sceneBoundingRect().center();
        board->actions()->cardMoved(scene->cardItem(QStringLiteral("wall2")), battlefield, {});
        QCOMPARE(asked, QStringList{QStringLiteral("Wall of Omens")});
        QCOMPARE(doc()->snapshot().events.size(), 6);
        QCOMPARE(doc()->snapshot().events[2].verb, GameEvent::Verb::Cast);
        QCOMPARE(doc()->shownEvent(), 2);

        const QPointF graveyard
            = scene->zoneArea(QStringLiteral("you"), ZoneArea::Kind::Graveyard)->sceneBoundingRect().center();
        board->actions()->cardMoved(scene->cardItem(QStringLiteral("wall")), graveyard, {});
        QCOMPARE(doc()->snapshot().events[3].verb, GameEvent::Verb::Move);
        QCOMPARE(doc()->snapshot().events[3].to, Zone::Graveyard);
        QCOMPARE(doc()->state().object(QStringLiteral("wall"))->zone, Zone::Graveyard);
    }

    // Clicking a step on the step bar records a `begin` event (events.md); the bar shows the step.
    void stepBarBeginsAStep()
    {
        doc()->showEvent(4);
        StepBar* bar = events()->stepBar();
        bar->resize(400, bar->sizeHint().height());
        QCOMPARE(bar->currentStep(), Step::Main1);
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->stepRect(Step::End).center());
        QCOMPARE(doc()->snapshot().events.size(), 6);
        QCOMPARE(doc()->snapshot().events.last().verb, GameEvent::Verb::Begin);
        QCOMPARE(doc()->state().step, Step::End);
        QCOMPARE(bar->currentStep(), Step::End);
    }

    // Every cell of the step bar is labeled: its name where it fits, a short name where not.
    void stepBarCellsAreLabeled()
    {
        StepBar* bar = events()->stepBar();
        for (int width : {320, 900}) {
            bar->resize(width, bar->sizeHint().height());
            for (int s = 0; s <= int(Step::Cleanup); ++s)
                QVERIFY2(!bar->cellLabel(Step(s)).isEmpty(), qPrintable(QString("step %1 at %2 px").arg(s).arg(width)));
        }
        bar->resize(2000, bar->sizeHint().height());
        QCOMPARE(bar->cellLabel(Step::Upkeep), QStringLiteral("Upkeep"));
    }

    // Life totals on the board and the game-over banner (104, 704.5a).
    void lifeAndGameOver()
    {
        QVERIFY(openInto(*doc(), testData(QStringLiteral("events/life_zero_game_over.strata.json"))));
        QVERIFY(m_window->board()->gameOverText().isEmpty());
        doc()->showEvent(2);   // Grinning Demon's trigger resolves: You go to 0 and lose
        QCOMPARE(doc()->state().player(QStringLiteral("you"))->life, 0);
        QVERIFY2(m_window->board()->gameOverText().contains(QStringLiteral("Opponent")),
            qPrintable(m_window->board()->gameOverText()));
        const QString summary = events()->listView()->model()->index(4, 0).data().toString();
        QVERIFY2(summary.startsWith(QStringLiteral("e4  Refused")), qPrintable(summary));
    }

    // The game-over banner on a 1366x768 laptop's board hides neither player's caption: the loser's
    // "lost the game" is the point of the picture.
    void gameOverBannerLeavesTheCaptionsClear()
    {
        m_window->resize(1366, 732);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(openInto(*doc(), testData(QStringLiteral("events/life_zero_game_over.strata.json"))));
        doc()->showEvent(2);
        BoardView* board = m_window->board();
        board->fitToContents();
        QVERIFY(!board->gameOverText().isEmpty());
        QTRY_VERIFY(!board->bannerRect().isEmpty());
        const QRect banner = board->bannerRect();
        QVERIFY(board->viewport()->rect().contains(banner));
        int captionsInView = 0;
        for (const ZoneArea* zone : board->boardScene()->zoneAreas()) {
            if (zone->kind() != ZoneArea::Kind::Battlefield)
                continue;
            const QRect caption = board->mapFromScene(zone->mapRectToScene(zone->captionTextRect())).boundingRect();
            captionsInView += board->viewport()->rect().intersects(caption) ? 1 : 0;
            QVERIFY2(!caption.intersects(banner),
                qPrintable(QStringLiteral("banner %1,%2 %3x%4 covers %5's caption at %6,%7 %8x%9")
                               .arg(banner.x()).arg(banner.y()).arg(banner.width()).arg(banner.height())
                               .arg(zone->title()).arg(caption.x()).arg(caption.y()).arg(caption.width())
                               .arg(caption.height())));
        }
        QCOMPARE(captionsInView, 2);   // else the test would prove nothing
    }
};

QTEST_MAIN(TestPlayEvents)
#include "tst_playevents.moc"
