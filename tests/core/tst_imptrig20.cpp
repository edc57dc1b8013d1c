// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig20.json), round 20:
// "When ~ enters, look at target opponent's hand" (Wanderguard Sentry, Wu Scout, Dragon's Eye Savants),
// and "At the beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B} / discard a
// card. If you do, return ~ to your hand" (Pyre Zombie, Gigapede): the intervening "if" names the zone,
// so the return is the one from the graveyard (113.6m), said without "from your graveyard"; and
// "sacrifice ~. If you do, …" (Grave Peril, Promise of Bunrei, Flame-Kin War Scout, Awaken the Sky
// Tyrant): a sacrifice that can't be done once ~ has left the battlefield (701.17a); "Whenever ~ deals
// combat damage to a player, you may sacrifice it. If you do, …" (Impaler Shrike, Haunted Cadaver).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include "play/GraveyardAbilities.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig20.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig20 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 13);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 115.1, 402.3: the target is an opponent; the action looks at that player's hand. The face-up
    // trigger of Dragon's Eye Savants reads the same action (708.8; the event player does not turn
    // cards face up yet).
    void lookAtTargetOpponentsHandIsRead()
    {
        for (const char* name : {"Wanderguard Sentry", "Wu Scout", "Dragon's Eye Savants"}) {
            const AbilityDef* look = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("look at target opponent"));
            QVERIFY2(look, name);
            QCOMPARE(look->kind, AbilityDef::Kind::Triggered);
            QCOMPARE(look->effect.value(0).kind, ActionKind::LookAtHand);
            QCOMPARE(look->effect.value(0).who, QStringLiteral("target_player"));
            QCOMPARE(look->targets.size(), 1);
            QCOMPARE(look->targets.first().controller, Selector::Who::Opponent);
        }
    }

    // CR 603.2, 115.1, 402.3: Wanderguard Sentry enters; Ana looks at Nico's hand, the target opponent.
    // Ana herself is no opponent and can't be the target.
    void wanderguardSentryLooksAtTheOpponentsHand()
    {
        const QByteArray objects = R"({"id": "sentry", "card": "Wanderguard Sentry", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "sentry", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("sentry:1")});
        QVERIFY2(test::happened(p).contains(QLatin1String("Ana looks at Nico's hand: Lightning Bolt")), qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "sentry", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["ana"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::happened(p).contains(QLatin1String("looks at")), qPrintable(test::happened(p)));
    }

    // CR 113.6m, 603.4: the intervening "if" names the graveyard; the return is the card's own from there.
    void pyreZombieReturnIsFromTheGraveyard()
    {
        for (const char* name : {"Pyre Zombie", "Gigapede"}) {
            const AbilityDef* upkeep = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("At the beginning"));
            QVERIFY2(upkeep, name);
            QVERIFY(upkeep->triggerIf);
            QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::SelfInGraveyard);
            QCOMPARE(upkeep->effect.last().kind, ActionKind::ReturnToHand);
            QCOMPARE(upkeep->effect.last().object->ref, Selector::Ref::Self);
            QVERIFY(worksOnlyInGraveyard(*upkeep));
        }
    }

    // CR 503.1a, 603.4, 603.5, 113.6m: the scenario's next upkeep is Nico's (turn 2). His Pyre Zombie in
    // his graveyard triggers; paid, it returns to his hand; declined, it stays.
    void pyreZombieReturnsWhenPaid()
    {
        const QByteArray objects = R"({"id": "zombie", "card": "Pyre Zombie", "owner": "nico", "zone": "graveyard"})";
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep"})";
        Playthrough p = played(objects, upkeep + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("zombie:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("zombie")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, upkeep + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("zombie")), Zone::Graveyard);
    }

    // CR 113.6m, 603.4: on the battlefield the ability does not trigger (it works only in the graveyard,
    // and "if ~ is in your graveyard" is false); Ana's Pyre Zombie in her graveyard waits for her own
    // upkeep ("your upkeep"), not Nico's.
    void pyreZombieWaitsInItsOwnersGraveyard()
    {
        Playthrough p = played(R"({"id": "zombie", "card": "Pyre Zombie", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("zombie")), Zone::Battlefield);
        p = played(R"({"id": "zombie", "card": "Pyre Zombie", "zone": "graveyard"})", R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 603.4, 113.6m: Genesis (read before this round) checks its "if" again on resolution about the
    // card still in Nico's graveyard: paid, the target creature card returns to his hand. Moved out of
    // the graveyard first, it is a new object (400.7), the "if" is false and nothing returns.
    void genesisChecksItsGraveyardOnResolution()
    {
        const QByteArray objects = R"({"id": "genesis", "card": "Genesis", "owner": "nico", "zone": "graveyard"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})";
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep", "triggers": {"e1.1": {"targets": ["bears"]}}})";
        Playthrough p = played(objects, upkeep + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, upkeep + R"(, {"id": "e2", "move": "genesis", "to": "exile"}, {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 603.5, 608.2c, 701.8: Gigapede's "you may discard a card. If you do, return …": Nico discards
    // the Bolt and Gigapede returns to his hand; with no card to discard it stays in the graveyard.
    void gigapedeReturnsForADiscard()
    {
        const QByteArray gigapede = R"({"id": "pede", "card": "Gigapede", "owner": "nico", "zone": "graveyard"})";
        const QByteArray events = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "may": true,
            "choices": {"objects": ["bolt"]}})";
        Playthrough p = played(gigapede + R"(, {"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})", events);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("pede:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("pede")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(gigapede, R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("pede")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 701.17a, 608.2c: the sacrifice of ~ is the action "If you do" follows; what follows is done
    // only after it.
    void sacrificeSelfIfYouDoIsRead()
    {
        for (const char* name : {"Grave Peril", "Promise of Bunrei", "Flame-Kin War Scout", "Awaken the Sky Tyrant"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("If you do"));
            QVERIFY2(a, name);
            QCOMPARE(a->effect.size(), 2);
            QCOMPARE(a->effect[0].kind, ActionKind::Sacrifice);
            QCOMPARE(a->effect[0].object->ref, Selector::Ref::Self);
            QVERIFY(!a->effect[0].optional && !a->optional);
            QVERIFY(a->effect[1].ifYouDo);
        }
    }

    // CR 603.2, 701.17a, 608.2c: Nico's Grizzly Bears (green) enter; Grave Peril is sacrificed and the
    // Bears destroyed. Pyre Zombie (black) does not trigger it.
    void gravePerilDestroysANonblackCreature()
    {
        const QByteArray objects = R"({"id": "peril", "card": "Grave Peril", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "zombie", "card": "Pyre Zombie", "owner": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("peril:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("peril")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        p = played(objects, R"({"id": "e1", "move": "zombie", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("peril")), Zone::Battlefield);
    }

    // CR 701.17a, 400.7, 608.2c: Grave Peril left the battlefield before its ability resolved: it can't be
    // sacrificed, so "If you do" is not done and the Bears stay.
    void gravePerilThatLeftDestroysNothing()
    {
        const Playthrough p = played(R"({"id": "peril", "card": "Grave Peril", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield"}, {"id": "e2", "move": "peril", "to": "hand"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("peril")), Zone::Hand);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 603.10a, 701.17a, 111.1: Ana's Bears die; Promise of Bunrei is sacrificed and she creates four
    // 1/1 Spirit tokens.
    void promiseOfBunreiMakesFourSpirits()
    {
        const Playthrough p = played(R"({"id": "promise", "card": "Promise of Bunrei", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("promise:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("promise")), Zone::Graveyard);
        const QStringList onBattlefield = test::idsIn(p.finalState, Zone::Battlefield);
        QVERIFY2(onBattlefield.size() == 4, qPrintable(onBattlefield.join(QLatin1Char(' '))));
    }

    // CR 701.17a, 608.2h: Flame-Kin War Scout is sacrificed, then deals 4 damage to the creature that
    // entered, as it last existed; the Bears die (704.5g).
    void flameKinWarScoutDealsFourDamage()
    {
        const Playthrough p = played(R"({"id": "scout", "card": "Flame-Kin War Scout", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("scout")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 120.3, 701.17a, 111.1: Nico's Bears deal 2 damage to Ana; Awaken the Sky Tyrant is sacrificed
    // and she creates a 5/5 Dragon token. Damage from her own Bears triggers nothing.
    void awakenTheSkyTyrantAnswersAnOpponentsDamage()
    {
        const QByteArray objects = R"({"id": "awaken", "card": "Awaken the Sky Tyrant", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "nbears", "to": "ana", "amount": 2}]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("awaken:1")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("awaken")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QVERIFY2(test::idsIn(p.finalState, Zone::Battlefield).size() == 3, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "ana", "amount": 2}]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("awaken")), Zone::Battlefield);
    }

    // CR 510.3a, 603.5, 701.17a: Impaler Shrike deals combat damage to Nico; Ana sacrifices it and draws
    // three cards. Declined, it stays and she draws none.
    void impalerShrikeTradesItselfForThreeCards()
    {
        const QByteArray objects = R"({"id": "shrike", "card": "Impaler Shrike", "timestamp": 1},
            {"id": "l1", "card": "Island", "zone": "library"}, {"id": "l2", "card": "Island", "zone": "library"},
            {"id": "l3", "card": "Island", "zone": "library"}, {"id": "l4", "card": "Island", "zone": "library"})";
        const QByteArray combat = R"({"id": "e1", "attack": {"shrike": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage"})";
        Playthrough p = played(objects, combat + R"(, {"id": "e4", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("shrike:2")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(p, QStringLiteral("shrike")), Zone::Graveyard);
        QVERIFY2(test::idsIn(p.finalState, Zone::Hand).size() == 3, qPrintable(test::happened(p)));
        p = played(objects, combat + R"(, {"id": "e4", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("shrike")), Zone::Battlefield);
        QVERIFY(test::idsIn(p.finalState, Zone::Hand).isEmpty());
    }

    // CR 510.3a, 603.7c, 701.8: Haunted Cadaver sacrificed, the player it dealt damage to (Nico) discards
    // three cards.
    void hauntedCadaverMakesThatPlayerDiscard()
    {
        const Playthrough p = played(R"({"id": "cadaver", "card": "Haunted Cadaver", "timestamp": 1},
            {"id": "h1", "card": "Island", "owner": "nico", "zone": "hand"}, {"id": "h2", "card": "Island", "owner": "nico", "zone": "hand"},
            {"id": "h3", "card": "Island", "owner": "nico", "zone": "hand"}, {"id": "h4", "card": "Island", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "attack": {"cadaver": "nico"}}, {"id": "e2", "block": {}}, {"id": "e3", "begin": "combat_damage"},
               {"id": "e4", "resolve": "top", "may": true})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("cadaver")), Zone::Graveyard);
        QVERIFY2(test::idsIn(p.finalState, Zone::Hand) == QStringList{QStringLiteral("h4")}, qPrintable(test::happened(p)));
    }

    // CR 701.44a, 603.7c: Path of Discovery's "it explores" is the creature that entered; a creature of
    // Ana's entering triggers it, one of Nico's does not ("under your control").
    void pathOfDiscoveryExploresWithTheCreatureThatEntered()
    {
        const AbilityDef* path = test::parsedWith(fixtures(), QStringLiteral("Path of Discovery"), QStringLiteral("it explores"));
        QVERIFY(path);
        QCOMPARE(path->effect.value(0).kind, ActionKind::Explore);
        QCOMPARE(path->effect.value(0).object->ref, Selector::Ref::It);
        const QByteArray objects = R"({"id": "path", "card": "Path of Discovery", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("path:1")});
        p = played(objects, R"({"id": "e1", "move": "nbears", "to": "battlefield"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpTrig20)
#include "tst_imptrig20.moc"
