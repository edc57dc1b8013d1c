// A problem in a file that will not open, said to the GUI user in plain words (issue 13): what the
// problem is about as a person counts it, what is wrong and what to do, then where it is in the file.
#include "document/PlainProblems.h"
#include "import/AppCardLibrary.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::ui;

class TestPlainProblems : public QObject {
    Q_OBJECT
private slots:
    // A card named with a typo: the message names the object as a person counts, says what is wrong
    // and what to do, and still gives the line and column.
    void misspeltCardInPlainWords()
    {
        const QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1,\n"
                                " \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n"
                                " \"objects\": [{\"id\": \"forest\", \"card\": \"Forest\", \"timestamp\": 1},\n"
                                "  {\"id\": \"bears\", \"card\": \"Grizly Bears\", \"timestamp\": 2}]}\n";
        Diagnostics diags;
        QVERIFY(!ScenarioReader(AppCardLibrary::current()).read(json, QStringLiteral("/tmp/typo.strata.json"), &diags));
        const QStringList lines = PlainProblems::describe(diags);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first(),
            QStringLiteral("Object 2: there is no card named “Grizly Bears”. Did you mean Grizzly Bears? "
                           "(line 4, column 27)"));
    }

    // A problem with no plain words keeps the reader's, with its place.
    void otherProblemsKeepTheirWords()
    {
        Diagnostic d;
        d.file = QStringLiteral("/tmp/x.strata.json");
        d.line = 3;
        d.column = 7;
        d.path = QStringLiteral("players[0].life");
        d.message = QStringLiteral("expected a whole number");
        QCOMPARE(PlainProblems::describe(d), QStringLiteral("Player 1: expected a whole number (line 3, column 7)"));
    }
};

QTEST_MAIN(TestPlainProblems)
#include "tst_plainproblems.moc"
