// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell23.json), round 23:
// "…, where X is …" after damage to each creature ("~ deals X damage to each creature, where X is the
// number of creatures on the battlefield", Chain Reaction; converge, Radiant Flames), after a drain
// ("Target player loses X life and you gain X life, where X is the greatest power among creatures you
// control", Essence Harvest; domain, Exotic Disease) and after "Draw X cards and lose X life" (converge,
// Painful Truths) and after a mill ("Target player puts the top X cards of their library into their
// graveyard, where X is the number of lands you control", Dreadwaters, Grindclock): one X counted as the
// spell or ability resolves (608.2h). "If it's a Cyclops, destroy it" (Eye Gouge, Vampire's Zeal, Topple
// the Statue): the one target's kind as the spell resolves (608.2b); "If that land was a snow land"
// (Thermokarst, Death's Caress): the kind of the target destroyed, as it last existed (608.2h).
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
    return test::fixtureFile(QStringLiteral("impspell23.json"));
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

const QByteArray kCastAndResolve = R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"})";

QByteArray inHand(const char* card)
{
    return QByteArray(R"({"id": "spell", "card": ")") + card + R"(", "zone": "hand"}, )";
}

// Nico's library of `n` Forests, "n1" on top, each after a comma.
QByteArray nicoLibrary(int n)
{
    QByteArray out;
    for (int k = 1; k <= n; ++k)
        out += QStringLiteral(", {\"id\": \"n%1\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}").arg(k).toUtf8();
    return out;
}

// Ana's Grizzly Bears (2/2) and Craw Wurm (6/4), Nico's Vampire Nighthawk (2/3), Llanowar Elves (1/1) and
// Hulking Cyclops (5/5): five creatures.
const QByteArray kCreatures = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
    {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
    {"id": "hawk", "card": "Vampire Nighthawk", "owner": "nico", "timestamp": 3},
    {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 4},
    {"id": "cyclops", "card": "Hulking Cyclops", "owner": "nico", "timestamp": 5})";

}   // namespace

