// The item models over the document: what the characteristics, timeline, timestamps and card library
// views show, and that they follow the document's edits.
#include "AppTestSupport.h"
#include "EditKinds.h"
#include "cards/CardLibrary.h"
#include "document/ScenarioDocument.h"
#include "models/CardFilterModel.h"
#include "models/CardLibraryModel.h"
#include "models/CardMime.h"
#include "models/CharacteristicsModel.h"
#include "models/DisplayText.h"
#include "models/TimelineModel.h"
#include "models/TimestampsModel.h"
#include <QAbstractItemModelTester>
#include <QDir>
#include <QMimeData>
#include <QSignalSpy>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

QString cell(const QAbstractItemModel& m, int row, int column, int role = Qt::DisplayRole)
{
    return m.index(row, column).data(role).toString();
}

bool differs(const QAbstractItemModel& m, int row, int column)
{
    return m.index(row, column).data(CharacteristicsModel::DiffersFromPrintedRole).toBool();
}

int rowOfEffect(const TimelineModel& m, const QString& layer, const QString& effect)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (cell(m, r, 0, TimelineModel::LayerLabelRole) == layer
            && cell(m, r, 0, TimelineModel::EffectIdRole) == effect)
            return r;
    return -1;
}

// Every cell of two characteristics models, in every role a view reads, the same.
void compareModels(const CharacteristicsModel& live, const CharacteristicsModel& fresh)
{
    QCOMPARE(live.rowCount(), fresh.rowCount());
    for (int r = 0; r < fresh.rowCount(); ++r)
        for (int c = 0; c < fresh.columnCount(); ++c)
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(CharacteristicsModel::DiffersFromPrintedRole),
                     int(CharacteristicsModel::ObjectIdRole)})
                QVERIFY2(live.index(r, c).data(role) == fresh.index(r, c).data(role),
                    qPrintable(QStringLiteral("row %1 column %2 role %3: %4 against %5")
                                   .arg(r)
                                   .arg(c)
                                   .arg(role)
                                   .arg(live.index(r, c).data(role).toString(), fresh.index(r, c).data(role).toString())));
}

// Answers "criatura" for the card type, as a Spanish .qm would.
class SpanishCreature : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        return QByteArray(context) == "CardType" && QByteArray(source) == "creature" ? QStringLiteral("criatura")
                                                                                    : QString();
    }
    bool isEmpty() const override { return false; }
};

}   // namespace

class TestModels : public QObject {
    Q_OBJECT

private slots:
    // ---- CharacteristicsModel -------------------------------------------------------------------

