// The library palette, characteristics and timestamps docks, driven as a user drives them: typing,
// toggling filters, double-clicking, dragging rows, editing the inspector, switching language.
#include "AppTestSupport.h"
#include "docks/CharacteristicsDock.h"
#include "docks/LibraryDock.h"
#include "docks/LibraryFilter.h"
#include "docks/ObjectInspector.h"
#include "docks/ResolutionWarnings.h"
#include "docks/TimestampsDock.h"
#include "document/ScenarioDocument.h"
#include "models/CardLibraryModel.h"
#include "models/CardMime.h"
#include "models/CharacteristicsModel.h"
#include "models/TimestampsModel.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineScrubber.h"
#include "timeline/TimelineView.h"
#include <QCheckBox>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>
#include <functional>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QStringList shownNames(const LibraryDock& dock)
{
    QStringList names;
    const QAbstractItemModel* m = dock.listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        names << m->index(r, 0).data(CardLibraryModel::NameRole).toString();
    return names;
}

QModelIndex rowOfCard(const LibraryDock& dock, const QString& name)
{
    const QAbstractItemModel* m = dock.listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(CardLibraryModel::NameRole).toString() == name)
            return m->index(r, 0);
    return {};
}

int timestampRow(const TimestampsModel& m, const QString& id)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.keyAt(r).id == id && m.keyAt(r).kind != TimestampKey::Kind::Counters)
            return r;
    return -1;
}

// Translates a handful of known strings, as a Spanish .qm would.
class FakeSpanish : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        const QString key = QString::fromUtf8(context) + QLatin1Char('|') + QString::fromUtf8(source);
        static const QHash<QString, QString> words = {
            {"strata::ui::LibraryDock|Library", "Biblioteca"},
            {"strata::ui::LibraryDock|Search cards by name…", "Buscar cartas por nombre…"},
            {"strata::ui::CharacteristicsDock|Characteristics", "Características"},
            {"strata::ui::TimestampsDock|Timestamps", "Marcas de tiempo"},
            {"strata::ui::ObjectInspector|Damage", "Daño"},
            {"strata::ui::TimelineDock|Timeline", "Línea de tiempo"},
            {"strata::ui::TimelineScrubber|Step %1 of %2", "Paso %1 de %2"},
            {"TimelineLanes|Layer %1 · %2", "Capa %1 · %2"},
            {"TimelineLanes|Type", "Tipo"},
            {"ResolutionLimit|⚠ Board not fully worked out", "⚠ Tablero sin resolver del todo"},
        };
        return words.value(key);
    }
    bool isEmpty() const override { return false; }
};

}   // namespace

class TestDocks : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString snapshot(const QString& name) const
    {
        const QString dir = qEnvironmentVariable("STRATA_SNAPSHOT_DIR");
        return QDir(dir.isEmpty() ? m_tmp.path() : dir).filePath(name);
    }

