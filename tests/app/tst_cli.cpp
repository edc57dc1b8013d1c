// strata-cli's contract (scenario-format.md, "Result" and "Errors"): exit statuses, positioned
// messages, refusing bad input whole, and the shape of the JSON result.
#include "cards/CardLibrary.h"
#include "cli/CliCommands.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ResultJsonWriter.h"
#include "io/ScenarioReader.h"
#include "rules/StateBasedActions.h"
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include "CliRun.h"
#include <QtTest>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>
#include <sstream>
#include <sys/stat.h>
#include "TestPaths.h"

using strata::testfiles::testDataPath;
using strata::testfiles::sourcePath;

using namespace strata;


class TestCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(content);
        return path;
    }

private slots:
    void helpAndVersion()
    {
        QCOMPARE(runCli({"--help"}).status, int(cli::Ok));
        QVERIFY(runCli({"--help"}).out.contains("strata-cli check FILE"));
        QCOMPARE(runCli({}).status, int(cli::InvalidInput));
        QCOMPARE(runCli({"frobnicate"}).status, int(cli::InvalidInput));
    }

    void argumentMistakesAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << QStringList{"check", "--json"} << "strata-cli: check needs a scenario file";
        QTest::newRow("two files") << QStringList{"check", "a.json", "b.json"} << "strata-cli: check takes one file";
        QTest::newRow("bad edition") << QStringList{"check", "a.json", "--rules=1999"}
                                     << "strata-cli: --rules takes \"current\" or \"2016\"";
        QTest::newRow("edition without value")
            << QStringList{"check", "a.json", "--rules"} << "strata-cli: Missing value after '--rules'.";
        QTest::newRow("unknown option") << QStringList{"check", "a.json", "--jsn"}
                                        << "strata-cli: Unknown option 'jsn'.";
        QTest::newRow("edition on cards")
            << QStringList{"cards", "--rules", "2016"} << "strata-cli: --rules goes with check";
        QTest::newRow("operand on cards") << QStringList{"cards", "x"} << "strata-cli: cards takes no argument \"x\"";
        QTest::newRow("log level") << QStringList{"check", "a.json", "--log-level",
            "loud"} << "strata-cli: --log-level takes one of trace, debug, info, warn, error, critical, off";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "strata-cli: unknown command \"frobnicate\"";
        QTest::newRow("no-changes without json")
            << QStringList{"check", "a.json", "--no-changes"} << "strata-cli: --no-changes goes with check --json";
    }

    void argumentMistakesAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = runCli(args);
        QCOMPARE(r.status, int(cli::InvalidInput));
        QCOMPARE(r.err.section('\n', 0, 0), message);
        QVERIFY(r.err.contains("Usage:"));
        QVERIFY(r.out.isEmpty());
    }

    void editionTakesBothSpellings()
    {
        const QString demo = sourcePath(QStringLiteral("resources/scenarios/demo.strata.json"));
        for (const QStringList& args : {QStringList{"check", demo, "--json", "--rules=2016"},
                 QStringList{"check", "--rules", "2016", "--json", demo}}) {
            const Run r = runCli(args);
            QCOMPARE(r.status, int(cli::Ok));
            QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value("rules").toString(), QString("2016"));
        }
        QCOMPARE(runCli({"--version"}).status, int(cli::Ok));
        QVERIFY(runCli({"-h"}).out.contains("strata-cli check FILE"));
    }

    void debugLogShowsDependencyDecisions()
    {
        // CR 613.8a/b: Urborg's effect depends on Blood Moon's, which goes first; Urborg's no longer
        // exists. The log says so at debug level only, and never on standard output.
        std::ostringstream log;
        const auto previous = spdlog::default_logger();
        spdlog::set_default_logger(
            std::make_shared<spdlog::logger>("test", std::make_shared<spdlog::sinks::ostream_sink_mt>(log)));
        const QString file = testDataPath(QStringLiteral("blood_moon_urborg_a.strata.json"));
        const Run quiet = runCli({"check", file});
        const std::string quietLog = log.str();
        const Run debug = runCli({"check", file, "--json", "--log-level", "debug"});
        const QString debugLog = QString::fromStdString(log.str().substr(quietLog.size()));
        spdlog::set_default_logger(previous);
        spdlog::set_level(spdlog::level::warn);
        QCOMPARE(quiet.status, int(cli::Ok));
        QCOMPARE(debug.status, int(cli::Ok));
        QVERIFY2(quietLog.empty(), quietLog.c_str());
        QVERIFY2(debugLog.contains("613.8a layer 4: urborg#1 depends on moon#1"), qPrintable(debugLog));
        QVERIFY2(debugLog.contains("613.8b layer 4: moon#1 applies now (timestamp)"), qPrintable(debugLog));
        QVERIFY2(
            debugLog.contains("613.8a layer 4: urborg#1 no longer exists and never applies"), qPrintable(debugLog));
        QVERIFY(!QJsonDocument::fromJson(debug.out.toUtf8()).isNull());
    }

    void demoAsJson()
    {
        const Run r = runCli({"check", sourcePath(QStringLiteral("resources/scenarios/demo.strata.json")), "--json"});
        QCOMPARE(r.status, int(cli::Ok));
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root.value("format").toString(), QString("strata-result"));
        QCOMPARE(root.value("version").toInt(), 1);
        QCOMPARE(root.value("rules").toString(), QString("current"));
        const QJsonObject fumarole = root.value("objects").toArray().first().toObject();
        // Seed 001, example 2 (CR 613.4b–d): set 1/4, +3/-3, then switch → 1/4.
        QCOMPARE(fumarole.value("power").toInt(), 1);
        QCOMPARE(fumarole.value("toughness").toInt(), 4);
        QCOMPARE(fumarole.value("subtypes").toArray().size(), 0);
        QStringList layers;
        for (const QJsonValue& s : root.value("timeline").toArray())
            layers << s.toObject().value("layer").toString();
        QVERIFY2(layers.contains("7d") && !layers.contains("7e"), qPrintable(layers.join(",")));
    }

    // The result is written a piece at a time; the bytes are those Qt writes for the whole tree, on
    // every scenario shipped and tested, and with warnings that need escaping.
    void jsonIsStreamedAsQtWritesIt()
    {
        QStringList files;
        for (const QString& dir :
            {testDataPath(), sourcePath(QStringLiteral("resources/scenarios"))})
            for (const QString& name : QDir(dir).entryList({"*.strata.json"}, QDir::Files))
                files << QDir(dir).filePath(name);
        QVERIFY(files.size() > 20);
        int compared = 0;
        for (const QString& file : std::as_const(files)) {
            Diagnostics problems;
            auto state = ScenarioReader(CardLibrary::builtin()).readFile(file, &problems);
            if (!state)
                continue;   // the files of bad input; refused before any JSON is written
            if (state->usesPlayKeys || !state->events.isEmpty())
                continue;   // a played scenario is written whole (CliCommands), not streamed
            Resolution res = LayerEngine::resolve(*state);
            findStateBasedActions(*state, res);
            const QByteArray whole = QJsonDocument(resultToJson(*state, res)).toJson(QJsonDocument::Indented);
            const Run r = runCli({"check", file, "--json"});
            QCOMPARE(r.status, int(cli::Ok));
            QVERIFY2(r.out.toUtf8() == whole, qPrintable(file));
            if (compared++ == 0) {
                res.warnings = QStringList{"a \"quoted\" \\ word", "tab\there, é and \u2192, \x01",
                    "ASCII only: \t\x01\x1f\b\f\r\n\x7f /"};
                QByteArray streamed;
                writeResultJson(*state, res, true, [&](const QByteArray& chunk) { streamed += chunk; });
                QCOMPARE(streamed, QJsonDocument(resultToJson(*state, res)).toJson(QJsonDocument::Indented));
            }
        }
        QVERIFY(compared > 20);
    }

    // --no-changes: the same result without the steps' "changes".
    void noChangesLeavesOutChanges()
    {
        const QString demo = sourcePath(QStringLiteral("resources/scenarios/demo.strata.json"));
        const Run full = runCli({"check", demo, "--json"});
        const Run lean = runCli({"check", demo, "--json", "--no-changes"});
        QCOMPARE(lean.status, int(cli::Ok));
        QJsonObject expected = QJsonDocument::fromJson(full.out.toUtf8()).object();
        QJsonArray steps = expected.value("timeline").toArray();
        int withChanges = 0;
        for (auto step = steps.begin(); step != steps.end(); ++step) {
            QJsonObject o = step->toObject();
            if (o.contains("changes")) {
                ++withChanges;
                o.remove("changes");
                *step = o;
            }
        }
        QVERIFY(withChanges > 0);
        expected.insert("timeline", steps);
        QCOMPARE(QJsonDocument::fromJson(lean.out.toUtf8()).object(), expected);
        QVERIFY(lean.out.size() < full.out.size());
    }

    void rules2016Labels()
    {
        // Same result, the 2016 edition's sublayer names: the switch is 7e there.
        const Run r
            = runCli({"check", sourcePath(QStringLiteral("resources/scenarios/demo.strata.json")), "--json", "--rules", "2016"});
        QCOMPARE(r.status, int(cli::Ok));
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root.value("rules").toString(), QString("2016"));
        QStringList layers;
        for (const QJsonValue& s : root.value("timeline").toArray())
            layers << s.toObject().value("layer").toString();
        QVERIFY2(layers.contains("7e"), qPrintable(layers.join(",")));
        QCOMPARE(root.value("objects").toArray().first().toObject().value("toughness").toInt(), 4);
    }

    // events.md: structural problems of events are input errors, one positioned line each.
    void eventProblemsArePositionedErrors()
    {
        const QString path = write("events.strata.json",
            "{\"format\": \"strata-scenario\", \"version\": 1,\n"
            " \"players\": [{\"id\": \"you\", \"name\": \"You\"}],\n"
            " \"objects\": [{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}],\n"
            " \"events\": [\n"
            "  {\"id\": \"e1\", \"explode\": \"bears\"},\n"
            "  {\"id\": \"e2\", \"move\": [\"nobody\"], \"to\": \"graveyard\"},\n"
            "  {\"id\": \"e3\", \"begin\": \"lunch\"},\n"
            "  {\"id\": \"e4\", \"damage\": [{\"source\": \"bears\", \"to\": \"bears\", \"amount\": \"two\"}]},\n"
            "  {\"id\": \"e5\", \"move\": [\"e5.token1\", \"e6.token1\", \"e4.token1\"], \"to\": \"graveyard\"},\n"
            "  {\"id\": \"e6\", \"begin\": \"upkeep\"}\n"
            " ]}\n");
        const Run r = runCli({"check", path});
        QCOMPARE(r.status, int(cli::InvalidInput));
        QVERIFY2(r.err.contains(":5:3: error: events[0]: an event needs one verb"), qPrintable(r.err));
        QVERIFY2(r.err.contains(":6:25: error: events[1].move[0]: no object has the id \"nobody\""), qPrintable(r.err));
        QVERIFY2(r.err.contains(":7:25: error: events[2].begin: unknown step \"lunch\""), qPrintable(r.err));
        QVERIFY2(r.err.contains("events[3].damage[0].amount: expected"), qPrintable(r.err));
        // A token is named after the event that creates it: one of this event or a later one can't be named yet;
        // one of an earlier event can (whether it exists is known only as the events are played).
        QVERIFY2(r.err.contains(":9:25: error: events[4].move[0]: no object has the id \"e5.token1\""), qPrintable(r.err));
        QVERIFY2(r.err.contains(":9:38: error: events[4].move[1]: no object has the id \"e6.token1\""), qPrintable(r.err));
        QVERIFY2(!r.err.contains("e4.token1"), qPrintable(r.err));
    }

    // events.md: a refused event is a result (done: false), not an error; --until stops after an event.
    void eventsPlayAndStopWhereAsked()
    {
        const QString path = write("play.strata.json",
            "{\"format\": \"strata-scenario\", \"version\": 1,\n"
            " \"players\": [{\"id\": \"you\", \"name\": \"You\"}, {\"id\": \"opp\", \"name\": \"Opp\"}],\n"
            " \"objects\": [{\"id\": \"wall\", \"card\": \"Wall of Omens\", \"zone\": \"hand\"}],\n"
            " \"events\": [{\"id\": \"e1\", \"resolve\": \"top\"}, {\"id\": \"e2\", \"move\": \"wall\", \"to\": \"battlefield\"},\n"
            "  {\"id\": \"e3\", \"resolve\": \"top\"}]}\n");
        const Run all = runCli({"check", path, "--json"});
        QCOMPARE(all.status, int(cli::Ok));
        const QJsonObject result = QJsonDocument::fromJson(all.out.toUtf8()).object();
        const QJsonArray events = result.value("events").toArray();
        QCOMPARE(events.size(), 3);
        QCOMPARE(events[0].toObject().value("done").toBool(), false);   // CR 608.1: nothing to resolve
        QCOMPARE(events[1].toObject().value("triggered").toArray().size(), 1);   // CR 603.2
        QCOMPARE(result.value("stack").toArray().size(), 0);
        const Run until = runCli({"check", path, "--json", "--until", "e2"});
        const QJsonObject partial = QJsonDocument::fromJson(until.out.toUtf8()).object();
        QCOMPARE(partial.value("events").toArray().size(), 2);
        QCOMPARE(partial.value("stack").toArray().first().toString(), QStringLiteral("e2.1"));
        const Run text = runCli({"check", path});
        QVERIFY2(text.out.contains("triggered e2.1: wall ability 2"), qPrintable(text.out));
        QVERIFY2(text.out.contains("refused: the stack is empty"), qPrintable(text.out));
        QCOMPARE(runCli({"check", path, "--until", "e9"}).status, int(cli::InvalidInput));
    }

    void badInputIsRefusedWithPositions()
    {
        const QString path = write("bad.strata.json",
            "{\n"
            "  \"format\": \"strata-scenario\", \"version\": 1,\n"
            "  \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n"
            "  \"objects\": [\n"
            "    {\"id\": \"b\", \"card\": \"Grizly Bears\", \"timestamp\": 1},\n"
            "    {\"id\": \"b\", \"card\": \"Bad Moon\"}\n"
            "  ]\n"
            "}\n");
        const Run r = runCli({"check", path});
        QCOMPARE(r.status, int(cli::InvalidInput));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(
            r.err.contains(path
                + ":5:25: error: objects[0].card: unknown card \"Grizly Bears\" (did you mean \"Grizzly Bears\"?)"),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(":6:12: error: objects[1].id: duplicate id \"b\""), qPrintable(r.err));
        QVERIFY2(r.err.contains("objects[1].timestamp: missing required key"), qPrintable(r.err));
    }

    void garbageNeverCrashes()
    {
        QCOMPARE(runCli({"check", write("empty.json", "")}).status, int(cli::InvalidInput));
        QCOMPARE(runCli({"check", write("array.json", "[1,2,3]")}).status, int(cli::InvalidInput));
        QCOMPARE(runCli({"check", write("deep.json", QByteArray(100000, '['))}).status, int(cli::InvalidInput));
        QCOMPARE(runCli({"check", m_dir.filePath("missing.json")}).status, int(cli::InvalidInput));
        const Run wrongTypes = runCli({"check",
            write("types.json", "{\"format\": \"strata-scenario\", \"version\": 1, \"players\": {}, \"objects\": 3}")});
        QCOMPARE(wrongTypes.status, int(cli::InvalidInput));
        QVERIFY2(wrongTypes.err.contains("players: expected array, found object"), qPrintable(wrongTypes.err));
    }

    // Issue 9: an effect with "source" but no "ability" crashed the reader (SIGSEGV) after it had
    // reported the missing key; now the report is all there is.
    void effectWithoutAbilityIsAnError()
    {
        const QString path = testDataPath(QStringLiteral("bad_effect_without_ability.json"));
        const Run r = runCli({"check", path});
        QCOMPARE(r.status, int(cli::InvalidInput));
        QCOMPARE(r.err, path + ":3:13: error: effects[0].ability: missing required key \"ability\"\n");
    }

    // The same through the "ability_from" extension, which looked the index up on another branch.
    void grantedEffectWithoutAbilityIsAnError()
    {
        const QString path = write("no-granted-ability.strata.json",
            "{\"format\":\"strata-scenario\",\"version\":1,\"players\":[{\"id\":\"a\",\"name\":\"A\"}],\n"
            " \"objects\":[{\"id\":\"m\",\"card\":\"Wild Mongrel\",\"timestamp\":1}],\n"
            " \"effects\":[{\"id\":\"e\",\"source\":\"m\",\"ability_from\":\"x\",\"timestamp\":2}]}\n");
        const Run r = runCli({"check", path});
        QCOMPARE(r.status, int(cli::InvalidInput));
        QCOMPARE(r.err,
            path + ":3:13: error: effects[0].ability: missing required key \"ability\"\n" + path
                + ":3:51: error: effects[0].ability_from: \"x\" is not an earlier effect that grants abilities\n");
    }

    // Issue 9: a FIFO blocked strata-cli forever and /dev/zero grew its memory until bad_alloc.
    void refusesWhatIsNotAFile()
    {
        const QString fifo = m_dir.filePath("pipe.strata.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run fromFifo = runCli({"check", fifo});
        QCOMPARE(fromFifo.status, int(cli::InvalidInput));
        QCOMPARE(
            fromFifo.err, fifo + ": error: is not a regular file (a pipe, socket or device); only files can be read\n");
        const Run fromDevice = runCli({"check", "/dev/zero"});
        QCOMPARE(fromDevice.status, int(cli::InvalidInput));
        QCOMPARE(fromDevice.err,
            QString("/dev/zero: error: is not a regular file (a pipe, socket or device); only files can be read\n"));
    }

    // Issue 9: an id holding a newline printed a second, forged error line.
    void newlineInIdPrintsOneLine()
    {
        const QString path = write("forged.strata.json",
            "{\"format\":\"strata-scenario\",\"version\":1,\"players\":[{\"id\":\"a\",\"name\":\"A\"}],\n"
            "\"objects\":[{\"id\":\"x\\nother.json:1:1: error: forged\",\"card\":\"Grizzly Bears\",\"timestamp\":1}]}\n");
        const Run r = runCli({"check", path});
        QCOMPARE(r.status, int(cli::InvalidInput));
        QCOMPARE(r.err,
            path
                + ":2:18: error: objects[0].id: id \"x\\nother.json:1:1: error: forged\" must be "
                  "1 to 64 letters, digits, '_', '.' or '-'\n");
    }

    void cardsList()
    {
        const Run r = runCli({"cards", "--json"});
        QCOMPARE(r.status, int(cli::Ok));
        const QJsonArray cards = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(cards.size() >= 160);
        bool found = false;
        for (const QJsonValue& c : cards)
            if (c.toObject().value("name").toString() == "Tarmogoyf") {
                found = true;
                QCOMPARE(c.toObject().value("power").toString(), QString("*"));
                QCOMPARE(c.toObject().value("toughness").toString(), QString("1+*"));
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
