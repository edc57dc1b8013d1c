// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb22.json), round 22
// (`imptrigb22`): "create that many … tokens" after an event with an amount (Hornet Nest, Saber Ants:
// the damage dealt to ~; Rapacious One: the combat damage ~ dealt, 120.3); "you may pay {1}{W}. If you
// do, it gains flying until end of turn" after an event of ~, whose "it" is ~ (Skyline Scout, Voltaic
// Brawler's energy, Insidious Mist's "transform it"; 603.7c; and Blistercoil Weird's "~ gets +1/+1 until
// end of turn. Untap it."); and "put six +1/+1 counters on ~" (Vorosh,
// the Hunter: six to ten counters as one instruction); "put that many +1/+1 counters on it" after "a
// creature you control deals combat damage" (Necropolis Regent); the Swords' "X and you Y" (Sword of Fire
// and Ice, of Feast and Famine, of Light and Shadow, of Body and Mind) and Midnight Reaper's "~ deals 1 damage to you and you draw
// a card": two instructions, the second one's "you" the ability's controller.
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
    return test::fixtureFile(QStringLiteral("imptrigb22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A scenario whose player Ana has `anaKeys` (`, "energy": 1`) besides the defaults.
Playthrough playedWith(const QByteArray& anaKeys, const QByteArray& objects, const QByteArray& events)
{
    static CardLibrary lib;
    lib = test::libraryOf(fixtures());
    const auto state = test::readScenario(lib, test::scenarioJson(objects, events, anaKeys), QStringLiteral("imptrigb22.strata.json"));
    return state ? EventPlayer::play(*state, lib) : Playthrough{};
}

// The tokens on the battlefield at the end (ids the event player made, not the scenario's).
int tokensOnBattlefield(const Playthrough& p, const QStringList& scenarioIds)
{
    int n = 0;
    for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield))
        n += scenarioIds.contains(id) ? 0 : 1;
    return n;
}


// Ana's creature attacks Nico unblocked, then combat damage is dealt.
const QByteArray kUnblockedHit = R"({"id": "e1", "attack": {"x": "nico"}}, {"id": "e2", "block": {}},
    {"id": "e3", "begin": "combat_damage"})";

QByteArray attackerIs(const char* id, const QByteArray& events)
{
    QByteArray out = events;
    return out.replace("\"x\"", QByteArray("\"") + id + "\"");
}

}   // namespace

