// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell22.json), round 22:
// permanents put on top of or on the bottom of their owners' libraries, two targets or all of a kind
// ("Put two target lands on top of their owners' libraries", Plow Under, Rebuking Ceremony; "Put all
// creatures on the bottom of their owners' libraries", Hallowed Burial, Harmonic Convergence; 401.4);
// several target cards of your graveyard put on top of your library (Reinforcements, Frantic Salvage;
// 401.4) or shuffled into it (Piper's Melody, Devious Cover-Up, Put Away, Wand of Vertebrae; 701.24);
// every creature "with converted mana cost 3 or less" (Culling Sun, Ritual of Soot; 202.3); cards of your
// hand put on your library after a draw (Amass the Components, Survivor of the Unseen; 401.4, 608.2d);
// creatures "with horsemanship" and "without horsemanship" (Trip Wire, Rolling Earthquake; 702.31); a
// "nonsnow" target (Chill to the Bone; 205.4a).
// The structure, the English written back (the round trip trusts it), and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Cast the card in Ana's hand ("spell") at the targets, then resolve it.
QByteArray castAt(const char* targets)
{
    return QByteArray(R"({"id": "e1", "cast": "spell", "targets": [)") + targets + R"(]}, {"id": "e2", "resolve": "top"})";
}

QByteArray inHand(const char* card)
{
    return QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"}, )";
}

// The cards of `owner`'s library from the top, as the scenario lists a library.
QStringList libraryOf(const Playthrough& p, const QString& owner)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Library && o.owner == owner)
            out << o.id;
    return out;
}

// Nico's Forest, Island, Juggernaut and Ornithopter, Ana's Grizzly Bears and Glorious Anthem, and one
// card in each library (Nico's Craw Wurm, Ana's Llanowar Elves).
const QByteArray kBoard = R"({"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 1},
    {"id": "nisland", "card": "Island", "owner": "nico", "timestamp": 2},
    {"id": "njugg", "card": "Juggernaut", "owner": "nico", "timestamp": 3},
    {"id": "nthopter", "card": "Ornithopter", "owner": "nico", "timestamp": 4},
    {"id": "bears", "card": "Grizzly Bears", "timestamp": 5},
    {"id": "anthem", "card": "Glorious Anthem", "timestamp": 6},
    {"id": "nwurm", "card": "Craw Wurm", "owner": "nico", "zone": "library"},
    {"id": "elves", "card": "Llanowar Elves", "zone": "library"})";

// Ana's graveyard: two Grizzly Bears, a Juggernaut and a Forest.
const QByteArray kGraveyard = R"({"id": "g1", "card": "Grizzly Bears", "zone": "graveyard"},
    {"id": "g2", "card": "Grizzly Bears", "zone": "graveyard"},
    {"id": "gjugg", "card": "Juggernaut", "zone": "graveyard"},
    {"id": "gforest", "card": "Forest", "zone": "graveyard"},
    {"id": "elves", "card": "Llanowar Elves", "zone": "library"})";

}   // namespace

