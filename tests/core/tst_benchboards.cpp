// The benchmarks' generated boards written as scenario files (strata-bench --write-board, which
// scripts/perf-table.sh uses so that strata-cli and strata-gui-bench measure the very boards
// strata-bench does): a written board reads back without a problem and resolves to the same result
// as the board read in memory. Small sizes only: mix 200, each pathological shape at 10.
#include "BoardGenerator.h"
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace strata;

namespace {

QByteArray resolvedJson(const GameState& state)
{
    return QJsonDocument(resultToJson(state, LayerEngine::resolve(state))).toJson(QJsonDocument::Compact);
}

}   // namespace

class TestBenchBoards : public QObject {
    Q_OBJECT
private slots:
    void writtenBoardReadsBackAlike_data();
    void writtenBoardReadsBackAlike();
    void boardsAreTheSameEveryTime();
    void unknownNamesWriteNothing();
};

void TestBenchBoards::writtenBoardReadsBackAlike_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("battlefield");   // permanents the generator promises
    QTest::newRow("mix200") << "mix200" << 200;
    QTest::newRow("kwende10") << "kwende10" << 40;   // 20 bears, 10 Kwendes, 10 Grounded
    QTest::newRow("loop10") << "loop10" << 40;       // 10 Conspiracies, 10 Life and Limbs, 10 Forests, 10 Saprolings
    QTest::newRow("moon10") << "moon10" << 50;       // 10 Blood Moons, Urborgs, Yavimayas, nonbasics, Spreading Seas
}

void TestBenchBoards::writtenBoardReadsBackAlike()
{
    QFETCH(QString, name);
    QFETCH(int, battlefield);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name + ".json");
    QString error;
    QVERIFY2(bench::writeNamedBoard(name, path, &error), qPrintable(error));

    const ScenarioReader reader(CardLibrary::builtin());
    Diagnostics fromFile;
    const std::optional<GameState> written = reader.readFile(path, &fromFile);
    QVERIFY2(written && fromFile.isEmpty(), qPrintable(fromFile.formatted().join('\n')));
    Diagnostics inMemory;
    const std::optional<GameState> generated = reader.read(bench::namedBoard(name), name, &inMemory);
    QVERIFY2(generated && inMemory.isEmpty(), qPrintable(inMemory.formatted().join('\n')));

    int permanents = 0;
    for (const GameObject& o : written->objects)
        permanents += o.zone == Zone::Battlefield ? 1 : 0;
    QCOMPARE(permanents, battlefield);
    const Resolution resolution = LayerEngine::resolve(*written);
    QVERIFY(!resolution.steps.isEmpty());            // a board that exercises the engine
    QVERIFY(!resolution.dependencies.isEmpty());     // every one of these boards has dependencies
    QCOMPARE(resolvedJson(*written), resolvedJson(*generated));
}

void TestBenchBoards::boardsAreTheSameEveryTime()
{
    // The table compares runs and machines: the same name must give the same board, byte for byte.
    for (const QString& name : {QStringLiteral("mix200"), QStringLiteral("kwende10")}) {
        const QByteArray first = bench::namedBoard(name);
        QVERIFY(!first.isEmpty());
        QCOMPARE(bench::namedBoard(name), first);
    }
    QVERIFY(bench::namedBoard("mix200") != bench::namedBoard("mix201"));
}

void TestBenchBoards::unknownNamesWriteNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name : {QStringLiteral("mix"), QStringLiteral("mix0"), QStringLiteral("Mix200"),
             QStringLiteral("dragon10"), QStringLiteral("kwende"), QStringLiteral("mix2000000"),
             QStringLiteral("mix200 ")}) {
        const QString path = dir.filePath(QStringLiteral("board.json"));
        QString error;
        QVERIFY2(!bench::writeNamedBoard(name, path, &error), qPrintable(name));
        QVERIFY2(error.contains(name), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }
}

QTEST_GUILESS_MAIN(TestBenchBoards)
#include "tst_benchboards.moc"
