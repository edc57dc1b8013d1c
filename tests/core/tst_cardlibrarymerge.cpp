// CardLibrary keeps its cards sorted by name (case-insensitive) however they come: addMissing merges
// the cards it adds into that order rather than sorting again, and fromCards sorts only when needed.
#include "cards/CardLibrary.h"
#include <QtTest>
#include <algorithm>

using namespace strata;

namespace {

CardPtr card(const QString& name, const QString& from)
{
    auto c = std::make_shared<Card>();
    c->front.name = name;
    c->resourcePath = from;
    return c;
}

QVector<CardPtr> cards(const QStringList& names, const QString& from)
{
    QVector<CardPtr> out;
    for (const QString& n : names)
        out << card(n, from);
    return out;
}

QStringList sortedCaseInsensitive(QStringList names)
{
    std::sort(names.begin(), names.end(),
        [](const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    return names;
}

}   // namespace

class TestCardLibraryMerge : public QObject {
    Q_OBJECT
private slots:
    void fromCardsSortsWhateverTheOrder()
    {
        Diagnostics errors;
        const CardLibrary lib = CardLibrary::fromCards(cards({"zebra", "Apple", "mango", "banana"}, "a"), &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(lib.names(), QStringList({"Apple", "banana", "mango", "zebra"}));
    }

    void addMissingMergesInNameOrderAndKeepsTheCardsThere()
    {
        Diagnostics errors;
        CardLibrary to = CardLibrary::fromCards(cards({"Bear", "delta", "Echo", "yak"}, "here"), &errors);
        const CardLibrary from
            = CardLibrary::fromCards(cards({"alpha", "bear", "Charlie", "Echo", "foxtrot", "Zulu"}, "there"), &errors);
        QVERIFY(errors.isEmpty());
        to.addMissing(from);
        const QStringList expected
            = sortedCaseInsensitive({"Bear", "delta", "Echo", "yak", "alpha", "Charlie", "foxtrot", "Zulu"});
        QCOMPARE(to.names(), expected);
        QCOMPARE(to.size(), 8);
        // The cards already there win a shared name, whatever its case.
        QCOMPARE(to.find("bear")->resourcePath, QStringLiteral("here"));
        QCOMPARE(to.find("echo")->resourcePath, QStringLiteral("here"));
        QCOMPARE(to.find("alpha")->resourcePath, QStringLiteral("there"));
        // Adding into an empty library, or adding nothing new, keeps the order.
        CardLibrary empty;
        empty.addMissing(to);
        QCOMPARE(empty.names(), expected);
        to.addMissing(from);
        QCOMPARE(to.names(), expected);
    }
};

QTEST_GUILESS_MAIN(TestCardLibraryMerge)
#include "tst_cardlibrarymerge.moc"