class TestImpSpell22 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 19); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("two target lands") << "Plow Under" << "Put"
                                          << "Put two target lands on top of their owners' libraries.";
        QTest::newRow("two target artifacts") << "Rebuking Ceremony" << "Put"
                                              << "Put two target artifacts on top of their owners' libraries.";
        QTest::newRow("all, bottom") << "Hallowed Burial" << "Put" << "Put all creatures on the bottom of their owners' libraries.";
        QTest::newRow("all, top") << "Harmonic Convergence" << "Put" << "Put all enchantments on top of their owners' libraries.";
        QTest::newRow("up to three on top") << "Reinforcements" << "Put"
                                            << "Put up to three target creature cards from your graveyard on top of your library.";
        QTest::newRow("any number on top") << "Frantic Salvage" << "Put"
                                           << "Put any number of target artifact cards from your graveyard on top of your library.";
        QTest::newRow("shuffle any number") << "Piper's Melody" << "Shuffle"
                                            << "Shuffle any number of target creature cards from your graveyard into your library.";
        QTest::newRow("may shuffle up to four") << "Devious Cover-Up" << "shuffle"
                                                << "You may shuffle up to four target cards from your graveyard into your library.";
        QTest::newRow("after a counterspell") << "Put Away" << "shuffle"
                                              << "Counter target spell. You may shuffle up to one target card from your graveyard "
                                                 "into your library.";
        QTest::newRow("an ability") << "Wand of Vertebrae" << "Shuffle"
                                    << "{2}, {T}, Exile ~: Shuffle up to five target cards from your graveyard into your library.";
        QTest::newRow("each, mana value") << "Culling Sun" << "Destroy" << "Destroy all creatures with mana value 3 or less.";   // "each" and "all" alike
        QTest::newRow("all, mana value") << "Ritual of Soot" << "Destroy" << "Destroy all creatures with mana value 3 or less.";
        QTest::newRow("a card on the bottom") << "Amass the Components" << "Draw"
                                              << "Draw three cards, then put a card from your hand on the bottom of your library.";
        QTest::newRow("with horsemanship") << "Trip Wire" << "Destroy" << "Destroy target creature with horsemanship.";
        QTest::newRow("without horsemanship") << "Rolling Earthquake" << "damage"
                                              << "~ deals X damage to each creature without horsemanship and each player.";
        QTest::newRow("nonsnow") << "Chill to the Bone" << "Destroy" << "Destroy target nonsnow creature.";
        QTest::newRow("a card on top") << "Survivor of the Unseen" << "Draw"
                                       << "{T}: Draw two cards, then put a card from your hand on top of your library.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 401.4: two targets, each put on top of its owner's library.
        const AbilityDef* plow = test::parsedWith(fixtures(), QStringLiteral("Plow Under"), QStringLiteral("Put"));
        QVERIFY(plow);
        QCOMPARE(plow->targets.size(), 2);
        QCOMPARE(plow->effect[0].kind, ActionKind::PutOnLibrary);
        QCOMPARE(plow->effect[0].object->ref, Selector::Ref::Targets);
        QCOMPARE(plow->effect[0].text, QStringLiteral("top"));
        // Every creature, not targeted, at the bottom.
        const AbilityDef* burial = test::parsedWith(fixtures(), QStringLiteral("Hallowed Burial"), QStringLiteral("Put"));
        QVERIFY(burial);
        QVERIFY(burial->targets.isEmpty());
        QVERIFY(burial->effect[0].each);
        QCOMPARE(burial->effect[0].text, QStringLiteral("bottom"));
        // 115.1: any number of target cards in your graveyard, shuffled in (701.24).
        const AbilityDef* melody = test::parsedWith(fixtures(), QStringLiteral("Piper's Melody"), QStringLiteral("Shuffle"));
        QVERIFY(melody);
        QCOMPARE(int(melody->targets[0].upTo), int(Selector::kAnyNumber));
        QCOMPARE(melody->targets[0].zone, Zone::Graveyard);
        QCOMPARE(melody->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        // The counterspell's second target, optional.
        const AbilityDef* away = test::parsedWith(fixtures(), QStringLiteral("Put Away"), QStringLiteral("shuffle"));
        QVERIFY(away);
        QCOMPARE(away->targets.size(), 2);
        QCOMPARE(away->effect[1].object->ref, Selector::Ref::Target2);
        QVERIFY(away->effect[1].optional);
    }

    void plowUnderPutsBothLandsOnTop()
    {
        // CR 401.4: Nico's Forest and Island go on top of his library, above the Craw Wurm.
        const Playthrough play = played(inHand("Plow Under") + kBoard, castAt(R"("nforest", "nisland")"));
        QCOMPARE(test::zoneOf(play, "nforest"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "nisland"), Zone::Library);
        QCOMPARE(libraryOf(play, "nico").last(), QStringLiteral("nwurm"));
        QCOMPARE(libraryOf(play, "nico").size(), 3);
    }

    void rebukingCeremonyPutsBothArtifactsOnTop()
    {
        // CR 401.4: Juggernaut and Ornithopter on top of Nico's library; his lands stay.
        const Playthrough play = played(inHand("Rebuking Ceremony") + kBoard, castAt(R"("njugg", "nthopter")"));
        QCOMPARE(libraryOf(play, "nico"), QStringList({"njugg", "nthopter", "nwurm"}));
        QCOMPARE(test::zoneOf(play, "nforest"), Zone::Battlefield);
    }

    void hallowedBurialPutsEveryCreatureAtTheBottom()
    {
        // CR 401.4: each creature at the bottom of its owner's library, under the card already there;
        // lands and enchantments stay.
        const Playthrough play = played(inHand("Hallowed Burial") + kBoard, R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(libraryOf(play, "nico"), QStringList({"nwurm", "njugg", "nthopter"}));
        QCOMPARE(libraryOf(play, "ana"), QStringList({"elves", "bears"}));
        QCOMPARE(test::zoneOf(play, "anthem"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, "nforest"), Zone::Battlefield);
    }

    void harmonicConvergencePutsEnchantmentsOnTop()
    {
        // CR 401.4: Ana's Glorious Anthem on top of her library; the Bears stay and are 2/2 again (613.4c).
        const Playthrough play = played(inHand("Harmonic Convergence") + kBoard, R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(libraryOf(play, "ana"), QStringList({"anthem", "elves"}));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::ptOf(play, "bears"), QStringLiteral("2/2"));
    }

    void reinforcementsPutsTheCreatureCardsOnTop()
    {
        // CR 401.4, 115.1: the two Bears chosen go on top of Ana's library; the Forest stays.
        const Playthrough play = played(inHand("Reinforcements") + kGraveyard, castAt(R"("g1", "g2")"));
        QCOMPARE(libraryOf(play, "ana"), QStringList({"g1", "g2", "elves"}));
        QCOMPARE(test::zoneOf(play, "gforest"), Zone::Graveyard);
    }

    void franticSalvageRefusesACreatureOnlyCard()
    {
        // CR 115.1, 601.2c: a Forest is no artifact card, so it can't be a target.
        const Playthrough refused = played(inHand("Frantic Salvage") + kGraveyard, castAt(R"("gforest")"));
        QCOMPARE(test::zoneOf(refused, "gforest"), Zone::Graveyard);
        QVERIFY(test::doneOrRefusal(refused).first() != QLatin1String("done"));
        const Playthrough play = played(inHand("Frantic Salvage") + kGraveyard, castAt(R"("gjugg")"));
        // CR 401.4, 121.1: Juggernaut is put on top, so "Draw a card." draws it.
        QCOMPARE(test::zoneOf(play, "gjugg"), Zone::Hand);
        QCOMPARE(libraryOf(play, "ana"), QStringList({"elves"}));
    }

    void pipersMelodyShufflesTheCreatureCardsIn()
    {
        // CR 701.24: both Bears go into Ana's library; Juggernaut (an artifact creature card) too when named.
        const Playthrough play = played(inHand("Piper's Melody") + kGraveyard, castAt(R"("g1", "g2", "gjugg")"));
        QCOMPARE(test::zoneOf(play, "g1"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "g2"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "gjugg"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "gforest"), Zone::Graveyard);
    }

    void cullingSunDestroysTheCheapCreatures()
    {
        // CR 202.3: Grizzly Bears (mana value 2) and Ornithopter (0) are destroyed; Juggernaut (4) stays.
        const Playthrough play = played(inHand("Culling Sun") + kBoard, R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nthopter"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "njugg"), Zone::Battlefield);
    }

    void amassTheComponentsPutsTheChosenCardAtTheBottom()
    {
        // CR 121.1, 401.4, 608.2d: Ana draws l1-l3, then puts l2, the card she names, under l4.
        const Playthrough play = played(inHand("Amass the Components") + R"({"id": "l1", "card": "Forest", "zone": "library"},
            {"id": "l2", "card": "Island", "zone": "library"}, {"id": "l3", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l4", "card": "Craw Wurm", "zone": "library"})",
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["l2"]}})");
        QCOMPARE(libraryOf(play, "ana"), QStringList({"l4", "l2"}));
        QCOMPARE(test::zoneOf(play, "l1"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "l3"), Zone::Hand);
    }

    void survivorOfTheUnseenPutsACardOnTop()
    {
        // CR 121.1, 401.4: two cards drawn, then the one named (the Bears) goes back on top (ability 2:
        // the first is cumulative upkeep).
        const Playthrough play = played(R"({"id": "survivor", "card": "Survivor of the Unseen", "timestamp": 1},
            {"id": "l1", "card": "Forest", "zone": "library"}, {"id": "l2", "card": "Grizzly Bears", "zone": "library"},
            {"id": "l3", "card": "Craw Wurm", "zone": "library"})",
            R"({"id": "e1", "activate": "survivor", "ability": 2}, {"id": "e2", "resolve": "top", "choices": {"objects": ["l2"]}})");
        QCOMPARE(libraryOf(play, "ana"), QStringList({"l2", "l3"}));
        QCOMPARE(test::zoneOf(play, "l1"), Zone::Hand);
    }

    void horsemanshipTargetsAndSpares()
    {
        // CR 115.1, 601.2c, 702.31: Trip Wire can't target the Bears and destroys Wei Scout; Rolling
        // Earthquake with X = 2 kills the Bears, spares Wei Scout (1/1, horsemanship) and deals 2 to each player.
        const QByteArray board = R"({"id": "scout", "card": "Wei Scout", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})";
        const Playthrough refused = played(inHand("Trip Wire") + board, castAt(R"("bears")"));
        QVERIFY(test::doneOrRefusal(refused).first() != QLatin1String("done"));
        QCOMPARE(test::zoneOf(refused, "bears"), Zone::Battlefield);
        const Playthrough wire = played(inHand("Trip Wire") + board, castAt(R"("scout")"));
        QCOMPARE(test::zoneOf(wire, "scout"), Zone::Graveyard);
        const Playthrough quake = played(inHand("Rolling Earthquake") + board,
            R"({"id": "e1", "cast": "spell", "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(quake, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(quake, "scout"), Zone::Battlefield);
        QCOMPARE(test::lifeOf(quake, "ana"), 18);
        QCOMPARE(test::lifeOf(quake, "nico"), 18);
    }

    void chillToTheBoneSparesSnow()
    {
        // CR 205.4a, 601.2c: Centaur Omenreader is a snow creature, so it can't be the target; the Bears can.
        const QByteArray board = R"({"id": "centaur", "card": "Centaur Omenreader", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough refused = played(inHand("Chill to the Bone") + board, castAt(R"("centaur")"));
        QVERIFY(test::doneOrRefusal(refused).first() != QLatin1String("done"));
        QCOMPARE(test::zoneOf(refused, "centaur"), Zone::Battlefield);
        const Playthrough play = played(inHand("Chill to the Bone") + board, castAt(R"("bears")"));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
    }

    void putAwayCountersAndShufflesACard()
    {
        // CR 701.6a, 701.24: Nico's Lightning Bolt is countered (Ana stays at 20), and Ana's Forest goes
        // from her graveyard into her library.
        const Playthrough play = played(inHand("Put Away") + kGraveyard
                + R"(, {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "nbolt", "targets": ["ana"]}, {"id": "e2", "cast": "spell", "targets": ["nbolt", "gforest"]},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "nbolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "gforest"), Zone::Library);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell22)
#include "tst_impspell22.moc"