private slots:
    // ---- Library palette ------------------------------------------------------------------------

    void searchFiltersAsYouType()
    {
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        const int all = dock.listView()->model()->rowCount();
        QVERIFY(all > 100);
        QTest::keyClicks(dock.searchField(), "humil");
        QCOMPARE(shownNames(dock), QStringList{"Humility"});
        QTest::keyClick(dock.searchField(), Qt::Key_Backspace);
        QTest::keyClick(dock.searchField(), Qt::Key_Backspace);
        QTest::keyClick(dock.searchField(), Qt::Key_Backspace);
        QVERIFY(shownNames(dock).contains("Humility"));
        QVERIFY(shownNames(dock).size() > 1);   // "hu" finds more
        dock.searchField()->clear();
        QCOMPARE(dock.listView()->model()->rowCount(), all);
    }

    // A new or opened scenario starts from the whole library.
    void newAndOpenResetTheFilters()
    {
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        const int all = dock.listView()->model()->rowCount();
        for (const auto& reopen : {std::function<void()>([&] { doc.newScenario(); }),
                 std::function<void()>([&] { QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json"))); })}) {
            QTest::keyClicks(dock.searchField(), "humil");
            dock.typeButton(CardType::Creature)->click();
            dock.colorButton(Color::Red)->click();
            QVERIFY(dock.listView()->model()->rowCount() < all);
            reopen();
            QVERIFY(dock.searchField()->text().isEmpty());
            QVERIFY(!dock.typeButton(CardType::Creature)->isChecked());
            QVERIFY(!dock.colorButton(Color::Red)->isChecked());
            QCOMPARE(dock.listView()->model()->rowCount(), all);
        }
        // An edit keeps the filter.
        QTest::keyClicks(dock.searchField(), "bear");
        QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
        QCOMPARE(dock.searchField()->text(), QStringLiteral("bear"));
    }

    void typeAndColourFilters()
    {
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        dock.show();
        const QAbstractItemModel* m = dock.listView()->model();
        const int all = m->rowCount();
        auto typesOf = [m](int r) { return m->index(r, 0).data(CardLibraryModel::CardTypesRole).toInt(); };
        auto coloursOf
            = [m](int r) { return ColorSet(quint8(m->index(r, 0).data(CardLibraryModel::ColorsRole).toInt())); };

        QTest::mouseClick(dock.typeButton(CardType::Instant), Qt::LeftButton);
        const int instants = m->rowCount();
        QVERIFY(instants > 0 && instants < all);
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(typesOf(r) & int(CardType::Instant));
        QTest::mouseClick(dock.typeButton(CardType::Sorcery), Qt::LeftButton);
        QVERIFY(m->rowCount() > instants);   // instants or sorceries
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(typesOf(r) & (int(CardType::Instant) | int(CardType::Sorcery)));

        QTest::mouseClick(dock.colorButton(Color::Black), Qt::LeftButton);
        QVERIFY(m->rowCount() > 0);
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(coloursOf(r).has(Color::Black));
        QVERIFY(shownNames(dock).contains("Nameless Inversion"));

        QTest::mouseClick(dock.typeButton(CardType::Instant), Qt::LeftButton);
        QTest::mouseClick(dock.typeButton(CardType::Sorcery), Qt::LeftButton);
        QTest::mouseClick(dock.colorButton(Color::Black), Qt::LeftButton);
        QCOMPARE(m->rowCount(), all);

        // Colourless: artifacts and lands, nothing with a colour.
        QTest::mouseClick(dock.colorlessButton(), Qt::LeftButton);
        QVERIFY(m->rowCount() > 0 && m->rowCount() < all);
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(coloursOf(r).isEmpty());
        QTest::mouseClick(dock.colorlessButton(), Qt::LeftButton);

        // Tokens: no card of the library is one (yet), so the toggle alone shows none.
        QTest::mouseClick(dock.tokenButton(), Qt::LeftButton);
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(dock.libraryModel()->card(dock.filterModel()->mapToSource(m->index(r, 0)))->token);
        QTest::mouseClick(dock.tokenButton(), Qt::LeftButton);
        QCOMPARE(m->rowCount(), all);
    }

    void rowsDragAsCards()
    {
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        QVERIFY(dock.listView()->dragEnabled());
        const QModelIndex bears = rowOfCard(dock, "Grizzly Bears");
        QVERIFY(bears.isValid());
        std::unique_ptr<QMimeData> mime(dock.listView()->model()->mimeData({bears}));
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QLatin1String(kCardMimeType)));
        QCOMPARE(cardNamesFromMime(mime.get()), QStringList{"Grizzly Bears"});
    }

    void doubleClickAddsToBattlefield()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        LibraryDock dock(&doc);
        dock.resize(360, 700);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTest::keyClicks(dock.searchField(), "Glorious Anthem");
        const QModelIndex anthem = rowOfCard(dock, "Glorious Anthem");
        QVERIFY(anthem.isValid());
        const int before = int(doc.state().objects.size());
        const QPoint at = dock.listView()->visualRect(anthem).center();
        QTest::mouseClick(dock.listView()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(dock.listView()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(int(doc.state().objects.size()), before + 1);
        const GameObject& added = doc.state().objects.last();
        QCOMPARE(added.card->name(), QStringLiteral("Glorious Anthem"));
        QCOMPARE(added.controller, doc.state().activePlayer());
        QCOMPARE(added.zone, Zone::Battlefield);
        QVERIFY(dock.message().isEmpty());
        doc.undoStack()->undo();
        QCOMPARE(int(doc.state().objects.size()), before);

        // An instant has no place on the battlefield: nothing added, and the dock says why.
        dock.searchField()->clear();
        QTest::keyClicks(dock.searchField(), "Nameless Inversion");
        const QPoint inversion = dock.listView()->visualRect(rowOfCard(dock, "Nameless Inversion")).center();
        QTest::mouseClick(dock.listView()->viewport(), Qt::LeftButton, {}, inversion);
        QTest::mouseDClick(dock.listView()->viewport(), Qt::LeftButton, {}, inversion);
        QCOMPARE(int(doc.state().objects.size()), before);
        QVERIFY(!dock.message().isEmpty());
    }

    // ---- Characteristics ------------------------------------------------------------------------

    void characteristicsRowsAreObjects()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        CharacteristicsDock dock(&doc);
        dock.resize(1200, 400);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTableView* table = dock.tableView();
        QCOMPARE(table->model()->rowCount(), int(doc.state().objects.size()));

        // Clicking a row tells the window which object is selected.
        QSignalSpy selected(&dock, &CharacteristicsDock::objectSelected);
        const QModelIndex second = table->model()->index(1, CharacteristicsModel::NameColumn);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(second).center());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last().first().toString(), second.data(CharacteristicsModel::ObjectIdRole).toString());

        // Selecting from outside does not echo back.
        dock.selectObject("bears");
        QCOMPARE(selected.count(), 1);
        QCOMPARE(dock.selectedObject(), QStringLiteral("bears"));

        // Sorting by computed name keeps the selection on the same object.
        table->horizontalHeader()->setSortIndicator(CharacteristicsModel::NameColumn, Qt::AscendingOrder);
        QStringList names;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            names << table->model()->index(r, CharacteristicsModel::NameColumn).data().toString();
        QStringList sorted = names;
        std::sort(sorted.begin(), sorted.end(),
            [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
        QCOMPARE(names, sorted);
        QCOMPARE(dock.selectedObject(), QStringLiteral("bears"));

        // The table follows edits, and keeps the selected object selected.
        QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
        QCOMPARE(table->model()->rowCount(), int(doc.state().objects.size()));
        QCOMPARE(dock.selectedObject(), QStringLiteral("bears"));

        const QImage shot = dock.grab().toImage();
        QVERIFY(shot.save(snapshot("dock_characteristics.png")));
    }

    // Scrolled sideways, each row still says which object it is; no header is cut short.
    void characteristicsKeepIdAndNameInView()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        CharacteristicsDock dock(&doc);
        dock.resize(420, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        FrozenColumnTable* table = dock.tableView();
        QTableView* frozen = table->frozenView();
        QVERIFY(frozen->isVisible());
        QCOMPARE(frozen->width(), table->columnWidth(CharacteristicsModel::IdColumn)
                + table->columnWidth(CharacteristicsModel::PrintedNameColumn));
        table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
        QVERIFY(table->horizontalScrollBar()->value() > 0);
        const QModelIndex id = frozen->model()->index(0, CharacteristicsModel::IdColumn);
        const QRect cell = frozen->visualRect(id);
        QVERIFY(!cell.isEmpty());
        QCOMPARE(cell.left(), 0);
        QCOMPARE(frozen->geometry().left(), table->frameWidth());
        // One selection for both.
        QCOMPARE(frozen->selectionModel(), table->selectionModel());
        // Rows fit their text up to three lines; longer abilities are in the tooltip.
        for (int r = 0; r < table->model()->rowCount(); ++r)
            QVERIFY2(table->rowHeight(r) <= table->maximumRowHeight(), qPrintable(QString::number(table->rowHeight(r))));
        QVERIFY(table->maximumRowHeight() <= 3 * table->fontMetrics().lineSpacing() + 12);

        QHeaderView* header = table->horizontalHeader();
        for (int c = 0; c + 1 < header->count(); ++c)
            QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                qPrintable(table->model()->headerData(c, Qt::Horizontal).toString()));
    }

    // A table out of sight (a tab behind another) measures its rows when it comes into sight, not
    // after each edit: then they fit their texts as those of a table in sight all along do.
    void characteristicsOutOfSightMeasuredWhenShown()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        CharacteristicsDock hidden(&doc), shown(&doc);
        for (CharacteristicsDock* dock : {&hidden, &shown})
            dock->resize(420, 300);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        FrozenColumnTable* inSight = shown.tableView();
        FrozenColumnTable* outOfSight = hidden.tableView();
        const auto heights = [](const QTableView* table) {
            QVector<int> h;
            for (int r = 0; r < table->model()->rowCount(); ++r)
                h << table->rowHeight(r);
            return h;
        };
        const QVector<int> before = heights(inSight);
        QCOMPARE(heights(outOfSight), before);
        // A second Opalescence: its row takes three lines for its text in sight, and is not measured
        // out of sight.
        QVERIFY(!doc.addObject("Opalescence", "nico").isEmpty());
        QCOMPARE(heights(inSight).size(), before.size() + 1);
        QVERIFY(heights(inSight).last() > before.first());
        QVERIFY(heights(outOfSight) != heights(inSight));
        hidden.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hidden));
        QCOMPARE(heights(outOfSight), heights(inSight));
    }

    // ---- Timestamps -----------------------------------------------------------------------------

    void inspectorEditsTheObject()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimestampsDock dock(&doc);
        dock.resize(420, 760);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTableView* table = dock.tableView();
        const int bearsRow = timestampRow(*dock.model(), "bears");
        QVERIFY(bearsRow >= 0);
        QTest::mouseClick(
            table->viewport(), Qt::LeftButton, {}, table->visualRect(dock.model()->index(bearsRow, 1)).center());
        ObjectInspector* inspector = dock.inspector();
        QCOMPARE(inspector->object(), QStringLiteral("bears"));
        QCoreApplication::processEvents();   // the inspector's fields appear: let the layouts settle
        QVERIFY(inspector->addCountersButton()->height() > 10);

        inspector->damageSpin()->setValue(1);
        QCOMPARE(doc.state().object("bears")->damage, 1);
        QVERIFY(doc.resolution().sba[doc.state().objectIndex("bears")].isEmpty() == false);   // 1/1 with 1 damage
        inspector->deathtouchBox()->click();
        QVERIFY(doc.state().object("bears")->deathtouchDamage);
        inspector->tappedBox()->click();
        QVERIFY(doc.state().object("bears")->tapped);
        inspector->plusOneSpin()->setValue(2);
        QCOMPARE(doc.state().object("bears")->counterCount("+1/+1"), 2);
        QCOMPARE(doc.resolution().chars[doc.state().objectIndex("bears")].power, std::optional<int>(3));
        inspector->minusOneSpin()->setValue(1);
        QCOMPARE(doc.state().object("bears")->counterCount("-1/-1"), 1);

        // Another kind of counters, typed in.
        QTest::keyClicks(inspector->newKindEdit(), "flying");
        QTest::mouseClick(inspector->addCountersButton(), Qt::LeftButton);
        QCOMPARE(doc.state().object("bears")->counterCount("flying"), 1);
        QVERIFY(inspector->counterSpin("flying"));
        QCOMPARE(inspector->counterSpin("flying")->value(), 1);
        QVERIFY(inspector->newKindEdit()->text().isEmpty());
        QVERIFY(dock.grab().toImage().save(snapshot("dock_timestamps.png")));

        // Undo walks the edits back, and the inspector follows.
        doc.undoStack()->undo();
        QVERIFY(!inspector->counterSpin("flying"));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(inspector->plusOneSpin()->value(), 0);
        doc.undoStack()->undo();
        QVERIFY(!inspector->tappedBox()->isChecked());
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.state().object("bears")->damage, 0);
        QCOMPARE(inspector->damageSpin()->value(), 0);

        // An effect row has nothing to inspect.
        dock.selectObject(QString());
        QVERIFY(inspector->object().isEmpty());
        QVERIFY(!inspector->damageSpin()->isVisibleTo(inspector));
    }

    // CR 613.7e: an Equipment attached gets a new timestamp; the list says why its old number is
    // missing.
    void timestampsSayWhyANumberIsSkipped()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimestampsDock dock(&doc);
        const QString splitter = doc.addObject("Bonesplitter", "nico");
        QVERIFY(!splitter.isEmpty());
        const int before = doc.state().object(splitter)->timestamp;
        QTRY_VERIFY(dock.skippedNote().isEmpty());
        QVERIFY(doc.attach(splitter, "bears"));
        QVERIFY(doc.state().object(splitter)->timestamp > before);
        QTRY_VERIFY2(dock.skippedNote().contains(QString::number(before)) && dock.skippedNote().contains("Bonesplitter")
                && dock.skippedNote().contains("613.7e"),
            qPrintable(dock.skippedNote()));
        doc.undoStack()->undo();
        QTRY_VERIFY(dock.skippedNote().isEmpty());
        // A card dropped from the library onto a creature is added and attached in one macro
        // (BoardActions): the note still names it.
        doc.undoStack()->beginMacro(QStringLiteral("Attach Bonesplitter to Grizzly Bears"));
        const QString dropped = doc.addObject("Bonesplitter", "nico");
        const int droppedBefore = doc.state().object(dropped)->timestamp;
        QVERIFY(doc.attach(dropped, "bears"));
        doc.undoStack()->endMacro();
        QTRY_VERIFY2(dock.skippedNote().contains(QString::number(droppedBefore)), qPrintable(dock.skippedNote()));
        doc.undoStack()->undo();
        QTRY_VERIFY(dock.skippedNote().isEmpty());
        // Humility (1) moved after the newest takes a new value and leaves 1, which the note does
        // not put down to the Equipment attached again.
        QVERIFY(doc.attach(splitter, "bears"));
        QVERIFY(doc.moveTimestamp("hum", splitter, TimestampPlacement::After));
        QCOMPARE(doc.state().object("hum")->timestamp, doc.state().object(splitter)->timestamp + 1);
        QTRY_VERIFY2(
            dock.skippedNote().startsWith(QString("No timestamp %1:").arg(before)), qPrintable(dock.skippedNote()));
        doc.undoStack()->undo();
        QTRY_VERIFY(dock.skippedNote().startsWith(QString("No timestamp %1:").arg(before)));

        // Saved and opened again, the file holds the gaps but not their causes: Humility's move
        // leaves 1 and the attachment leaves its old value, and the note blames neither on the
        // Equipment, which is attached and newer than both.
        QVERIFY(doc.moveTimestamp("hum", splitter, TimestampPlacement::After));
        QString error;
        const QString path = m_tmp.filePath("gaps.strata.json");
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        ScenarioDocument reopened;
        QVERIFY(openInto(reopened, path));
        QCOMPARE(reopened.state().object(splitter)->attachedTo, QStringLiteral("bears"));
        QCOMPARE(reopened.state().object("hum")->timestamp, reopened.state().object(splitter)->timestamp + 1);
        TimestampsDock again(&reopened);
        QTRY_VERIFY(again.model()->rowCount() > 0);
        QVERIFY2(again.skippedNote().isEmpty(), qPrintable(again.skippedNote()));
    }

    void dragRowToReorder()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        TimestampsDock dock(&doc);
        dock.resize(420, 760);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTableView* table = dock.tableView();
        TimestampsModel* model = dock.model();
        QCOMPARE(model->keyAt(0).id, QStringLiteral("hum"));
        const int opal = timestampRow(*model, "opal");
        QCOMPARE(opal, 1);

        // Opalescence dragged above Humility: "what if Opalescence came first?"
        std::unique_ptr<QMimeData> mime(model->mimeData({model->index(opal, 0)}));
        QVERIFY(mime);
        const QRect target = table->visualRect(model->index(0, 1));
        const QPoint at(target.center().x(), target.top() + 2);
        QDragEnterEvent enter(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(table->viewport(), &enter);
        QDragMoveEvent move(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(table->viewport(), &move);
        QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(table->viewport(), &drop);

        QCOMPARE(model->keyAt(0).id, QStringLiteral("opal"));
        QCOMPARE(model->keyAt(1).id, QStringLiteral("hum"));
        QVERIFY(doc.state().object("opal")->timestamp < doc.state().object("hum")->timestamp);
        // Humility now applies last in 7b: everything ends 1/1 (CR 613.7).
        QCOMPARE(doc.resolution().chars[doc.state().objectIndex("hum")].power, std::optional<int>(1));
        doc.undoStack()->undo();
        QCOMPARE(model->keyAt(0).id, QStringLiteral("hum"));
        QCOMPARE(doc.resolution().chars[doc.state().objectIndex("hum")].power, std::optional<int>(4));
    }

    // ---- Language -------------------------------------------------------------------------------

    // A resolution that ran into one of the engine's limits says so in the status bar, in red and
    // in the interface's words, with the limit in the tooltip; the values shown are partial.
    void resolutionStoppedByALimitIsShown()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        ResolutionWarnings label(&doc);
        QVERIFY(label.isHidden());
        EngineOptions tight;
        tight.traceChangeLimit = 0;
        doc.setEngineOptions(tight);
        QVERIFY(!doc.resolution().stoppedBy.isEmpty());
        QVERIFY(!label.isHidden());
        QCOMPARE(label.text(), QStringLiteral("⚠ Board not fully worked out"));
        QVERIFY2(label.toolTip().startsWith("Strata stopped working out this board after recording 0 changes"),
            qPrintable(label.toolTip()));
        QVERIFY2(label.toolTip().contains("some effects may not have been applied"), qPrintable(label.toolTip()));
        // An edit resolves under the same limits.
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        QVERIFY(!label.isHidden());

        FakeSpanish spanish;
        QVERIFY(QCoreApplication::installTranslator(&spanish));
        QCoreApplication::processEvents();   // LanguageChange reaches the label
        QCOMPARE(label.text(), QStringLiteral("⚠ Tablero sin resolver del todo"));
        QVERIFY(QCoreApplication::removeTranslator(&spanish));
        QCoreApplication::processEvents();

        doc.setEngineOptions(EngineOptions());
        QVERIFY(doc.resolution().stoppedBy.isEmpty());
        QVERIFY(label.isHidden());
    }

    void languageChangeRetranslates()
    {
        ScenarioDocument doc;
        QVERIFY(openInto(doc, testData("humility_opalescence_a.strata.json")));
        LibraryDock library(&doc);
        CharacteristicsDock characteristics(&doc);
        TimestampsDock timestamps(&doc);
        TimelineDock timeline(&doc);
        QCOMPARE(library.windowTitle(), QStringLiteral("Library"));
        QCOMPARE(timeline.view()->laneTitle("4"), QStringLiteral("Layer 4 · Type"));

        FakeSpanish spanish;
        QVERIFY(QCoreApplication::installTranslator(&spanish));
        QCoreApplication::processEvents();   // LanguageChange reaches every widget
        QCOMPARE(library.windowTitle(), QStringLiteral("Biblioteca"));
        QCOMPARE(library.searchField()->placeholderText(), QStringLiteral("Buscar cartas por nombre…"));
        QCOMPARE(characteristics.windowTitle(), QStringLiteral("Características"));
        QCOMPARE(timestamps.windowTitle(), QStringLiteral("Marcas de tiempo"));
        QCOMPARE(timeline.windowTitle(), QStringLiteral("Línea de tiempo"));
        QCOMPARE(timeline.view()->laneTitle("4"), QStringLiteral("Capa 4 · Tipo"));
        QCOMPARE(timeline.scrubber()->labelText(), QStringLiteral("Paso 5 de 5"));

        QVERIFY(QCoreApplication::removeTranslator(&spanish));
        QCoreApplication::processEvents();
        QCOMPARE(library.windowTitle(), QStringLiteral("Library"));
        QCOMPARE(timeline.view()->laneTitle("4"), QStringLiteral("Layer 4 · Type"));
    }

    void libraryPicture()
    {
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        dock.resize(340, 760);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(dock.grab().toImage().save(snapshot("dock_library.png")));
    }
};

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
