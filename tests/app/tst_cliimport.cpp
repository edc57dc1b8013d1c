// strata-cli import and check --library (docs/importer.md): the coverage summary, the per-card JSON
// in the card format, and a scenario that uses an imported card.
#include "cli/CliCommands.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include "CliRun.h"
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;

namespace {
const QString kCards = testDataPath(QStringLiteral("import/scryfall-cards.json"));
}   // namespace

class TestCliImport : public QObject {
    Q_OBJECT

private slots:
    void summary()
    {
        const Run r = runCli({"import", kCards});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("Cards: 31 imported, 0 skipped\n"), qPrintable(r.out));
        QVERIFY(r.out.contains("fully understood: "));
        QVERIFY(r.out.contains("Static abilities that change characteristics (layers 1-7): "));
        QVERIFY(r.out.contains("Most common sentences not understood:"));
    }

    void reportNamesEveryAbility()
    {
        const Run r = runCli({"import", kCards, "--report"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("Arena  [text_only]"));
        // A sentence written back otherwise is reported with what Strata read.
        QVERIFY(r.out.contains("parsed    {1}, {T}: Target Blinkmoth creature gets +1/+1 until end of turn."));
        // A made-up card's mismatch (Orcish Captain's until round 35, when it was read as printed).
        const Run more = runCli({"import", testDataPath(QStringLiteral("import/mismatch35.json")), "--report"});
        QCOMPARE(more.status, 0);
        QVERIFY(more.out.contains("mismatch  {2}: Untap all creatures you control. Creatures you control get +1/+1"));
        QVERIFY(more.out.contains("Untap creatures you control. They get +1/+1 until end of turn."));
    }

    void jsonHasCardFormatAndStatuses()
    {
        const Run r = runCli({"import", kCards, "--json"});
        QCOMPARE(r.status, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc["summary"].toObject()["cards"].toInt(), 31);
        const QJsonArray cards = doc["cards"].toArray();
        QCOMPARE(cards.size(), 31);
        const QJsonObject anthem = cards[0].toObject();
        QCOMPARE(anthem["status"].toString(), QStringLiteral("understood"));
        QCOMPARE(anthem["card"].toObject()["name"].toString(), QStringLiteral("Glorious Anthem"));
        const QJsonObject ability = anthem["card"].toObject()["abilities"].toArray()[0].toObject();
        QCOMPARE(ability["static"].toObject()["effects"].toArray()[0].toObject()["modify_pt"].toObject()["power"].toInt(), 1);
        QCOMPARE(anthem["abilities"].toArray()[0].toObject()["status"].toString(), QStringLiteral("parsed"));
    }

    void badFileIsPositionedAndExitsTwo()
    {
        const Run r = runCli({"import", testDataPath(QStringLiteral("import/truncated.json"))});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("truncated.json:") && r.err.contains("truncated"), qPrintable(r.err));
        const Run none = runCli({"import", testDataPath(QStringLiteral("import/no-such-file.json"))});
        QCOMPARE(none.status, 2);
        QVERIFY(none.err.contains("no such file"));
    }

    void checkFindsImportedCards()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath("imported.json");
        QCOMPARE(runCli({"import", kCards, "--save", library}).status, 0);
        const QString scenario = dir.filePath("squadron.strata.json");
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "strata-scenario", "version": 1,
  "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}],
  "objects": [
    {"id": "squadron", "card": "Battle Squadron", "controller": "ana", "timestamp": 1},
    {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2}
  ]})");
        f.close();
        // Without the library the card is unknown; with it, its CDA counts Ana's creatures (604.3, 7a).
        QCOMPARE(runCli({"check", scenario, "--library", dir.filePath("none.json")}).status, 2);
        const Run r = runCli({"check", scenario, "--library", library, "--json"});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QJsonArray objects = QJsonDocument::fromJson(r.out.toUtf8()).object()["objects"].toArray();
        bool found = false;
        for (const QJsonValue& o : objects) {
            if (o["id"].toString() != "squadron")
                continue;
            found = true;
            QCOMPARE(o["power"].toInt(), 2);
            QCOMPARE(o["toughness"].toInt(), 2);
        }
        QVERIFY(found);
    }

    // import --compare: the imported cards beside the hand-made ones, and a scenario resolved with
    // each (docs/importer.md, "Against the hand-made cards").
    void compareWithTheHandMadeCards()
    {
        const QString cards = testDataPath(QStringLiteral("import/handmade.json"));
        const QString scenario = testDataPath(QStringLiteral("cr_613_4_example_1.strata.json"));
        const Run r = runCli({"import", cards, "--compare", scenario});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("Against the hand-made cards: 118 of the file's cards are built in"), qPrintable(r.out));
        QVERIFY2(r.out.contains("understood, read differently: 0"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Scenarios read: 1 (0 not readable); using a card the import replaced: 1; resolving alike: 1"),
            qPrintable(r.out));
        const Run j = runCli({"import", cards, "--json", "--compare", scenario});
        const QJsonObject handMade = QJsonDocument::fromJson(j.out.toUtf8()).object()["hand_made"].toObject();
        QCOMPARE(handMade["cards"].toInt(), 118);
        QCOMPARE(handMade["scenarios"].toObject()["identical"].toInt(), 1);
        QCOMPARE(runCli({"check", scenario, "--compare", scenario}).status, 2);   // --compare goes with import
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cliimport.moc"
