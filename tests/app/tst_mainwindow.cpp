// The main window: it composes the board and the four docks, its actions edit, undo, switch
// language and rules edition, and every question it asks goes through ScriptedDialogs, which answers
// for the user. Saving, opening, the gallery and exports are in tst_mainwindowfiles.cpp.
#include "MainWindowFixture.h"
#include "DiskFailures.h"
#include "actions/FileActions.h"
#include "actions/RecentFilesMenu.h"
#include "actions/WindowMenus.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "docks/CharacteristicsDock.h"
#include "docks/EventsDock.h"
#include "docks/ObjectInspector.h"
#include "docks/StackDock.h"
#include "docks/LibraryDock.h"
#include "docks/TimestampsDock.h"
#include "document/LocalizedText.h"
#include "document/ScenarioDocument.h"
#include "engine/LayerEngine.h"
#include "export/ExportActions.h"
#include "gallery/Gallery.h"
#include "gallery/GalleryMenu.h"
#include "gallery/ScenarioCaption.h"
#include "i18n/LanguageManager.h"
#include "io/ResultJson.h"
#include "models/CharacteristicsModel.h"
#include "rules/StateBasedActions.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineScrubber.h"
#include "timeline/TimelineView.h"
#include <QAction>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QJsonObject>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>
#include <cmath>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;
using strata::test::fileBytes;
using strata::test::writeBytes;

namespace {

// Counts the LanguageChange events a widget receives.
class LanguageChangeCounter : public QObject {
public:
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++count;
        return false;
    }
};

}   // namespace

