// The main window: it composes the board and the four docks, its actions edit, undo, save, open,
// switch language and rules edition, list the gallery and export pictures, and every question it asks
// goes through ScriptedDialogs, which answers for the user.
#include "AppTestSupport.h"
#include "DiskFailures.h"
#include "MainWindow.h"
#include "actions/FileActions.h"
#include "actions/RecentFilesMenu.h"
#include "actions/WindowMenus.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "dialogs/ScriptedDialogs.h"
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

const QString kDemo = QStringLiteral(STRATA_SOURCE_DIR "/resources/scenarios/demo.strata.json");

QJsonObject resultOf(const ScenarioDocument& doc)
{
    Resolution r = LayerEngine::resolve(doc.state());
    findStateBasedActions(doc.state(), r);
    return resultToJson(doc.state(), r);
}

QStringList objectIds(const ScenarioDocument& doc)
{
    QStringList ids;
    for (const GameObject& o : doc.state().objects)
        ids << o.id;
    return ids;
}

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

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    ScriptedDialogs m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    QAction* action(const char* name) const
    {
        auto* a = m_window->findChild<QAction*>(QLatin1String(name));
        if (!a)
            qWarning("no action %s", name);
        return a;
    }
    ScenarioDocument* doc() const { return m_window->document(); }
#ifdef Q_OS_UNIX
    // Triggers the action while the system refuses to let any file grow past 64 bytes, as a full disk
    // refuses (FileSizeLimit). False when the limit could not be set.
    bool triggerOnAFullDisk(const char* name) const
    {
        strata::test::FileSizeLimit limit(64);
        if (limit.isActive())
            action(name)->trigger();
        return limit.isActive();
    }
#endif

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        // Recent files and the language live in QSettings: keep the user's own out of the tests.
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void init()
    {
        m_dialogs = ScriptedDialogs();
        m_window = std::make_unique<MainWindow>(&m_dialogs);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->fileActions()->openFile(kDemo));
    }

    void cleanup()
    {
        // Closing must not stop at a question: whatever is unsaved is discarded.
        doc()->undoStack()->setClean();
        m_window.reset();
    }

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

    // ---- Save, Open -----------------------------------------------------------------------------

    // Save As writes the file the dialog names; Open reads it back: the same objects and the same
    // layer result, and the file is in Open Recent.
    void saveOpenRoundTrip()
    {
        QVERIFY(!doc()->addObject("Glorious Anthem", "nico").isEmpty());
        const QJsonObject result = resultOf(*doc());
        const QStringList ids = objectIds(*doc());
        const QString path = m_dir.filePath("round-trip.strata.json");

        m_dialogs.fileNames.enqueue(path);
        action("actionSaveAs")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QVERIFY(QFileInfo(path).size() > 0);
        QCOMPARE(doc()->filePath(), path);
        QVERIFY(!doc()->isModified());
        QVERIFY2(m_window->windowTitle().startsWith("round-trip.strata.json[*]"), qPrintable(m_window->windowTitle()));

        action("actionNew")->trigger();             // saved: nothing to ask
        QVERIFY(m_dialogs.questions.size() == 1);   // only the Save As dialog
        QVERIFY(doc()->state().objects.isEmpty());

        m_dialogs.fileNames.enqueue(path);
        action("actionOpen")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QCOMPARE(doc()->filePath(), path);
        QCOMPARE(objectIds(*doc()), ids);
        QCOMPARE(resultOf(*doc()), result);
        QCOMPARE(RecentFilesMenu::files().value(0), QFileInfo(path).absoluteFilePath());
    }

