// Round 19's combat values, read from real cards' Oracle text (tests/data/import/impcombat19.json) and
// played: "If you do, ~ assigns no combat damage this turn" (510.1a: Ophidian, the Laccoliths, Dwarven
// Vigilantes, Floral Spuzzem, Kukemssa Pirates, Orcish Squatters; beside another instruction: Goblin Vandal,
// Keeper of Tresserhorn), "untap it and remove it from combat"
// (506.4: the Gustcloaks, Reconnaissance, Thaumatic Compass) and "End the turn." (724.1: Time Stop,
// Glorious End, Sundial of the Infinite).
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impcombat19.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The same, from a snapshot taken in the declare blockers step (its blocks are the objects' `blocking`).
Playthrough playedFromBlockers(const QByteArray& objects, const QByteArray& events)
{
    return test::playFromBlockers(fixtures(), objects, events);
}

int handOf(const Playthrough& p, const char* player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.zone == Zone::Hand && o.owner == QLatin1String(player) ? 1 : 0;
    return n;
}

bool attacking(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QLatin1String(id));
    return o && o->attacking;
}

// Ana's Ophidian (1/3) and Grizzly Bears (2/2), two cards in her library.
const QByteArray kOphidian = R"({"id": "oph", "card": "Ophidian", "timestamp": 1},
    {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
    {"id": "top", "card": "Forest", "zone": "library"}, {"id": "next", "card": "Forest", "zone": "library"})";

// Ana's Gustcloak Runner (1/1); Nico's Bog Wraith (3/3).
const QByteArray kRunner = R"({"id": "runner", "card": "Gustcloak Runner", "timestamp": 1},
    {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 2})";

}   // namespace

