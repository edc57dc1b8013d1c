// ScenarioDocument's files: what the writer writes, and saving and opening that never lose work.
#include "AppTestSupport.h"
#include "DiskFailures.h"
#include "ScenarioText.h"
#include "document/ScenarioDocument.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioWriter.h"
#include "rules/StateBasedActions.h"
#include <QDir>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;
using strata::test::fileBytes;
using strata::test::readScenarioText;

namespace {

QJsonObject resultOf(const GameState& state)
{
    Resolution r = LayerEngine::resolve(state);
    findStateBasedActions(state, r);
    return resultToJson(state, r);
}

QString write(const QString& path, const QByteArray& content)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

}   // namespace

class TestDocumentFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(CardLibrary::builtin().errors().isEmpty(),
            qPrintable(CardLibrary::builtin().errors().formatted().join('\n')));
    }

    // ---- ScenarioWriter -------------------------------------------------------------------------

    void writerRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("demo") << kDemo;
        const QDir dir(testDataPath());
        for (const QString& f : dir.entryList({"*.strata.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    // Writing a scenario and reading it back gives the same state: the same text when written again and
    // the same layer result, for every golden scenario (they use every key the reader knows).
    void writerRoundTrip()
    {
        QFETCH(QString, path);
        Diagnostics diags;
        auto original = ScenarioReader(CardLibrary::builtin()).readFile(path, &diags);
        QVERIFY2(original, qPrintable("the reader refuses it: " + diags.formatted().join('\n')));
        const QByteArray written = scenarioToJson(*original);
        QString problems;
        const GameState reread = readScenarioText(written, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems + "\n" + written));
        QCOMPARE(scenarioToJson(reread), written);
        QCOMPARE(resultOf(reread), resultOf(*original));
    }

    // Only non-default keys, in the spec's order; defaults are the reader's (owner: first player,
    // controller: owner, effect controller: the source's).
    void writerWritesOnlyNonDefaults()
    {
        Diagnostics diags;
        auto demo = ScenarioReader(CardLibrary::builtin()).readFile(kDemo, &diags);
        QVERIFY(demo);
        const QString text = QString::fromUtf8(scenarioToJson(*demo));
        QVERIFY(text.startsWith("{\n  \"format\": \"strata-scenario\",\n  \"version\": 1,\n  \"title\": {"));
        QVERIFY2(text.contains(R"({"id": "fumarole", "card": "Wandering Fumarole", "timestamp": 1, "tapped": true})"),
            qPrintable(text));
        QVERIFY(text.contains(
            R"({"id": "switch", "source": "fumarole", "ability_from": "animate", "ability": 1, "timestamp": 3})"));
        QVERIFY(text.contains(
            R"({"id": "inversion", "card": "Nameless Inversion", "controller": "nico", "targets": ["fumarole"], "timestamp": 4})"));
        QVERIFY(!text.contains("\"zone\""));
        QVERIFY(!text.contains("\"rules\""));
        QCOMPARE(text.indexOf("\"players\"") < text.indexOf("\"objects\""), true);
        QCOMPARE(text.indexOf("\"objects\"") < text.indexOf("\"effects\""), true);
    }

    // 613.7c: counters keep their own timestamp only when it differs from the object's.
    void writerCounterTimestamps()
    {
        GameState s;
        s.players = {Player{"ana", "Ana"}};
        GameObject bears;
        bears.id = "bears";
        bears.card = CardLibrary::builtin().find("Grizzly Bears");
        bears.owner = bears.controller = "ana";
        bears.timestamp = 1;
        bears.counters = {CounterStack{"+1/+1", 2, 1}, CounterStack{"flying", 1, 5}};
        s.objects << bears;
        const QString text = QString::fromUtf8(scenarioToJson(s));
        QVERIFY2(
            text.contains(R"("counters": {"+1/+1": 2, "flying": {"count": 1, "timestamp": 5}})"), qPrintable(text));
        QString problems;
        const GameState reread = readScenarioText(text.toUtf8(), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        QCOMPARE(reread.objects[0].counters[1].timestamp, 5);
        QCOMPARE(reread.objects[0].counters[0].timestamp, 1);
    }

    // QSaveFile: a save that fails leaves what was at the path as it was; one that succeeds replaces
    // the whole file and leaves no temporary file behind.
    void writeScenarioFileIsAtomic()
    {
        Diagnostics diags;
        auto demo = ScenarioReader(CardLibrary::builtin()).readFile(kDemo, &diags);
        QVERIFY(demo);
        QTemporaryDir dir;
        const QString target = dir.filePath("busy.strata.json");
        QVERIFY(QDir(dir.path()).mkdir("busy.strata.json"));   // a directory stands where the file would go
        QVERIFY(!write(target + "/keep.txt", "precious").isEmpty());
        QString error;
        QVERIFY(!writeScenarioFile(*demo, target, &error));
        QVERIFY(!error.isEmpty());
        QFile kept(target + "/keep.txt");
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("precious"));

        const QString file = write(dir.filePath("old.strata.json"), "old text that is longer than nothing");
        QVERIFY(writeScenarioFile(*demo, file, &error));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), scenarioToJson(*demo));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"old.strata.json"});

        QVERIFY(!writeScenarioFile(*demo, dir.filePath("no/such/dir/x.strata.json"), &error));
        QVERIFY(error.contains("no/such/dir"));
    }

    // ---- files ----------------------------------------------------------------------------------

    void saveThenOpenRoundTrip()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        QVERIFY(doc.setRulesEdition(RulesEdition::Rules2016));
        QString error;
        const QString path = m_dir.filePath("saved.strata.json");
        QSignalSpy file(&doc, &ScenarioDocument::fileChanged);
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        QCOMPARE(file.count(), 1);
        QCOMPARE(doc.filePath(), path);
        QVERIFY(!doc.isModified());
        // save() writes to the file saved as, never back to the demo it was opened from.
        QVERIFY(doc.setTapped("fumarole", false));
        QVERIFY(doc.isModified());
        QVERIFY2(doc.save(&error), qPrintable(error));
        QVERIFY(!doc.isModified());

        ScenarioDocument other;
        Diagnostics diags;
        QVERIFY2(other.open(path, &diags), qPrintable(diags.formatted().join('\n')));
        QCOMPARE(scenarioToJson(other.state()), scenarioToJson(doc.state()));
        QCOMPARE(resultToJson(other.state(), other.resolution()), resultToJson(doc.state(), doc.resolution()));
        QVERIFY(!other.state().object("fumarole")->tapped);
        QCOMPARE(other.state().rules, RulesEdition::Rules2016);
    }

    void saveWithoutPathFails()
    {
        ScenarioDocument doc;
        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY(!error.isEmpty());
    }