class TestImpTrigB22 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 14);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // "that many" is the event's amount, fixed as it triggered (120.3, 603.7c).
    void thatManyTokensIsTheEventsAmount()
    {
        for (const char* name : {"Hornet Nest", "Saber Ants", "Rapacious One"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("that many"));
            QVERIFY2(a, name);
            QCOMPARE(a->effect.size(), 1);
            QCOMPARE(a->effect.first().kind, ActionKind::CreateToken);
            QVERIFY(a->effect.first().token);
            QVERIFY(a->effect.first().amountOf);
            QCOMPARE(a->effect.first().amountOf->kind, Expr::Kind::EventAmount);
        }
    }

    // CR 120.3, 603.2, 111.1: 2 damage dealt to Hornet Nest (0/2) triggers it; it dies of the damage (704.5g)
    // but its trigger still makes two 1/1 Insects with flying and deathtouch. Damage dealt to Ana does not
    // trigger it.
    void hornetNestMakesAnInsectForEachDamage()
    {
        const QByteArray objects = R"({"id": "nest", "card": "Hornet Nest", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "nest", "amount": 2}]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("nest:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("nest")), Zone::Graveyard);
        const QStringList ids{QStringLiteral("nest"), QStringLiteral("bears")};
        QVERIFY2(tokensOnBattlefield(p, ids) == 2, qPrintable(test::happened(p)));
        for (const QString& id : test::idsIn(p.finalState, Zone::Battlefield)) {
            if (ids.contains(id))
                continue;
            QCOMPARE(test::ptOf(p, id), QStringLiteral("1/1"));
            QVERIFY(test::hasKeyword(p, id, "Flying"));
            QVERIFY(test::hasKeyword(p, id, "Deathtouch"));
        }
        p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "ana", "amount": 2}]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 603.5, 120.3: Saber Ants (2/2) dealt 1 damage: Ana may create one Insect; declined, none.
    void saberAntsMayCreateThem()
    {
        const QByteArray objects = R"({"id": "ants", "card": "Saber Ants", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const QByteArray hit = R"({"id": "e1", "damage": [{"source": "bears", "to": "ants", "amount": 1}]})";
        const QStringList ids{QStringLiteral("ants"), QStringLiteral("bears")};
        Playthrough p = played(objects, hit + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(tokensOnBattlefield(p, ids) == 1, qPrintable(test::happened(p)));
        p = played(objects, hit + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(tokensOnBattlefield(p, ids), 0);
    }

    // CR 510.3a, 120.3: Rapacious One (5/4) deals 5 combat damage to Nico: five Eldrazi Spawn tokens.
    // Blocked, it deals no damage to a player and does not trigger.
    void rapaciousOneMakesSpawnForTheDamageDealt()
    {
        const QByteArray objects = R"({"id": "one", "card": "Rapacious One", "timestamp": 1},
            {"id": "wall", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const QStringList ids{QStringLiteral("one"), QStringLiteral("wall")};
        Playthrough p = played(objects, attackerIs("one", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 15);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("one:2")});
        QVERIFY2(tokensOnBattlefield(p, ids) == 5, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "attack": {"one": "nico"}}, {"id": "e2", "block": {"wall": "one"}},
            {"id": "e3", "begin": "combat_damage"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e3")).isEmpty());
        QCOMPARE(tokensOnBattlefield(p, ids), 0);
    }

    // CR 603.5, 603.7c, 118.1: Skyline Scout attacks; Ana pays {1}{W} and it gains flying until end of
    // turn. Declined, it has none.
    void skylineScoutPaysForFlying()
    {
        const QByteArray objects = R"({"id": "scout", "card": "Skyline Scout", "timestamp": 1})";
        const QByteArray attack = R"({"id": "e1", "attack": {"scout": "nico"}})";
        Playthrough p = played(objects, attack + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("scout:1")});
        QVERIFY2(test::hasKeyword(p, QStringLiteral("scout"), "Flying"), qPrintable(test::happened(p)));
        p = played(objects, attack + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY(!test::hasKeyword(p, QStringLiteral("scout"), "Flying"));
    }

    // CR 107.14, 603.7c: Voltaic Brawler (3/2) attacks; Ana pays one of her energy counters and it gets
    // +1/+1 and trample until end of turn. With no energy, nothing is paid or done (118.3).
    void voltaicBrawlerSpendsEnergy()
    {
        const QByteArray objects = R"({"id": "brawler", "card": "Voltaic Brawler", "timestamp": 1})";
        const QByteArray events = R"({"id": "e1", "attack": {"brawler": "nico"}}, {"id": "e2", "resolve": "top"})";
        Playthrough p = playedWith(", \"energy\": 2", objects, events);
        QVERIFY2(test::ptOf(p, QStringLiteral("brawler")) == QStringLiteral("4/3"), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("brawler"), "Trample"));
        QCOMPARE(p.finalState.player(QStringLiteral("ana"))->counters.value(QStringLiteral("energy")), 1);
        p = playedWith(", \"energy\": 0", objects, events);
        QCOMPARE(test::ptOf(p, QStringLiteral("brawler")), QStringLiteral("3/2"));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("brawler"), "Trample"));
    }

    // CR 509.1h, 603.7c, 701.28a: Insidious Mist attacks and isn't blocked; Ana pays {2}{B} and it
    // transforms into Elusive Tormentor (4/4); declined, it stays Insidious Mist.
    void insidiousMistTransformsWhenUnblocked()
    {
        const QByteArray objects = R"({"id": "mist", "card": "Elusive Tormentor", "transformed": true, "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"mist": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "resolve": "top", "may": true})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("mist:4")});
        const GameObject* mist = p.finalState.object(QStringLiteral("mist"));
        QVERIFY(mist);
        QVERIFY2(!mist->transformed, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("mist")), QStringLiteral("4/4"));
        p = played(objects, R"({"id": "e1", "attack": {"mist": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "resolve": "top", "may": false})");
        QVERIFY(p.finalState.object(QStringLiteral("mist"))->transformed);
        // Not yet past the declare blockers step (509.1h): attacking alone does not trigger it.
        p = played(objects, R"({"id": "e1", "attack": {"mist": "nico"}})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 510.3a, 122.1: Vorosh deals combat damage to Nico; paid, six +1/+1 counters go on it; declined,
    // none.
    void voroshPaysForSixCounters()
    {
        const QByteArray objects = R"({"id": "vorosh", "card": "Vorosh, the Hunter", "timestamp": 1})";
        Playthrough p = played(objects, attackerIs("vorosh", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top", "may": true})");
        QVERIFY2(test::countersOn(p, QStringLiteral("vorosh")) == 6, qPrintable(test::happened(p)));
        p = played(objects, attackerIs("vorosh", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top", "may": false})");
        QCOMPARE(test::countersOn(p, QStringLiteral("vorosh")), 0);
    }
    // CR 510.3a, 120.3, 121.1: Grizzly Bears with Sword of Fire and Ice (4/4) deals combat damage to Nico;
    // the trigger deals 2 damage to Nico's Bears (which dies, 704.5g), then Ana draws a card.
    void swordOfFireAndIceDealsDamageThenDraws()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sword", "card": "Sword of Fire and Ice", "timestamp": 2, "attached_to": "bears"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "card", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "begin": "combat_damage", "triggers": {"e3.1": {"targets": ["nbears"]}}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("card")), Zone::Hand);
    }

    // CR 701.8, 701.26b: Sword of Feast and Famine: Nico discards a card and Ana's tapped lands untap.
    void swordOfFeastAndFamineDiscardsThenUntaps()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sword", "card": "Sword of Feast and Famine", "timestamp": 2, "attached_to": "bears"},
            {"id": "forest", "card": "Forest", "timestamp": 3, "tapped": true},
            {"id": "plains", "card": "Plains", "timestamp": 4, "tapped": true},
            {"id": "ncard", "card": "Island", "owner": "nico", "zone": "hand"})",
            attackerIs("bears", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("ncard")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("forest")));
        QVERIFY(!test::tapped(p, QStringLiteral("plains")));
    }

    // CR 603.5, 119.1: Sword of Light and Shadow: Ana gains 3 life and may return the creature card
    // targeted in her graveyard to her hand; declined, the card stays, the life is still gained.
    void swordOfLightAndShadowGainsThenMayReturn()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sword", "card": "Sword of Light and Shadow", "timestamp": 2, "attached_to": "bears"},
            {"id": "dead", "card": "Grizzly Bears", "zone": "graveyard"})";
        const QByteArray hit = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage", "triggers": {"e3.1": {"targets": ["dead"]}}})";
        Playthrough p = played(objects, hit + R"(, {"id": "e4", "resolve": "top", "may": true})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        QVERIFY2(test::zoneOf(p, QStringLiteral("dead")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, hit + R"(, {"id": "e4", "resolve": "top", "may": false})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        QCOMPARE(test::zoneOf(p, QStringLiteral("dead")), Zone::Graveyard);
    }

    // CR 700.4, 120.3, 121.1: Ana's nontoken Grizzly Bears dies; Midnight Reaper deals 1 damage to her and
    // she draws a card. Nico's creature dying does not trigger it.
    void midnightReaperDamagesThenDraws()
    {
        const QByteArray objects = R"({"id": "reaper", "card": "Midnight Reaper", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3},
            {"id": "card", "card": "Island", "zone": "library"})";
        Playthrough p = played(objects, R"({"id": "e1", "damage": [{"source": "nbears", "to": "bears", "amount": 2}]},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("reaper:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QVERIFY2(test::zoneOf(p, QStringLiteral("card")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "nbears", "amount": 2}]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }
    // CR 111.1, 701.13: Sword of Body and Mind: Ana creates a 2/2 Wolf, then Nico mills ten cards (of his
    // eleven).
    void swordOfBodyAndMindMakesAWolfThenMills()
    {
        QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sword", "card": "Sword of Body and Mind", "timestamp": 2, "attached_to": "bears"})";
        for (int i = 0; i < 11; ++i)
            objects += ", {\"id\": \"n" + QByteArray::number(i) + "\", \"card\": \"Island\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const Playthrough p = played(objects, attackerIs("bears", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top"})");
        const QStringList ids{QStringLiteral("bears"), QStringLiteral("sword")};
        QVERIFY2(tokensOnBattlefield(p, ids) == 1, qPrintable(test::happened(p)));
        int milled = 0;
        for (int i = 0; i < 11; ++i)
            milled += test::zoneOf(p, QStringLiteral("n%1").arg(i)) == Zone::Graveyard ? 1 : 0;
        QCOMPARE(milled, 10);
    }

    // CR 510.3a, 122.1, 603.7c: Necropolis Regent: Ana's Grizzly Bears deals 2 combat damage to Nico and
    // gets two +1/+1 counters; the Regent itself, not attacking, gets none.
    void necropolisRegentCountsTheDamageOnTheCreature()
    {
        const Playthrough p = played(R"({"id": "regent", "card": "Necropolis Regent", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            attackerIs("bears", kUnblockedHit) + R"(, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("regent:2")});
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("regent")), 0);
    }
    // CR 601.2i, 603.2, 701.26b: Ana casts Shock; her tapped Blistercoil Weird (1/1) gets +1/+1 and
    // untaps. Nico's spell does not trigger it.
    void blistercoilWeirdUntapsOnAnInstant()
    {
        const QByteArray objects = R"({"id": "weird", "card": "Blistercoil Weird", "timestamp": 1, "tapped": true},
            {"id": "shock", "card": "Shock", "zone": "hand"}, {"id": "nshock", "card": "Shock", "owner": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "shock", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("weird:1")}, qPrintable(test::happened(p)));
        QVERIFY2(!test::tapped(p, QStringLiteral("weird")), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("weird")), QStringLiteral("2/2"));
        p = played(objects, R"({"id": "e1", "cast": "nshock", "targets": ["ana"]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QVERIFY(test::tapped(p, QStringLiteral("weird")));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB22)

#include "tst_imptrigb22.moc"
