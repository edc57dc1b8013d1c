// Round 19's model values read from real cards' Oracle text (tests/data/import/impbatch20.json) and
// played: "exchange life totals with target opponent" (701.12: Magus of the Mirror, Mirror Universe),
// "detain target …" (701.35: New Prahv Guildmage, Inaction Injunction, Martial Law, Isperia's Skywatch,
// Lyev Skyknight; a set: Lavinia of the Tenth), "change the target of target spell with a single target" (115.7a: Misdirection) and "~ can't attack or block alone" (508.1c, 509.1b: Loyal Pegasus, Wojek
// Bodyguard).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impbatch20.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A scenario that starts in Ana's upkeep, Ana at `anaLife`.
Playthrough playedInUpkeep(const QByteArray& objects, const QByteArray& events, int anaLife)
{
    const auto state = test::readScenario(test::libraryOf(fixtures()),
        test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife), {}, R"(, "step": "upkeep")"));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Ana's Magus of the Mirror.
const QByteArray kMagus = R"({"id": "magus", "card": "Magus of the Mirror", "timestamp": 1})";

// Ana's Balduvian Bears and Inaction Injunction in hand; Nico's New Prahv Guildmage.
const QByteArray kDetain = R"({"id": "bears", "card": "Balduvian Bears", "timestamp": 1},
    {"id": "inj", "card": "Inaction Injunction", "zone": "hand"},
    {"id": "guild", "card": "New Prahv Guildmage", "owner": "nico", "controller": "nico", "timestamp": 2})";

// Ana's Balduvian Bears and Misdirection in hand; Nico's Forest Bear, Bee Sting and Holy Strength in hand.
const QByteArray kMisdirection = R"({"id": "bears", "card": "Balduvian Bears", "timestamp": 1},
    {"id": "mis", "card": "Misdirection", "zone": "hand"},
    {"id": "fbear", "card": "Forest Bear", "owner": "nico", "controller": "nico", "timestamp": 2},
    {"id": "sting", "card": "Bee Sting", "owner": "nico", "zone": "hand"},
    {"id": "holy", "card": "Holy Strength", "owner": "nico", "zone": "hand"})";

// Ana's Loyal Pegasus and Balduvian Bears; Nico's Loyal Pegasus and Forest Bear.
const QByteArray kPegasi = R"({"id": "peg", "card": "Loyal Pegasus", "timestamp": 1},
    {"id": "bears", "card": "Balduvian Bears", "timestamp": 2},
    {"id": "npeg", "card": "Loyal Pegasus", "owner": "nico", "controller": "nico", "timestamp": 3},
    {"id": "fbear", "card": "Forest Bear", "owner": "nico", "controller": "nico", "timestamp": 4})";

}   // namespace

