// The optional "layout" key (docs/scenario-extensions.md): where the user put cards on the app's
// board. It reads and writes back, a file without it reads as before, it changes no result, and a
// bad one is refused with each problem's line and column.
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "io/ScenarioWriter.h"
#include <QJsonDocument>
#include <QtTest>

using namespace strata;

namespace {

QByteArray scenario(const QByteArray& layout)
{
    QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1,\n"
                      " \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n"
                      " \"objects\": [{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},\n"
                      "  {\"id\": \"anthem\", \"card\": \"Glorious Anthem\", \"timestamp\": 2}]";
    if (!layout.isEmpty())
        json += ",\n \"layout\": " + layout;
    return json + "}\n";
}

std::optional<GameState> read(const QByteArray& json, Diagnostics* diags)
{
    return ScenarioReader(CardLibrary::builtin()).read(json, QStringLiteral("t.strata.json"), diags);
}

}   // namespace

class TestLayoutKey : public QObject {
    Q_OBJECT
private slots:
    void readsAndWritesBack()
    {
        Diagnostics diags;
        const auto state = read(scenario(R"({"bears": {"x": 152, "y": -40}})"), &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(state->boardPositions.size(), 1);
        QCOMPARE(state->boardPositions.value("bears"), QPointF(152, -40));
        const QByteArray written = scenarioToJson(*state);
        QVERIFY2(written.contains("\"layout\""), written.constData());
        Diagnostics again;
        const auto reread = read(written, &again);
        QVERIFY2(reread, qPrintable(again.formatted().join('\n')));
        QCOMPARE(reread->boardPositions, state->boardPositions);
    }

    // Without the key a file reads and writes as the spec has it: no positions, no "layout" written.
    void absentKeyChangesNothing()
    {
        Diagnostics diags;
        const auto state = read(scenario(QByteArray()), &diags);
        QVERIFY(state);
        QVERIFY(state->boardPositions.isEmpty());
        QVERIFY(!scenarioToJson(*state).contains("layout"));
    }

    // No rule reads where a card lies: the result is the same with or without the key.
    void resultIgnoresIt()
    {
        Diagnostics diags;
        const auto with = read(scenario(R"({"bears": {"x": 0, "y": 0}, "anthem": {"x": 136, "y": 0}})"), &diags);
        const auto without = read(scenario(QByteArray()), &diags);
        QVERIFY(with && without);
        QCOMPARE(QJsonDocument(resultToJson(*with, LayerEngine::resolve(*with))).toJson(),
            QJsonDocument(resultToJson(*without, LayerEngine::resolve(*without))).toJson());
    }

    void badLayoutsAreRefusedWithTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("layout");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not an object") << QByteArray(R"([1, 2])") << "t.strata.json:5:12: error: layout: expected object, found array";
        QTest::newRow("unknown id") << QByteArray(R"({"bear": {"x": 1, "y": 2}})")
                                    << "t.strata.json:5:13: error: layout.bear: no object has the id \"bear\"";
        QTest::newRow("missing y") << QByteArray(R"({"bears": {"x": 1}})")
                                   << "t.strata.json:5:22: error: layout.bears.y: missing required key \"y\"";
        QTest::newRow("not whole") << QByteArray(R"({"bears": {"x": 1.5, "y": 2}})")
                                   << "t.strata.json:5:28: error: layout.bears.x: expected a whole number";
        QTest::newRow("out of range") << QByteArray(R"({"bears": {"x": 1, "y": 2000000}})")
                                      << "t.strata.json:5:36: error: layout.bears.y: 2000000 is out of range "
                                         "(-1000000 to 1000000)";
        QTest::newRow("other key") << QByteArray(R"({"bears": {"x": 1, "y": 2, "z": 3}})")
                                   << "t.strata.json:5:39: error: layout.bears.z: unknown key \"z\"";
    }

    void badLayoutsAreRefusedWithTheirPlace()
    {
        QFETCH(QByteArray, layout);
        QFETCH(QString, expected);
        Diagnostics diags;
        QVERIFY(!read(scenario(layout), &diags));
        QCOMPARE(diags.formatted().join('\n'), expected);
    }
};

QTEST_GUILESS_MAIN(TestLayoutKey)
#include "tst_layoutkey.moc"
