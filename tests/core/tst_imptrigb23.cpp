// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb23.json), round 23
// (`imptrigb23`): an instruction's own condition after it, "you lose 2 life if you don't control an Ogre"
// (Scourge of Numai, Raving Oni-Slave), "… unless you control another colorless creature" (Reaver Drone),
// "you may destroy target creature if it's tapped" (Deathbringer Liege), "put a +1/+1 counter on equipped
// creature if it's blue" (Ring of Evos Isle), all checked as the ability resolves (608.2c, 608.2b); "each
// opponent draws a card" (Master of the Feast); Homarid's state trigger "Whenever there are four tide
// counters on ~, remove all tide counters from it" (603.8); and Sword of Sinew and Steel's "destroy up to
// one target planeswalker and up to one target artifact"; bestow's "Whenever ~ or enchanted creature attacks /
// deals combat damage to a player" (Heliod's Emissary, Spiteful Returned, Thassa's Emissary); and "Whenever
// you cast a spell during an opponent's turn" (Brineborn Cutthroat), "Whenever an opponent casts a blue or
// black spell during your turn" (Witchstalker), read as an intervening "if it's (not) your turn" (603.4);
// Daring Archaeologist, whose reminder text is misprinted with a stop after it; spells of three kinds, "an
// Aura, Equipment, or Vehicle spell" (Sram, Senior Edificer), "a blue, black or red spell" (God-Pharaoh's
// Faithful).
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
    return test::fixtureFile(QStringLiteral("imptrigb23.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsIn(const Playthrough& play, const QString& player, Zone zone)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += (o.owner == player && o.zone == zone) ? 1 : 0;
    return n;
}

// Nico's upkeep begins (Ana's turn is the scenario's first), and the trigger resolves.
const QByteArray kNicosUpkeep = R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})";

// Nico's library, so that a draw has a card to take.
const QByteArray kLibraries = R"({"id": "al1", "card": "Grizzly Bears", "zone": "library"},
    {"id": "al2", "card": "Grizzly Bears", "zone": "library"},
    {"id": "nl1", "card": "Grizzly Bears", "owner": "nico", "zone": "library"},
    {"id": "nl2", "card": "Grizzly Bears", "owner": "nico", "zone": "library"})";

}   // namespace

