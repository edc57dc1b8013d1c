// Event-player families read from real cards' Oracle text (tests/data/import/impevents17.json), round
// 17: prevention over a set read as each damage would be dealt ("Prevent all combat damage that would
// be dealt this turn by attacking creatures", "… to you this turn by attacking creatures", "… to
// creatures you control"), Fog's "Prevent all combat damage that would be dealt this turn" performed,
// "Then if …" checked after the instruction before it, and the delayed triggers on the object an
// earlier instruction moved ("Exile ~. Return it …", "put a creature card … Sacrifice it …").
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impevents17.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int counters(const Playthrough& p, const char* id, const char* kind)
{
    const GameObject* o = p.finalState.object(QLatin1String(id));
    return o ? o->counterCount(QLatin1String(kind)) : -1;
}

// Ana's Grizzly Bears (2/2) and a spell of hers in hand; Nico's Bog Wraith (3/3, the "giant") on the battlefield.
const QByteArray kBoard = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
    {"id": "giant", "card": "Bog Wraith", "owner": "nico", "controller": "nico", "timestamp": 2})";

QByteArray withSpell(const char* card, const char* owner = "ana")
{
    return kBoard + R"(, {"id": "spell", "card": ")" + QByteArray(card) + R"(", "zone": "hand", "owner": ")"
        + QByteArray(owner) + R"("})";
}

}   // namespace