class TestImpCombat19 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 28);
    }

    // Each ability of the round's families is parsed and written back as the Oracle text says it.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("Ophidian") << "Ophidian" << 0
            << "Whenever ~ attacks and isn't blocked, you may draw a card. If you do, ~ assigns no combat damage "
               "until end of turn.";
        QTest::newRow("Laccolith Titan") << "Laccolith Titan" << 0
            << "Whenever ~ becomes blocked, you may have ~ deal damage equal to its power to target creature. If you "
               "do, ~ assigns no combat damage until end of turn.";
        QTest::newRow("Floral Spuzzem") << "Floral Spuzzem" << 0
            << "Whenever ~ attacks and isn't blocked, you may destroy target artifact defending player controls. If "
               "you do, ~ assigns no combat damage until end of turn.";
        QTest::newRow("Goblin Vandal") << "Goblin Vandal" << 0
            << "Whenever ~ attacks and isn't blocked, you may pay {R}. If you do, destroy target artifact defending "
               "player controls and ~ assigns no combat damage until end of turn.";
        QTest::newRow("Keeper of Tresserhorn") << "Keeper of Tresserhorn" << 0
            << "Whenever ~ attacks and isn't blocked, ~ assigns no combat damage until end of turn and defending "
               "player loses 2 life.";
        QTest::newRow("Gustcloak Runner") << "Gustcloak Runner" << 0
            << "Whenever ~ becomes blocked, you may untap ~ and remove it from combat.";
        QTest::newRow("Gustcloak Savior") << "Gustcloak Savior" << 1
            << "Whenever a creature you control becomes blocked, you may untap that creature and remove it from "
               "combat.";
        QTest::newRow("Reconnaissance") << "Reconnaissance" << 0
            << "{0}: Remove target attacking creature you control from combat and untap it.";
        QTest::newRow("Time Stop") << "Time Stop" << 0 << "End the turn.";
        QTest::newRow("Sundial of the Infinite") << "Sundial of the Infinite" << 0
            << "{1}, {T}: End the turn. Activate only during your turn.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    // CR 510.1a: Ophidian unblocked, its controller draws and it assigns no combat damage; the Bears
    // beside it still deal theirs. Declined, nothing is drawn and Ophidian deals its 1.
    void ophidianAssignsNoCombatDamage()
    {
        const Playthrough p = played(kOphidian,
            R"({"id": "e1", "attack": {"oph": "nico", "bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("oph:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);   // the Bears' 2 only
        QCOMPARE(handOf(p, "ana"), 1);
        const Playthrough declined = played(kOphidian,
            R"({"id": "e1", "attack": {"oph": "nico", "bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "resolve": "top", "may": false}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::lifeOf(declined, QStringLiteral("nico")), 17);
        QCOMPARE(handOf(declined, "ana"), 0);
    }

    // CR 510.1a, 514.2: "this turn" ends at the cleanup step: two turns later Ophidian, its trigger
    // declined, deals its combat damage again.
    void assignsNoCombatDamageEndsWithTheTurn()
    {
        const Playthrough p = played(kOphidian,
            R"({"id": "e1", "attack": {"oph": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"},
               {"id": "e5", "begin": "untap"}, {"id": "e6", "begin": "untap"}, {"id": "e7", "begin": "declare_attackers"},
               {"id": "e8", "attack": {"oph": "nico"}}, {"id": "e9", "block": {}},
               {"id": "e10", "resolve": "top", "may": false}, {"id": "e11", "begin": "combat_damage"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList(11, QStringLiteral("done")));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
    }

    // CR 510.1a: Keeper of Tresserhorn (6/6) unblocked makes Nico lose 2 life and deals no combat damage.
    void keeperOfTresserhornDrainsInstead()
    {
        const Playthrough p = played(R"({"id": "keeper", "card": "Keeper of Tresserhorn", "timestamp": 1})",
            R"({"id": "e1", "attack": {"keeper": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList(4, QStringLiteral("done")));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 510.1a: Goblin Vandal's {R} paid destroys Nico's Howling Mine, and the Vandal deals no combat
    // damage; declined, the Mine stays and the Vandal deals its 1.
    void goblinVandalDestroysInstead()
    {
        const QByteArray objects = R"({"id": "vandal", "card": "Goblin Vandal", "timestamp": 1},
            {"id": "mine", "card": "Howling Mine", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"vandal": "nico"}}, {"id": "e2", "block": {}, "triggers": {"e2.1": {"targets": ["mine"]}}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const Playthrough declined = played(objects,
            R"({"id": "e1", "attack": {"vandal": "nico"}}, {"id": "e2", "block": {}, "triggers": {"e2.1": {"targets": ["mine"]}}},
               {"id": "e3", "resolve": "top", "may": false}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("mine")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(declined, QStringLiteral("nico")), 19);
    }

    // CR 506.4, 509.1h: the blocked Gustcloak Runner untaps and leaves combat; Bog Wraith, still
    // blocking, deals it no damage and takes none. Declined, the Runner dies to the Wraith.
    // CR 701.19a, 506.4, 509.1h: Drudge Skeletons blocks Hearthfire Hobgoblin (double strike) in the
    // snapshot and is regenerated from the first-strike damage, which removes it from combat. The Hobgoblin
    // stays blocked, so in the second combat damage step it deals no damage: none to Nico (510.1c).
    void regeneratedBlockerLeavesItsAttackerBlocked()
    {
        const QByteArray board = R"({"id": "hob", "card": "Hearthfire Hobgoblin", "timestamp": 1, "attacking": true},
            {"id": "skel", "card": "Drudge Skeletons", "owner": "nico", "controller": "nico", "timestamp": 2,
             "blocking": ["hob"]})";
        const Playthrough p = playedFromBlockers(board,
            R"({"id": "e1", "activate": "skel", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("skel")), Zone::Battlefield);
        QVERIFY2(test::tapped(p, QStringLiteral("skel")), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("skel")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        // Without the shield the Skeletons die to the first-strike damage, and the Hobgoblin, still blocked,
        // deals Nico nothing in the regular step either.
        const Playthrough unshielded = playedFromBlockers(board, R"({"id": "e1", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(unshielded, QStringLiteral("skel")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(unshielded, QStringLiteral("nico")), 20);
    }

    void gustcloakRunnerLeavesCombat()
    {
        const Playthrough p = played(kRunner,
            R"({"id": "e1", "attack": {"runner": "nico"}}, {"id": "e2", "block": {"wraith": ["runner"]}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("runner:1")});
        QVERIFY2(!attacking(p, "runner"), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("runner")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("runner")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("runner")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("wraith")), 0);
        const Playthrough declined = played(kRunner,
            R"({"id": "e1", "attack": {"runner": "nico"}}, {"id": "e2", "block": {"wraith": ["runner"]}},
               {"id": "e3", "resolve": "top", "may": false}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("runner")), Zone::Graveyard);
        QCOMPARE(test::damageOn(declined, QStringLiteral("wraith")), 1);
    }

    // CR 506.4: Reconnaissance removes Ana's blocked Bears from combat and untaps them; neither the Bears
    // nor the Wraith blocking them is dealt combat damage.
    void reconnaissanceRemovesABlockedAttacker()
    {
        const Playthrough p = played(R"({"id": "recon", "card": "Reconnaissance", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wraith": ["bears"]}},
               {"id": "e3", "activate": "recon", "ability": 1, "targets": ["bears"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "begin": "combat_damage"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList(5, QStringLiteral("done")));
        QVERIFY(!attacking(p, "bears"));
        QVERIFY(!test::tapped(p, QStringLiteral("bears")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("wraith")), 0);
    }

    // CR 506.4: Gustcloak Savior's trigger is for another creature of Ana's: the blocked Bears leave combat.
    void gustcloakSaviorRemovesAnotherCreature()
    {
        const Playthrough p = played(R"({"id": "savior", "card": "Gustcloak Savior", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wraith", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wraith": ["bears"]}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("savior:2")});
        QVERIFY(!attacking(p, "bears"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 724.1: Time Stop exiles itself and the Shock beneath it, removes the attacking Bears from combat
    // and sends the turn to its cleanup step: Nico takes no damage.
    void timeStopEndsTheTurn()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "shock", "card": "Shock", "zone": "hand"}, {"id": "stop", "card": "Time Stop", "zone": "hand"})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "cast": "shock", "targets": ["nico"]},
               {"id": "e3", "cast": "stop"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "cleanup"})");
        QVERIFY2(test::doneOrRefusal(p) == QStringList(5, QStringLiteral("done")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("stop")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("shock")), Zone::Exile);
        QVERIFY(p.finalState.stack.isEmpty());
        QVERIFY(!attacking(p, "bears"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(p.finalState.step, Step::Cleanup);
    }

    // CR 724.1, 602.5d: Sundial of the Infinite ends Ana's turn; in Nico's turn it can't be activated.
    void sundialEndsOnlyItsControllersTurn()
    {
        const QByteArray sundial = R"({"id": "dial", "card": "Sundial of the Infinite", "timestamp": 1})";
        const Playthrough p = played(sundial,
            R"({"id": "e1", "activate": "dial", "ability": 1}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList(3, QStringLiteral("done")));
        QCOMPARE(p.finalState.activePlayer(), QStringLiteral("ana"));
        QCOMPARE(p.finalState.step, Step::Cleanup);
        const Playthrough nicos = played(sundial,
            R"({"id": "e1", "begin": "untap"}, {"id": "e2", "begin": "main1"}, {"id": "e3", "activate": "dial", "ability": 1})");
        QCOMPARE(test::doneOrRefusal(nicos).value(2), QStringLiteral("602.5d"));
    }

    // CR 724.1, 603.7: Glorious End skips this turn's end step, so its delayed trigger waits for Ana's
    // next one: Nico's end step passes, then Ana loses the game at hers.
    void gloriousEndLosesAtTheNextEndStep()
    {
        const Playthrough p = played(R"({"id": "end", "card": "Glorious End", "zone": "hand"})",
            R"({"id": "e1", "cast": "end"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("end")), Zone::Exile);
        QCOMPARE(p.finalState.activePlayer(), QStringLiteral("nico"));
        QVERIFY(!p.finalState.player(QStringLiteral("ana"))->lost);
        const Playthrough later = played(R"({"id": "end", "card": "Glorious End", "zone": "hand"})",
            R"({"id": "e1", "cast": "end"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"},
               {"id": "e4", "begin": "end"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(later.finalState.activePlayer(), QStringLiteral("ana"));
        QVERIFY2(later.finalState.player(QStringLiteral("ana"))->lost, qPrintable(test::happened(later)));
    }
};

QTEST_GUILESS_MAIN(TestImpCombat19)
#include "tst_impcombat19.moc"
