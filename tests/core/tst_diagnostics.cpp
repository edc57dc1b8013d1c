// Messages about a file quote what the file says; a hostile file must not forge lines, smuggle
// control or bidirectional-override characters to the terminal, or flood it (issue 9).
#include "cards/CardLibrary.h"
#include "io/Diagnostics.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;

namespace {

QStringList problemsOf(const QByteArray& json)
{
    Diagnostics diags;
    ScenarioReader(CardLibrary::builtin()).read(json, QStringLiteral("s.json"), &diags);
    return diags.formatted();
}

// A scenario with one player "a" and the given objects and effects.
QByteArray scenario(const QByteArray& objects, const QByteArray& effects = "[]")
{
    return "{\"format\":\"strata-scenario\",\"version\":1,\"players\":[{\"id\":\"a\",\"name\":\"A\"}],\n"
           "\"objects\":"
        + objects + ",\n\"effects\":" + effects + "}\n";
}

}   // namespace

class TestDiagnostics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(CardLibrary::builtin().errors().isEmpty(),
            qPrintable(CardLibrary::builtin().errors().formatted().join('\n')));
    }

    void newlineInIdCannotForgeALine()
    {
        const QStringList lines = problemsOf(
            scenario("[{\"id\":\"x\\ns.json:9:9: error: forged\",\"card\":\"Grizzly Bears\",\"timestamp\":1}]"));
        QCOMPARE(lines,
            QStringList{"s.json:2:18: error: objects[0].id: id \"x\\ns.json:9:9: error: forged\" must be "
                        "1 to 64 letters, digits, '_', '.' or '-'"});
        QVERIFY(!lines.first().contains('\n'));
    }

    void nulAndBidiControlsAreEscaped()
    {
        const QStringList lines = problemsOf(
            scenario("[{\"id\":\"a\\u0000b\\u202Ec\\u2066d\\te\",\"card\":\"Grizzly Bears\",\"timestamp\":1}]"));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains("id \"a\\u0000b\\u202Ec\\u2066d\\te\""), qPrintable(lines.first()));
        for (const QChar c : lines.first())
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x202E && c.unicode() != 0x2066, qPrintable(lines.first()));
    }

    void longValuesAreElided()
    {
        const QByteArray id(1024 * 1024, 'x');
        Diagnostics diags;
        ScenarioReader(CardLibrary::builtin())
            .read(scenario("[{\"id\":\"" + id + "\",\"card\":\"Grizzly Bears\",\"timestamp\":1}]"), "s.json", &diags);
        QCOMPARE(diags.size(), 1);
        const QString message = diags.items().first().message;
        QVERIFY2(message.size() < 300, qPrintable(message.left(400)));
        QVERIFY2(message.startsWith("id \"" + QString(60, 'x') + QChar(0x2026) + "\" must be"), qPrintable(message));
    }

    void longKeyIsElidedInPathAndMessage()
    {
        const QByteArray key(10 * 1024 * 1024, 'k');
        const QStringList lines = problemsOf(scenario("[]").replace("\"objects\"", "\"" + key + "\":1,\"objects\""));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().size() < 600, qPrintable(lines.first().left(700)));
        QVERIFY2(lines.first().contains("unknown key \"" + QString(60, 'k') + QChar(0x2026) + "\""),
            qPrintable(lines.first()));
    }

    void atMostAHundredProblemsAFile()
    {
        QByteArray extra;
        for (int i = 0; i < 500; ++i)
            extra += "\"k" + QByteArray::number(i) + "\":1,";
        const QStringList lines = problemsOf(scenario("[]").replace("\"objects\"", extra + "\"objects\""));
        QCOMPARE(lines.size(), 101);
        QVERIFY(lines[99].endsWith("unknown key \"k99\""));
        QCOMPARE(lines[100], QString("s.json: and 400 more errors"));
    }

    // What is left out still counts: a reader that compares size() before and after sees the problem.
    void sizeCountsWhatIsLeftOut()
    {
        Diagnostics diags, merged;
        for (int i = 0; i < 150; ++i)
            diags.add("f.json", {1, 1}, QString(), "problem");
        QCOMPARE(diags.size(), 150);
        QCOMPARE(diags.items().size(), 100);
        merged.add("g.json", {1, 1}, QString(), "other");
        merged.append(diags);
        QCOMPARE(merged.size(), 151);
        QCOMPARE(merged.formatted().size(), 102);
        QCOMPARE(merged.formatted().last(), QString("f.json: and 50 more errors"));
    }

    void hugeNumberIsTooLarge()
    {
        const QStringList lines = problemsOf(
            scenario("[{\"id\":\"b\",\"card\":\"Grizzly Bears\",\"timestamp\":123456789012345678901234567890}]"));
        QCOMPARE(lines, QStringList{"s.json:2:57: error: objects[0].timestamp: number too large (at most 1000000000)"});
    }

    // CR 602 abilities are numbered from 1; Wild Mongrel has two. The out-of-range index is the only
    // problem reported, with no follow-up about an "ability 0".
    void outOfRangeAbilityIsOneError()
    {
        const QStringList lines = problemsOf(scenario("[{\"id\":\"m\",\"card\":\"Wild Mongrel\",\"timestamp\":1}]",
            "[{\"id\":\"e\",\"source\":\"m\",\"ability\":101,\"timestamp\":2}]"));
        QCOMPARE(lines, QStringList{"s.json:3:45: error: effects[0].ability: 101 is out of range (1 to 100)"});
    }

    // An object whose id was refused is not reported again by everything that names it.
    void refusedIdIsNotReportedAgainByReferences()
    {
        const QStringList lines = problemsOf(scenario("[{\"id\":\"bad id\",\"card\":\"Wild Mongrel\",\"timestamp\":1}]",
            "[{\"id\":\"e\",\"source\":\"bad id\",\"ability\":1,\"targets\":[\"bad id\"],\"timestamp\":2}]"));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains("objects[0].id: id \"bad id\" must be"), qPrintable(lines.first()));
    }
};

QTEST_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
