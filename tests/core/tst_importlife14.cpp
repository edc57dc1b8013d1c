// Life equal to the power of the creature an effect just removed, read from real cards' Oracle text
// (tests/data/import/life14.json): "Exile target creature. Its controller gains life equal to its
// power." (Swords to Plowshares, Ajani Unyielding) and "Destroy target attacking creature. You gain
// life equal to its power." (Chastise). The power is the creature's as it last existed on the
// battlefield (CR 608.2h); the imported Swords to Plowshares is the hand-made card's structure.
#include "ImportFixtures.h"
#include "import/ImportedCard.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("life14.json"));
}

}   // namespace

class TestImportLife14 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 3); }

    void written_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("its controller gains") << "Swords to Plowshares"
                                              << "Exile target creature. Its controller gains life equal to its power.";
        QTest::newRow("you gain") << "Chastise" << "Destroy target attacking creature. You gain life equal to its power.";
        QTest::newRow("loyalty") << "Ajani Unyielding"
                                 << "−2: Exile target creature. Its controller gains life equal to its power.";
    }

    void written()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const AbilityReport* r = test::reportWith(fixtures(), card, QStringLiteral("life equal to its power"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, written);
    }

    void swordsIsTheHandMadeCard()
    {
        const ImportedCard* swords = test::findCard(fixtures(), QStringLiteral("Swords to Plowshares"));
        QVERIFY(swords);
        QCOMPARE(swords->status, CardStatus::Understood);
        const CardPtr handMade = CardLibrary::builtin().find(QStringLiteral("Swords to Plowshares"));
        QVERIFY(handMade);
        QVERIFY(swords->card->front.abilities.first()->sameStructure(*handMade->front.abilities.first()));
    }

    void swordsGivesTheControllerThePower()
    {
        // CR 608.2h: Grizzly Bears is exiled first; its controller gains life equal to its last known power.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "stp", "card": "Swords to Plowshares", "zone": "hand", "owner": "ana"},
               {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "stp", "targets": ["gb"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("gb")), Zone::Exile);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 22);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void chastiseGivesYouThePower()
    {
        // CR 608.2h: the attacking Grizzly Bears is destroyed; Chastise's controller gains 2 life.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "ch", "card": "Chastise", "zone": "hand", "owner": "ana"},
               {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1, "attacking": true})",
            R"({"id": "e1", "cast": "ch", "targets": ["gb"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("gb")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 22);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImportLife14)
#include "tst_importlife14.moc"
