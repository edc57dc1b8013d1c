// The main window's files: Save and Open that never lose work, recent files, the gallery of worked
// examples, and pictures exported from the board and the timeline.
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

class TestMainWindowFiles : public QObject, MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { setUpSettings(QStringLiteral("tst_mainwindowfiles")); }
    void init() { openWindowOnTheDemo(); }
    void cleanup() { closeWindow(); }

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
        for (QAction* a : menu->exampleActions())
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
            for (QAction* a : menu->exampleActions())
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

    // The triggered-ability document's cases (CR 603) and the combat primer's (CR 506–511) are worked
    // examples too, each group in a submenu so the menu fits a 768-pixel screen; an example opens
    // with its explanation in the interface's language.
    void galleryMenuGroupsTriggersAndCombat()
    {
        QMap<GalleryExample::Group, int> counts;
        for (const GalleryExample& e : Gallery::examples())
            ++counts[e.group];
        QVERIFY(counts.value(GalleryExample::Group::Triggers) >= 5);
        QVERIFY(counts.value(GalleryExample::Group::Combat) >= 5);

        GalleryMenu* menu = m_window->fileActions()->galleryMenu();
        QStringList submenus;
        int topLevelExamples = 0;
        for (QAction* a : menu->actions()) {
            if (a->menu())
                submenus << a->text();
            else
                topLevelExamples += !a->isSeparator();
        }
        QCOMPARE(submenus,
            QStringList({"Classic interactions", "Triggered abilities and the stack", "Combat, then and now"}));
        QCOMPARE(topLevelExamples, 3);
        QVERIFY2(menu->sizeHint().height() < 600, qPrintable(QString::number(menu->sizeHint().height())));

        QAction* twoBlockers = nullptr;
        for (QAction* a : menu->exampleActions())
            if (a->data().toString().endsWith("combat-4-two-blockers-division.strata.json"))
                twoBlockers = a;
        QVERIFY(twoBlockers);
        QVERIFY(twoBlockers->toolTip().contains("510.1c"));
        m_window->languages()->setLanguage("es", false);
        twoBlockers->trigger();
        QVERIFY(m_dialogs.errors.isEmpty());
        auto* caption = m_window->findChild<ScenarioCaption*>();
        QVERIFY(caption);
        QTRY_VERIFY2(caption->fullText().startsWith(QStringLiteral("Dos bloqueadores: quien ataca reparte el daño — ")),
            qPrintable(caption->fullText()));
        QVERIFY(caption->fullText().contains(QStringLiteral("orden de asignación de daño")));
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

};

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
