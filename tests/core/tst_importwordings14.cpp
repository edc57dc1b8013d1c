// Oracle sentences that say what Strata writes in other words (tests/data/import/wordings14.json):
// "each nonartifact creature" and "nonartifact creatures", "each other creature you control gets … and
// gains …" and "other creatures you control get … and gain …", two instructions in two sentences or
// joined by "and", qualities in either order, and two Oracle misprints. The round trip (issue 16)
// takes them as the same sentence; "for each creature" or "each opponent" stay (pluralWordings), and a
// card read this way must do what its Oracle text says (CR 120.3, 704.5g). "Up to one target artifact
// or creature" (Teferi, Timebender) is written whole, "up to one" included.
#include "ImportFixtures.h"
#include "import/ImportedCard.h"
#include "import/RoundTripWordings.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("wordings14.json"));
}

}   // namespace

class TestImportWordings14 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 16); }

    void readTheSame_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("each nonartifact creature") << "Whipflare" << "damage";
        QTest::newRow("each nonblack creature") << "Midnight Banshee" << "upkeep";
        QTest::newRow("each creature you control gets") << "Moonveil Dragon" << "{R}";
        QTest::newRow("each other … gets … and gains") << "Kodama of the South Tree" << "Whenever";
        QTest::newRow("each attacking Human gains") << "Cavalry Pegasus" << "attacks";
        QTest::newRow("each creature you control named ~") << "Pack Mastiff" << "named";
        QTest::newRow("damage. You gain life.") << "Dark Nourishment" << "damage";
        QTest::newRow("a creature with flying") << "Winged Words" << "less";
        QTest::newRow("nonblack attacking") << "Assassin's Blade" << "Destroy";
        QTest::newRow("without flying you don't control") << "Street Spasm" << "damage";
        QTest::newRow("attacking creatures on the battlefield") << "Jazal Goldmane" << "where X";
        QTest::newRow("a mode without its full stop") << "Retreat to Kazandu" << "choose one";
        QTest::newRow("with power 4 or greater an opponent controls") << "Hidden Dragonslayer" << "face up";
        QTest::newRow("with flying enters under your control") << "Waterkin Shaman" << "Whenever";
        QTest::newRow("activate only if you control a creature") << "Goblin Bird-Grabber" << "{R}";
        // Not another wording: the writer left out "up to one" of a target with two types.
        QTest::newRow("up to one target artifact or creature") << "Teferi, Timebender" << "Untap";
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

    void eachStays_data()
    {
        QTest::addColumn<QString>("text");
        // An amount, not a subject: "for each creature you control" counts them.
        QTest::newRow("for each") << "Draw a card for each creature you control.";
        // "each" before a word that is neither a card type nor a creature type.
        QTest::newRow("each opponent") << "Each opponent loses 1 life.";
        // A possessive: each creature's controller is a player.
        QTest::newRow("each creature's") << "Each creature's controller loses 1 life.";
        // A clause that goes on after the noun, with no verb "each" agrees with.
        QTest::newRow("blocking it") << "~ deals 2 damage to each creature blocking it.";
        // A verb the plural is not written with.
        QTest::newRow("each land is") << "Each land is a Swamp in addition to its other land types.";
    }

    // What pluralWordings must leave as it is.
    void eachStays()
    {
        QFETCH(QString, text);
        QCOMPARE(pluralWordings(text), text);
    }

    void eachBecomesPlural_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plural");
        QTest::newRow("subject") << "{R}: Each creature you control gets +1/+0 until end of turn."
                                 << "{R}: Creatures you control get +1/+0 until end of turn.";
        QTest::newRow("two verbs") << "each other creature you control gets +1/+1 and gains trample until end of turn."
                                   << "other creatures you control get +1/+1 and gain trample until end of turn.";
        QTest::newRow("creature type") << "each attacking Human gains flying." << "attacking Humans gain flying.";
        QTest::newRow("object") << "~ deals 2 damage to each nonartifact creature."
                                << "~ deals 2 damage to nonartifact creatures.";
    }

    void eachBecomesPlural()
    {
        QFETCH(QString, text);
        QFETCH(QString, plural);
        QCOMPARE(pluralWordings(text), plural);
    }

    void whipflareSparesArtifactCreatures()
    {
        // CR 120.3, 704.5g: Whipflare deals 2 damage to each nonartifact creature; Grizzly Bears (2/2) dies,
        // Ornithopter (an artifact creature, 0/2) is not dealt damage and stays.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "wf", "card": "Whipflare", "zone": "hand", "owner": "ana"},
               {"id": "gb", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
               {"id": "orn", "card": "Ornithopter", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "wf"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("gb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("orn")), Zone::Battlefield);
        const GameObject* orn = play.finalState.object(QStringLiteral("orn"));
        QVERIFY(orn);
        QCOMPARE(orn->damage, 0);
    }

    void darkNourishmentDealsDamageAndGainsLife()
    {
        // CR 120.3, 119.3: both instructions of the two sentences happen, in order.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "dn", "card": "Dark Nourishment", "zone": "hand", "owner": "ana"})",
            R"({"id": "e1", "cast": "dn", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 23);
    }
};

QTEST_GUILESS_MAIN(TestImportWordings14)
#include "tst_importwordings14.moc"