class TestImpTrigB23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 16);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c: "if you don't control an Ogre" is the instruction's own condition, checked as it resolves.
    void theConditionAfterAnInstructionIsItsOwn()
    {
        const AbilityDef* scourge = test::parsedWith(fixtures(), QStringLiteral("Scourge of Numai"), QStringLiteral("Ogre"));
        QVERIFY(scourge);
        QVERIFY(!scourge->triggerIf);
        QCOMPARE(scourge->effect.size(), 1);
        QCOMPARE(scourge->effect.first().kind, ActionKind::LoseLife);
        QVERIFY(scourge->effect.first().condition);
        QCOMPARE(scourge->effect.first().condition->kind, Condition::Kind::YouControlAtLeast);
        QVERIFY(scourge->effect.first().condition->negated);
    }

    // CR 121.1, 603.2: at Nico's upkeep his Master of the Feast makes Ana, his opponent, draw a card; Nico
    // draws none.
    void masterOfTheFeastFeedsEachOpponent()
    {
        const Playthrough p = played(
            R"({"id": "master", "card": "Master of the Feast", "owner": "nico", "timestamp": 1}, )" + kLibraries, kNicosUpkeep);
        QVERIFY2(cardsIn(p, QStringLiteral("ana"), Zone::Hand) == 1, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, QStringLiteral("ana"), Zone::Library), 1);
        QCOMPARE(cardsIn(p, QStringLiteral("nico"), Zone::Hand), 0);
        QCOMPARE(cardsIn(p, QStringLiteral("nico"), Zone::Library), 2);
    }

    // CR 608.2c: Scourge of Numai alone costs Nico 2 life at his upkeep; with Gray Ogre he loses none.
    void scourgeOfNumaiWantsAnOgre()
    {
        const QByteArray scourge = R"({"id": "scourge", "card": "Scourge of Numai", "owner": "nico", "timestamp": 1})";
        Playthrough p = played(scourge, kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = played(scourge + R"(, {"id": "ogre", "card": "Gray Ogre", "owner": "nico", "timestamp": 2})", kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("scourge:1")});
    }

    // CR 608.2c, 105.2c, 702.114a: Reaver Drone (devoid, so colorless) is not "another" colorless creature:
    // alone it costs Nico 1 life; with the colorless Aesthir Glider none; with a green Grizzly Bears 1.
    void reaverDroneWantsAnotherColorlessCreature()
    {
        const QByteArray drone = R"({"id": "drone", "card": "Reaver Drone", "owner": "nico", "timestamp": 1})";
        Playthrough p = played(drone, kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        p = played(drone + R"(, {"id": "glider", "card": "Aesthir Glider", "owner": "nico", "timestamp": 2})", kNicosUpkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        p = played(drone + R"(, {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})", kNicosUpkeep);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
    }

    // CR 603.6a, 603.6c, 608.2c: Raving Oni-Slave (an Ogre Warrior) enters: Ana controls no Demon and loses 3
    // life; with Grinning Demon she loses none as it enters, and 3 when the Demon has died before the
    // Oni-Slave leaves.
    void ravingOniSlaveChecksForADemonEachTime()
    {
        const QByteArray oni = R"({"id": "oni", "card": "Raving Oni-Slave", "zone": "hand", "timestamp": 1})";
        const QByteArray enters = R"({"id": "e1", "move": ["oni"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(oni, enters);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("oni:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        const QByteArray withDemon = oni + R"(, {"id": "demon", "card": "Grinning Demon", "timestamp": 2})";
        p = played(withDemon, enters);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        p = played(withDemon, enters + R"(, {"id": "e3", "move": ["demon"], "to": "graveyard"},
            {"id": "e4", "move": ["oni"], "to": "graveyard"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{QStringLiteral("oni:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
    }

    // CR 608.2b, 603.2: Ana casts Diabolic Edict (black): Deathbringer Liege's trigger destroys Nico's
    // tapped Grizzly Bears; an untapped one stays, its target still legal but not tapped. A green spell
    // does not trigger it.
    void deathbringerLiegeDestroysOnlyATappedCreature()
    {
        const auto edictWith = [](const char* tapped) {
            return played(QByteArray(R"({"id": "liege", "card": "Deathbringer Liege", "timestamp": 1},
                {"id": "edict", "card": "Diabolic Edict", "zone": "hand", "timestamp": 2},
                {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3, "tapped": )") + tapped + "}",
                R"({"id": "e1", "cast": "edict", "targets": ["nico"], "triggers": {"e1.1": {"targets": ["bears"]}}},
                   {"id": "e2", "resolve": "top"})");
        };
        Playthrough p = edictWith("true");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")).size(), 1);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = edictWith("false");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        p = played(R"({"id": "liege", "card": "Deathbringer Liege", "timestamp": 1},
            {"id": "berserk", "card": "Berserk", "zone": "hand", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3, "tapped": true})",
            R"({"id": "e1", "cast": "berserk", "targets": ["bears"]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 608.2c, 301.5: at Nico's upkeep Ring of Evos Isle puts a +1/+1 counter on the creature it equips
    // only if that creature is blue: Dandân gets one, Grizzly Bears none.
    void ringOfEvosIsleFeedsABlueCreature()
    {
        const auto equipped = [](const char* card) {
            return played(QByteArray("{\"id\": \"c\", \"card\": \"") + card
                    + "\", \"owner\": \"nico\", \"timestamp\": 1}, "
                      R"({"id": "ring", "card": "Ring of Evos Isle", "owner": "nico", "timestamp": 2, "attached_to": "c"})",
                kNicosUpkeep);
        };
        Playthrough p = equipped("Dandân");
        QVERIFY2(test::countersOn(p, QStringLiteral("c")) == 1, qPrintable(test::happened(p)));
        p = equipped("Grizzly Bears");
        QVERIFY2(test::countersOn(p, QStringLiteral("c")) == 0, qPrintable(test::happened(p)));
    }

    // CR 603.8: Homarid's fourth tide counter (put at Nico's upkeep) makes its state trigger true: it
    // triggers once and removes all four. With two counters before, the upkeep leaves three (Homarid is
    // 3/3 by its own static) and nothing more triggers.
    void homaridEmptiesItsTideAtFour()
    {
        const auto upkeep = [](int counters) {
            return played("{\"id\": \"homarid\", \"card\": \"Homarid\", \"owner\": \"nico\", \"timestamp\": 1, "
                          "\"counters\": {\"tide\": " + QByteArray::number(counters) + "}}",
                kNicosUpkeep + R"(, {"id": "e3", "resolve": "top"})");
        };
        Playthrough p = upkeep(3);
        QVERIFY2(test::countersOn(p, QStringLiteral("homarid"), QStringLiteral("tide")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("homarid:5")});
        QCOMPARE(test::ptOf(p, QStringLiteral("homarid")), QStringLiteral("2/2"));
        p = upkeep(2);
        QCOMPARE(test::countersOn(p, QStringLiteral("homarid"), QStringLiteral("tide")), 3);
        QVERIFY(test::eventOutcome(p, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::ptOf(p, QStringLiteral("homarid")), QStringLiteral("3/3"));
    }

    // CR 510.3a, 115.1: Ana's Grizzly Bears with Sword of Sinew and Steel deal combat damage to Nico: the
    // trigger destroys his Gideon Jura and his Aesthir Glider, its two targets. Blocked, it deals none to a
    // player and does not trigger.
    void swordOfSinewAndSteelDestroysBothTargets()
    {
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sword", "card": "Sword of Sinew and Steel", "timestamp": 2, "attached_to": "bears"},
            {"id": "gideon", "card": "Gideon Jura", "owner": "nico", "timestamp": 3, "counters": {"loyalty": 6}},
            {"id": "glider", "card": "Aesthir Glider", "owner": "nico", "timestamp": 4},
            {"id": "wall", "card": "Craw Wurm", "owner": "nico", "timestamp": 5})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage", "triggers": {"e3.1": {"targets": ["gideon", "glider"]}}},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("gideon")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("glider")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"wall": ["bears"]}},
            {"id": "e3", "begin": "combat_damage"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e3")).isEmpty());
        QCOMPARE(test::zoneOf(p, QStringLiteral("gideon")), Zone::Battlefield);
    }

    // CR 702.103, 508.3a: the trigger's object is ~ or the creature it enchants, a union of the two.
    void bestowsEventIsSelfOrEnchantedCreature()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Heliod's Emissary"), QStringLiteral("attacks"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::Attacks);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->anyOf.size(), 2);
        QCOMPARE(a->eventFilter->anyOf[0].ref, Selector::Ref::Self);
        QCOMPARE(a->eventFilter->anyOf[1].ref, Selector::Ref::Attached);
    }

    // CR 508.3a, 603.2: Heliod's Emissary attacks: its trigger taps Nico's Craw Wurm. Ana's Grizzly Bears
    // attacking alone (not enchanted by it) does not trigger it.
    void heliodsEmissaryTapsWhenItAttacks()
    {
        const QByteArray objects = R"({"id": "em", "card": "Heliod\u0027s Emissary", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"em": "nico"}, "triggers": {"e1.1": {"targets": ["wurm"]}}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("em:2")});
        QVERIFY2(test::tapped(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QVERIFY(!test::tapped(p, QStringLiteral("wurm")));
    }

    // CR 508.3a, 506.2: Spiteful Returned attacks Nico, the defending player, who loses 2 life.
    void spitefulReturnedDrainsTheDefendingPlayer()
    {
        const Playthrough p = played(R"({"id": "sr", "card": "Spiteful Returned", "timestamp": 1})",
            R"({"id": "e1", "attack": {"sr": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 510.3a, 121.1: Thassa's Emissary deals combat damage to Nico: Ana draws a card. Blocked, it deals
    // none to a player, and Ana draws nothing.
    void thassasEmissaryDrawsOnCombatDamage()
    {
        const QByteArray objects = R"({"id": "em", "card": "Thassa\u0027s Emissary", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 2}, )" + kLibraries;
        Playthrough p = played(objects, R"({"id": "e1", "attack": {"em": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("em:2")});
        QVERIFY2(cardsIn(p, QStringLiteral("ana"), Zone::Hand) == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "attack": {"em": "nico"}}, {"id": "e2", "block": {"wurm": ["em"]}},
            {"id": "e3", "begin": "combat_damage"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e3")).isEmpty());
        QCOMPARE(cardsIn(p, QStringLiteral("ana"), Zone::Hand), 0);
    }

    // CR 603.4, 601.2i: Ana casts Lightning Bolt in Nico's turn: Brineborn Cutthroat gets a +1/+1 counter.
    // Cast in her own turn, the trigger's "if it's not your turn" is false and it does not trigger.
    void brinebornCutthroatGrowsInAnOpponentsTurn()
    {
        const QByteArray objects = R"({"id": "cut", "card": "Brineborn Cutthroat", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "cast": "bolt", "targets": ["nico"]},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("cut:2")});
        QVERIFY2(test::countersOn(p, QStringLiteral("cut")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);   // the Bolt still waits under the trigger
        p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::countersOn(p, QStringLiteral("cut")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
    }

    // CR 603.4, 601.2i: in Ana's turn Nico casts Disfigure (black): Witchstalker gets a +1/+1 counter;
    // his Lightning Bolt (red) does not trigger it, nor does his Disfigure in his own turn.
    void witchstalkerGrowsOnBlackOrBlueInYourTurn()
    {
        const auto nicoCasts = [](const char* card, bool hisTurn) {
            return played(QByteArray(R"({"id": "ws", "card": "Witchstalker", "timestamp": 1},
                {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2}, )")
                    + "{\"id\": \"spell\", \"card\": \"" + card + "\", \"owner\": \"nico\", \"zone\": \"hand\", \"timestamp\": 3}",
                QByteArray(hisTurn ? R"({"id": "e0", "begin": "upkeep"}, )" : "")
                    + R"({"id": "e1", "cast": "spell", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        };
        Playthrough p = nicoCasts("Disfigure", false);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("ws:2")});
        QVERIFY2(test::countersOn(p, QStringLiteral("ws")) == 1, qPrintable(test::happened(p)));
        p = nicoCasts("Lightning Bolt", false);
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        p = nicoCasts("Disfigure", true);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("ws")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);   // the Disfigure was cast and resolved
    }

    // CR 700.6, 601.2i: Ana casts Bonesplitter, an artifact spell, so historic: Daring Archaeologist gets a
    // +1/+1 counter; her Lightning Bolt is not historic and does not trigger it.
    void daringArchaeologistGrowsOnHistoricSpells()
    {
        const QByteArray objects = R"({"id": "arch", "card": "Daring Archaeologist", "timestamp": 1},
            {"id": "splitter", "card": "Bonesplitter", "zone": "hand", "timestamp": 2},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "splitter"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("arch:2")});
        QVERIFY2(test::countersOn(p, QStringLiteral("arch")) == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 601.2i, 301.5: Ana casts Bonesplitter, an Equipment spell: Sram draws her a card. Her Lightning
    // Bolt is none of the three kinds and does not trigger it.
    void sramDrawsOnAnAuraEquipmentOrVehicle()
    {
        const QByteArray objects = R"({"id": "sram", "card": "Sram, Senior Edificer", "timestamp": 1},
            {"id": "splitter", "card": "Bonesplitter", "zone": "hand", "timestamp": 2},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "timestamp": 3}, )" + kLibraries;
        Playthrough p = played(objects, R"({"id": "e1", "cast": "splitter"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("sram:1")});
        QVERIFY2(cardsIn(p, QStringLiteral("ana"), Zone::Library) == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 601.2i, 105.2: Ana casts Lightning Bolt (red): God-Pharaoh's Faithful gains her 1 life; her Giant
    // Growth (green) does not trigger it.
    void godPharaohsFaithfulGainsOnBlueBlackOrRed()
    {
        const QByteArray objects = R"({"id": "gpf", "card": "God-Pharaoh\u0027s Faithful", "timestamp": 1},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "timestamp": 2},
            {"id": "growth", "card": "Giant Growth", "zone": "hand", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("gpf:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 21, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "cast": "growth", "targets": ["gpf"]})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB23)
#include "tst_imptrigb23.moc"
