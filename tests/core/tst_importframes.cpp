// The frames of activated and triggered abilities read from real cards' Oracle text
// (tests/data/import/frames.json): activation restrictions and conditions (602.5), heroic's cast
// trigger, monstrosity and "becomes monstrous" (701.37), bolster (701.39), "you gain that much life"
// after a damage event, and state triggers (603.8); the round trip
// that trusts each, the card format that keeps it, and the event player that performs or checks it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "io/ScenarioReader.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::eventOutcome;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("frames.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportFrames : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 13);
    }

    void activationRestrictionsAndConditions()
    {
        // 602.5b: "Activate only if …" is the ability's condition; the ability word (207.2c) is dropped.
        const AbilityDef* torturer = parsed(QStringLiteral("Cabal Torturer"), 1);
        QVERIFY(torturer);
        QCOMPARE(torturer->kind, AbilityDef::Kind::Activated);
        QCOMPARE(torturer->restriction, ActivationRestriction::None);
        QVERIFY(torturer->condition);
        QCOMPARE(torturer->condition->kind, Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(torturer->condition->n, 7);
        // A time and a condition together: "only during your upkeep and only if …" (Kuldotha Phoenix's
        // restriction; its effect from the graveyard is not read yet).
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr both = parser.ability(QStringLiteral(
            "{4}: Draw a card. Activate only during your upkeep and only if you control three or more artifacts."));
        QVERIFY(both);
        QCOMPARE(both->restriction, ActivationRestriction::DuringYourUpkeep);
        QVERIFY(both->condition);
        QCOMPARE(both->condition->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(both->condition->n, 3);
        // A condition of the turn's history (the turn record counts the spells cast, 601.2).
        const AbilityPtr history = parser.ability(
            QStringLiteral("{4}: Draw a card. Activate only if you've cast a noncreature spell this turn."));
        QVERIFY(history);
        QVERIFY(history->condition);
        QCOMPARE(history->condition->kind, Condition::Kind::CastSpellThisTurn);
        QVERIFY(history->condition->filter);
        QCOMPARE(history->condition->filter->notTypes, quint16(CardType::Creature));
        // A condition no template reads leaves the ability unread, never activatable at any time.
        QVERIFY(!parser.ability(QStringLiteral("{4}: Draw a card. Activate only if you've cast a spell named Shock this game.")));
        const AbilityDef* wood = parsed(QStringLiteral("Tainted Wood"), 1);
        QVERIFY(wood);
        QVERIFY(wood->condition);
        const AbilityDef* snake = parsed(QStringLiteral("Ribbon Snake"), 1);
        QVERIFY(snake);
        QCOMPARE(snake->restriction, ActivationRestriction::AnyPlayer);
        const AbilityDef* bear = parsed(QStringLiteral("Dragon-Scarred Bear"), 0);
        QVERIFY(bear);
        QCOMPARE(bear->restriction, ActivationRestriction::Formidable);
        QVERIFY(!bear->condition);
    }

    void keywordActionsAndTheirEvents()
    {
        const AbilityDef* cyclops = parsed(QStringLiteral("Gluttonous Cyclops"), 0);
        QVERIFY(cyclops);
        QCOMPARE(cyclops->effect.size(), 1);
        QCOMPARE(cyclops->effect[0].kind, ActionKind::Monstrosity);
        QCOMPARE(cyclops->effect[0].amount.n, 3);
        const AbilityDef* gorgon = parsed(QStringLiteral("Keepsake Gorgon"), 2);
        QVERIFY(gorgon);
        QCOMPARE(gorgon->event, TriggerEvent::SelfBecomesMonstrous);
        const AbilityDef* skyguard = parsed(QStringLiteral("Akroan Skyguard"), 1);
        QVERIFY(skyguard);
        QCOMPARE(skyguard->event, TriggerEvent::YouCastSpellTargetingSelf);
        // 603.8: "When you control no Islands": the state is the trigger.
        const AbilityDef* serpent = parsed(QStringLiteral("Sea Serpent"), 1);
        QVERIFY(serpent);
        QCOMPARE(serpent->event, TriggerEvent::State);
        QVERIFY(serpent->triggerIf);
        QCOMPARE(serpent->triggerIf->kind, Condition::Kind::YouControlNone);
    }

    void thatMuchAndBolster()
    {
        // "That much" is the damage of the event that triggered the ability.
        const AbilityDef* cheetah = parsed(QStringLiteral("Horned Cheetah"), 0);
        QVERIFY(cheetah);
        QCOMPARE(cheetah->event, TriggerEvent::SelfDealsDamage);
        QCOMPARE(cheetah->effect.size(), 1);
        QCOMPARE(cheetah->effect[0].kind, ActionKind::GainLife);
        QVERIFY(cheetah->effect[0].amountOf);
        QCOMPARE(cheetah->effect[0].amountOf->kind, Expr::Kind::EventAmount);
        const AbilityDef* kami = parsed(QStringLiteral("Kami of the Honored Dead"), 1);
        QVERIFY(kami);
        QCOMPARE(kami->event, TriggerEvent::SelfDealtDamage);
        // Without a damage event there is no amount for "that much" to name.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, you gain that much life.")));
        const AbilityDef* scavenger = parsed(QStringLiteral("Sandsteppe Scavenger"), 0);
        QVERIFY(scavenger);
        QCOMPARE(scavenger->effect.size(), 1);
        QCOMPARE(scavenger->effect[0].kind, ActionKind::Bolster);
        QCOMPARE(scavenger->effect[0].amount.n, 2);
        const AbilityDef* reward = parsed(QStringLiteral("Honor's Reward"), 0);
        QVERIFY(reward);
        QCOMPARE(reward->effect.size(), 2);
        QCOMPARE(reward->effect[1].kind, ActionKind::Bolster);
    }

    void gainsThatMuchLife()
    {
        // Horned Cheetah deals 2 damage: its trigger gains its controller 2 life, not 1.
        const Playthrough play = played(R"({"id": "cheetah", "card": "Horned Cheetah", "timestamp": 1})",
            R"({"id": "e1", "damage": [{"source": "cheetah", "to": "nico", "amount": 2}]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("cheetah:1")});
        QCOMPARE(play.finalState.player(QStringLiteral("ana"))->life, 22);
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 18);
    }

    void bolsterChoosesTheLeastToughness()
    {
        // 701.39a: among the creatures its controller controls with the least toughness (Grizzly Bears
        // and the Scavenger, 2; not the Dreadmaw, nor the opponent's Birds of Paradise, 1), the one
        // chosen gets the counters; without a choice, the first in objects order.
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2},
            {"id": "birds", "card": "Birds of Paradise", "timestamp": 3, "owner": "nico"},
            {"id": "hound", "card": "Sandsteppe Scavenger", "zone": "hand"})";
        Playthrough play = played(objects, R"({"id": "e1", "cast": "hound"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top", "choices": {"objects": ["hound"]}})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("hound:1")});
        QCOMPARE(play.finalState.object(QStringLiteral("hound"))->counterCount(QStringLiteral("+1/+1")), 2);
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->counterCount(QStringLiteral("+1/+1")), 0);
        QCOMPARE(play.finalState.object(QStringLiteral("maw"))->counterCount(QStringLiteral("+1/+1")), 0);
        QCOMPARE(play.finalState.object(QStringLiteral("birds"))->counterCount(QStringLiteral("+1/+1")), 0);
        play = played(objects, R"({"id": "e1", "cast": "hound"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("bears"))->counterCount(QStringLiteral("+1/+1")), 2);
        QCOMPARE(play.finalState.object(QStringLiteral("hound"))->counterCount(QStringLiteral("+1/+1")), 0);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 13);
    }

    void heroicSeesTheSpellsTargets()
    {
        // Heroic: a spell its controller casts that targets it; not one that targets another object,
        // and not an opponent's.
        const QByteArray objects = R"({"id": "sky", "card": "Akroan Skyguard", "timestamp": 1},
            {"id": "growth", "card": "Giant Growth", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "ngrowth", "card": "Giant Growth", "zone": "hand", "owner": "nico"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "ngrowth", "targets": ["sky"]}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "cast": "growth", "targets": ["sky"]})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(eventOutcome(play, QStringLiteral("e3")), QStringList{});
        QCOMPARE(eventOutcome(play, QStringLiteral("e5")), QStringList{QStringLiteral("sky:2")});
    }

    void monstrosityHappensOnce()
    {
        // 701.37a: N +1/+1 counters and the monstrous designation, once; 701.37b: the trigger sees it.
        const QByteArray objects = R"({"id": "gorgon", "card": "Keepsake Gorgon", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"})";
        const Playthrough play = played(objects,
            R"({"id": "e1", "activate": "gorgon", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"},
               {"id": "e4", "activate": "gorgon", "ability": 2}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("gorgon:3")});
        QCOMPARE(eventOutcome(play, QStringLiteral("e5")), QStringList{});
        const GameObject* gorgon = play.finalState.object(QStringLiteral("gorgon"));
        QVERIFY(gorgon);
        QVERIFY(gorgon->monstrous);
        QCOMPARE(gorgon->counterCount(QStringLiteral("+1/+1")), 1);
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Graveyard);
    }

    void activationConditionsAreChecked()
    {
        // 602.5b: threshold's condition is false with an empty graveyard, so the activation is refused.
        Playthrough play = played(R"({"id": "t", "card": "Cabal Torturer", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "activate": "t", "ability": 2, "targets": ["bears"]})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.5b")});
        QByteArray graveyard;
        for (int k = 0; k < 7; ++k)
            graveyard += ", {\"id\": \"g" + QByteArray::number(k) + "\", \"card\": \"Grizzly Bears\", \"zone\": \"graveyard\"}";
        play = played(R"({"id": "t", "card": "Cabal Torturer", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"})" + graveyard,
            R"({"id": "e1", "activate": "t", "ability": 2, "targets": ["bears"]})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{});
        // Formidable: 2 power alone is refused; with a 6/6 beside it the total is 8.
        play = played(R"({"id": "bear", "card": "Dragon-Scarred Bear", "timestamp": 1})",
            R"({"id": "e1", "activate": "bear", "ability": 1})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.5b")});
        play = played(R"({"id": "bear", "card": "Dragon-Scarred Bear", "timestamp": 1},
            {"id": "wurm", "card": "Colossal Dreadmaw", "timestamp": 2})",
            R"({"id": "e1", "activate": "bear", "ability": 1})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{});
    }

    void stateTriggerOfNoIslands()
    {
        // 603.8: with no Island under its controller's control, Sea Serpent's ability triggers.
        const Playthrough play = played(R"({"id": "serpent", "card": "Sea Serpent", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("serpent:2")});
        const Playthrough withIsland = played(R"({"id": "serpent", "card": "Sea Serpent", "timestamp": 1},
            {"id": "island", "card": "Island", "timestamp": 2})",
            R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(eventOutcome(withIsland, QStringLiteral("e1")), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestImportFrames)
#include "tst_importframes.moc"