class TestImpSpell23 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 14); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("each creature, a count") << "Chain Reaction" << "damage"
                                                << "~ deals X damage to each creature, where X is the number of creatures on the battlefield.";
        QTest::newRow("each creature, converge") << "Radiant Flames" << "damage"
                                                 << "~ deals X damage to each creature, where X is the number of colors of mana spent "
                                                    "to cast ~.";
        QTest::newRow("draw and lose, converge") << "Painful Truths" << "Draw"
                                                 << "You draw X cards and you lose X life, where X is the number of colors of mana "
                                                    "spent to cast ~.";
        QTest::newRow("drain, greatest power") << "Essence Harvest" << "loses"
                                               << "Target player loses X life and you gain X life, where X is the greatest power "
                                                  "among creatures you control.";
        QTest::newRow("drain, domain") << "Exotic Disease" << "loses"
                                       << "Target player loses X life and you gain X life, where X is the number of basic land "
                                          "types among lands you control.";
        QTest::newRow("that land was") << "Thermokarst" << "snow"
                                       << "Destroy target land. If that land was a snow land, you gain 1 life.";
        QTest::newRow("that creature was") << "Death's Caress" << "Human"
                                           << "Destroy target creature. If that creature was a Human, you gain life equal to its toughness.";
        QTest::newRow("mill, lands") << "Dreadwaters" << "top"
                                     << "Target player mills X cards, where X is the number of lands you control.";
        QTest::newRow("mill, counters") << "Grindclock" << "top"
                                        << "{T}: Target player mills X cards, where X is the number of charge counters on ~.";
        QTest::newRow("if it's a Cyclops") << "Eye Gouge" << "Cyclops"
                                           << "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy that creature.";
        QTest::newRow("if it's a Vampire") << "Vampire's Zeal" << "Vampire"
                                           << "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains first "
                                              "strike until end of turn.";
        QTest::newRow("if it's an artifact") << "Topple the Statue" << "artifact"
                                             << "Tap target permanent. If it's an artifact, destroy that permanent.";
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
        // 608.2h: damage to a set, its amount counted as the spell resolves (X, not the cost's).
        const AbilityDef* chain = test::parsedWith(fixtures(), QStringLiteral("Chain Reaction"), QStringLiteral("damage"));
        QVERIFY(chain);
        QVERIFY(chain->targets.isEmpty());
        QCOMPARE(chain->effect.size(), 1);
        QCOMPARE(chain->effect[0].kind, ActionKind::Damage);
        QVERIFY(chain->effect[0].to && !chain->effect[0].to->isRef());
        QCOMPARE(chain->effect[0].amountOf->kind, Expr::Kind::Count);
        // A drain of one target player, its amount the greatest power (119.3).
        const AbilityDef* harvest = test::parsedWith(fixtures(), QStringLiteral("Essence Harvest"), QStringLiteral("loses"));
        QVERIFY(harvest);
        QCOMPARE(harvest->targets.size(), 1);
        QCOMPARE(harvest->effect[0].kind, ActionKind::Drain);
        QCOMPARE(harvest->effect[0].drain->kind, Expr::Kind::GreatestPower);
        // Converge: one X for the draw and the loss.
        const AbilityDef* truths = test::parsedWith(fixtures(), QStringLiteral("Painful Truths"), QStringLiteral("Draw"));
        QVERIFY(truths);
        QCOMPARE(truths->effect.size(), 2);
        QCOMPARE(truths->effect[1].kind, ActionKind::LoseLife);
        QCOMPARE(truths->effect[1].amountOf->kind, Expr::Kind::ColorsSpentToCast);
        // 608.2b: the destruction only if the target is a Cyclops as the spell resolves.
        const AbilityDef* gouge = test::parsedWith(fixtures(), QStringLiteral("Eye Gouge"), QStringLiteral("Cyclops"));
        QVERIFY(gouge);
        QCOMPARE(gouge->effect.size(), 2);
        QCOMPARE(gouge->effect[1].kind, ActionKind::Destroy);
        QCOMPARE(gouge->effect[1].object->ref, Selector::Ref::Target);
        QCOMPARE(gouge->effect[1].condition->kind, Condition::Kind::TargetIs);
    }

    void chainReactionCountsTheCreatures()
    {
        // CR 608.2h, 120.3, 704.5g: five creatures, so 5 damage to each: every one dies, the Craw Wurm
        // (6/4) and the Hulking Cyclops (5/5) too.
        const Playthrough play = played(inHand("Chain Reaction") + kCreatures, kCastAndResolve);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "wurm"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "cyclops"), Zone::Graveyard);
        // Two creatures only: 2 damage, the Bears die and the Wurm lives with 2 damage.
        const Playthrough two = played(inHand("Chain Reaction") + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})", kCastAndResolve);
        QCOMPARE(test::zoneOf(two, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(two, "wurm"), Zone::Battlefield);
        QCOMPARE(test::damageOn(two, "wurm"), 2);
    }

    void radiantFlamesCountsTheColorsSpent()
    {
        // CR 601.2h, 608.2h: cast for its printed {2}{R}, one colour of mana is spent: 1 damage to each
        // creature. The Elves (1/1) die; the Bears live with 1 damage.
        const Playthrough play = played(inHand("Radiant Flames") + kCreatures, kCastAndResolve);
        QCOMPARE(test::zoneOf(play, "elves"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(play, "bears"), 1);
    }

    void painfulTruthsDrawsAndLosesTheSameX()
    {
        // CR 601.2h, 121.1, 119.3: {2}{B} spends one colour: Ana draws one card and loses 1 life.
        const Playthrough play = played(inHand("Painful Truths") + R"({"id": "l1", "card": "Forest", "zone": "library"},
            {"id": "l2", "card": "Island", "zone": "library"})", kCastAndResolve);
        QCOMPARE(test::zoneOf(play, "l1"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "l2"), Zone::Library);
        QCOMPARE(test::lifeOf(play, "ana"), 19);
    }

    void essenceHarvestDrainsTheGreatestPower()
    {
        // CR 119.3, 608.2h: Ana's greatest power is the Craw Wurm's 6 (Nico's Cyclops is not hers).
        const Playthrough play = played(inHand("Essence Harvest") + kCreatures, castAt(R"("nico")"));
        QCOMPARE(test::lifeOf(play, "nico"), 14);
        QCOMPARE(test::lifeOf(play, "ana"), 26);
    }

    void exoticDiseaseCountsBasicLandTypes()
    {
        // CR 305.6 (domain), 119.3: Forest, Island and two Plains are three basic land types.
        const Playthrough play = played(inHand("Exotic Disease") + R"({"id": "f", "card": "Forest", "timestamp": 1},
            {"id": "i", "card": "Island", "timestamp": 2}, {"id": "p1", "card": "Plains", "timestamp": 3},
            {"id": "p2", "card": "Plains", "timestamp": 4}, {"id": "nm", "card": "Mountain", "owner": "nico", "timestamp": 5})",
            castAt(R"("nico")"));
        QCOMPARE(test::lifeOf(play, "nico"), 17);
        QCOMPARE(test::lifeOf(play, "ana"), 23);
    }

    void thermokarstLooksAtTheDestroyedLand()
    {
        // CR 608.2h: a Snow-Covered Forest destroyed was a snow land: Ana gains 1; a Forest was not.
        const QByteArray board = R"({"id": "snow", "card": "Snow-Covered Forest", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 2})";
        const Playthrough snow = played(inHand("Thermokarst") + board, castAt(R"("snow")"));
        QCOMPARE(test::zoneOf(snow, "snow"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(snow, "ana"), 21);
        const Playthrough forest = played(inHand("Thermokarst") + board, castAt(R"("forest")"));
        QCOMPARE(test::zoneOf(forest, "forest"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(forest, "ana"), 20);
    }

    void deathsCaressGainsTheHumansToughness()
    {
        // CR 608.2h: Benalish Cavalry (a Human, 2/2) destroyed: Ana gains 2; Grizzly Bears (a Bear): nothing.
        const QByteArray board = R"({"id": "cavalry", "card": "Benalish Cavalry", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const Playthrough human = played(inHand("Death's Caress") + board, castAt(R"("cavalry")"));
        QCOMPARE(test::zoneOf(human, "cavalry"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(human, "ana"), 22);
        const Playthrough bear = played(inHand("Death's Caress") + board, castAt(R"("bears")"));
        QCOMPARE(test::zoneOf(bear, "bears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(bear, "ana"), 20);
    }

    void dreadwatersMillsOneCardForEachLand()
    {
        // CR 701.13a, 608.2h: Ana controls three lands (Nico's Mountain is not hers): Nico mills three of
        // his four cards.
        QByteArray board = R"({"id": "f", "card": "Forest", "timestamp": 1}, {"id": "i", "card": "Island", "timestamp": 2},
            {"id": "p", "card": "Plains", "timestamp": 3}, {"id": "nm", "card": "Mountain", "owner": "nico", "timestamp": 4})";
        board += nicoLibrary(4);
        const Playthrough play = played(inHand("Dreadwaters") + board, castAt(R"("nico")"));
        QCOMPARE(test::zoneOf(play, "n1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "n3"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "n4"), Zone::Library);
    }

    void grindclockMillsOneCardForEachChargeCounter()
    {
        // CR 701.13a, 608.2h: two charge counters on Grindclock as its second ability resolves: two cards.
        QByteArray board = R"({"id": "clock", "card": "Grindclock", "timestamp": 1, "counters": {"charge": 2}})";
        board += nicoLibrary(3);
        const Playthrough play = played(board,
            R"({"id": "e1", "activate": "clock", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "n1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "n2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "n3"), Zone::Library);
    }

    void eyeGougeDestroysOnlyACyclops()
    {
        // CR 608.2b: the Hulking Cyclops is a Cyclops, so it is destroyed; the Bears are not, and are
        // only 1/1 until end of turn.
        const Playthrough cyclops = played(inHand("Eye Gouge") + kCreatures, castAt(R"("cyclops")"));
        QCOMPARE(test::zoneOf(cyclops, "cyclops"), Zone::Graveyard);
        const Playthrough bears = played(inHand("Eye Gouge") + kCreatures, castAt(R"("bears")"));
        QCOMPARE(test::zoneOf(bears, "bears"), Zone::Battlefield);
        QCOMPARE(test::ptOf(bears, "bears"), QStringLiteral("1/1"));
    }

    void vampiresZealGivesFirstStrikeToAVampire()
    {
        // CR 608.2b, 613.1f: Vampire Nighthawk (a Vampire) gets +2/+2 and first strike; the Bears only +2/+2.
        const Playthrough hawk = played(inHand("Vampire's Zeal") + kCreatures, castAt(R"("hawk")"));
        QCOMPARE(test::ptOf(hawk, "hawk"), QStringLiteral("4/5"));
        QVERIFY(test::charsOf(hawk, "hawk")->hasKeyword(QStringLiteral("First strike")));
        const Playthrough bears = played(inHand("Vampire's Zeal") + kCreatures, castAt(R"("bears")"));
        QCOMPARE(test::ptOf(bears, "bears"), QStringLiteral("4/4"));
        QVERIFY(!test::charsOf(bears, "bears")->hasKeyword(QStringLiteral("First strike")));
    }

    void toppleTheStatueDestroysOnlyAnArtifact()
    {
        // CR 608.2b, 701.8: Juggernaut is an artifact: tapped, then destroyed. A Forest is only tapped.
        const QByteArray board = R"({"id": "jugg", "card": "Juggernaut", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "l1", "card": "Island", "zone": "library"})";
        const Playthrough jugg = played(inHand("Topple the Statue") + board, castAt(R"("jugg")"));
        QCOMPARE(test::zoneOf(jugg, "jugg"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(jugg, "l1"), Zone::Hand);   // "Draw a card."
        const Playthrough forest = played(inHand("Topple the Statue") + board, castAt(R"("forest")"));
        QCOMPARE(test::zoneOf(forest, "forest"), Zone::Battlefield);
        QVERIFY(test::tapped(forest, "forest"));
    }
};

QTEST_GUILESS_MAIN(TestImpSpell23)
#include "tst_impspell23.moc"
