// Triggered abilities of real cards (tests/data/import/event-refs.json) whose effect refers back to
// the event that triggered them (603.7c): "that creature", "that creature's controller", "its
// controller", "that player", "defending player" (508.5a) and "that much". Each is checked as read,
// as the card format keeps it, and as the event player resolves it on the right object or player,
// looking back in time for a creature that died (603.10a).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("event-refs.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int life(const Playthrough& play, const char* player)
{
    const Player* p = play.finalState.player(QLatin1String(player));
    return p ? p->life : -1;
}

}   // namespace

class TestImportEventRefs : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 22);
    }

    void thatCreatureIsTheEventsObject()
    {
        // 509.3c: the blocker; 509.2a: the attacker ~ blocks; the creature ~ dealt combat damage.
        const AbilityDef* lamprey = parsed(QStringLiteral("Quagmire Lamprey"), 0);
        QVERIFY(lamprey);
        QCOMPARE(lamprey->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(lamprey->effect[0].object->ref, Selector::Ref::It);
        const AbilityDef* inferno = parsed(QStringLiteral("Inferno Elemental"), 0);
        QVERIFY(inferno);
        QCOMPARE(inferno->effect[0].kind, ActionKind::Damage);
        QCOMPARE(inferno->effect[0].to->ref, Selector::Ref::It);
        const AbilityDef* dead = parsed(QStringLiteral("Dripping Dead"), 1);
        QVERIFY(dead);
        QCOMPARE(dead->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(dead->effect[0].object->ref, Selector::Ref::It);
        QVERIFY(dead->effect[0].noRegenerate);
        // The object the source is attached to, in its controller's upkeep.
        const AbilityDef* mutation = parsed(QStringLiteral("Unstable Mutation"), 2);
        QVERIFY(mutation);
        QCOMPARE(mutation->event, TriggerEvent::EnchantedControllerUpkeep);
        QCOMPARE(mutation->effect[0].object->ref, Selector::Ref::It);
        // No object of its own: "that creature" is nobody; beside a target it would be ambiguous.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, destroy that creature.")));
        QVERIFY(!parser.ability(
            QStringLiteral("Whenever another creature enters, tap target land. Put a +1/+1 counter on that creature.")));
        // After an action on the one target, "that creature" stays that target (OracleEffects.cpp).
        const AbilityPtr untap = parser.ability(QStringLiteral("Whenever a creature dies, tap target creature. Untap that creature."));
        QVERIFY(untap);
        QCOMPARE(untap->effect[1].object->ref, Selector::Ref::Target);
    }

    void controllersOfTheEventsObject()
    {
        const AbilityDef* sands = parsed(QStringLiteral("Burning Sands"), 0);
        QVERIFY(sands);
        QCOMPARE(sands->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(sands->effect[0].who, QStringLiteral("controller_of_that"));
        const AbilityDef* bereavement = parsed(QStringLiteral("Bereavement"), 0);
        QVERIFY(bereavement);
        QCOMPARE(bereavement->effect[0].kind, ActionKind::Discard);
        QCOMPARE(bereavement->effect[0].who, QStringLiteral("controller_of_it"));
        const AbilityDef* ankh = parsed(QStringLiteral("Ankh of Mishra"), 0);
        QVERIFY(ankh);
        QCOMPARE(ankh->effect[0].kind, ActionKind::Damage);
        QCOMPARE(ankh->effect[0].who, QStringLiteral("controller_of_that"));
        // "That player" of a creature an opponent controls: that creature's controller.
        const AbilityDef* wurm = parsed(QStringLiteral("Massacre Wurm"), 1);
        QVERIFY(wurm);
        QCOMPARE(wurm->effect[0].who, QStringLiteral("that_player"));
        const AbilityDef* golem = parsed(QStringLiteral("Flint Golem"), 0);   // 701.13b, older wording
        QVERIFY(golem);
        QCOMPARE(golem->effect[0].kind, ActionKind::Mill);
        QCOMPARE(golem->effect[0].who, QStringLiteral("defending_player"));
        const AbilityDef* nim = parsed(QStringLiteral("Flayed Nim"), 0);
        QVERIFY(nim);
        QCOMPARE(nim->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(nim->effect[0].amountOf->kind, Expr::Kind::EventAmount);
        // A trigger that names a player of its own keeps "that creature's controller" as text: the
        // stack item keeps that player, not the creature's controller.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(
            QStringLiteral("Whenever a creature you control deals combat damage to a player, that creature's controller draws a card.")));
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, its controller draws a card.")));
    }

    void defendingPlayerAndThatMuch()
    {
        const AbilityDef* grifters = parsed(QStringLiteral("Alley Grifters"), 0);
        QVERIFY(grifters);
        QCOMPARE(grifters->effect[0].who, QStringLiteral("defending_player"));
        const AbilityDef* sliver = parsed(QStringLiteral("Leeching Sliver"), 0);
        QVERIFY(sliver);
        QCOMPARE(sliver->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(sliver->effect[0].who, QStringLiteral("defending_player"));
        const AbilityDef* bond = parsed(QStringLiteral("Sanguine Bond"), 0);
        QVERIFY(bond);
        QCOMPARE(bond->effect[0].who, QStringLiteral("target_player"));
        QCOMPARE(bond->effect[0].amountOf->kind, Expr::Kind::EventAmount);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, defending player loses 2 life.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever ~ attacks, target opponent loses that much life.")));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY(checked >= 22);
    }

    void thatCreaturesControllerAsItDied()
    {
        // CR 603.10a, 603.7c: Ana's bears under Nico's control die; Burning Sands looks back in time,
        // so the controller as it died, Nico, sacrifices a land, not its owner Ana.
        const Playthrough play = played(R"({"id": "sands", "card": "Burning Sands", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "controller": "nico"},
            {"id": "aland", "card": "Forest", "timestamp": 3},
            {"id": "nland", "card": "Forest", "timestamp": 4, "owner": "nico"})",
            R"({"id": "e1", "move": ["bears"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "nland"), Zone::Graveyard);
        QCOMPARE(zoneOf(play, "aland"), Zone::Battlefield);
    }

    void theEnchantedCreatureGetsTheCounter()
    {
        // CR 603.7c: in Nico's upkeep, Unstable Mutation (Ana's) puts a -1/-1 counter on the creature it
        // enchants, Nico's Dreadmaw, and on nothing else.
        const Playthrough play = played(R"({"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 1, "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "mutation", "card": "Unstable Mutation", "timestamp": 3, "attached_to": "maw"})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("maw"))->counterCount(QStringLiteral("-1/-1")), 1);
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->counterCount(QStringLiteral("-1/-1")), 0);
    }

    void thatLandsControllerIsDealtTheDamage()
    {
        // CR 603.7c: Nico's Forest enters; Ankh of Mishra (Ana's) deals 2 damage to Nico.
        const Playthrough play = played(R"({"id": "ankh", "card": "Ankh of Mishra", "timestamp": 1},
            {"id": "nland", "card": "Forest", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "move": ["nland"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(life(play, "nico"), 18);
        QCOMPARE(life(play, "ana"), 20);
    }

    void theBlockerGetsTheCounter()
    {
        // CR 509.3c, 603.7c: each creature that blocks Quagmire Lamprey gets a -1/-1 counter; not the Lamprey.
        const Playthrough play = played(R"({"id": "lamprey", "card": "Quagmire Lamprey", "timestamp": 1},
            {"id": "wall", "card": "Colossal Dreadmaw", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "attack": {"lamprey": "nico"}}, {"id": "e2", "block": {"wall": ["lamprey"]}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("wall"))->counterCount(QStringLiteral("-1/-1")), 1);
        QCOMPARE(play.finalState.object(QStringLiteral("lamprey"))->counterCount(QStringLiteral("-1/-1")), 0);
    }

    void theAttackerItBlocksIsDealtTheDamage()
    {
        // CR 509.2a, 603.7c: Inferno Elemental (Nico's) blocks Ana's Dreadmaw and deals it 3 damage.
        const Playthrough play = played(R"({"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 1},
            {"id": "inferno", "card": "Inferno Elemental", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "attack": {"maw": "nico"}}, {"id": "e2", "block": {"inferno": ["maw"]}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("maw"))->damage, 3);
        QCOMPARE(play.finalState.object(QStringLiteral("inferno"))->damage, 0);
    }

    void defendingPlayerLosesLife()
    {
        // CR 508.5a: the player Leeching Sliver attacks loses 1 life.
        const Playthrough play = played(R"({"id": "sliver", "card": "Leeching Sliver", "timestamp": 1})",
            R"({"id": "e1", "attack": {"sliver": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(life(play, "nico"), 19);
        QCOMPARE(life(play, "ana"), 20);
    }

    void thatMuchLifeOfTheEvent()
    {
        // CR 603.7c: Kitchen Finks gains Ana 2 life; Sanguine Bond makes its target, Nico, lose that much.
        const Playthrough play = played(R"({"id": "bond", "card": "Sanguine Bond", "timestamp": 1},
            {"id": "finks", "card": "Kitchen Finks", "zone": "hand"})",
            R"({"id": "e1", "move": ["finks"], "to": "battlefield"},
               {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(life(play, "ana"), 22);
        QCOMPARE(life(play, "nico"), 18);
    }
};

QTEST_GUILESS_MAIN(TestImportEventRefs)
#include "tst_importeventrefs.moc"
