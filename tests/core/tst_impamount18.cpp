// Round 18 (tests/data/import/impamount18.json): the amounts and targets of round 17's model batch.
// The greatest of a value among a set ("draw cards equal to the greatest power among creatures you
// control", "the highest converted mana cost among permanents you control", 202.3) and "~'s power"
// (the source's, or as it last existed, 608.2h: Flesh Carver's dies trigger, Gristleback sacrificed for
// its own ability). Damage "divided as you choose among one or two targets / one, two, or three target
// creatures with flying / any number of targets" (601.2d: the cast or activate event's "assign", each
// target at least 1, the shares adding up; 608.2b: a target gone gets none). "Exile up to three target
// cards from a single graveyard" (Decompose, Rapid Decay, Famished Ghoul; 115.1: all of one graveyard).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impamount18.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Serra Angel (4/4) and Hill Giant (3/3), and `card` (id "card") in her hand.
QByteArray angelGiantAnd(const char* card)
{
    return QByteArray(R"({"id": "angel", "card": "Serra Angel", "timestamp": 1},
        {"id": "giant", "card": "Hill Giant", "timestamp": 2},
        {"id": "card", "card": ")")
        + card + R"(", "zone": "hand"})";
}

// Nico's Grizzly Bears (2/2) and Ana's Forked Bolt in her hand.
const char* kBoltAndBears = R"({"id": "bolt", "card": "Forked Bolt", "zone": "hand"},
    {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";

// The first token on the battlefield at the end, or null.
const GameObject* firstToken(const Playthrough& play)
{
    for (const GameObject& o : play.finalState.objects)
        if (o.token && o.exists && o.zone == Zone::Battlefield)
            return &o;
    return nullptr;
}

}   // namespace