    // Golden scenario humility_opalescence_b (CR 613.7, 613.6): Opalescence older, so every creature
    // ends 1/1 without abilities and Opalescence stays a plain enchantment.
    void characteristicsOfGoldenScenario()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("humility_opalescence_b.strata.json"), nullptr));
        CharacteristicsModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(CharacteristicsModel::ColumnCount));
        QCOMPARE(
            model.headerData(CharacteristicsModel::PowerToughnessColumn, Qt::Horizontal).toString(), QString("P/T"));

        const int opal = model.rowOf("opal"), hum = model.rowOf("hum"), bears = model.rowOf("bears");
        QCOMPARE(opal, 0);
        QCOMPARE(cell(model, hum, CharacteristicsModel::IdColumn), QString("hum"));
        QCOMPARE(cell(model, hum, CharacteristicsModel::PrintedNameColumn), QString("Humility"));
        QCOMPARE(cell(model, hum, CharacteristicsModel::NameColumn), QString("Humility"));
        QVERIFY(!differs(model, hum, CharacteristicsModel::NameColumn));

        // Layer 4: Opalescence made Humility an enchantment creature.
        QCOMPARE(cell(model, hum, CharacteristicsModel::PrintedTypesColumn), QString("Enchantment"));
        QCOMPARE(cell(model, hum, CharacteristicsModel::TypesColumn), QString("Enchantment Creature"));
        QVERIFY(differs(model, hum, CharacteristicsModel::TypesColumn));
        QCOMPARE(cell(model, opal, CharacteristicsModel::TypesColumn), QString("Enchantment"));
        QVERIFY(!differs(model, opal, CharacteristicsModel::TypesColumn));

        // Layer 6: Humility removed its own ability; Opalescence kept its own.
        QVERIFY(!cell(model, hum, CharacteristicsModel::PrintedAbilitiesColumn).isEmpty());
        QCOMPARE(cell(model, hum, CharacteristicsModel::AbilitiesColumn), QString());
        QVERIFY(differs(model, hum, CharacteristicsModel::AbilitiesColumn));
        QCOMPARE(cell(model, opal, CharacteristicsModel::AbilitiesColumn),
            cell(model, opal, CharacteristicsModel::PrintedAbilitiesColumn));
        QVERIFY(cell(model, opal, CharacteristicsModel::AbilitiesColumn).contains("creature"));
        QVERIFY(!differs(model, opal, CharacteristicsModel::AbilitiesColumn));

        // Layer 7b: 1/1. An enchantment has no printed P/T; Grizzly Bears' printed 2/2 shows next to it.
        QCOMPARE(cell(model, hum, CharacteristicsModel::PrintedPowerToughnessColumn), QString());
        QCOMPARE(cell(model, hum, CharacteristicsModel::PowerToughnessColumn), QString("1/1"));
        QVERIFY(differs(model, hum, CharacteristicsModel::PowerToughnessColumn));
        QCOMPARE(cell(model, bears, CharacteristicsModel::PrintedPowerToughnessColumn), QString("2/2"));
        QCOMPARE(cell(model, bears, CharacteristicsModel::PowerToughnessColumn), QString("1/1"));
        // 208.3: a noncreature permanent shows no P/T.
        QCOMPARE(cell(model, opal, CharacteristicsModel::PowerToughnessColumn), QString());
        QVERIFY(!differs(model, opal, CharacteristicsModel::PowerToughnessColumn));

        QCOMPARE(cell(model, bears, CharacteristicsModel::ControllerColumn), QString("Nico"));
        QVERIFY(!differs(model, bears, CharacteristicsModel::ControllerColumn));
        QCOMPARE(cell(model, hum, CharacteristicsModel::ColorsColumn), QString("white"));
        QVERIFY(!differs(model, hum, CharacteristicsModel::PrintedColorsColumn));   // printed columns never "differ"
        QCOMPARE(cell(model, bears, 0, CharacteristicsModel::ObjectIdRole), QString("bears"));
    }

    // The demo: layer 5 makes the colourless land blue and red; layer 4 adds Creature — Elemental.
    void characteristicsOfDemo()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        CharacteristicsModel model(&doc);
        QCOMPARE(cell(model, 0, CharacteristicsModel::PrintedColorsColumn), QString("colorless"));
        QCOMPARE(cell(model, 0, CharacteristicsModel::ColorsColumn), QString("blue, red"));
        QVERIFY(differs(model, 0, CharacteristicsModel::ColorsColumn));
        // Nameless Inversion removes creature types (layer 4), so Elemental is gone again.
        QCOMPARE(cell(model, 0, CharacteristicsModel::TypesColumn), QString("Land Creature"));
        QCOMPARE(cell(model, 0, CharacteristicsModel::PowerToughnessColumn), QString("1/4"));
        QVERIFY(cell(model, 0, CharacteristicsModel::AbilitiesColumn, Qt::ToolTipRole).contains("from animate"));
    }

    // CR 704.5g: lethal damage shows in the state-based actions column with its rule.
    void characteristicsShowStateBasedActions()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("sba_lethal_damage.strata.json"), nullptr));
        CharacteristicsModel model(&doc);
        const QString nbears = cell(model, model.rowOf("nbears"), CharacteristicsModel::StateBasedActionsColumn);
        QVERIFY2(nbears.contains("704.5g"), qPrintable(nbears));
        QCOMPARE(cell(model, model.rowOf("bears"), CharacteristicsModel::StateBasedActionsColumn), QString());
    }

    // Edits announce what they changed and nothing more, so views re-measure and repaint only that:
    // a value edit the cells of the rows whose values changed, an object added or removed its row.
    void characteristicsFollowEdits()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("sba_lethal_damage.strata.json"), nullptr));
        CharacteristicsModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        const int bears = model.rowOf("bears");
        QVERIFY(doc.setCounters("bears", "+1/+1", 1));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), bears);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), bears);
        QCOMPARE(changed.first().at(0).toModelIndex().column(), int(CharacteristicsModel::PowerToughnessColumn));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(cell(model, bears, CharacteristicsModel::PowerToughnessColumn), QString("4/4"));   // 613.4c
        changed.clear();
        QVERIFY(doc.setTapped("bears", true));
        QVERIFY(changed.isEmpty());   // tapping changes no value the table shows
        const QString id = doc.addObject("Glorious Anthem", "ana");
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.first().at(1).toInt(), 4);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.rowOf(id), 4);
        QCOMPARE(cell(model, bears, CharacteristicsModel::PowerToughnessColumn), QString("5/5"));
        QCOMPARE(cell(model, 4, CharacteristicsModel::NameColumn), QString("Glorious Anthem"));
        doc.undoStack()->undo();
        QCOMPARE(removed.count(), 1);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(cell(model, bears, CharacteristicsModel::PowerToughnessColumn), QString("4/4"));
    }

    // After each kind of edit the bench times, the rows kept from before and the rows written again
    // read as a model built afresh; an edit of one object writes few rows, not the whole board.
    void characteristicsAfterEditsEqualAFreshModel()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("boards/board_150.strata.json"), nullptr));
        CharacteristicsModel live(&doc);
        const std::vector<EditKind> edits = editKinds(doc);
        QVERIFY(!edits.empty());
        for (const auto& [name, edit] : edits) {
            QVERIFY2(edit(), name);
            CharacteristicsModel fresh(&doc);
            compareModels(live, fresh);
            if (QTest::currentTestFailed())
                QFAIL(name);
        }
        QVERIFY(edits.front().edit());   // a counter on one creature
        QVERIFY2(live.rowsWrittenByLastSync() < live.rowCount() / 10,
            qPrintable(QString::number(live.rowsWrittenByLastSync())));
    }

    // Type lines are remembered once written; a language switch writes them again in its words.
    void typeLinesFollowTheLanguage()
    {
        TypeLine bear;
        bear.add(CardType::Creature);
        QCOMPARE(DisplayText::typeLine(bear), QStringLiteral("Creature"));
        SpanishCreature spanish;
        QVERIFY(QCoreApplication::installTranslator(&spanish));
        QCOMPARE(DisplayText::typeLine(bear), QStringLiteral("Criatura"));
        QVERIFY(QCoreApplication::removeTranslator(&spanish));
        QCOMPARE(DisplayText::typeLine(bear), QStringLiteral("Creature"));
    }

    // ---- TimelineModel --------------------------------------------------------------------------

    void timelineHasOneRowPerStep()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("humility_opalescence_a.strata.json"), nullptr));
        TimelineModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(doc.resolution().steps.size() > 3);
        QCOMPARE(model.rowCount(), doc.resolution().steps.size());
        QCOMPARE(model.columnCount(), int(TimelineModel::ColumnCount));

        // CR 613.7: Humility then Opalescence in 7b, by timestamp.
        const int hum = rowOfEffect(model, "7b", "hum#1");
        const int opal = rowOfEffect(model, "7b", "opal#1");
        QVERIFY(hum >= 0 && opal > hum);
        QCOMPARE(cell(model, hum, TimelineModel::LayerColumn), QString("Layer 7b"));
        QCOMPARE(cell(model, hum, TimelineModel::ReasonColumn), QString("timestamp"));
        QCOMPARE(cell(model, hum, TimelineModel::SourceColumn), QString("hum"));
        QCOMPARE(cell(model, hum, TimelineModel::TimestampColumn), QString("1"));
        QVERIFY(cell(model, hum, TimelineModel::AffectedColumn).contains("bears"));
        QVERIFY(cell(model, hum, TimelineModel::RuleColumn).startsWith("613"));
        QCOMPARE(
            cell(model, hum, TimelineModel::LayerColumn, Qt::ToolTipRole), QString("power/toughness set to values"));

        // CR 613.6: the Anthem's effect never starts; its step says so.
        int anthem = -1;
        for (int r = 0; r < model.rowCount(); ++r)
            if (cell(model, r, 0, TimelineModel::EffectIdRole) == "anthem#1")
                anthem = r;
        QVERIFY(anthem >= 0);
        QVERIFY(!model.index(anthem, 0).data(TimelineModel::AppliedRole).toBool());
        QVERIFY(cell(model, anthem, TimelineModel::AppliedColumn).startsWith("not applied"));
        QVERIFY(model.step(anthem) && !model.step(anthem)->applied);
    }

    // CR 613.8b: Kwende waits for the Archetype that grants first strike.
    void timelineNamesDependencies()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("kwende_archetype_dependency.strata.json"), nullptr));
        TimelineModel model(&doc);
        const int kwende = rowOfEffect(model, "6", "kwende#2");
        QVERIFY(kwende >= 0);
        QCOMPARE(cell(model, kwende, TimelineModel::ReasonColumn), QString("depends on arch#1"));
        QCOMPARE(model.index(kwende, 0).data(TimelineModel::DependsOnRole).toStringList(), QStringList{"arch#1"});
    }

    // The demo's switch is 7d today and 7e under the 2016 rules; the labels follow the edition.
    void timelineFollowsRulesEdition()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        TimelineModel model(&doc);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const int rows = model.rowCount();
        QVERIFY(rowOfEffect(model, "7d", "switch") >= 0);
        QCOMPARE(cell(model, rowOfEffect(model, "7d", "switch"), TimelineModel::SourceColumn), QString("fumarole"));
        QCOMPARE(cell(model, rowOfEffect(model, "7c", "inversion"), TimelineModel::SourceColumn),
            QString("Nameless Inversion"));
        QVERIFY(doc.setRulesEdition(RulesEdition::Rules2016));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), rows);
        const int sw = rowOfEffect(model, "7e", "switch");
        QVERIFY(sw >= 0);
        QCOMPARE(cell(model, sw, TimelineModel::LayerColumn), QString("Layer 7e"));
        QCOMPARE(cell(model, sw, TimelineModel::LayerColumn, Qt::ToolTipRole), QString("power and toughness switched"));
    }

    // ---- TimestampsModel ------------------------------------------------------------------------

    void timestampsInOrderAndMovable()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("humility_opalescence_a.strata.json"), nullptr));
        TimestampsModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(cell(model, 0, TimestampsModel::NameColumn), QString("Humility"));
        QCOMPARE(cell(model, 1, TimestampsModel::NameColumn), QString("Opalescence"));
        QCOMPARE(cell(model, 0, TimestampsModel::TimestampColumn), QString("1"));

        // CR 613.7: Opalescence moved to the front; the document recomputes (Humility 1/1).
        QVERIFY(model.moveRows({}, 1, 1, {}, 0));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(cell(model, 0, TimestampsModel::NameColumn), QString("Opalescence"));
        QCOMPARE(cell(model, 0, TimestampsModel::TimestampColumn), QString("1"));
        QCOMPARE(*doc.resolution().chars[doc.state().objectIndex("hum")].power, 1);
        QVERIFY(!model.moveRows({}, 0, 1, {}, 1));   // already there: nothing pushed
        QCOMPARE(doc.undoStack()->count(), 1);

        // Dragging the last row to the end of the list is no move either; to the middle is.
        std::unique_ptr<QMimeData> drag(model.mimeData({model.index(3, 0)}));
        QVERIFY(drag);
        model.dropMimeData(drag.get(), Qt::MoveAction, 1, 0, {});
        QCOMPARE(cell(model, 1, 0, TimestampsModel::IdRole), QString("bears"));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(cell(model, 0, TimestampsModel::NameColumn), QString("Humility"));
    }

    void timestampsListEffectsAndLaterCounters()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        TimestampsModel model(&doc);
        QCOMPARE(model.rowCount(), 4);   // the fumarole and three effects
        QCOMPARE(cell(model, 3, TimestampsModel::NameColumn), QString("Nameless Inversion"));
        QCOMPARE(cell(model, 3, TimestampsModel::ControllerColumn), QString("Nico"));
        QVERIFY(doc.setCounters("fumarole", "+1/+1", 1));   // with the object: no own row
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(doc.setCounters("fumarole", "flying", 1, true));   // placed later (613.7c): its own row
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.keyAt(4).kind, TimestampKey::Kind::Counters);
        QCOMPARE(model.keyAt(4).counterKind, QString("flying"));
    }

    // ---- CardLibraryModel and CardFilterModel ---------------------------------------------------

    void libraryRowsAndRoles()
    {
        CardLibraryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), CardLibrary::builtin().cards().size());
        QVERIFY(model.rowCount() > 50);
        int anthem = -1;
        for (int r = 0; r < model.rowCount(); ++r)
            if (cell(model, r, 0) == "Glorious Anthem")
                anthem = r;
        QVERIFY(anthem >= 0);
        const QModelIndex i = model.index(anthem, 0);
        QCOMPARE(i.data(CardLibraryModel::ManaCostRole).toString(), QString("{1}{W}{W}"));
        QCOMPARE(i.data(CardLibraryModel::TypeLineRole).toString(), QString("Enchantment"));
        QCOMPARE(i.data(CardLibraryModel::ColorNamesRole).toStringList(), QStringList{"white"});
        QVERIFY(model.flags(i) & Qt::ItemIsDragEnabled);
    }

    void libraryMimeCarriesCardName()
    {
        CardLibraryModel model;
        QCOMPARE(model.mimeTypes(), QStringList{"application/x-strata-card"});
        const QModelIndex first = model.index(0, 0);
        std::unique_ptr<QMimeData> data(model.mimeData({first}));
        QVERIFY(data);
        QVERIFY(data->hasFormat("application/x-strata-card"));
        QCOMPARE(QString::fromUtf8(data->data("application/x-strata-card")), first.data().toString());
        QCOMPARE(cardNamesFromMime(data.get()), QStringList{first.data().toString()});
    }

    void filterByNameTypeAndColor()
    {
        CardLibraryModel library;
        CardFilterModel filter;
        filter.setSourceModel(&library);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setNameFilter("glorious ANTHEM");
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data().toString(), QString("Glorious Anthem"));
        filter.setNameFilter("anthem");
        QVERIFY(filter.rowCount() >= 2);   // Glorious Anthem, Gaea's Anthem
        filter.setColorFilter(ColorSet::of(Color::Green));
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data().toString(), QString("Gaea's Anthem"));
        filter.setColorFilter(ColorSet());
        filter.setNameFilter(QString());
        filter.setCardTypeFilter(quint16(CardType::Instant));
        QVERIFY(filter.rowCount() > 0);
        for (int r = 0; r < filter.rowCount(); ++r)
            QVERIFY(filter.index(r, 0).data(CardLibraryModel::CardTypesRole).toInt() & int(CardType::Instant));
        filter.setCardTypeFilter(0);
        filter.setColorFilter(ColorSet(), true);   // colourless only
        for (int r = 0; r < filter.rowCount(); ++r)
            QCOMPARE(filter.index(r, 0).data(CardLibraryModel::ColorsRole).toInt(), 0);
        QVERIFY(filter.rowCount() > 0 && filter.rowCount() < library.rowCount());
    }
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
