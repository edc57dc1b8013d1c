// Triggered abilities of entering, dying and leaving read from real cards' Oracle text
// (tests/data/import/imptrig21.json), round 21: "When ~ enters, exile a land you control" (Wormfang Newt,
// Wormfang Turtle: one of yours, chosen as it resolves, 608.2d, and linked to ~ for its "return the
// exiled card", 607.2a); "exile all cards from your hand" (Wormfang Behemoth), "exile all creature cards
// from your graveyard" (Zombie Mob); and a life loss counted as the ability resolves (608.2h): "each
// opponent loses life equal to the number of Vampires you control" (Malakir Bloodwitch), "target
// opponent loses life equal to …" (Shaman of the Pack, Marionette Master's "~'s power"), "that player
// loses life equal to …" (Graveblade Marauder); "remove all gold counters from all creatures" as ~ leaves
// (Aurification, Mine Layer: from each object the noun names, 122.8); "return two lands you control to
// their owner's hand" (Khalni Gem) and "put a creature you control on top of its owner's library"
// (Nulltread Gargantuan), chosen as they resolve (608.2d).
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
    return test::fixtureFile(QStringLiteral("imptrig21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig21 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 12);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2d, 115.10: "a land you control" is chosen as the ability resolves, not targeted.
    void exileALandYouControlIsAChoice()
    {
        for (const char* name : {"Wormfang Newt", "Wormfang Turtle"}) {
            const AbilityDef* a = test::parsedWith(fixtures(), QString::fromUtf8(name), QStringLiteral("exile a land"));
            QVERIFY2(a, name);
            QVERIFY(a->targets.isEmpty());
            QCOMPARE(a->effect.value(0).kind, ActionKind::Exile);
            QCOMPARE(a->effect.value(0).pick, 1);
            QVERIFY(!a->effect.value(0).pickUpTo);
            QCOMPARE(a->effect.value(0).object->controller, Selector::Who::You);
        }
    }

    // CR 603.2, 608.2d, 607.2a, 603.6c: Wormfang Newt enters; Ana exiles her Island, the land she chose.
    // The Newt leaves; the Island returns to the battlefield.
    void wormfangNewtExilesTheChosenLandUntilItLeaves()
    {
        const QByteArray objects = R"({"id": "newt", "card": "Wormfang Newt", "zone": "hand"},
            {"id": "forest", "card": "Forest", "timestamp": 1}, {"id": "island", "card": "Island", "timestamp": 2})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": "newt", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["island"]}},
            {"id": "e3", "move": "newt", "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("newt:1")});
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("newt:2")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
        QVERIFY2(test::zoneOf(p, QStringLiteral("island")) == Zone::Battlefield, qPrintable(test::happened(p)));
        const Playthrough half = played(objects, R"({"id": "e1", "move": "newt", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["island"]}})");
        QVERIFY2(test::zoneOf(half, QStringLiteral("island")) == Zone::Exile, qPrintable(test::happened(half)));
        QCOMPARE(test::zoneOf(half, QStringLiteral("forest")), Zone::Battlefield);
    }

    // CR 608.2d, 109.4: Nico's Forest is no land Ana controls: the resolve event naming it is refused, and
    // it stays.
    void wormfangTurtleCantExileAnOpponentsLand()
    {
        const Playthrough p = played(R"({"id": "turtle", "card": "Wormfang Turtle", "zone": "hand"},
            {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 1}, {"id": "island", "card": "Island", "timestamp": 2})",
            R"({"id": "e1", "move": "turtle", "to": "battlefield"},
               {"id": "e2", "resolve": "top", "choices": {"objects": ["nforest"]}})");
        QVERIFY2(test::doneOrRefusal(p).value(1).contains(QLatin1String("608.2d")), qPrintable(test::doneOrRefusal(p).join(' ')));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Battlefield);
    }

    // CR 406.3, 607.2a: Wormfang Behemoth exiles every card of Ana's hand, not Nico's; as it leaves, her
    // cards return to her hand.
    void wormfangBehemothExilesItsControllersHand()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Wormfang Behemoth"), QStringLiteral("from your hand"));
        QVERIFY(a);
        QCOMPARE(a->effect.value(0).kind, ActionKind::Exile);
        QVERIFY(a->effect.value(0).each);
        const QByteArray objects = R"({"id": "behemoth", "card": "Wormfang Behemoth", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}, {"id": "island", "card": "Island", "zone": "hand"},
            {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"})";
        const QByteArray enters = R"({"id": "e1", "move": "behemoth", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, enters);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Exile);
        QVERIFY2(test::zoneOf(p, QStringLiteral("island")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbolt")), Zone::Hand);
        p = played(objects, enters + R"(, {"id": "e3", "move": "behemoth", "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Hand);
        QVERIFY2(test::zoneOf(p, QStringLiteral("island")) == Zone::Hand, qPrintable(test::happened(p)));
    }

    // CR 614.1c, 406.3: Zombie Mob enters with a counter for the one creature card in Ana's graveyard,
    // then exiles it; her instant and Nico's creature card stay in the graveyards.
    void zombieMobExilesTheCreatureCardsOfItsControllersGraveyard()
    {
        const Playthrough p = played(R"({"id": "mob", "card": "Zombie Mob", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})",
            R"({"id": "e1", "move": "mob", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(p, QStringLiteral("mob")), 1);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
    }

    // CR 608.2h, 119.3: the count is taken as the ability resolves; "you gain life equal to the life lost
    // this way" gains what Nico lost. Nico's Vampire is not one Ana controls.
    void malakirBloodwitchDrainsForEachVampire()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Malakir Bloodwitch"), QStringLiteral("loses life"));
        QVERIFY(a);
        QCOMPARE(a->effect.value(0).kind, ActionKind::LoseLife);
        QCOMPARE(a->effect.value(0).who, QStringLiteral("each_opponent"));
        QVERIFY(a->effect.value(0).amountOf);
        const Playthrough p = played(R"({"id": "witch", "card": "Malakir Bloodwitch", "zone": "hand"},
            {"id": "artist", "card": "Blood Artist", "timestamp": 1}, {"id": "nartist", "card": "Blood Artist", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "move": "witch", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
    }

    // CR 115.1, 608.2h: Shaman of the Pack and Llanowar Elves are Ana's Elves; Nico's Glistener Elf does
    // not count. Nico, the target opponent, loses 2.
    void shamanOfThePackCountsItsControllersElves()
    {
        const Playthrough p = played(R"({"id": "shaman", "card": "Shaman of the Pack", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 1}, {"id": "nelf", "card": "Glistener Elf", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "move": "shaman", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 700.4, 608.2h: Ana's Ornithopter is put into her graveyard; Nico loses life equal to Marionette
    // Master's power (1). Nico's Ornithopter dying triggers nothing ("an artifact you control").
    void marionetteMasterMakesAnOpponentLoseItsPower()
    {
        const QByteArray objects = R"({"id": "master", "card": "Marionette Master", "timestamp": 1},
            {"id": "thopter", "card": "Ornithopter", "timestamp": 2}, {"id": "nthopter", "card": "Ornithopter", "owner": "nico", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "thopter", "to": "graveyard", "triggers": {"e1.1": {"targets": ["nico"]}}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("master:2")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "nthopter", "to": "graveyard"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 510.3a, 603.7c, 608.2h: Graveblade Marauder deals 1 combat damage to Nico, who then loses life
    // equal to the two creature cards in Ana's graveyard (her instant does not count): 20 - 1 - 2.
    void graveBladeMarauderMakesThePlayerItDamagedLoseLife()
    {
        const Playthrough p = played(R"({"id": "marauder", "card": "Graveblade Marauder", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "b2", "card": "Llanowar Elves", "zone": "graveyard"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"})",
            R"({"id": "e1", "attack": {"marauder": "nico"}}, {"id": "e2", "block": {}}, {"id": "e3", "begin": "combat_damage"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("marauder:2")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
    }

    // CR 603.6c, 122.8: Aurification leaves; every gold counter on a creature is removed, Nico's creature's
    // too, and other kinds of counters stay.
    void aurificationRemovesTheGoldCountersAsItLeaves()
    {
        const Playthrough p = played(R"({"id": "aur", "card": "Aurification", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2, "counters": {"gold": 2, "+1/+1": 1}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3, "counters": {"gold": 1}})",
            R"({"id": "e1", "move": "aur", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("aur:3")});
        QVERIFY2(test::countersOn(p, QStringLiteral("nbears"), QStringLiteral("gold")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("gold")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("nbears")), 1);
    }

    // CR 122.8: Mine Layer's "from all lands": the Forest's mine counter goes, the creature's stays.
    void mineLayerRemovesMineCountersFromLandsOnly()
    {
        const Playthrough p = played(R"({"id": "layer", "card": "Mine Layer", "timestamp": 1},
            {"id": "forest", "card": "Forest", "owner": "nico", "timestamp": 2, "counters": {"mine": 1}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3, "counters": {"mine": 1}})",
            R"({"id": "e1", "move": "layer", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("forest"), QStringLiteral("mine")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("mine")), 1);
    }

    // CR 608.2d: Khalni Gem returns the two lands Ana chose to her hand; her third land and Nico's stay.
    void khalniGemReturnsTwoChosenLands()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Khalni Gem"), QStringLiteral("return two lands"));
        QVERIFY(a);
        QCOMPARE(a->effect.value(0).kind, ActionKind::ReturnToHand);
        QCOMPARE(a->effect.value(0).pick, 2);
        QVERIFY(a->targets.isEmpty());
        const Playthrough p = played(R"({"id": "gem", "card": "Khalni Gem", "zone": "hand"},
            {"id": "forest", "card": "Forest", "timestamp": 1}, {"id": "island", "card": "Island", "timestamp": 2},
            {"id": "forest2", "card": "Forest", "timestamp": 3}, {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "move": "gem", "to": "battlefield"},
               {"id": "e2", "resolve": "top", "choices": {"objects": ["island", "forest2"]}})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Hand);
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest2")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Battlefield);
    }

    // CR 608.2d, 401.4: Nulltread Gargantuan puts the creature Ana chose, her Bears, on top of her
    // library; it may be the Gargantuan itself, but Nico's creature can't be chosen.
    void nulltreadGargantuanPutsAChosenCreatureOnTop()
    {
        const QByteArray objects = R"({"id": "giant", "card": "Nulltread Gargantuan", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1}, {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "giant", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["bears"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
        p = played(objects, R"({"id": "e1", "move": "giant", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["nbears"]}})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig21)
#include "tst_imptrig21.moc"