class TestImpAmount18 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 27); }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("highest mana value, pump") << "Accelerated Mutation" << "highest"
                                                  << "Target creature gets +X/+X until end of turn, where X is the "
                                                     "highest mana value among permanents you control.";
        QTest::newRow("greatest toughness, token") << "Kin-Tree Invocation" << "greatest"
                                                   << "Create an X/X black and green Spirit Warrior creature token, where "
                                                      "X is the greatest toughness among creatures you control.";
        QTest::newRow("source's power, dies") << "Flesh Carver" << "dies"
                                              << "When ~ dies, create an X/X black Horror creature token, where X is "
                                                 "~'s power.";
        QTest::newRow("source's power, sacrificed") << "Gristleback" << "Sacrifice"
                                                    << "Sacrifice ~: You gain life equal to ~'s power.";
        QTest::newRow("divided, one or two") << "Forked Bolt" << "divided"
                                             << "~ deals 2 damage divided as you choose among one or two targets.";
        QTest::newRow("divided, flying") << "Aerial Volley" << "divided"
                                         << "~ deals 3 damage divided as you choose among one, two, or three target "
                                            "creatures with flying.";
        QTest::newRow("divided, X") << "Conflagrate" << "divided"
                                    << "~ deals X damage divided as you choose among any number of targets.";
        QTest::newRow("single graveyard") << "Decompose" << "single"
                                          << "Exile up to three target cards from a single graveyard.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void drawEqualToTheGreatest()
    {
        // A draw "equal to" an amount is read and written back; the card format keeps it as text, as it
        // keeps "draw cards equal to the number of …" (its draw expression is an X).
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Rishkar's Expertise"), QStringLiteral("greatest"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, QStringLiteral("Draw cards equal to the greatest power among creatures you control."));
        const AbilityReport* rush = test::reportWith(fixtures(), QStringLiteral("Rush of Knowledge"), QStringLiteral("highest"));
        QVERIFY(rush);
        QCOMPARE(rush->status, AbilityStatus::Parsed);
    }

    void structure()
    {
        // 601.2d: one damage action, divided, among up to two targets that may be any target (115.4).
        const Action* bolt = test::firstAction(fixtures(), QStringLiteral("Forked Bolt"), 0, ActionKind::Damage);
        QVERIFY(bolt);
        QVERIFY(bolt->divided);
        QCOMPARE(bolt->amount.n, 2);
        const AbilityDef* forked = test::parsedAbility(fixtures(), QStringLiteral("Forked Bolt"), 0);
        QVERIFY(forked);
        QCOMPARE(forked->targets.size(), 1);
        QCOMPARE(forked->targets[0].word, QStringLiteral("any_target"));
        QCOMPARE(int(forked->targets[0].upTo), 2);
        // 115.1: the cards of one graveyard, up to three.
        const AbilityDef* decompose = test::parsedAbility(fixtures(), QStringLiteral("Decompose"), 0);
        QVERIFY(decompose);
        QVERIFY(decompose->targets.value(0).sameGraveyard);
        QCOMPARE(int(decompose->targets.value(0).upTo), 3);
        // 202.3, 208.1: the greatest power among the creatures Ana controls.
        const Action* harvest = test::firstAction(fixtures(), QStringLiteral("Rishkar's Expertise"), 0, ActionKind::Draw);
        QVERIFY(harvest && harvest->amountOf);
        QCOMPARE(harvest->amountOf->kind, Expr::Kind::GreatestPower);
        QVERIFY(harvest->amountOf->selector);
        QCOMPARE(harvest->amountOf->selector->controller, Selector::Who::You);
    }

    void highestManaValuePumps()
    {
        // CR 202.3, 608.2h: Serra Angel's mana value 5 is the highest among Ana's permanents: Hill Giant gets
        // +5/+5 until end of turn.
        const Playthrough play = played(angelGiantAnd("Accelerated Mutation"),
            R"({"id": "e1", "cast": "card", "targets": ["giant"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::ptOf(play, "giant"), QStringLiteral("8/8"));
    }

    void greatestToughnessMakesTheToken()
    {
        // CR 111.2, 608.2h: the X/X token is 4/4, Serra Angel's toughness as the spell resolves.
        const Playthrough play = played(angelGiantAnd("Kin-Tree Invocation"),
            R"({"id": "e1", "cast": "card"}, {"id": "e2", "resolve": "top"})");
        const GameObject* token = firstToken(play);
        QVERIFY2(token, qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, token->id), QStringLiteral("4/4"));
    }

    void deadCarverCountsItsLastPower()
    {
        // CR 608.2h, 603.10a: Flesh Carver died a 4/4 (two +1/+1 counters); its token is 4/4, not the 2/2 card's.
        const Playthrough play = played(R"({"id": "carver", "card": "Flesh Carver", "timestamp": 1, "counters": {"+1/+1": 2}})",
            R"({"id": "e1", "move": ["carver"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        const GameObject* token = firstToken(play);
        QVERIFY2(token, qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, token->id), QStringLiteral("4/4"));
    }

    void sacrificedGristlebackCountsItsLastPower()
    {
        // CR 608.2h, 112.7a: Gristleback sacrificed as the cost was 3/3 with its counter: Ana gains 3.
        const Playthrough play = played(R"({"id": "back", "card": "Gristleback", "timestamp": 1, "counters": {"+1/+1": 1}})",
            R"({"id": "e1", "activate": "back", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "back"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "ana"), 23);
    }

    void forkedBoltDividesAsCast()
    {
        // CR 601.2d: 1 to the Bears and 1 to Nico, as the cast event divides it.
        const Playthrough play = played(kBoltAndBears,
            R"({"id": "e1", "cast": "bolt", "targets": ["bears", "nico"], "assign": {"bolt": {"bears": 1, "nico": 1}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::damageOn(play, "bears"), 1);
        QCOMPARE(test::lifeOf(play, "nico"), 19);
    }

    void oneTargetGetsItAll()
    {
        // CR 601.2d: with one target there is nothing to divide: Nico takes both.
        const Playthrough play = played(kBoltAndBears,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, "nico"), 18);
    }

    void aWrongDivisionIsRefused_data()
    {
        QTest::addColumn<QByteArray>("cast");
        QTest::newRow("adds up to 3") << QByteArray(R"("assign": {"bolt": {"bears": 2, "nico": 1}})");
        QTest::newRow("a 0") << QByteArray(R"("assign": {"bolt": {"bears": 2, "nico": 0}})");
        QTest::newRow("no division") << QByteArray();
        QTest::newRow("not a target") << QByteArray(R"("assign": {"bolt": {"bears": 1, "ana": 1}})");
    }
    void aWrongDivisionIsRefused()
    {
        // CR 601.2d: each target gets at least 1 and the shares add up to the 2 damage; the event is refused.
        QFETCH(QByteArray, cast);
        QByteArray event = R"({"id": "e1", "cast": "bolt", "targets": ["bears", "nico"])";
        if (!cast.isEmpty())
            event += ", " + cast;
        event += "}";
        const Playthrough play = played(kBoltAndBears, event);
        QCOMPARE(test::doneOrRefusal(play).value(0), QStringLiteral("601.2d"));
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Hand);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
    }

    void aTargetGoneGetsNoShare()
    {
        // CR 608.2b: the Bears leave before the Bolt resolves; only Nico's share (1) is dealt, not the Bears'.
        const Playthrough play = played(kBoltAndBears,
            R"({"id": "e1", "cast": "bolt", "targets": ["bears", "nico"], "assign": {"bolt": {"bears": 1, "nico": 1}}},
               {"id": "e2", "move": ["bears"], "to": "hand"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, "nico"), 19);
    }

    void conflagrateDividesX()
    {
        // CR 601.2d, 107.3a: X is 3, divided 2 to the Bears (which die) and 1 to Nico.
        const Playthrough play = played(R"({"id": "fire", "card": "Conflagrate", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "fire", "targets": ["bears", "nico"], "choices": {"x": 3},
                "assign": {"fire": {"bears": 2, "nico": 1}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 19);
    }

    void decomposeExilesFromOneGraveyard()
    {
        // CR 115.1: three cards of Nico's graveyard are exiled.
        const Playthrough play = played(R"({"id": "rot", "card": "Decompose", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "g2", "card": "Hill Giant", "owner": "nico", "zone": "graveyard"},
            {"id": "g3", "card": "Serra Angel", "owner": "nico", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "rot", "targets": ["g1", "g2", "g3"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "g1"), Zone::Exile);
        QCOMPARE(test::zoneOf(play, "g3"), Zone::Exile);
    }

    void twoGraveyardsAreRefused()
    {
        // CR 115.1: a card of Ana's graveyard and one of Nico's are not of a single graveyard.
        const Playthrough play = played(R"({"id": "rot", "card": "Decompose", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "mine", "card": "Hill Giant", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "rot", "targets": ["g1", "mine"]})");
        QCOMPARE(test::doneOrRefusal(play).value(0), QStringLiteral("115.1"));
        QCOMPARE(test::zoneOf(play, "mine"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpAmount18)
#include "tst_impamount18.moc"