#ifdef Q_OS_UNIX
    // Issue 9: on a full disk, Save As over an existing file reported success and left the file
    // empty. Here the system refuses the bytes when the last buffer is written out, as a full disk
    // does (FileSizeLimit): the old file keeps its bytes, and the document its changes and its name.
    void saveOnAFullDiskKeepsEverything()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        const QByteArray old = "{\"format\": \"strata-scenario\", \"an older scenario\": true}\n";
        const QString path = write(m_dir.filePath("full-disk.strata.json"), old);
        QVERIFY(!path.isEmpty());
        QSignalSpy fileChanged(&doc, &ScenarioDocument::fileChanged);
        QString error;
        bool saved = true;
        {
            strata::test::FileSizeLimit limit(64);
            QVERIFY(limit.isActive());
            saved = doc.saveAs(path, &error);
        }
        QVERIFY(!saved);
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains("File too large"), qPrintable(error));
        QCOMPARE(fileBytes(path), old);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.filePath(), kDemo);
        QCOMPARE(fileChanged.count(), 0);
    }

    // Save to a file whose folder has become read-only: refused, and nothing is lost.
    void saveToReadOnlyFolderKeepsEverything()
    {
        const QString folder = m_dir.filePath("read-only");
        QVERIFY(QDir(m_dir.path()).mkpath("read-only"));
        const QString path = QDir(folder).filePath("mine.strata.json");
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QString error;
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        const QByteArray old = fileBytes(path);
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        bool saved = true;
        {
            strata::test::ReadOnlyDirectory readOnly(folder);
            QVERIFY2(readOnly.isEffective(), "the folder could not be made read-only");
            saved = doc.save(&error);
        }
        QVERIFY(!saved);
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QCOMPARE(fileBytes(path), old);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.filePath(), path);
        QVERIFY(QDir(folder).removeRecursively());
    }

    // A file the user may write, in a folder that refuses new files (so no temporary file): written in
    // place, as Tiled's SaveFile does, and the caller is told the save was not atomic.
    void saveWritableFileInReadOnlyFolderWritesInPlace()
    {
        const QString folder = m_dir.filePath("read-only-writable-file");
        QVERIFY(QDir(m_dir.path()).mkpath("read-only-writable-file"));
        const QString path = QDir(folder).filePath("mine.strata.json");
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QString error, notice;
        QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
        QVERIFY(QFile::setPermissions(path, QFile::permissions(path) | QFile::WriteGroup | QFile::WriteOther));
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        bool saved = false;
        {
            strata::test::ReadOnlyDirectory readOnly(folder);
            QVERIFY2(readOnly.isEffective(), "the folder could not be made read-only");
            saved = doc.save(&error, &notice);
        }
        QVERIFY2(saved, qPrintable(error));
        QVERIFY2(notice.contains(QDir::toNativeSeparators(path)) && notice.contains("in place"), qPrintable(notice));
        QCOMPARE(fileBytes(path), scenarioToJson(doc.state()));
        QVERIFY(!doc.isModified());
        // Without a notice to give, the caller gets the safe refusal of before.
        QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
        const QByteArray old = fileBytes(path);
        {
            strata::test::ReadOnlyDirectory readOnly(folder);
            saved = doc.save(&error);
        }
        QVERIFY(!saved);
        QCOMPARE(fileBytes(path), old);
        QVERIFY(doc.isModified());
        QVERIFY(QDir(folder).removeRecursively());
    }
