// Round-trip mismatches of round 15 (tests/data/import/wordings15.json): "instant and sorcery card" and
// "instant or sorcery card", "-0/-2" and "+0/-2"; and two writer errors: an optional clash ("you may
// clash with an opponent") was written as nothing, and after a clash the source is named again, not
// "it" (Ringskipper). Orcish Captain's "it gets -0/-2" (the writer's "that Orc gets +0/-2") reads the same since
// round 35.
// "Another Human creature dies" is not "another Human dies": any permanent can die (700.4), a Kindred
// Human enchantment too; since round 22 the writer keeps "creature" there (tst_importtriggers).
#include "ImportFixtures.h"
#include "import/ImportedCard.h"
#include "import/RoundTripWordings.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("wordings15.json"));
}

}   // namespace

class TestImportWordings15 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 4); }

    void readTheSame_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("instant and sorcery card") << "Rise from the Tides" << "Create";
        QTest::newRow("optional clash") << "Sentry Oak" << "clash";
        QTest::newRow("the source named after a clash") << "Ringskipper" << "clash";
        QTest::newRow("that Orc, named after a flip") << "Orcish Captain" << "Flip";
    }

    // Each of these was a round-trip mismatch before; now the written text reads as the Oracle's.
    void readTheSame()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(normalisedForRoundTrip(r->written), normalisedForRoundTrip(r->sentence));
        QCOMPARE(r->status, AbilityStatus::Parsed);
    }

    void sameMeaning_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("same");
        QTest::newRow("instant and sorcery cards") << "Exile all instant and sorcery cards from your graveyard."
                                                   << "Exile all instant or sorcery cards from your graveyard.";
        QTest::newRow("minus zero") << "It gets -0/-2 until end of turn." << "It gets +0/-2 until end of turn.";
        // Any permanent can die (700.4): "creature" after a creature type says something.
        QTest::newRow("creature type dies") << "Whenever another Zombie creature you control dies, draw a card."
                                            << "Whenever another Zombie creature you control dies, draw a card.";
        // A minus before another number is a number, not "-0".
        QTest::newRow("minus ten") << "It gets -10/-0 until end of turn." << "It gets -10/-0 until end of turn.";
    }

    void sameMeaning()
    {
        QFETCH(QString, text);
        QFETCH(QString, same);
        QCOMPARE(sameMeaningWordings(text), same);
    }

    void ringskipperReturnsIfItWins()
    {
        // CR 701.30, 700.4: Ringskipper dies; Ana reveals Craw Wurm (mana value 6), Nico Grizzly Bears (2):
        // she wins the clash, so Ringskipper returns from her graveyard to her hand. Lower, it stays.
        const QByteArray objects = R"({"id": "rs", "card": "Ringskipper", "timestamp": 1},
            {"id": "anatop", "card": "%1", "zone": "library"},
            {"id": "nicotop", "card": "Grizzly Bears", "owner": "nico", "zone": "library"})";
        const QByteArray events = R"({"id": "e1", "move": "rs", "to": "graveyard"}, {"id": "e2", "resolve": "top"})";
        const Playthrough won = test::playScenario(fixtures(), QByteArray(objects).replace("%1", "Craw Wurm"), events);
        QCOMPARE(test::zoneOf(won, QStringLiteral("rs")), Zone::Hand);
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        const Playthrough lost = test::playScenario(fixtures(), QByteArray(objects).replace("%1", "Llanowar Elves"), events);
        QCOMPARE(test::zoneOf(lost, QStringLiteral("rs")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImportWordings15)
#include "tst_importwordings15.moc"