#ifdef Q_OS_UNIX
    // Issue 9: a save the system refuses, when the last buffer is written out as on a full disk, is
    // shown to the user with the file and the reason; the old file, the document's name and its
    // modified mark stay.
    void failedSaveAsIsShownAndLosesNothing()
    {
        QVERIFY(!doc()->addObject("Glorious Anthem", "nico").isEmpty());
        const QByteArray old = "an older file\n";
        const QString path = m_dir.filePath("full-disk.strata.json");
        QVERIFY(writeBytes(path, old));
        m_dialogs.fileNames.enqueue(path);
        QVERIFY(triggerOnAFullDisk("actionSaveAs"));
        QCOMPARE(m_dialogs.errors.size(), 1);
        const ScriptedDialogs::Error error = m_dialogs.errors.first();
        QCOMPARE(error.title, QStringLiteral("Could not save the scenario"));
        QVERIFY2(error.text.contains(QDir::toNativeSeparators(path)), qPrintable(error.text));
        QVERIFY2(error.text.contains("File too large"), qPrintable(error.text));
        QCOMPARE(fileBytes(path), old);
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified());
        QCOMPARE(doc()->filePath(), kDemo);
        QVERIFY(!RecentFilesMenu::files().contains(QFileInfo(path).absoluteFilePath()));
    }

    // Save into a folder that has become read-only: the same.
    void saveToReadOnlyFolderIsShownAndLosesNothing()
    {
        const QString folder = m_dir.filePath("read-only");
        QVERIFY(QDir(m_dir.path()).mkpath("read-only"));
        const QString path = QDir(folder).filePath("mine.strata.json");
        m_dialogs.fileNames.enqueue(path);
        action("actionSaveAs")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        const QByteArray old = fileBytes(path);
        QVERIFY(!doc()->addObject("Glorious Anthem", "nico").isEmpty());
        {
            strata::test::ReadOnlyDirectory readOnly(folder);
            QVERIFY2(readOnly.isEffective(), "the folder could not be made read-only");
            action("actionSave")->trigger();
        }
        QCOMPARE(m_dialogs.errors.size(), 1);
        QVERIFY2(m_dialogs.errors.first().text.contains(QDir::toNativeSeparators(path)),
            qPrintable(m_dialogs.errors.first().text));
        QCOMPARE(fileBytes(path), old);
        QVERIFY(doc()->isModified());
        QCOMPARE(doc()->filePath(), path);
        QVERIFY(QDir(folder).removeRecursively());
    }