#endif

    // The spec's "Errors": a bad file is refused whole, the open scenario stays, and the message says
    // where the problem is.
    void openBadFileKeepsState()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        const QByteArray before = scenarioToJson(doc.state());
        const QString path = write(m_dir.filePath("bad.strata.json"),
            "{\n  \"format\": \"strata-scenario\", \"version\": 1,\n"
            "  \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n"
            "  \"objects\": [{\"id\": \"b\", \"card\": \"Grizly Bears\", \"timestamp\": 1}]\n}\n");
        QSignalSpy resolved(&doc, &ScenarioDocument::resolved);
        Diagnostics diags;
        QVERIFY(!doc.open(path, &diags));
        QCOMPARE(diags.size(), 1);
        const Diagnostic& d = diags.items().first();
        QCOMPARE(d.line, 4);
        QVERIFY(d.column > 1);
        QCOMPARE(d.path, QString("objects[0].card"));
        QVERIFY(d.message.contains("Grizzly Bears"));
        QCOMPARE(scenarioToJson(doc.state()), before);
        QCOMPARE(doc.filePath(), kDemo);
        QCOMPARE(resolved.count(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);   // the history stays too
        QVERIFY(doc.isModified());
    }

    // Issue 9: this file crashed the reader and took the unsaved edits with it.
    void openEffectWithoutAbilityKeepsState()
    {
        ScenarioDocument doc;
        QVERIFY(doc.open(kDemo, nullptr));
        QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
        const QByteArray before = scenarioToJson(doc.state());
        const QString path = testData("bad_effect_without_ability.json");
        Diagnostics diags;
        QVERIFY(!doc.open(path, &diags));
        QCOMPARE(diags.formatted(),
            QStringList{path + ":3:13: error: effects[0].ability: missing required key \"ability\""});
        QCOMPARE(scenarioToJson(doc.state()), before);
        QCOMPARE(doc.filePath(), kDemo);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.isModified());
    }
};

QTEST_MAIN(TestDocumentFiles)
#include "tst_documentfiles.moc"
