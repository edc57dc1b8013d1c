// The desktop app's document: every edit command recomputes the layers, and undo and redo restore
// the exact scenario. Its files are tested in tst_documentfiles.cpp.
#include "AppTestSupport.h"
#include "ScenarioText.h"
#include "cards/CardLibrary.h"
#include "document/ScenarioDocument.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include <QDir>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;
using strata::test::readScenarioText;

namespace {

const Characteristics& computed(const ScenarioDocument& doc, const QString& id)
{
    return doc.resolution().chars[doc.state().objectIndex(id)];
}

}   // namespace

class TestDocument : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(CardLibrary::builtin().errors().isEmpty(),
            qPrintable(CardLibrary::builtin().errors().formatted().join('\n')));
    }

    // ---- ScenarioDocument -----------------------------------------------------------------------

    void newScenarioHasTwoPlayers()
    {
        ScenarioDocument doc;
        QCOMPARE(doc.state().players.size(), 2);
        QCOMPARE(doc.state().players[0].name, QString("Ana"));
        QCOMPARE(doc.state().players[1].name, QString("Nico"));
        QVERIFY(doc.state().objects.isEmpty());
        QVERIFY(!doc.isModified());
        QVERIFY(doc.filePath().isEmpty());
    }

    void openDemo()
    {
        ScenarioDocument doc;
        QSignalSpy resolved(&doc, &ScenarioDocument::resolved);
        QSignalSpy file(&doc, &ScenarioDocument::fileChanged);
        Diagnostics diags;
        QVERIFY2(doc.open(kDemo, &diags), qPrintable(diags.formatted().join('\n')));
        QCOMPARE(resolved.count(), 1);
        QCOMPARE(file.count(), 1);
        QCOMPARE(doc.filePath(), kDemo);
        QVERIFY(!doc.isModified());
        // CR 613.4b-d: 7b sets 1/4, 7c Nameless Inversion +3/-3 makes 4/1, 7d switches back to 1/4.
        QCOMPARE(computed(doc, "fumarole").power, std::optional<int>(1));
        QCOMPARE(computed(doc, "fumarole").toughness, std::optional<int>(4));
        QVERIFY(doc.boardLayout().position("fumarole").has_value());
        QVERIFY(doc.displayTitle().contains("Wandering Fumarole"));
    }

    // CR 613.4c: Glorious Anthem's +1/+1 applies in 7c before the switch in 7d, so the fumarole
    // (1/4 after switching) becomes 2/5.
    void addAnthemRecomputes()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        const int power = *computed(doc, "fumarole").power;
        QSignalSpy resolved(&doc, &ScenarioDocument::resolved);
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        const QString controller = doc.state().object("fumarole")->controller;
        const int next = doc.nextTimestamp();
        const QString id = doc.addObject("Glorious Anthem", controller);
        QCOMPARE(id, QString("glorious-anthem"));
        QCOMPARE(resolved.count(), 1);
        QCOMPARE(doc.state().object(id)->timestamp, next);
        QCOMPARE(*computed(doc, "fumarole").power, power + 1);
        QCOMPARE(*computed(doc, "fumarole").toughness, 5);
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        QVERIFY(doc.boardLayout().position(id).has_value());
        QVERIFY(*doc.boardLayout().position(id) != *doc.boardLayout().position("fumarole"));

        doc.undoStack()->undo();
        QCOMPARE(*computed(doc, "fumarole").power, power);
        QVERIFY(!doc.isModified());
    }

    // Past the threshold an edit is resolved in a worker thread: until its result is back the
    // document keeps showing the previous state with its result (never one without the other), and
    // an edit made meanwhile waits for it and applies on top of it. CR 613.4c: the anthem's +1/+1.
    void slowResolutionGoesToTheBackground()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        doc.setBackgroundThresholdMs(0);
        const int objects = int(doc.state().objects.size());
        const int power = *computed(doc, "fumarole").power;
        QSignalSpy resolved(&doc, &ScenarioDocument::resolved);
        const QString id = doc.addObject("Glorious Anthem", doc.state().object("fumarole")->controller);
        QVERIFY(!id.isEmpty());
        QVERIFY(doc.isResolving());
        QCOMPARE(resolved.count(), 0);
        QCOMPARE(int(doc.state().objects.size()), objects);
        QCOMPARE(int(doc.resolution().chars.size()), objects);
        QTRY_VERIFY(!doc.isResolving());
        QCOMPARE(resolved.count(), 1);
        QCOMPARE(int(doc.state().objects.size()), objects + 1);
        QCOMPARE(int(doc.resolution().chars.size()), objects + 1);
        QCOMPARE(*computed(doc, "fumarole").power, power + 1);

        // Two edits in a row: the second waits for the first.
        const bool tapped = !doc.state().object("fumarole")->tapped;
        QVERIFY(doc.setTapped("fumarole", tapped));
        QVERIFY(doc.isResolving());
        QVERIFY(doc.removeObject(id));
        QCOMPARE(resolved.count(), 2);
        doc.finishResolving();
        QCOMPARE(resolved.count(), 3);
        QVERIFY(!doc.isResolving());
        QCOMPARE(doc.state().object("fumarole")->tapped, tapped);
        QVERIFY(!doc.state().object(id));
        QCOMPARE(*computed(doc, "fumarole").power, power);
        QCOMPARE(doc.undoStack()->count(), 3);
        QTest::qWait(20);   // a result already shown is not shown again
        QCOMPARE(resolved.count(), 3);
    }

    void refusedEditsPushNothing()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QString error;
        QVERIFY(doc.addObject("Glorius Anthem", "ana", Zone::Battlefield, &error).isEmpty());
        QVERIFY(error.contains("Glorius Anthem"));
        // 304.4: an instant can't be on the battlefield.
        QVERIFY(doc.addObject("Giant Growth", "ana", Zone::Battlefield, &error).isEmpty());
        QVERIFY(!doc.addObject("Giant Growth", "ana", Zone::Graveyard, &error).isEmpty());
        QVERIFY(doc.addSpellEffect("Glorious Anthem", "ana", {}, {}, &error).isEmpty());
        QVERIFY(doc.addSpellEffect("Giant Growth", "ana", {"nobody"}, {}, &error).isEmpty());
        QVERIFY(doc.addAbilityEffect("fumarole", 1, {}, {}, {}, &error).isEmpty());   // a replacement effect
        QVERIFY(!doc.attach("fumarole", "ana", &error));                              // not an Aura or Equipment
        Choices notACreatureType;
        notACreatureType.creatureType = "Forest";   // the reader would refuse the saved file
        QVERIFY(!doc.setChoices("fumarole", notACreatureType, &error));
        QVERIFY(error.contains("Forest"));
        QVERIFY(!doc.setTapped("fumarole", true));   // already tapped
        QVERIFY(!doc.setDamage("fumarole", 0));
        QVERIFY(!doc.setRulesEdition(RulesEdition::Current));
        QVERIFY(!doc.moveTimestamp("fumarole", "fumarole", TimestampPlacement::Before));
        QVERIFY(!doc.moveTimestamp("animate", "switch", TimestampPlacement::Before));   // already there
        QCOMPARE(doc.undoStack()->count(), 1);   // only the Giant Growth put into the graveyard
    }

    // Every kind of edit, then undo to the start and redo to the end: each step's scenario text must
    // come back byte for byte, and each must be a file the reader accepts.
    void undoRedoRestoreExactly()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVector<QByteArray> snapshots{scenarioToJson(doc.state())};
        const auto step = [&](bool pushed, const char* what) {
            QVERIFY2(pushed, what);
            snapshots << scenarioToJson(doc.state());
            QString problems;
            readScenarioText(snapshots.last(), &problems);
            QVERIFY2(problems.isEmpty(), qPrintable(QString(what) + ": " + problems + "\n" + snapshots.last()));
        };
        const QString bears = doc.addObject("Grizzly Bears", "nico");
        step(!bears.isEmpty(), "add bears");
        const QString servant = doc.addObject("Painter's Servant", "ana");
        step(!servant.isEmpty(), "add servant");
        const QString bonesplitter = doc.addObject("Bonesplitter", "ana");
        step(!bonesplitter.isEmpty(), "add bonesplitter");
        step(doc.attach(bonesplitter, bears), "attach");
        step(doc.setCounters(bears, "+1/+1", 2), "counters");
        step(doc.setCounters(bears, "flying", 1, true), "counters placed later");
        step(doc.setDamage(bears, 1, true), "damage");
        step(doc.setTapped(bears, true), "tap");
        Choices blue;
        blue.color = Color::Blue;
        step(doc.setChoices(servant, blue), "choices");
        step(!doc.addSpellEffect("Giant Growth", "ana", {bears}).isEmpty(), "giant growth");
        step(!doc.addAbilityEffect("fumarole", 3, {}).isEmpty(), "animate again");
        step(doc.setRulesEdition(RulesEdition::Rules2016), "rules");
        step(doc.moveTimestamp("inversion", "fumarole", TimestampPlacement::After), "move");
        step(doc.removeEffect("animate"), "remove effect");   // takes "switch" (ability_from) along
        step(doc.removeObject(bears), "remove object");       // and Giant Growth, Bonesplitter's attachment
        QVERIFY(doc.state().effects.size() < 3);

        QCOMPARE(doc.undoStack()->count(), snapshots.size() - 1);
        for (int i = snapshots.size() - 2; i >= 0; --i) {
            doc.undoStack()->undo();
            QCOMPARE(scenarioToJson(doc.state()), snapshots[i]);
        }
        QVERIFY(!doc.isModified());
        for (int i = 1; i < snapshots.size(); ++i) {
            doc.undoStack()->redo();
            QCOMPARE(scenarioToJson(doc.state()), snapshots[i]);
        }
    }

    // Removing the fumarole removes the effects it is source or target of; undo brings back all three
    // in their places, and the result with them.
    void removeObjectTakesItsEffects()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        const QByteArray before = scenarioToJson(doc.state());
        const QJsonObject result = resultToJson(doc.state(), doc.resolution());
        QVERIFY(doc.removeObject("fumarole"));
        QVERIFY(doc.state().objects.isEmpty());
        QVERIFY(doc.state().effects.isEmpty());
        QVERIFY(doc.resolution().steps.isEmpty());
        doc.undoStack()->undo();
        QCOMPARE(scenarioToJson(doc.state()), before);
        QCOMPARE(resultToJson(doc.state(), doc.resolution()), result);
    }

    // CR 613.7e: an Aura attached to another object gets a new timestamp. Lignify (7b: 0/4) moved onto
    // a creature that Diminish (7b: 1/1) already hit now applies after it, so the creature is 0/4.
    // What the app saves opens again: the reader refuses attachment and copy circles, so the edits
    // that would close one are refused (301.5c, 707.2).
    void editsRefuseCircles()
    {
        ScenarioDocument doc;
        const QString first = doc.addObject("Flight", "ana");
        const QString second = doc.addObject("Flight", "ana");
        QVERIFY(doc.attach(first, second));
        QString error;
        QVERIFY(!doc.attach(second, first, &error));
        QVERIFY2(error.contains("circle"), qPrintable(error));
        QVERIFY(doc.state().object(second)->attachedTo.isEmpty());

        const QString cloneA = doc.addObject("Clone", "ana");
        const QString cloneB = doc.addObject("Clone", "nico");
        Choices copiesB, copiesA, copiesItself;
        copiesB.copyOf = cloneB;
        copiesA.copyOf = cloneA;
        QVERIFY(doc.setChoices(cloneA, copiesB));
        QVERIFY(!doc.setChoices(cloneB, copiesA, &error));
        QVERIFY2(error.contains("entered first"), qPrintable(error));
        QVERIFY(!doc.setChoices(cloneA, copiesA, &error));
        QVERIFY(doc.state().object(cloneB)->choices.copyOf.isEmpty());
        Diagnostics diags;
        QVERIFY2(ScenarioReader(CardLibrary::builtin()).read(scenarioToJson(doc.state()), "saved", &diags),
            qPrintable(diags.formatted().join('\n')));
    }

    void attachGivesNewTimestamp()
    {
        ScenarioDocument doc;
        const QString a = doc.addObject("Grizzly Bears", "ana");
        const QString b = doc.addObject("Runeclaw Bear", "nico");
        const QString lignify = doc.addObject("Lignify", "nico");
        QVERIFY(doc.attach(lignify, a));
        QVERIFY(!doc.addSpellEffect("Diminish", "ana", {b}).isEmpty());
        QCOMPARE(*computed(doc, b).power, 1);
        const int oldTimestamp = doc.state().object(lignify)->timestamp;
        QVERIFY(doc.attach(lignify, b));
        QVERIFY(doc.state().object(lignify)->timestamp > oldTimestamp);
        QCOMPARE(doc.state().object(lignify)->timestamp, doc.nextTimestamp() - 1);
        QCOMPARE(*computed(doc, b).power, 0);
        QCOMPARE(*computed(doc, b).toughness, 4);
        QCOMPARE(*computed(doc, a).power, 2);   // Grizzly Bears is itself again
        doc.undoStack()->undo();
        QCOMPARE(*computed(doc, b).power, 1);
        QCOMPARE(doc.state().object(lignify)->timestamp, oldTimestamp);
    }

    // CR 613.7: with Opalescence older than Humility, layer 7b applies Opalescence first and Humility
    // last, so Humility ends 1/1 (the results of humility_opalescence_b), not 4/4.
    void moveTimestampReordersLayers()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("humility_opalescence_a.strata.json"), nullptr));
        QCOMPARE(*computed(doc, "hum").power, 4);
        QCOMPARE(*computed(doc, "anthem").power, 3);
        const QByteArray before = scenarioToJson(doc.state());

        QVERIFY(doc.moveTimestamp("opal", "hum", TimestampPlacement::Before));
        QCOMPARE(doc.state().object("opal")->timestamp, 1);
        QCOMPARE(doc.state().object("hum")->timestamp, 2);
        QCOMPARE(*computed(doc, "hum").power, 1);
        QCOMPARE(*computed(doc, "hum").toughness, 1);
        QCOMPARE(*computed(doc, "anthem").power, 1);

        Diagnostics diags;
        auto b
            = ScenarioReader(CardLibrary::builtin()).readFile(testData("humility_opalescence_b.strata.json"), &diags);
        QVERIFY(b);
        Resolution expected = LayerEngine::resolve(*b);
        for (const GameObject& o : b->objects) {
            const Characteristics& want = expected.chars[b->objectIndex(o.id)];
            QCOMPARE(computed(doc, o.id).power, want.power);
            QCOMPARE(computed(doc, o.id).toughness, want.toughness);
            QCOMPARE(computed(doc, o.id).type.cardTypeNames(), want.type.cardTypeNames());
            QCOMPARE(computed(doc, o.id).abilities.size(), want.abilities.size());
            QCOMPARE(doc.state().object(o.id)->timestamp, o.timestamp);
        }

        doc.undoStack()->undo();
        QCOMPARE(scenarioToJson(doc.state()), before);
        QCOMPARE(*computed(doc, "hum").power, 4);
    }

    // Timestamps stay unique and positive, and a move changes only those it must: the moved entry
    // takes a free value between its new neighbours, or the entries on one side make room.
    void moveTimestampKeepsValues()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVERIFY(doc.moveTimestamp("inversion", "fumarole", TimestampPlacement::Before));
        QCOMPARE(doc.state().effects[2].timestamp, 1);            // inversion: nothing is free below 1,
        QCOMPARE(doc.state().object("fumarole")->timestamp, 2);   // so the others make room
        QCOMPARE(doc.state().effects[0].timestamp, 3);   // animate
        QCOMPARE(doc.state().effects[1].timestamp, 4);   // switch
        QVERIFY(doc.moveTimestamp("fumarole", "switch", TimestampPlacement::After));
        QCOMPARE(doc.state().object("fumarole")->timestamp, 5);   // past the newest, the rest stays
        QCOMPARE(doc.state().effects[2].timestamp, 1);
        QCOMPARE(doc.state().effects[0].timestamp, 3);
        QCOMPARE(doc.state().effects[1].timestamp, 4);
        QVERIFY(doc.moveTimestamp("fumarole", "animate", TimestampPlacement::Before));
        QCOMPARE(doc.state().object("fumarole")->timestamp, 2);   // the value it left is free
    }

    // The first of four permanents after the last, an effect newer than all: making room above (the
    // moved one and the effect) changes two timestamps where handing all values out again changed
    // four. With events that give timestamps, values past the greatest are not taken.
    void moveTimestampChangesFewest()
    {
        GameState state;
        for (int i = 0; i < 4; ++i) {
            GameObject o;
            o.id = QStringLiteral("p%1").arg(i);
            o.timestamp = i + 1;
            state.objects << o;
        }
        state.objects[0].counters << CounterStack{QStringLiteral("+1/+1"), 1, 1};   // arrived with p0
        ResolvedEffect anthem;
        anthem.id = QStringLiteral("anthem");
        anthem.timestamp = 5;
        state.effects << anthem;
        const auto p0 = TimestampKey::object(QStringLiteral("p0"));
        const auto p3 = TimestampKey::object(QStringLiteral("p3"));
        QVector<TimestampEntry> changes = timestampsAfterMove(state, p0, p3, TimestampPlacement::After);
        QCOMPARE(changes.size(), 3);
        QCOMPARE(changes[0].key, p0);
        QCOMPARE(changes[0].timestamp, 5);
        QCOMPARE(changes[1].key, TimestampKey::counters(QStringLiteral("p0"), QStringLiteral("+1/+1")));
        QCOMPARE(changes[1].timestamp, 5);
        QCOMPARE(changes[2].key, TimestampKey::effect(QStringLiteral("anthem")));
        QCOMPARE(changes[2].timestamp, 6);

        GameEvent given;
        given.timestamps = {9};
        state.events << given;
        changes = timestampsAfterMove(state, p0, p3, TimestampPlacement::After);
        QCOMPARE(changes.size(), 5);   // p1, p2, p3 one lower, p0 and its counters at 4
        QCOMPARE(changes.last().timestamp, 4);
    }

    // CR 613.7m: the reader puts the Control Magics that entered together in APNAP order (Ana's
    // first, so Nico's applies last in layer 2 and Nico controls the Wurm). Moving Nico's before Ana's
    // by hand takes it out of the group, so the saved file opens with the order the user chose.
    void movedObjectLeavesEnteredTogetherGroup()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(testData("simultaneous_apnap.strata.json"), nullptr));
        QCOMPARE(computed(doc, "wurm").controller, QString("nico"));
        QVERIFY(scenarioToJson(doc.state()).contains(R"("entered_together": "g1")"));
        const QByteArray before = scenarioToJson(doc.state());

        QVERIFY(doc.moveTimestamp("cm_nico", "cm_ana", TimestampPlacement::Before));
        QCOMPARE(computed(doc, "wurm").controller, QString("ana"));   // 613.1b: the later effect wins
        QVERIFY(doc.state().object("cm_nico")->enteredTogether.isEmpty());
        QCOMPARE(doc.state().object("cm_ana")->enteredTogether, QString("g1"));

        const QString path = m_dir.filePath("apnap_moved.strata.json");
        QString error;
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        ScenarioDocument reopened;
        QVERIFY(reopened.open(path, nullptr));
        QCOMPARE(computed(reopened, "wurm").controller, QString("ana"));
        QCOMPARE(scenarioToJson(reopened.state()), scenarioToJson(doc.state()));

        doc.undoStack()->undo();
        QCOMPARE(scenarioToJson(doc.state()), before);
    }

    void counterMergeAndRemoval()
    {
        ScenarioDocument doc;
        const QString bears = doc.addObject("Grizzly Bears", "ana");
        QVERIFY(doc.setCounters(bears, "+1/+1", 1));
        QVERIFY(doc.setCounters(bears, "+1/+1", 2));
        QVERIFY(doc.setCounters(bears, "+1/+1", 3));
        QCOMPARE(doc.undoStack()->count(), 2);   // a spin box's steps are one edit
        // CR 613.4c: +1/+1 counters apply in 7c.
        QCOMPARE(*computed(doc, bears).power, 5);
        QVERIFY(doc.setCounters(bears, "+1/+1", 0));
        QVERIFY(doc.state().object(bears)->counters.isEmpty());
        QVERIFY(!doc.setCounters(bears, "+1/+1", 0));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