#endif

    // Open Recent keeps the eight newest, newest first, without repeats.
    void recentFilesKeepEight()
    {
        RecentFilesMenu* recent = m_window->fileActions()->recentMenu();
        recent->clearFiles();
        for (int i = 0; i < 10; ++i)
            recent->add(m_dir.filePath(QStringLiteral("s%1.strata.json").arg(i)));
        recent->add(m_dir.filePath("s5.strata.json"));
        const QStringList files = RecentFilesMenu::files();
        QCOMPARE(files.size(), RecentFilesMenu::kMaximum);
        QCOMPARE(files.first(), m_dir.filePath("s5.strata.json"));
        QCOMPARE(files.at(1), m_dir.filePath("s9.strata.json"));
        QCOMPARE(files.count(m_dir.filePath("s5.strata.json")), 1);
        QVERIFY(!files.contains(m_dir.filePath("s0.strata.json")));
        recent->add(":/strata/scenarios/demo.strata.json");   // examples are not files of the user's
        QCOMPARE(RecentFilesMenu::files(), files);
    }

    // Save of a scenario opened from the gallery (inside the app) asks where; the name it suggests
    // is never the resource path.
    void savingAnExampleAsksForAFile()
    {
        QVERIFY(m_window->fileActions()->openFile(":/strata/scenarios/demo.strata.json"));
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        const QString path = m_dir.filePath("from-example");
        m_dialogs.fileNames.enqueue(path);
        action("actionSave")->trigger();
        QCOMPARE(doc()->filePath(), path + ".strata.json");
        QVERIFY(QFileInfo::exists(path + ".strata.json"));
    }

    // A bad file: the positioned errors reach the user and the board keeps what it had.
    void badFileKeepsTheBoard()
    {
        const QString bad = m_dir.filePath("bad.strata.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "{\n  \"format\": \"strata-scenario\",\n  \"version\": 1,\n  \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n"
            "  \"objects\": [{\"id\": \"b\", \"card\": \"Grizly Bears\", \"timestamp\": 1}]\n}\n");
        f.close();
        const QJsonObject before = resultOf(*doc());
        const QStringList ids = objectIds(*doc());

        m_dialogs.fileNames.enqueue(bad);
        action("actionOpen")->trigger();
        QCOMPARE(m_dialogs.errors.size(), 1);
        const ScriptedDialogs::Error error = m_dialogs.errors.first();
        QVERIFY2(error.text.contains("bad.strata.json"), qPrintable(error.text));
        QVERIFY2(error.details.contains("bad.strata.json:5:"), qPrintable(error.details));
        QVERIFY2(error.details.contains("Grizzly Bears"), qPrintable(error.details));   // "did you mean"
        // The message itself says it in plain words, and where.
        QVERIFY2(error.text.contains(QStringLiteral("Object 1: there is no card named “Grizly Bears”. Did you mean "
                                                    "Grizzly Bears? (line 5, column")),
            qPrintable(error.text));
        QCOMPARE(doc()->filePath(), kDemo);
        QCOMPARE(objectIds(*doc()), ids);
        QCOMPARE(resultOf(*doc()), before);
        QVERIFY(!RecentFilesMenu::files().contains(QFileInfo(bad).absoluteFilePath()));
    }

    // Issue 9: a file whose effect has no "ability" crashed the app, losing the unsaved edits; now
    // the error is shown and the edits stay, still marked unsaved.
    void crashFileKeepsUnsavedEdits()
    {
        const QString bad = testData("bad_effect_without_ability.json");
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        const QStringList ids = objectIds(*doc());
        const QJsonObject before = resultOf(*doc());
        const int edits = doc()->undoStack()->count();

        QVERIFY(!m_window->fileActions()->openFile(bad));
        QCOMPARE(m_dialogs.errors.size(), 1);
        const QString details = m_dialogs.errors.first().details;
        QCOMPARE(details, bad + ":3:13: error: effects[0].ability: missing required key \"ability\"");
        QCOMPARE(doc()->filePath(), kDemo);
        QCOMPARE(objectIds(*doc()), ids);
        QCOMPARE(resultOf(*doc()), before);
        QCOMPARE(doc()->undoStack()->count(), edits);
        QVERIFY(doc()->isModified());
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

    // ---- Gallery --------------------------------------------------------------------------------

    void galleryExamplesLoadCleanly_data()
    {
        QTest::addColumn<QString>("path");
        for (const GalleryExample& example : Gallery::examples())
            QTest::newRow(qPrintable(QFileInfo(example.path).fileName())) << example.path;
    }

    // Every example opens without a single diagnostic and explains itself in three languages.
    void galleryExamplesLoadCleanly()
    {
        QFETCH(QString, path);
        Diagnostics diagnostics;
        QVERIFY2(doc()->open(path, &diagnostics), qPrintable(diagnostics.formatted().join('\n')));
        QVERIFY(diagnostics.isEmpty());
        QVERIFY(!doc()->state().objects.isEmpty());
        for (const QString& language : LanguageManager::languages()) {
            const auto& title = doc()->state().title.languages;
            const auto& description = doc()->state().description.languages;
            QVERIFY2(!title.value(language).isEmpty(), qPrintable(language));
            QVERIFY2(description.value(language).size() > 80, qPrintable(language));
        }
    }

    // The seeds' three worked examples first, then at least ten classic interactions; an entry of
    // File → Worked examples opens its scenario, explained in its tooltip.
    void galleryMenuOpensExamples()
    {
        const QVector<GalleryExample> examples = Gallery::examples();
        int seeds = 0;
        for (const GalleryExample& e : examples)
            seeds += e.group == GalleryExample::Group::Seeds;
        QCOMPARE(seeds, 3);
        QVERIFY(examples.size() - seeds >= 10);
        QCOMPARE(QFileInfo(examples.at(2).path).fileName(), QStringLiteral("demo.strata.json"));

        GalleryMenu* menu = m_window->fileActions()->galleryMenu();
        QCOMPARE(menu->title(), QStringLiteral("&Worked examples"));   // no jargon such as "seeds"
        QCOMPARE(menu->examplePaths().size(), examples.size());
        QAction* humility = nullptr;
        for (QAction* a : menu->actions())
            if (a->data().toString().contains("humility-opalescence-opalescence-first"))
                humility = a;
        QVERIFY(humility);
        QCOMPARE(humility->text(), QStringLiteral("Humility and Opalescence, Opalescence first"));
        QVERIFY(humility->toolTip().contains("613.6") || humility->toolTip().contains("7b"));
        // Unsaved changes first: cancelling the question keeps them.
        QVERIFY(!doc()->addObject("Grizzly Bears", "ana").isEmpty());
        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Cancel);
        humility->trigger();
        QCOMPARE(doc()->filePath(), kDemo);
        QVERIFY(doc()->isModified());
        m_dialogs.unsavedAnswers.enqueue(UserDialogs::UnsavedChanges::Discard);
        humility->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QVERIFY(doc()->filePath().endsWith("humility-opalescence-opalescence-first.strata.json"));
        QVERIFY2(m_window->windowTitle().startsWith("Humility and Opalescence, Opalescence first[*]"),
            qPrintable(m_window->windowTitle()));

        // In Italian the menu lists the Italian titles.
        m_window->languages()->setLanguage("it", false);
        const auto listsItalianTitle = [menu] {
            for (QAction* a : menu->actions())
                if (a->text() == QStringLiteral("Humility e Opalescence, prima Opalescence"))
                    return true;
            return false;
        };
        QTRY_VERIFY(listsItalianTitle());
        // The timeline's caption panel keeps the open example's explanation in view, whole.
        auto* caption = m_window->findChild<ScenarioCaption*>();
        QVERIFY(caption);
        QTRY_VERIFY2(caption->fullText().startsWith(
                         QStringLiteral("Humility e Opalescence, prima Opalescence — Le stesse carte")),
            qPrintable(caption->fullText()));
        QVERIFY(caption->toPlainText().contains(QStringLiteral("timestamp")));
        m_window->languages()->setLanguage("en", false);
    }

    // ---- Export ---------------------------------------------------------------------------------

    void exportBoardAsSvgAndPng()
    {
        action("actionExportTitleAndLegend")->setChecked(false);   // the picture alone, at its own size
        const QString svg = m_dir.filePath("board.svg");
        m_dialogs.fileNames.enqueue(svg);
        action("actionExportBoard")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray text = svgFile.readAll();
        QVERIFY(text.size() > 1000);
        QVERIFY(text.contains("<svg"));
        QVERIFY2(
            text.contains("<title>Wandering Fumarole, switched, meets Nameless Inversion"), text.left(600).constData());
        QVERIFY(text.contains("<desc>Ana animates Wandering Fumarole"));

        const QSizeF size = m_window->board()->exportRect().size();
        const QString png = m_dir.filePath("board.png");
        m_dialogs.fileNames.enqueue(png);
        m_dialogs.pngScales.enqueue(2);
        action("actionExportBoard")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(int(std::ceil(size.width())) * 2, int(std::ceil(size.height())) * 2));
        // Something was drawn: not a single colour.
        QVERIFY(image.pixel(image.width() / 2, image.height() / 2) != image.pixel(1, 1)
            || image.pixel(image.width() / 3, image.height() / 3) != image.pixel(1, 1));

        // With the title and the legend: a band above and a row below the board.
        action("actionExportTitleAndLegend")->setChecked(true);
        const QString framed = m_dir.filePath("board-framed.png");
        m_dialogs.fileNames.enqueue(framed);
        m_dialogs.pngScales.enqueue(1);
        action("actionExportBoard")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QVERIFY(QImage(framed).height() > size.height() + 60);
        action("actionExportTitleAndLegend")->setChecked(false);
    }

    void exportTimelineAsSvgAndPng()
    {
        const QSizeF size = m_window->timelineDock()->view()->contentSize();
        QVERIFY(size.width() > 100 && size.height() > 50);
        const QString png = m_dir.filePath("timeline.png");
        m_dialogs.fileNames.enqueue(png);
        m_dialogs.pngScales.enqueue(4);
        action("actionExportTimeline")->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        QCOMPARE(QImage(png).size(), QSize(int(std::ceil(size.width())) * 4, int(std::ceil(size.height())) * 4));

        // No extension: SVG.
        const QString svg = m_dir.filePath("timeline");
        m_dialogs.fileNames.enqueue(svg);
        action("actionExportTimeline")->trigger();
        QVERIFY(QFileInfo(svg + ".svg").size() > 1000);

        // A PNG whose scale question is cancelled writes nothing.
        const QString cancelled = m_dir.filePath("cancelled.png");
        m_dialogs.fileNames.enqueue(cancelled);
        action("actionExportTimeline")->trigger();
        QVERIFY(!QFileInfo::exists(cancelled));
    }

#ifdef Q_OS_UNIX
    // An export over an older picture that the system refuses (as on a full disk) is shown, and the
    // older picture stays.
    void failedExportIsShownAndKeepsTheOldPicture()
    {
        const QByteArray old = "<svg>an older picture</svg>\n";
        const QString svg = m_dir.filePath("full-disk.svg");
        QVERIFY(writeBytes(svg, old));
        m_dialogs.fileNames.enqueue(svg);
        QVERIFY(triggerOnAFullDisk("actionExportBoard"));
        QCOMPARE(m_dialogs.errors.size(), 1);
        const QString text = m_dialogs.errors.first().text;
        QVERIFY2(text.contains(QDir::toNativeSeparators(svg)) && text.contains("File too large"), qPrintable(text));
        QCOMPARE(fileBytes(svg), old);
    }
#endif

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