class TestImpBatch20 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 17);
    }

    // Each ability of the round's families is parsed and written back as the Oracle text says it.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Magus of the Mirror") << "Magus of the Mirror" << "Exchange"
            << "{T}, Sacrifice ~: Exchange life totals with target opponent. Activate only during your upkeep.";
        QTest::newRow("Mirror Universe") << "Mirror Universe" << "Exchange"
            << "{T}, Sacrifice ~: Exchange life totals with target opponent. Activate only during your upkeep.";
        QTest::newRow("New Prahv Guildmage") << "New Prahv Guildmage" << "Detain"
            << "{3}{W}{U}: Detain target nonland permanent an opponent controls.";
        QTest::newRow("Inaction Injunction") << "Inaction Injunction" << "Detain"
            << "Detain target creature an opponent controls.";
        QTest::newRow("Martial Law") << "Martial Law" << "detain"
            << "At the beginning of your upkeep, detain target creature an opponent controls.";
        QTest::newRow("Isperia's Skywatch") << "Isperia's Skywatch" << "detain"
            << "When ~ enters, detain target creature an opponent controls.";
        QTest::newRow("Lavinia of the Tenth") << "Lavinia of the Tenth" << "detain"
            << "When ~ enters, detain each nonland permanent an opponent controls with mana value 4 or less.";
        QTest::newRow("Lyev Skyknight") << "Lyev Skyknight" << "detain"
            << "When ~ enters, detain target nonland permanent an opponent controls.";
        QTest::newRow("Misdirection") << "Misdirection" << "Change the target"
            << "Change the target of target spell with a single target.";
        QTest::newRow("Ricochet Trap") << "Ricochet Trap" << "Change the target"
            << "Change the target of target spell with a single target.";
        QTest::newRow("Loyal Pegasus") << "Loyal Pegasus" << "alone" << "~ can't attack or block alone.";
        QTest::newRow("Wojek Bodyguard") << "Wojek Bodyguard" << "alone" << "~ can't attack or block alone.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // CR 701.12c: in Ana's upkeep the Magus, sacrificed, exchanges her 5 life with Nico's 20: she gains 15,
    // he loses 15.
    void magusExchangesLifeTotals()
    {
        const Playthrough p = playedInUpkeep(kMagus,
            R"({"id": "e1", "activate": "magus", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})", 5);
        QCOMPARE(outcome(p, "e1"), QString());
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 5);
        QCOMPARE(test::zoneOf(p, QStringLiteral("magus")), Zone::Graveyard);
    }

    // CR 701.12a, 119.10: under Nico's Platinum Emperion his life total can't change, so no part of the
    // exchange happens: Ana stays at 5 (the Magus is still sacrificed: a cost, 602.2).
    void exchangeNeedsBothChanges()
    {
        const Playthrough p = playedInUpkeep(kMagus
                + R"(, {"id": "emp", "card": "Platinum Emperion", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "magus", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})", 5);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 5);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("magus")), Zone::Graveyard);
    }

    // CR 602.5b: "Activate only during your upkeep": in Ana's main phase the activation is refused.
    void exchangeOnlyDuringYourUpkeep()
    {
        const Playthrough p = played(kMagus, R"({"id": "e1", "activate": "magus", "ability": 1, "targets": ["nico"]})");
        QVERIFY2(!outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("magus")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.35: detained by Inaction Injunction, Nico's Guildmage can't block in Ana's turn, can't have
    // its ability activated nor attack in Nico's turn; Ana's next turn ends the detain, and in Nico's
    // turn after it the Guildmage attacks.
    void detainLastsUntilYourNextTurn()
    {
        const Playthrough p = played(kDetain,
            R"({"id": "e1", "cast": "inj", "targets": ["guild"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "block": {"guild": ["bears"]}},
               {"id": "e5", "begin": "upkeep"},
               {"id": "e6", "activate": "guild", "ability": 1, "targets": ["guild"]},
               {"id": "e7", "attack": {"guild": "ana"}},
               {"id": "e8", "begin": "untap"}, {"id": "e9", "begin": "untap"},
               {"id": "e10", "attack": {"guild": "ana"}})");
        QCOMPARE(outcome(p, "e2"), QString());
        QCOMPARE(outcome(p, "e4"), QStringLiteral("problem 509.1b"));
        QCOMPARE(outcome(p, "e6"), QStringLiteral("problem 602.5"));
        QCOMPARE(outcome(p, "e7"), QStringLiteral("problem 508.1c"));
        QCOMPARE(outcome(p, "e10"), QString());
        QVERIFY(p.finalState.object(QStringLiteral("guild"))->attacking);
    }

    // CR 701.35, 611.2c: Lavinia of the Tenth detains Nico's Forest Bear (mana value 2), not his Platinum
    // Emperion (8); the set is fixed as the trigger resolves, so the Guildmage put onto the battlefield
    // afterwards is not detained: in Nico's turn the Bear can't attack and the Guildmage's ability works.
    void laviniaDetainsTheSetThereAsItResolves()
    {
        const Playthrough p = played(R"({"id": "lav", "card": "Lavinia of the Tenth", "zone": "hand"},
                {"id": "fbear", "card": "Forest Bear", "owner": "nico", "controller": "nico", "timestamp": 1},
                {"id": "emp", "card": "Platinum Emperion", "owner": "nico", "controller": "nico", "timestamp": 2},
                {"id": "guild", "card": "New Prahv Guildmage", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "lav"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "move": ["guild"], "to": "battlefield"}, {"id": "e5", "begin": "upkeep"},
               {"id": "e6", "attack": {"fbear": "ana"}}, {"id": "e7", "attack": {"emp": "ana"}},
               {"id": "e8", "activate": "guild", "ability": 1, "targets": ["fbear"]})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("lav")), Zone::Battlefield);
        QCOMPARE(outcome(p, "e6"), QStringLiteral("problem 508.1c"));
        QCOMPARE(outcome(p, "e7"), QString());
        QCOMPARE(outcome(p, "e8"), QString());
    }

    // CR 115.7a: Misdirection changes the target of Nico's Bee Sting from Ana's Bears to his own Forest
    // Bear, which dies; the Bears live.
    void misdirectionChangesAShocksTarget()
    {
        const Playthrough p = played(kMisdirection,
            R"({"id": "e1", "cast": "sting", "targets": ["bears"]}, {"id": "e2", "cast": "mis", "targets": ["sting"]},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["fbear"]}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("fbear")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        // A player is a legal new target of "any target" too.
        const Playthrough player = played(kMisdirection,
            R"({"id": "e1", "cast": "sting", "targets": ["bears"]}, {"id": "e2", "cast": "mis", "targets": ["sting"]},
               {"id": "e3", "resolve": "top", "choices": {"player": "nico"}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(player, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(player, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 115.7a: a card in a hand is no legal target of Bee Sting's "any target": the target stays and
    // the Bears die.
    void anIllegalNewTargetLeavesTheTarget()
    {
        const Playthrough p = played(kMisdirection,
            R"({"id": "e1", "cast": "sting", "targets": ["bears"]}, {"id": "e2", "cast": "mis", "targets": ["sting"]},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["holy"]}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("fbear")), Zone::Battlefield);
    }

    // CR 115.7a, 303.4a: Nico's Holy Strength, cast on his Forest Bear, is moved to Ana's Bears (enchant
    // creature allows it) and enters attached to them; a player is no creature, so that choice leaves
    // it on the Forest Bear.
    void misdirectionMovesAnAuraSpell()
    {
        const Playthrough p = played(kMisdirection,
            R"({"id": "e1", "cast": "holy", "targets": ["fbear"]}, {"id": "e2", "cast": "mis", "targets": ["holy"]},
               {"id": "e3", "resolve": "top", "choices": {"objects": ["bears"]}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("3/4"));
        QCOMPARE(test::ptOf(p, QStringLiteral("fbear")), QStringLiteral("2/2"));
        const Playthrough stays = played(kMisdirection,
            R"({"id": "e1", "cast": "holy", "targets": ["fbear"]}, {"id": "e2", "cast": "mis", "targets": ["holy"]},
               {"id": "e3", "resolve": "top", "choices": {"player": "ana"}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::ptOf(stays, QStringLiteral("fbear")), QStringLiteral("3/4"));
        QCOMPARE(test::ptOf(stays, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 508.1c: Loyal Pegasus can't attack alone; beside the Bears it attacks.
    void cantAttackAlone()
    {
        const Playthrough alone = played(kPegasi, R"({"id": "e1", "attack": {"peg": "nico"}})");
        QCOMPARE(outcome(alone, "e1"), QStringLiteral("problem 508.1c"));
        const Playthrough together = played(kPegasi, R"({"id": "e1", "attack": {"peg": "nico", "bears": "nico"}})");
        QCOMPARE(outcome(together, "e1"), QString());
        QVERIFY(together.finalState.object(QStringLiteral("peg"))->attacking);
    }

    // CR 509.1b: Nico's Loyal Pegasus can't block alone; beside his Forest Bear it blocks.
    void cantBlockAlone()
    {
        const Playthrough alone = played(kPegasi,
            R"({"id": "e1", "attack": {"peg": "nico", "bears": "nico"}}, {"id": "e2", "block": {"npeg": ["peg"]}})");
        QCOMPARE(outcome(alone, "e2"), QStringLiteral("problem 509.1b"));
        const Playthrough together = played(kPegasi,
            R"({"id": "e1", "attack": {"peg": "nico", "bears": "nico"}},
               {"id": "e2", "block": {"npeg": ["peg"], "fbear": ["bears"]}})");
        QCOMPARE(outcome(together, "e2"), QString());
        QVERIFY(!together.finalState.object(QStringLiteral("npeg"))->blocking.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpBatch20)
#include "tst_impbatch20.moc"
