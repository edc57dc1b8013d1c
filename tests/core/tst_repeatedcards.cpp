// The 30,000-card file of the import figures (issue 16) is made by repeating a card file under new
// names: each copy must be a card of its own that reads exactly as the original does.
#include "RepeatedCards.h"
#include "import/CardImport.h"
#include <QSet>
#include <QTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;
using namespace strata::import;

class TstRepeatedCards : public QObject {
    Q_OBJECT

    static QString fixture(const char* name) { return testDataPath(QStringLiteral("import/")) + name; }

private slots:
    void suffixesNameTheRound()
    {
        QCOMPARE(test::roundSuffix(0), QString());
        QCOMPARE(test::roundSuffix(1), QStringLiteral(" II"));
        QCOMPARE(test::roundSuffix(3), QStringLiteral(" IV"));
        QCOMPARE(test::roundSuffix(13), QStringLiteral(" XIV"));
        QCOMPARE(test::roundSuffix(99), QStringLiteral(" 100"));
    }

    void copiesReadAsTheOriginals()
    {
        QString error;
        const auto bytes = test::repeatedCards(fixture("scryfall-cards.json"), 100, &error);
        QVERIFY2(bytes, qPrintable(error));
        const ImportResult result = importBytes(*bytes, QStringLiteral("repeated.json"));
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.formatted().join('\n')));
        QCOMPARE(result.cards.size(), 100);
        QSet<QString> names;
        for (const ImportedCard& c : result.cards)
            names.insert(c.card->name());
        QCOMPARE(names.size(), 100);

        const ImportResult original = importFile(fixture("scryfall-cards.json"));
        const int n = original.cards.size();
        QCOMPARE(n, 31);
        for (int i = n; i < 100; ++i) {
            const ImportedCard& copy = result.cards[i];
            const ImportedCard& first = original.cards[i % n];
            QCOMPARE(copy.card->front.name, first.card->front.name + test::roundSuffix(i / n));
            QCOMPARE(copy.status, first.status);
            QCOMPARE(copy.abilities.size(), first.abilities.size());
            for (int a = 0; a < copy.abilities.size(); ++a) {
                QCOMPARE(copy.abilities[a].status, first.abilities[a].status);
                QCOMPARE(copy.abilities[a].written, first.abilities[a].written);
            }
        }
        // Both faces are renamed, and the card's name with them.
        const auto split = std::find_if(result.cards.begin(), result.cards.end(),
            [](const ImportedCard& c) { return c.card->name().startsWith(QLatin1String("Akki Lavarunner II")); });
        QVERIFY(split != result.cards.end());
        QCOMPARE(split->card->back->name, QStringLiteral("Tok-Tok, Volcano Born II"));
    }

    void refusesWhatItCannotRepeat()
    {
        QString error;
        QVERIFY(!test::repeatedCards(fixture("atomic-cards.json"), 10, &error));
        QVERIFY2(error.contains(QLatin1String("MTGJSON")), qPrintable(error));
        QVERIFY(!test::repeatedCards(fixture("no-such-file.json"), 10, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstRepeatedCards)
#include "tst_repeatedcards.moc"
