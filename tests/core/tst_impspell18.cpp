// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspell18.json), round 18:
// "~ deals 4 damage to target creature and 2 damage to that creature's controller" (Chandra's Outrage);
// "Any number of target creatures each get +1/+1 and gain flying / each gain double strike" (115.1);
// "X becomes black [and gains fear] until end of turn", "any number of target creatures become green"
// (105.3, layer 5); spells' additional costs with X or several permanents tapped: "discard X land
// cards", "sacrifice X lands", "exile X creature cards from your graveyard", "tap three untapped white
// creatures you control" (601.2f, 107.3a); and "target land or nonblack creature" (115.1). The
// structure, the English written back (the round trip trusts it), the card format, and what the event
// player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell18.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The colours of `id` after the playthrough's last event.
ColorSet colorsOf(const Playthrough& play, const char* id)
{
    const int i = play.finalState.objectIndex(QLatin1String(id));
    return i < 0 ? ColorSet() : play.finalResolution.chars[i].colors;
}

// The one additional cost part of `card`'s first ability.
const CostPart* additionalCost(const char* card)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), QLatin1String(card), 0);
    if (!a || a->kind != AbilityDef::Kind::AdditionalCost || a->costParts.size() != 1)
        return nullptr;
    return &a->costParts.first();
}

}   // namespace