class TestImpEvents17 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 19);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 615.1a: a prevention of a set is one continuous action whose rule names the set, not one object.
    void preventionOverASetIsRead()
    {
        const Action& assault = parsed(QStringLiteral("Harmless Assault"), 0)->effect.value(0);
        QVERIFY(assault.continuous);
        QVERIFY(assault.continuous->affects->attacking);
        QVERIFY(!assault.continuous->affects->isRef());
        QCOMPARE(assault.continuous->ops.value(0).rule, RuleName::PreventCombatDamageBy);
        QVERIFY(assault.continuous->duration == Duration::EndOfTurn);
        const Action& light = parsed(QStringLiteral("Divine Light"), 0)->effect.value(0);
        QCOMPARE(light.continuous->affects->controller, Selector::Who::You);
        QCOMPARE(light.continuous->ops.value(0).rule, RuleName::PreventAllDamageTo);
        const Action& wood = parsed(QStringLiteral("Deep Wood"), 1)->effect.value(0);
        QCOMPARE(wood.continuous->ops.value(0).kind, Op::Kind::PlayerRule);
        QCOMPARE(wood.continuous->ops.value(0).rule, RuleName::PlayerPreventAllDamage);
        QVERIFY(wood.continuous->ops.value(0).filter->attacking);
        QCOMPARE(parsed(QStringLiteral("Darkness"), 0)->effect.value(0).kind, ActionKind::PreventCombatDamage);
    }

    // CR 615, 611.2c: the set of a prevention effect is not locked in as the spell resolves. Harmless
    // Assault cast in Ana's main phase, before any creature attacks, still prevents the combat damage of
    // the Bears she attacks with afterwards; without it Nico takes 2.
    void harmlessAssaultCoversLaterAttackers()
    {
        const Playthrough p = played(withSpell("Harmless Assault"),
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "begin": "combat_damage"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(p.events.size(), 4);
        QVERIFY(p.events[3].done);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const Playthrough without = played(kBoard, R"({"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "begin": "combat_damage"})");
        QCOMPARE(test::lifeOf(without, QStringLiteral("nico")), 18);
    }

    // CR 615.1a, 506.4: only attacking creatures' damage is prevented: the Wraith, blocking, deals its 3
    // to the Bears, which die (704.5g); the Bears' 2 to the Wraith is prevented.
    void harmlessAssaultSparesBlockers()
    {
        const Playthrough p = played(withSpell("Harmless Assault"),
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"giant": ["bears"]}},
               {"id": "e3", "cast": "spell"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Graveyard);
        const GameObject* giant = p.finalState.object(QStringLiteral("giant"));
        QVERIFY(giant);
        QCOMPARE(giant->damage, 0);
    }

    // CR 615.1a: Deep Wood prevents the damage attacking creatures would deal to Nico, who cast it, this
    // turn; damage from a creature that is not attacking (the Wraith of his, dealt by an event) is dealt.
    void deepWoodPreventsAttackersDamageToItsCaster()
    {
        const QByteArray objects = withSpell("Deep Wood", "nico")
            + R"(, {"id": "ogre", "card": "Grizzly Bears", "owner": "ana", "controller": "ana", "timestamp": 3})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "cast": "spell"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "begin": "combat_damage"}, {"id": "e5", "damage": [{"source": "ogre", "to": "nico", "amount": 2}]})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);   // only the ogre's 2, not the Bears'
        QVERIFY(test::happened(p).contains(QStringLiteral("damage to Nico is prevented")));
    }

    // CR 615.1a: Divine Light prevents the damage dealt to Ana's creatures, a creature that enters after
    // it resolved included; Nico's Wraith is not hers and is dealt its damage.
    void divineLightShieldsYourCreatures()
    {
        const QByteArray objects = withSpell("Divine Light")
            + R"(, {"id": "late", "card": "Grizzly Bears", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": ["late"], "to": "battlefield"},
               {"id": "e4", "damage": [{"source": "giant", "to": "late", "amount": 3}, {"source": "giant", "to": "bears", "amount": 3},
                                        {"source": "bears", "to": "giant", "amount": 2}]})");
        QCOMPARE(test::zoneOf(p, "late"), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Battlefield);
        QCOMPARE(p.finalState.object(QStringLiteral("giant"))->damage, 2);
    }

    // CR 615.1a: Darkness (Fog) prevents all combat damage dealt this turn, each creature's; damage
    // dealt outside combat is dealt. Without Darkness the Bears deal Nico 2.
    void darknessPreventsAllCombatDamage()
    {
        const Playthrough p = played(withSpell("Darkness"),
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"giant": ["bears"]}},
               {"id": "e3", "cast": "spell"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "combat_damage"},
               {"id": "e6", "damage": [{"source": "giant", "to": "ana", "amount": 3}]})");
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Battlefield);
        QCOMPARE(p.finalState.object(QStringLiteral("giant"))->damage, 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
        QVERIFY(test::happened(p).contains(QStringLiteral("combat damage to")));
    }

    // CR 514.2: Spore Frog's prevention lasts only the turn it was made in: the damage of the next
    // turn's combat is dealt.
    void sporeFrogsFogEndsWithTheTurn()
    {
        const QByteArray objects = kBoard + R"(, {"id": "frog", "card": "Spore Frog", "timestamp": 3})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "activate": "frog", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"},
               {"id": "e5", "attack": {"bears": "nico"}}, {"id": "e6", "begin": "combat_damage"})");
        QCOMPARE(test::zoneOf(p, "frog"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 603.7, 610.3, 400.7: Aetherling exiles itself; the delayed trigger returns that card, the new
    // object in exile, at the beginning of the next end step, under its owner's control.
    void aetherlingReturnsAtTheNextEndStep()
    {
        const Playthrough p = played(R"({"id": "ling", "card": "Aetherling", "timestamp": 1})",
            R"({"id": "e1", "activate": "ling", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(p.events.size(), 4);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")).size(), 1);   // the delayed trigger (603.7a)
        QCOMPARE(test::zoneOf(p, "ling"), Zone::Battlefield);
        // Before the end step it is still in exile.
        const Playthrough early = played(R"({"id": "ling", "card": "Aetherling", "timestamp": 1})",
            R"({"id": "e1", "activate": "ling", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(early, "ling"), Zone::Exile);
    }

    // CR 614.1c, 603.7: Nezahal returns tapped.
    void nezahalReturnsTapped()
    {
        const Playthrough p = played(R"({"id": "nez", "card": "Nezahal, Primal Tide", "timestamp": 1},
            {"id": "c1", "card": "Grizzly Bears", "zone": "hand"}, {"id": "c2", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "c3", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "activate": "nez", "ability": 4}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, "nez"), Zone::Battlefield);
        QVERIFY(p.finalState.object(QStringLiteral("nez"))->tapped);
    }

    // CR 603.7c, 701.17a: Sneak Attack puts the Wraith from Ana's hand onto the battlefield with haste;
    // the delayed trigger sacrifices that creature at the beginning of the next end step.
    void sneakAttackSacrificesTheCreature()
    {
        const QByteArray objects = R"({"id": "sneak", "card": "Sneak Attack", "timestamp": 1},
            {"id": "giant", "card": "Bog Wraith", "zone": "hand"})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "activate": "sneak", "ability": 1}, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["giant"]}},
               {"id": "e3", "attack": {"giant": "nico"}}, {"id": "e4", "begin": "combat_damage"},
               {"id": "e5", "begin": "end"}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(p)));   // haste (302.6)
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(p, "giant"), Zone::Graveyard);
        // Declined ("you may", 603.5): nothing is put onto the battlefield; the delayed trigger, made all
        // the same (603.7a), has nothing to sacrifice.
        const Playthrough declined = played(objects,
            R"({"id": "e1", "activate": "sneak", "ability": 1}, {"id": "e2", "resolve": "top", "may": false}, {"id": "e5", "begin": "end"})");
        QVERIFY2(test::zoneOf(declined, "giant") == Zone::Hand, qPrintable(test::happened(declined)));
        QVERIFY(!test::happened(declined).contains(QStringLiteral("is sacrificed")));
    }

    // CR 400.7, 603.7c: the creature the delayed trigger names that left the battlefield and came back is
    // a new object: Sneak Attack's trigger does not sacrifice it.
    void sneakAttackSacrificesOnlyThatObject()
    {
        const Playthrough p = played(R"({"id": "sneak", "card": "Sneak Attack", "timestamp": 1},
            {"id": "giant", "card": "Bog Wraith", "zone": "hand"})",
            R"({"id": "e1", "activate": "sneak", "ability": 1}, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["giant"]}},
               {"id": "e3", "move": ["giant"], "to": "hand"}, {"id": "e4", "move": ["giant"], "to": "battlefield"},
               {"id": "e5", "begin": "end"}, {"id": "e6", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, "giant") == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 603.7, 603.6c: Brackwater Elemental's attack trigger makes a delayed trigger that sacrifices ~
    // at the beginning of the next end step; a Brackwater Elemental that doesn't attack stays.
    void brackwaterIsSacrificedAfterItAttacks()
    {
        const QByteArray objects = R"({"id": "brack", "card": "Brackwater Elemental", "timestamp": 1})";
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"brack": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "begin": "end"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("brack:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QVERIFY2(test::zoneOf(p, "brack") == Zone::Graveyard, qPrintable(test::happened(p)));
        const Playthrough idle = played(objects, R"({"id": "e4", "begin": "end"})");
        QCOMPARE(test::zoneOf(idle, "brack"), Zone::Battlefield);
    }

    // CR 608.2c: "Then if ~ has five or more filibuster counters on it" is checked after the counter is
    // put: at Nico's upkeep, with four already, the fifth wins him the game (104.2a); with three, nothing
    // happens.
    void azorsElocutorsChecksAfterTheCounter()
    {
        const AbilityDef* azor = parsed(QStringLiteral("Azor's Elocutors"), 0);
        QVERIFY(azor);
        QCOMPARE(azor->effect.size(), 2);
        QVERIFY(azor->effect[1].condition);
        QCOMPARE(azor->effect[1].condition->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(azor->effect[1].condition->n, 5);
        const auto upkeep = [](int n) {
            return played("{\"id\": \"azor\", \"card\": \"Azor's Elocutors\", \"owner\": \"nico\", \"timestamp\": 1, \"counters\": {\"filibuster\": "
                    + QByteArray::number(n) + "}}",
                R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        };
        const Playthrough wins = upkeep(4);
        QCOMPARE(counters(wins, "azor", "filibuster"), 5);
        QVERIFY2(wins.finalState.player(QStringLiteral("nico"))->won, qPrintable(test::happened(wins)));
        const Playthrough waits = upkeep(3);
        QCOMPARE(counters(waits, "azor", "filibuster"), 4);
        QVERIFY(!waits.finalState.player(QStringLiteral("nico"))->won);
    }

    // CR 608.2c: at Nico's upkeep Spawn of Mayhem deals 1 damage to each player, then checks his life:
    // at 11 he goes to 10 and the counter is put; at 12 (11 after the damage) it is not.
    void spawnOfMayhemChecksLifeAfterTheDamage()
    {
        const auto upkeep = [](int life) {
            return played(R"({"id": "spawn", "card": "Spawn of Mayhem", "owner": "nico", "timestamp": 1})",
                R"({"id": "s", "damage": [{"source": "spawn", "to": "nico", "amount": )" + QByteArray::number(20 - life)
                    + R"(}]}, {"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        };
        const Playthrough low = upkeep(11);
        QCOMPARE(test::lifeOf(low, QStringLiteral("nico")), 10);
        QCOMPARE(counters(low, "spawn", "+1/+1"), 1);
        const Playthrough high = upkeep(12);
        QCOMPARE(test::lifeOf(high, QStringLiteral("nico")), 11);
        QCOMPARE(counters(high, "spawn", "+1/+1"), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpEvents17)
#include "tst_impevents17.moc"