class TestMainWindow : public QObject, MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { setUpSettings(QStringLiteral("tst_mainwindow")); }
    void init() { openWindowOnTheDemo(); }
    void cleanup() { closeWindow(); }

    // ---- composition ----------------------------------------------------------------------------

    void composesBoardAndDocks()
    {
        QCOMPARE(m_window->centralWidget(), m_window->board());
        QCOMPARE(m_window->board()->document(), doc());
        const QList<QDockWidget*> docks{m_window->libraryDock(), m_window->characteristicsDock(),
            m_window->timestampsDock(), m_window->timelineDock()};
        for (QDockWidget* dock : docks) {
            QVERIFY(dock);
            QVERIFY2(m_window->dockWidgetArea(dock) != Qt::NoDockWidgetArea, qPrintable(dock->objectName()));
            QVERIFY2(dock->isVisible(), qPrintable(dock->windowTitle()));
            QVERIFY2(!dock->windowTitle().isEmpty(), qPrintable(dock->objectName()));
            // Each dock can be hidden and shown again from the View menu.
            QVERIFY(
                m_window->findChild<QMenu*>(QStringLiteral("menuView"))->actions().contains(dock->toggleViewAction()));
        }
        QCOMPARE(m_window->dockWidgetArea(m_window->timelineDock()), Qt::BottomDockWidgetArea);
        // The first size, within the screen (tst_windowfit checks a 1366x768 one).
        const QRect available = m_window->screen()->availableGeometry();
        QVERIFY2(available.contains(m_window->frameGeometry()), qPrintable(QStringLiteral("%1x%2")
                                                                             .arg(m_window->frameGeometry().width())
                                                                             .arg(m_window->frameGeometry().height())));
    }

    // The dock layout of one session comes back in the next.
    void layoutIsRemembered()
    {
        m_window->timestampsDock()->toggleViewAction()->trigger();
        QVERIFY(!m_window->timestampsDock()->isVisible());
        QVERIFY(m_window->close());
        MainWindow next(&m_dialogs);
        next.restoreLayout();
        next.show();
        QVERIFY(QTest::qWaitForWindowExposed(&next));
        QVERIFY(!next.timestampsDock()->isVisible());
        QVERIFY(next.timelineDock()->isVisible());
        next.timestampsDock()->show();
        QVERIFY(next.close());
    }

    void menusHoldTheActions()
    {
        const QStringList names{"actionNew", "actionOpen", "actionSave", "actionSaveAs", "actionExportBoard",
            "actionExportTimeline", "actionQuit", "actionUndo", "actionRedo", "actionDelete", "actionZoomIn",
            "actionZoomOut", "actionZoomFit", "actionRulesCurrent", "actionRules2016", "actionLanguage_en",
            "actionLanguage_es", "actionLanguage_it", "actionAbout"};
        for (const QString& name : names) {
            auto* a = m_window->findChild<QAction*>(name);
            QVERIFY2(a, qPrintable(name));
            QVERIFY2(!a->text().isEmpty(), qPrintable(name));
            QVERIFY2(!a->associatedObjects().isEmpty(), qPrintable(name + " is in no menu"));
        }
        QVERIFY(m_window->findChild<QMenu*>(QStringLiteral("menuFile"))
                    ->actions()
                    .contains(m_window->fileActions()->galleryMenu()->menuAction()));
    }

    // One selection across the views: a card clicked on the board selects its row in the
    // characteristics table and focuses the timeline on it; a row clicked in the table selects the card.
    void selectionIsShared()
    {
        QVERIFY(m_window->fileActions()->openFile(testData("humility_opalescence_a.strata.json")));
        BoardView* board = m_window->board();
        CardItem* bears = board->boardScene()->cardItem("bears");
        QVERIFY(bears);
        QTest::mouseClick(
            board->viewport(), Qt::LeftButton, {}, board->mapFromScene(bears->sceneBoundingRect().center()));
        QCOMPARE(board->selectedObjectIds(), QStringList{"bears"});
        QCOMPARE(m_window->characteristicsDock()->selectedObject(), QStringLiteral("bears"));
        m_window->timelineDock()->setFocusOnSelection(true);
        QCOMPARE(m_window->timelineDock()->view()->focusObject(), QStringLiteral("bears"));

        QTableView* table = m_window->characteristicsDock()->tableView();
        const int row = m_window->characteristicsDock()->model()->rowOf("anthem");
        QVERIFY(row >= 0);
        QModelIndex index = table->model()->index(0, 0);
        for (int r = 0; r < table->model()->rowCount(); ++r)
            if (table->model()->index(r, 0).data(CharacteristicsModel::ObjectIdRole).toString() == "anthem")
                index = table->model()->index(r, 0);
        table->scrollTo(index);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
        QCOMPARE(m_window->characteristicsDock()->selectedObject(), QStringLiteral("anthem"));
        QCOMPARE(board->selectedObjectIds(), QStringList{"anthem"});
        QCOMPARE(m_window->timelineDock()->view()->focusObject(), QStringLiteral("anthem"));
        QVERIFY(action("actionDelete")->isEnabled());
    }

    // View → Presentation mode: only the board and the timeline, in bigger type; leaving it brings
    // the docks back.
    void presentationModeShowsBoardAndTimeline()
    {
        QAction* presenting = action("actionPresentationMode");
        QVERIFY(presenting->isCheckable());
        QVERIFY(m_window->findChild<QMenu*>(QStringLiteral("menuView"))->actions().contains(presenting));
        QVERIFY(m_window->libraryDock()->isVisible());
        const qreal zoom = m_window->timelineDock()->view()->zoom();
        const qreal points = m_window->timelineDock()->font().pointSizeF();
        presenting->trigger();
        for (QDockWidget* dock : {static_cast<QDockWidget*>(m_window->libraryDock()),
                 static_cast<QDockWidget*>(m_window->characteristicsDock()),
                 static_cast<QDockWidget*>(m_window->timestampsDock()),
                 static_cast<QDockWidget*>(m_window->eventsDock()), static_cast<QDockWidget*>(m_window->stackDock())})
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
        QVERIFY(m_window->timelineDock()->isVisible());
        QVERIFY(m_window->board()->isVisible());
        QVERIFY(m_window->timelineDock()->view()->zoom() > zoom);
        QVERIFY(m_window->timelineDock()->font().pointSizeF() > points * 1.2);
        const auto* explanation = m_window->timelineDock()->findChild<QWidget*>(QStringLiteral("timelineExplanation"));
        QVERIFY(explanation);
        QVERIFY(explanation->font().pointSizeF() > points * 1.2);
        // On a projector-sized window the timeline gets room for its big chips, not a strip.
        QTRY_VERIFY2(m_window->timelineDock()->height() >= m_window->height() * 0.4,
            qPrintable(QStringLiteral("%1 of %2").arg(m_window->timelineDock()->height()).arg(m_window->height())));
        presenting->trigger();
        QVERIFY(m_window->libraryDock()->isVisible());
        QVERIFY(m_window->timestampsDock()->isVisible() || m_window->characteristicsDock()->isVisible());
        QCOMPARE(m_window->timelineDock()->view()->zoom(), zoom);
        QCOMPARE(m_window->timelineDock()->font().pointSizeF(), points);
    }

    // A card dropped from the library is selected everywhere, not only on the board.
    void droppedCardIsSelectedEverywhere()
    {
        BoardView* board = m_window->board();
        ZoneArea* field = board->boardScene()->zoneArea(doc()->state().players.first().id, ZoneArea::Kind::Battlefield);
        QVERIFY(field);
        const QPointF at = field->sceneBoundingRect().bottomRight() - QPointF(80, 110);
        QVERIFY(board->actions()->dropCards({"Grizzly Bears"}, at));
        const QString id = doc()->state().objects.last().id;
        QCOMPARE(board->selectedObjectIds(), QStringList{id});
        QCOMPARE(m_window->characteristicsDock()->selectedObject(), id);
        QCOMPARE(m_window->timestampsDock()->inspector()->object(), id);
        doc()->undoStack()->undo();
    }

    // The timeline's step buttons walk the board through the layers: the board shows the values
    // after the steps applied so far.
    void timelineScrubsTheBoard()
    {
        TimelineScrubber* scrubber = m_window->timelineDock()->scrubber();
        BoardScene* scene = m_window->board()->boardScene();
        const int steps = doc()->resolution().steps.size();
        QVERIFY(steps > 2);
        QTest::mouseClick(scrubber->backButton(), Qt::LeftButton);
        QVERIFY(scrubber->applied() < steps);
        QCOMPARE(scene->shownStep(), scrubber->applied());
        scrubber->setPosition(0);
        QCOMPARE(scene->shownStep(), 0);
        QTest::mouseClick(scrubber->forwardButton(), Qt::LeftButton);
        QCOMPARE(scene->shownStep(), scrubber->applied());
        QVERIFY(scene->shownStep() > 0);
    }

    // ---- title ----------------------------------------------------------------------------------

    void titleShowsFileAndModifiedMark()
    {
        QVERIFY2(m_window->windowTitle().startsWith("demo.strata.json[*]"), qPrintable(m_window->windowTitle()));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        QVERIFY(m_window->isWindowModified());
        doc()->undoStack()->undo();
        QVERIFY(!m_window->isWindowModified());
    }

    // ---- New, Undo, Redo ------------------------------------------------------------------------

    void undoRedoActions()
    {
        QAction* undo = action("actionUndo");
        QAction* redo = action("actionRedo");
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled());
        const QJsonObject before = resultOf(*doc());
        const QString id = doc()->addObject("Glorious Anthem", "ana");
        QVERIFY(!id.isEmpty());
        QVERIFY(undo->isEnabled());
        // The menu names the edit; the toolbar keeps its short label.
        QVERIFY2(undo->text().startsWith("Undo ") && undo->text().size() > 6, qPrintable(undo->text()));
        QCOMPARE(undo->iconText(), QStringLiteral("Undo"));
        const QJsonObject after = resultOf(*doc());
        QVERIFY(before != after);
        undo->trigger();
        QVERIFY(!doc()->state().object(id));
        QCOMPARE(resultOf(*doc()), before);
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QVERIFY(doc()->state().object(id));
        QCOMPARE(resultOf(*doc()), after);
    }

    void newAsksBeforeDiscarding()
    {
        QAction* newAction = action("actionNew");
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        const QStringList ids = objectIds(*doc());

        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Cancel);
        newAction->trigger();
        QCOMPARE(m_dialogs.questions.size(), 1);
        QCOMPARE(objectIds(*doc()), ids);

        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Discard);
        newAction->trigger();
        QCOMPARE(m_dialogs.questions.size(), 2);
        QVERIFY(doc()->state().objects.isEmpty());
        QVERIFY(doc()->filePath().isEmpty());
        QCOMPARE(doc()->state().players.size(), 2);

        // Nothing unsaved: no question.
        newAction->trigger();
        QCOMPARE(m_dialogs.questions.size(), 2);
    }

    void closingAsksBeforeDiscarding()
    {
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Cancel);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Discard);
        QVERIFY(m_window->close());
    }

    void deleteActionRemovesTheSelection()
    {
        QAction* del = action("actionDelete");
        QVERIFY(!del->isEnabled());
        // A click on the card selects it on the board, and the Edit menu follows.
        BoardView* board = m_window->board();
        CardItem* card = board->boardScene()->cardItem("fumarole");
        QVERIFY(card);
        const QPoint at = board->mapFromScene(card->sceneBoundingRect().center());
        QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(board->selectedObjectIds(), QStringList{"fumarole"});
        QTRY_VERIFY(del->isEnabled());
        del->trigger();
        QVERIFY(!doc()->state().object("fumarole"));
        QVERIFY(!del->isEnabled());
        action("actionUndo")->trigger();
        QVERIFY(doc()->state().object("fumarole"));
    }

    // ---- Rules edition --------------------------------------------------------------------------

    void rulesEditionFollowsTheDocument()
    {
        QAction* current = action("actionRulesCurrent");
        QAction* rules2016 = action("actionRules2016");
        QVERIFY(current->isChecked());
        rules2016->trigger();
        QCOMPARE(doc()->state().rules, RulesEdition::Rules2016);
        QVERIFY(rules2016->isChecked() && !current->isChecked());
        QVERIFY(doc()->isModified());   // the edition is saved with the scenario
        action("actionUndo")->trigger();
        QCOMPARE(doc()->state().rules, RulesEdition::Current);
        QVERIFY(current->isChecked() && !rules2016->isChecked());
        // A scenario written for the 2016 rules checks its edition as it opens.
        QVERIFY(m_window->fileActions()->openFile(testData("rules_2016_seed_fumarole_inversion.strata.json")));
        QVERIFY(rules2016->isChecked());
    }

    // ---- Language -------------------------------------------------------------------------------

    // Switching to Spanish installs Strata's and Qt's translators, sends LanguageChange to the
    // widgets, and the menus and every dock retranslate; English removes them again. The choice is
    // remembered for the next start.
    void languageSwitch()
    {
        QMenu* file = m_window->findChild<QMenu*>(QStringLiteral("menuFile"));
        QCOMPARE(file->title(), QStringLiteral("&File"));
        const QList<QDockWidget*> docks{m_window->libraryDock(), m_window->characteristicsDock(),
            m_window->timestampsDock(), m_window->timelineDock()};
        QStringList english;
        for (QDockWidget* dock : docks)
            english << dock->windowTitle();
        LanguageChangeCounter counter;
        m_window->installEventFilter(&counter);
        QSignalSpy changed(m_window->languages(), &LanguageManager::languageChanged);

        action("actionLanguage_es")->trigger();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m_window->languages()->current(), QStringLiteral("es"));
        QVERIFY(action("actionLanguage_es")->isChecked());
        QVERIFY(!action("actionLanguage_en")->isChecked());
        QCOMPARE(QLocale().language(), QLocale::Spanish);
        QCOMPARE(QSettings().value("ui/language").toString(), QStringLiteral("es"));
        QCOMPARE(LanguageManager::preferredLanguage(), QStringLiteral("es"));
        QTRY_VERIFY(counter.count > 0);
        QTRY_COMPARE(file->title(), QStringLiteral("&Archivo"));
        QCOMPARE(action("actionOpen")->text(), QCoreApplication::translate("strata::ui::FileActions", "&Open…"));
        QVERIFY(action("actionOpen")->text() != QStringLiteral("&Open…"));
        for (int i = 0; i < docks.size(); ++i)
            QTRY_VERIFY2(docks[i]->windowTitle() != english[i], qPrintable(english[i]));
        // Qt's own standard buttons speak Spanish too.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancelar"));

        action("actionLanguage_en")->trigger();
        QCOMPARE(QLocale().language(), QLocale::English);
        QTRY_COMPARE(file->title(), QStringLiteral("&File"));
        for (int i = 0; i < docks.size(); ++i)
            QTRY_COMPARE(docks[i]->windowTitle(), english[i]);
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
        QCOMPARE(LanguageManager::preferredLanguage(), QStringLiteral("en"));
    }

    // Qt's undo actions word their text when made; after a switch they are made again, in place.
    void undoActionsFollowTheLanguage()
    {
        QMenu* edit = m_window->findChild<QMenu*>(QStringLiteral("menuEdit"));
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        QAction* before = action("actionUndo");
        QCOMPARE(edit->actions().indexOf(before), 0);
        m_window->languages()->setLanguage("it", false);
        QTRY_VERIFY(action("actionUndo") != before);
        QAction* after = action("actionUndo");
        QCOMPARE(edit->actions().indexOf(after), 0);
        QVERIFY(after->isEnabled());
        QCOMPARE(after->shortcut(), QKeySequence(QKeySequence::Undo));
        after->trigger();
        QVERIFY(!doc()->isModified());
        m_window->languages()->setLanguage("en", false);
    }

    // ---- About ----------------------------------------------------------------------------------

    // A choice that changes nothing is a warning on screen, as in strata-cli's result (issue 17).
    void resultWarningsAreShownInTheStatusBar()
    {
        auto* warnings = m_window->findChild<QLabel*>(QStringLiteral("resolutionWarnings"));
        QVERIFY(warnings);
        QVERIFY(warnings->isHidden());
        Choices mode;
        mode.mode = 2;
        const QString growth = doc()->addSpellEffect("Giant Growth", "ana", {"fumarole"}, mode);
        QVERIFY(!growth.isEmpty());
        QVERIFY(!warnings->isHidden());
        QVERIFY2(warnings->toolTip().contains(growth + ": Giant Growth has no modes, so its mode changes nothing"),
            qPrintable(warnings->toolTip()));
        doc()->undoStack()->undo();
        QVERIFY(warnings->isHidden());
    }

    void aboutGoesThroughTheDialogs()
    {
        action("actionAbout")->trigger();
        QCOMPARE(m_dialogs.questions.value(0), QStringLiteral("About Strata"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
