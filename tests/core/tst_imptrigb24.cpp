// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb24.json), round 24
// (`imptrigb24`): after an event of ~ alone, "it" is ~ (603.7c) in "remove all -1/-1 counters from it"
// (Witherscale Wurm), "put a +1/+1 counter on it for each attacking creature you control" (Rubblebelt
// Raiders) and "put it on top of its owner's library at end of combat" (Saprazzan Outrigger); and the
// event's object named by its creature type, "destroy that Wall at end of combat" (Battering Ram); and
// "destroy that creature and ~" (Alaborn Zealot).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigb24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrigB24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 5);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 603.7c: the "it" of "Whenever ~ attacks, put a +1/+1 counter on it …" is ~ itself.
    void itOfSelfsEventIsSelf()
    {
        const AbilityDef* raiders = test::parsedWith(fixtures(), QStringLiteral("Rubblebelt Raiders"), QStringLiteral("attacks"));
        QVERIFY(raiders);
        QCOMPARE(raiders->effect.size(), 1);
        QCOMPARE(raiders->effect.first().kind, ActionKind::PutCounter);
        QVERIFY(raiders->effect.first().object);
        QCOMPARE(raiders->effect.first().object->ref, Selector::Ref::Self);
    }

    // CR 120.3, 122.8: Witherscale Wurm with two -1/-1 counters (a 7/7) deals combat damage to Nico: its
    // trigger removes both. Blocked by Craw Wurm it deals none to a player, and keeps them.
    void witherscaleWurmShedsItsCounters()
    {
        const QByteArray objects = R"({"id": "wurm", "card": "Witherscale Wurm", "timestamp": 1, "counters": {"-1/-1": 2}},
            {"id": "craw", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"wurm": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("wurm"), QStringLiteral("-1/-1")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 13);
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("9/9"));
        p = played(objects, R"({"id": "e1", "attack": {"wurm": "nico"}}, {"id": "e2", "block": {"craw": ["wurm"]}},
            {"id": "e3", "begin": "combat_damage"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e3")).isEmpty());
        QCOMPARE(test::countersOn(p, QStringLiteral("wurm"), QStringLiteral("-1/-1")), 2);
    }

    // CR 508.1, 608.2h: Rubblebelt Raiders attacks beside Grizzly Bears: two attacking creatures, two
    // counters on the Raiders (counted as the trigger resolves), none on the Bears. Alone, one.
    void rubblebeltRaidersCountsTheAttackers()
    {
        const QByteArray objects = R"({"id": "raiders", "card": "Rubblebelt Raiders", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"raiders": "nico", "bears": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("raiders")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(objects, R"({"id": "e1", "attack": {"raiders": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("raiders")) == 1, qPrintable(test::happened(p)));
    }

    // CR 603.7, 511.2, 401.4: Saprazzan Outrigger attacks; at end of combat its delayed trigger puts it on
    // top of Ana's library. Before end of combat it is still on the battlefield.
    void saprazzanOutriggerGoesHomeAtEndOfCombat()
    {
        const QByteArray objects = R"({"id": "boat", "card": "Saprazzan Outrigger", "timestamp": 1})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"boat": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("boat")) == Zone::Battlefield, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "attack": {"boat": "nico"}}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end_of_combat"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("boat")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 509.3c, 603.7c, 511.2: Battering Ram becomes blocked by Nico's Wall of Omens: the Wall is destroyed
    // at end of combat. Blocked by Grizzly Bears (no Wall) it does not trigger, and the Bears stay.
    void batteringRamDestroysTheBlockingWall()
    {
        Playthrough p = played(R"({"id": "ram", "card": "Battering Ram", "timestamp": 1},
            {"id": "wall", "card": "Wall of Omens", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"ram": "nico"}}, {"id": "e2", "block": {"wall": ["ram"]}}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "begin": "end_of_combat"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")).size(), 1);
        QVERIFY2(test::zoneOf(p, QStringLiteral("wall")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = played(R"({"id": "ram", "card": "Battering Ram", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"ram": "nico"}}, {"id": "e2", "block": {"bears": ["ram"]}})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 509.1, 603.7c, 701.7a: Nico's Alaborn Zealot blocks Ana's Grizzly Bears: its trigger destroys the
    // Bears and the Zealot itself. Unblocked, the Bears trigger nothing and both stay.
    void alabornZealotDestroysTheBlockedCreatureAndItself()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "zealot", "card": "Alaborn Zealot", "owner": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"zealot": ["bears"]}},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("zealot:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("zealot")), Zone::Graveyard);
        p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("zealot")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB24)
#include "tst_imptrigb24.moc"
