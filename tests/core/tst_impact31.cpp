// Activated abilities read from real cards' Oracle text (tests/data/import/impact31.json), round 31: two
// instructions Oracle joins with "and", read as the two sentences the writer says
// (core/import/ActivatedPairWordings.cpp): Anthroplasm's "Remove all +1/+1 counters from ~ and put X
// +1/+1 counters on it", Wall of Vipers' "Destroy ~ and target creature it's blocking"; and a search for "a
// card named Festering Newt or Bubbling Cauldron" (Bogbrew Witch, Renowned Weaponsmith; Bubbling Cauldron
// and Heart-Piercer Bow are the cards found); Urza's Power Plant's "If you control an Urza's Mine and an
// Urza's Tower, add {C}{C} instead", two conditions at once, and Scepter of Empires' "It deals 3 damage
// … instead if you control artifacts named Crown of Empires and Throne of Empires". Each is checked as
// read, through the card format, and as played.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impact31.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact31 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 8);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c: each pair is read as its two instructions, in the order printed, and written back as
    // two sentences (the round trip reads Oracle's "and" so).
    void joinedInstructionsAreReadAsTwo()
    {
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Anthroplasm"), QStringLiteral("Remove all")),
            (QList<ActionKind>{ActionKind::RemoveCounter, ActionKind::PutCounter}));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Wall of Vipers"), QStringLiteral("it's blocking")),
            (QList<ActionKind>{ActionKind::Destroy, ActionKind::Destroy}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Anthroplasm"), 1),
            QStringLiteral("{X}, {T}: Remove all +1/+1 counters from ~. Put X +1/+1 counters on ~."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wall of Vipers"), 1),
            QStringLiteral("{3}: Destroy ~. Destroy target creature it's blocking. Any player may activate this ability."));
    }

    // CR 122.1, 107.3a, 608.2c: Anthroplasm with five +1/+1 counters, activated for X = 2, keeps two: all
    // five are removed before the two are put on it.
    void anthroplasmResetsItsCountersToX()
    {
        const Playthrough play = played(test::objectJson("plasm", "Anthroplasm", R"(, "counters": {"+1/+1": 5})"),
            R"({"id": "e1", "activate": "plasm", "ability": 2, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::countersOn(play, QStringLiteral("plasm")), 2);
        QCOMPARE(test::ptOf(play, QStringLiteral("plasm")), QStringLiteral("2/2"));
        QVERIFY(test::tapped(play, QStringLiteral("plasm")));
    }

    // CR 509.1, 608.2b, 701.8: Nico's Wall of Vipers, blocking Ana's Serra Angel, destroys itself and the
    // Angel; the Grizzly Bears, attacking but not blocked by it, are no legal target.
    void wallOfVipersDestroysItselfAndWhatItBlocks()
    {
        const QByteArray board = R"({"id": "angel", "card": "Serra Angel", "timestamp": 1, "attacking": true},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "attacking": true},
            {"id": "wall", "card": "Wall of Vipers", "owner": "nico", "controller": "nico", "timestamp": 3, "blocking": ["angel"]})";
        const Playthrough play = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "wall", "ability": 2, "targets": ["angel"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("wall")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("bears")), Zone::Battlefield);
        const Playthrough bears = test::playFromBlockers(fixtures(), board,
            R"({"id": "e1", "activate": "wall", "ability": 2, "targets": ["bears"]})");
        QVERIFY(test::refused(bears, "e1"));
    }
    // CR 201.2, 701.23: a card of either name. Bogbrew Witch finds the Bubbling Cauldron below Ana's Grizzly
    // Bears and puts it onto the battlefield tapped; Renowned Weaponsmith puts the Heart-Piercer Bow into her
    // hand. The Bears, first in the library as listed and of neither name, stay.
    void searchFindsACardOfEitherName()
    {
        const AbilityDef* witch = test::parsedWith(fixtures(), QStringLiteral("Bogbrew Witch"), QStringLiteral("Festering Newt"));
        QVERIFY(witch);
        QCOMPARE(witch->effect.value(0).object.value_or(Selector()).anyOf.size(), 2);
        const QByteArray library = "," + test::objectJson("bears", "Grizzly Bears", R"(, "zone": "library")") + ","
            + test::objectJson("cauldron", "Bubbling Cauldron", R"(, "zone": "library")") + ","
            + test::objectJson("bow", "Heart-Piercer Bow", R"(, "zone": "library")");
        const Playthrough brewed = played(test::objectJson("witch", "Bogbrew Witch") + library,
            R"({"id": "e1", "activate": "witch", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(brewed, "e1"), qPrintable(test::happened(brewed)));
        QCOMPARE(test::zoneOf(brewed, QStringLiteral("cauldron")), Zone::Battlefield);
        QVERIFY(test::tapped(brewed, QStringLiteral("cauldron")));
        QCOMPARE(test::zoneOf(brewed, QStringLiteral("bears")), Zone::Library);
        QCOMPARE(test::zoneOf(brewed, QStringLiteral("bow")), Zone::Library);
        const Playthrough smithed = played(test::objectJson("smith", "Renowned Weaponsmith") + library,
            R"({"id": "e1", "activate": "smith", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(smithed, "e1"), qPrintable(test::happened(smithed)));
        QCOMPARE(test::zoneOf(smithed, QStringLiteral("bow")), Zone::Hand);
        QCOMPARE(test::zoneOf(smithed, QStringLiteral("bears")), Zone::Library);
        QCOMPARE(test::zoneOf(smithed, QStringLiteral("cauldron")), Zone::Library);
    }
    // CR 608.2c, 106.1: Urza's Power Plant adds {C}{C} only when Ana controls an Urza's Mine and an Urza's
    // Tower, and {C} when either is missing ("not A or not B"). No card of the fixture's set is a Mine or a
    // Tower, so the playthrough shows the {C}: the {C}{C} is left out.
    void powerPlantNeedsBothMineAndTower()
    {
        const AbilityDef* plant = test::parsedWith(fixtures(), QStringLiteral("Urza's Power Plant"), QStringLiteral("Urza's Tower"));
        QVERIFY(plant);
        QCOMPARE(plant->effect.size(), 2);
        const std::optional<Condition>& both = plant->effect[1].condition;
        QVERIFY(both && both->kind == Condition::Kind::YouControlAtLeast && !both->negated && both->also && !both->orElse);
        QVERIFY(!both->also->negated);
        const std::optional<Condition>& either = plant->effect[0].condition;
        QVERIFY(either && either->negated && !either->also && either->orElse && either->orElse->negated);
        QCOMPARE(either->filter->subtypes, both->filter->subtypes);
        QCOMPARE(either->orElse->filter->subtypes, both->also->filter->subtypes);
        QVERIFY(either->filter->subtypes != either->orElse->filter->subtypes);
        const Playthrough play = played(test::objectJson("plant", "Urza's Power Plant") + ","
                + test::objectJson("forest", "Forest") + "," + test::objectJson("mountain", "Mountain"),
            R"({"id": "e1", "activate": "plant", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::manaInsteadLeftOut(play), 2);
    }
    // CR 608.2c, 201.2: Scepter of Empires deals 3 damage only when Ana controls an artifact named Crown of
    // Empires and one named Throne of Empires; neither is in the fixture's set, so Nico is dealt 1.
    void scepterNeedsCrownAndThrone()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Scepter of Empires"), 0),
            QStringLiteral("{T}: ~ deals 1 damage to target player or planeswalker. If you control artifacts named Crown of "
                           "Empires and Throne of Empires, it deals 3 damage to that player or planeswalker instead."));
        const AbilityDef* scepter = test::parsedWith(fixtures(), QStringLiteral("Scepter of Empires"), QStringLiteral("Throne"));
        QVERIFY(scepter);
        QCOMPARE(scepter->effect.size(), 2);
        const std::optional<Condition>& both = scepter->effect[1].condition;
        QVERIFY(both && both->also && both->filter && both->also->filter);
        QCOMPARE(both->filter->named, QStringLiteral("Crown of Empires"));
        QCOMPARE(both->also->filter->named, QStringLiteral("Throne of Empires"));
        QVERIFY(scepter->effect[0].condition && scepter->effect[0].condition->orElse);
        const Playthrough play = played(test::objectJson("scepter", "Scepter of Empires"),
            R"({"id": "e1", "activate": "scepter", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(play, "e1"), qPrintable(test::happened(play)));
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
    }
};

QTEST_GUILESS_MAIN(TestImpact31)
#include "tst_impact31.moc"