class TestImpSpell18 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 22); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("damage and the controller")
            << "Chandra's Outrage" << "deals"
            << "~ deals 4 damage to target creature and 2 damage to that creature's controller.";
        QTest::newRow("1 and 1") << "First Volley" << "deals"
                                 << "~ deals 1 damage to target creature and 1 damage to that creature's controller.";
        QTest::newRow("any number each get")
            << "Aerial Formation" << "Any number"
            << "Any number of target creatures each get +1/+1 and gain flying until end of turn.";
        QTest::newRow("any number each gain")
            << "Phalanx Formation" << "Any number" << "Any number of target creatures each gain double strike until end of turn.";
        QTest::newRow("any number, lifelink")
            << "Cruel Feeding" << "Any number"
            << "Any number of target creatures each get +1/+0 and gain lifelink until end of turn.";
        QTest::newRow("any number become black")
            << "Touch of Darkness" << "Any number" << "Any number of target creatures become black until end of turn.";
        QTest::newRow("any number become green")
            << "Sylvan Paradise" << "Any number" << "Any number of target creatures become green until end of turn.";
        QTest::newRow("becomes black and gains fear")
            << "Aphotic Wisps" << "becomes" << "Target creature becomes black and gains fear until end of turn.";
        QTest::newRow("becomes blue, activated")
            << "Metathran Transport" << "becomes" << "{U}: Target creature becomes blue until end of turn.";
        QTest::newRow("becomes white, a permanent")
            << "Aurora Griffin" << "becomes" << "{W}: Target permanent becomes white until end of turn.";
        QTest::newRow("discard X land cards")
            << "Scorched Earth" << "additional" << "As an additional cost to cast ~, discard X land cards.";
        QTest::newRow("discard X creature cards")
            << "Aether Tide" << "additional" << "As an additional cost to cast ~, discard X creature cards.";
        QTest::newRow("exile X cards")
            << "Harvest Pyre" << "additional" << "As an additional cost to cast ~, exile X cards from your graveyard.";
        QTest::newRow("exile X creature cards")
            << "Haunting Misery" << "additional"
            << "As an additional cost to cast ~, exile X creature cards from your graveyard.";
        QTest::newRow("exile X creature cards, this spell")
            << "Chill Haunting" << "additional"
            << "As an additional cost to cast ~, exile X creature cards from your graveyard.";
        QTest::newRow("sacrifice X lands")
            << "Devastating Summons" << "additional" << "As an additional cost to cast ~, sacrifice X lands.";
        QTest::newRow("sacrifice X creatures")
            << "Eliminate the Competition" << "additional" << "As an additional cost to cast ~, sacrifice X creatures.";
        QTest::newRow("tap three white creatures")
            << "Gaze of Justice" << "additional"
            << "As an additional cost to cast ~, tap three untapped white creatures you control.";
        QTest::newRow("tap four creatures")
            << "Shared Discovery" << "additional" << "As an additional cost to cast ~, tap four untapped creatures you control.";
        QTest::newRow("land or nonblack creature")
            << "Stream of Acid" << "Destroy" << "Destroy target land or nonblack creature.";
        QTest::newRow("two multicolored nouns")
            << "Radiant Purge" << "Exile" << "Exile target multicolored creature or multicolored enchantment.";
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
        // 608.2h: the damage to the one target, then to "that creature's controller".
        const AbilityDef* outrage = test::parsedAbility(fixtures(), QStringLiteral("Chandra's Outrage"), 0);
        QVERIFY(outrage);
        QCOMPARE(outrage->effect.size(), 2);
        QCOMPARE(outrage->effect[0].to->ref, Selector::Ref::Target);
        QCOMPARE(outrage->effect[1].who, QStringLiteral("controller_of_that_target"));
        QCOMPARE(outrage->effect[1].amount.n, 2);
        // 115.1: "any number of" targets is "up to" without a limit.
        const AbilityDef* formation = test::parsedAbility(fixtures(), QStringLiteral("Aerial Formation"), 1);
        QVERIFY(formation);
        QCOMPARE(formation->targets.size(), 1);
        QCOMPARE(formation->targets[0].upTo, Selector::kAnyNumber);
        // 105.3: the colour is set (layer 5), not added.
        const AbilityDef* wisps = test::parsedAbility(fixtures(), QStringLiteral("Aphotic Wisps"), 0);
        QVERIFY(wisps);
        const ContinuousDef& c = *wisps->effect[0].continuous;
        QCOMPARE(c.ops.size(), 2);
        QCOMPARE(c.ops[0].kind, Op::Kind::SetColors);
        QVERIFY(c.ops[0].colors == ColorSet::of(Color::Black));
        QCOMPARE(c.ops[1].kind, Op::Kind::AddAbilities);
        // 107.3a: the X of the additional cost is the spell's X, chosen as it is cast.
        for (const char* card : {"Scorched Earth", "Harvest Pyre", "Devastating Summons"}) {
            const CostPart* part = additionalCost(card);
            QVERIFY2(part, card);
            QVERIFY2(part->amountX, card);
            QCOMPARE(part->amount, 0);
        }
        const CostPart* earth = additionalCost("Scorched Earth");
        QCOMPARE(earth->kind, CostKind::Discard);
        QCOMPARE(earth->card->types, quint16(CardType::Land));
        const CostPart* gaze = additionalCost("Gaze of Justice");
        QVERIFY(gaze);
        QCOMPARE(gaze->kind, CostKind::TapUntapped);
        QCOMPARE(gaze->amount, 3);
        QVERIFY(gaze->card->colors == ColorSet::of(Color::White));
        // "X target creatures gain islandwalk" has no "each": not written with one (round 25 reads it, X first).
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Part Water"), 0));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Part Water"), 0),
            QStringLiteral("X target creatures gain islandwalk until end of turn."));
    }

    void outrageDamagesTheCreatureAndItsController()
    {
        // CR 120.3, 608.2h: Chandra's Outrage deals 4 damage to Nico's Bears (they die, 704.5g) and 2 to
        // the player who controlled them as they last existed.
        const Playthrough play = played(R"({"id": "outrage", "card": "Chandra\u0027s Outrage", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "outrage", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 18);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
    }

    void outrageOnAStolenCreature()
    {
        // CR 608.2h, 110.2: the Bears Nico owns but Ana controls: the 2 damage goes to Ana, the controller.
        const Playthrough play = played(R"({"id": "outrage", "card": "Chandra\u0027s Outrage", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "ana", "timestamp": 1})",
            R"({"id": "e1", "cast": "outrage", "targets": ["nbears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, "ana"), 18);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
    }

    void anyNumberOfTargetsEachGet()
    {
        // CR 115.1, 601.2c, 611.2c: Aerial Formation with three targets: each gets +1/+1 and flying;
        // Ana's fourth creature, not targeted, is unchanged. Strive names the cost of the two beyond the first.
        const Playthrough play = played(R"({"id": "form", "card": "Aerial Formation", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "elf", "card": "Llanowar Elves", "timestamp": 3}, {"id": "b3", "card": "Grizzly Bears", "timestamp": 4})",
            R"({"id": "e1", "cast": "form", "targets": ["b1", "b2", "elf"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::ptOf(play, "b1"), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, "b2"), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, "elf"), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(play, "b3"), QStringLiteral("2/2"));
        QVERIFY2(test::happened(play).contains(QStringLiteral("{4}{U}{U}")), qPrintable(test::happened(play)));
    }

    void anyNumberOfTargetsBecomeBlack()
    {
        // CR 105.3, 613.1e: Touch of Darkness sets the colour of each target (layer 5): the green Bears
        // are black and no longer green; the Elves not targeted stay green.
        const Playthrough play = played(R"({"id": "touch", "card": "Touch of Darkness", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1}, {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "elf", "card": "Llanowar Elves", "timestamp": 3})",
            R"({"id": "e1", "cast": "touch", "targets": ["b1", "nbears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(colorsOf(play, "b1") == ColorSet::of(Color::Black));
        QVERIFY(colorsOf(play, "nbears") == ColorSet::of(Color::Black));
        QVERIFY(colorsOf(play, "elf") == ColorSet::of(Color::Green));
    }

    void blackWithFearCantBeBlockedByGreen()
    {
        // CR 702.36b, 105.3: after Aphotic Wisps Ana's Bears are black with fear: Nico's green Bears
        // can't block them, his Ornithopter (an artifact creature) can.
        const QByteArray objects = R"({"id": "wisps", "card": "Aphotic Wisps", "zone": "hand"},
            {"id": "abears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "nthopter", "card": "Ornithopter", "owner": "nico", "timestamp": 3})";
        const QByteArray cast = R"({"id": "e1", "cast": "wisps", "targets": ["abears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "attack": {"abears": "nico"}}, )";
        const Playthrough green = played(objects, cast + R"({"id": "e4", "block": {"nbears": ["abears"]}})");
        QVERIFY(colorsOf(green, "abears") == ColorSet::of(Color::Black));
        QVERIFY(!test::eventOutcome(green, QStringLiteral("e4")).isEmpty());
        const Playthrough thopter = played(objects, cast + R"({"id": "e4", "block": {"nthopter": ["abears"]}})");
        QVERIFY(test::eventOutcome(thopter, QStringLiteral("e4")).isEmpty());
    }

    void eitherOfTwoNouns()
    {
        // CR 115.1, 601.2c: Stream of Acid targets a land or a nonblack creature: Nico's Forest and his
        // Bears are destroyed; his Black Knight is not a legal target, so the cast is refused.
        const QByteArray objects = R"({"id": "acid", "card": "Stream of Acid", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "knight", "card": "Black Knight", "owner": "nico", "timestamp": 3})";
        for (const char* target : {"forest", "nbears"}) {
            const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"acid\", \"targets\": [\"" + QByteArray(target)
                + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}";
            const Playthrough play = played(objects, cast);
            QCOMPARE(test::zoneOf(play, QLatin1String(target)), Zone::Graveyard);
        }
        const Playthrough knight = played(objects, R"({"id": "e1", "cast": "acid", "targets": ["knight"]})");
        QVERIFY(!test::eventOutcome(knight, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(knight, "knight"), Zone::Battlefield);
    }

    void scorchedEarthDestroysXLands()
    {
        // CR 107.3a, 601.2f: Scorched Earth cast with X = 2 destroys the two target lands; its additional
        // cost (discard two land cards) is taken as paid, as every cost of a cast.
        const Playthrough play = played(R"({"id": "earth", "card": "Scorched Earth", "zone": "hand"},
            {"id": "f1", "card": "Forest", "owner": "nico", "timestamp": 1},
            {"id": "f2", "card": "Forest", "owner": "nico", "timestamp": 2},
            {"id": "f3", "card": "Forest", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "earth", "targets": ["f1", "f2"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "f1"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "f2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "f3"), Zone::Battlefield);
    }

    void harvestPyreDealsX()
    {
        // CR 107.3a, 120.3: Harvest Pyre with X = 2 deals 2 damage to Nico's Bears (lethal, 704.5g); with
        // X = 1 they survive with 1 damage marked.
        const QByteArray objects = R"({"id": "pyre", "card": "Harvest Pyre", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const Playthrough two = played(objects,
            R"({"id": "e1", "cast": "pyre", "targets": ["nbears"], "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(two, "nbears"), Zone::Graveyard);
        const Playthrough one = played(objects,
            R"({"id": "e1", "cast": "pyre", "targets": ["nbears"], "choices": {"x": 1}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(one, "nbears"), Zone::Battlefield);
        QCOMPARE(test::damageOn(one, "nbears"), 1);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell18)
#include "tst_impspell18.moc"
