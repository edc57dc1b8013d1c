// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw35.json), round 35
// (`imptrigw35`): Door of Destinies' "Whenever you cast a spell of the chosen type"; Deadly Designs' state trigger
// "When there are five or more plot counters on ~, sacrifice it. If you do, destroy up to two target creatures.";
// Gauntlet of Might's "Whenever a Mountain is tapped for mana, its controller adds an additional {R}."; Hidden Stag's
// "~ becomes an enchantment"; Alesha, Who Smiles at Death's "target creature card with power 2 or less from your
// graveyard"; Demigod of Revenge's "return all cards named ~ from your graveyard to the battlefield"; Impetuous
// Devils' "up to one target creature defending player controls blocks it this combat if able"; Royal Decree's
// "Whenever a Swamp, Mountain, black permanent, or red permanent becomes tapped". Navigator's
// Compass makes a Mountain for Gauntlet of Might; Raging Goblin, Grizzly Bears, Craw Wurm, Black Knight, Blinkmoth Nexus
// and Forest are Strata's own cards.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigw35.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Door of Destinies, Goblin chosen; a Raging Goblin and a Grizzly Bears in her hand.
QByteArray doorAndSpells()
{
    return test::objectJson("door", "Door of Destinies", ", \"choices\": {\"creature_type\": \"Goblin\"}") + ", "
        + test::objectJson("rg", "Raging Goblin", ", \"zone\": \"hand\"") + ", "
        + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"hand\"");
}

// Ana's Deadly Designs with `plots` plot counters; Nico's two Grizzly Bears and his Craw Wurm.
QByteArray designsAndCreatures(int plots)
{
    return test::objectJson("designs", "Deadly Designs", (", \"counters\": {\"plot\": " + QByteArray::number(plots) + "}").constData())
        + ", " + test::objectJson("nb1", "Grizzly Bears", "", "nico") + ", " + test::objectJson("nb2", "Grizzly Bears", "", "nico")
        + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico");
}

// Ana's Alesha and, in her graveyard, `card` with the id "dead".
QByteArray aleshaAndDead(const char* card)
{
    return test::objectJson("alesha", "Alesha, Who Smiles at Death") + ", "
        + test::objectJson("dead", card, ", \"zone\": \"graveyard\"");
}

// Alesha attacks Nico, her trigger aimed at "dead", and resolves with `resolveRest`.
QByteArray aleshaAttacks(const char* resolveRest)
{
    return QByteArray("{\"id\": \"e1\", \"attack\": {\"alesha\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"dead\"]}}}, "
                      "{\"id\": \"e2\", \"resolve\": \"top\"")
        + resolveRest + "}";
}

bool isCreature(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c && c->type.has(CardType::Creature);
}

}   // namespace

class TestImpTrigW35 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 9); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.2, 601.2i, 205.3m: "a spell of the chosen type" is a spell with the creature type chosen as Door of
    // Destinies entered; the writer says it back and the card format keeps the chosen type.
    void doorReadsASpellOfTheChosenType()
    {
        const AbilityDef* door = test::parsedWith(fixtures(), QStringLiteral("Door of Destinies"), QStringLiteral("Whenever you cast"));
        QVERIFY(door);
        QCOMPARE(door->event, TriggerEvent::YouCastSpell);
        QVERIFY(door->eventFilter);
        QVERIFY(door->eventFilter->subtypeChosen);
        QVERIFY(!door->eventFilter->colorChosen);
        QCOMPARE(door->eventFilter->word, QStringLiteral("spell"));
        QCOMPARE(test::writtenWith(fixtures(), "Door of Destinies", "Whenever you cast"),
            QStringLiteral("Whenever you cast a spell of the chosen type, put a charge counter on ~."));
        const CardPtr again = test::throughFormat(fixtures(), "Door of Destinies");
        QVERIFY(again);
        QVERIFY(again->front.abilities[1]->eventFilter);
        QVERIFY(again->front.abilities[1]->eventFilter->subtypeChosen);
    }

    // CR 603.2, 601.2i, 613.4c: Ana casts Raging Goblin (a Goblin, the type chosen): Door of Destinies gets a charge
    // counter and the Goblin enters 2/2; her Grizzly Bears (no Goblin) triggers nothing.
    void doorCountsOnlySpellsOfTheChosenType()
    {
        const Playthrough p = played(doorAndSpells(),
            "{\"id\": \"e1\", \"cast\": \"rg\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}, "
            "{\"id\": \"e4\", \"cast\": \"gb\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("door:2")});
        QCOMPARE(test::countersOn(p, QStringLiteral("door"), QStringLiteral("charge")), 1);
        QCOMPARE(test::ptOf(p, QStringLiteral("rg")), QStringLiteral("2/2"));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{});
    }

    // CR 603.8, 701.17a, 608.2c: "When there are five or more plot counters on ~, sacrifice it" is a state trigger of
    // the counters on ~, "it" ~ itself; "If you do" the destruction of its up to two targets.
    void designsReadsTheCounterStateTrigger()
    {
        const AbilityDef* designs = test::parsedWith(fixtures(), QStringLiteral("Deadly Designs"), QStringLiteral("When there are"));
        QVERIFY(designs);
        QCOMPARE(designs->event, TriggerEvent::State);
        QVERIFY(designs->triggerIf);
        QCOMPARE(designs->triggerIf->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(designs->triggerIf->n, 5);
        QCOMPARE(designs->triggerIf->counterKind, QStringLiteral("plot"));
        QCOMPARE(designs->effect.size(), 2);
        QCOMPARE(designs->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(designs->effect[1].kind, ActionKind::Destroy);
        QVERIFY(designs->effect[1].ifYouDo);
        QCOMPARE(designs->targets.size(), 1);
        QCOMPARE(designs->targets[0].upTo, 2);
        QCOMPARE(test::writtenWith(fixtures(), "Deadly Designs", "When there are"),
            QStringLiteral("When ~ has five or more plot counters on it, sacrifice ~. If you do, destroy up to two target creatures."));
        const CardPtr again = test::throughFormat(fixtures(), "Deadly Designs");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[1]->event, TriggerEvent::State);
        QVERIFY(again->front.abilities[1]->effect[1].ifYouDo);
    }

    // CR 603.8, 701.17a: the fifth plot counter triggers Deadly Designs; Ana sacrifices it and destroys Nico's two
    // Grizzly Bears, his Craw Wurm (not a target) stays.
    void designsGoesAtFiveCounters()
    {
        const Playthrough p = played(designsAndCreatures(4),
            "{\"id\": \"e1\", \"activate\": \"designs\", \"ability\": 1}, "
            "{\"id\": \"e2\", \"resolve\": \"top\", \"triggers\": {\"e2.1\": {\"targets\": [\"nb1\", \"nb2\"]}}}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("designs:2")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("designs")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Battlefield);
    }

    // CR 603.8: with three counters the fourth triggers nothing; Deadly Designs and the Bears stay.
    void designsWaitsBelowFive()
    {
        const Playthrough p = played(designsAndCreatures(3),
            "{\"id\": \"e1\", \"activate\": \"designs\", \"ability\": 1}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{});
        QCOMPARE(test::countersOn(p, QStringLiteral("designs"), QStringLiteral("plot")), 4);
        QCOMPARE(test::zoneOf(p, QStringLiteral("designs")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb1")), Zone::Battlefield);
    }

    // CR 605.1b, 602.2: "Whenever a Mountain is tapped for mana, its controller adds" is the mana trigger of any
    // player's Mountain, the mana its controller's, who alone taps it for mana: written "a player taps".
    void gauntletReadsAnyMountainTappedForMana()
    {
        const AbilityDef* gauntlet = test::parsedWith(fixtures(), QStringLiteral("Gauntlet of Might"), QStringLiteral("tapped for mana"));
        QVERIFY(gauntlet);
        QCOMPARE(gauntlet->event, TriggerEvent::TappedForMana);
        QVERIFY(gauntlet->eventFilter);
        QCOMPARE(gauntlet->eventFilter->controller, Selector::Who::Any);
        QCOMPARE(gauntlet->eventFilter->subtypes.size(), 1);
        QCOMPARE(gauntlet->effect.value(0).kind, ActionKind::AddMana);
        QCOMPARE(gauntlet->effect.value(0).who, QStringLiteral("that_player"));
        QCOMPARE(test::writtenWith(fixtures(), "Gauntlet of Might", "tapped for mana"),
            QStringLiteral("Whenever a player taps a Mountain for mana, that player adds an additional {R}."));
        QVERIFY(test::throughFormat(fixtures(), "Gauntlet of Might"));
    }

    // CR 605.1b, 605.4a, 305.6: Navigator's Compass makes Ana's Blinkmoth Nexus a Mountain too; tapped for mana, it
    // triggers Gauntlet of Might, a mana ability that resolves at once (never on the stack); Nico's Nexus, no
    // Mountain, triggers nothing. (Strata's basic lands keep their mana abilities intrinsic, never activated.)
    void gauntletTriggersOnAMountainTappedForMana()
    {
        const Playthrough p = played(test::objectJson("gauntlet", "Gauntlet of Might") + ", "
                + test::objectJson("compass", "Navigator's Compass") + ", " + test::objectJson("nexus", "Blinkmoth Nexus")
                + ", " + test::objectJson("nnexus", "Blinkmoth Nexus", "", "nico"),
            "{\"id\": \"e1\", \"activate\": \"compass\", \"ability\": 2, \"targets\": [\"nexus\"]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"land_type\": \"Mountain\"}}, "
            "{\"id\": \"e3\", \"activate\": \"nexus\", \"ability\": 1}, {\"id\": \"e4\", \"activate\": \"nnexus\", \"ability\": 1}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("gauntlet:2")});
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{});
        QVERIFY2(test::tapped(p, QStringLiteral("nexus")), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("nnexus")));
        for (const StackItem& item : p.finalState.stack)   // the activations wait there; the mana trigger never did
            QVERIFY2(!item.id.startsWith(QLatin1String("e3.")), qPrintable(item.id));
    }

    // CR 205.1a, 611.2a: "~ becomes an enchantment" sets its card type, for good; written "… and loses all other card
    // types"; the intervening "if ~ is a creature" (603.4).
    void stagReadsBecomingAnEnchantment()
    {
        const AbilityDef* stag = test::parsedWith(fixtures(), QStringLiteral("Hidden Stag"), QStringLiteral("Whenever you play"));
        QVERIFY(stag);
        QCOMPARE(stag->event, TriggerEvent::PlaysLand);
        QVERIFY(stag->triggerIf);
        QCOMPARE(stag->triggerIf->kind, Condition::Kind::SelfIs);
        QCOMPARE(stag->effect.size(), 1);
        QCOMPARE(stag->effect[0].kind, ActionKind::Continuous);
        const ContinuousDef& change = *stag->effect[0].continuous;
        QCOMPARE(change.duration, Duration::Indefinite);
        QCOMPARE(change.affects->ref, Selector::Ref::Self);
        QCOMPARE(change.ops.size(), 1);
        QCOMPARE(change.ops[0].kind, Op::Kind::SetTypes);
        QCOMPARE(change.ops[0].cardTypes, quint16(CardType::Enchantment));
        QCOMPARE(test::writtenWith(fixtures(), "Hidden Stag", "Whenever you play"),
            QStringLiteral("Whenever you play a land, if ~ is a creature, ~ becomes an enchantment and loses all other card types."));
        const CardPtr again = test::throughFormat(fixtures(), "Hidden Stag");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[1]->effect[0].continuous->ops[0].kind, Op::Kind::SetTypes);
    }

    // CR 305.1, 205.1a, 613.1d: Nico plays a Forest, and Hidden Stag becomes a 3/2 Elk Beast creature; in Ana's turn
    // she plays a Forest, and it is an enchantment again, no creature and no Elk (its creature types go with the type).
    void stagTurnsBackIntoAnEnchantment()
    {
        const QByteArray objects = test::objectJson("stag", "Hidden Stag") + ", "
            + test::objectJson("nf", "Forest", ", \"zone\": \"hand\"", "nico") + ", "
            + test::objectJson("af", "Forest", ", \"zone\": \"hand\"");
        const QByteArray nicoPlays = "{\"id\": \"e1\", \"move\": [\"nf\"], \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects, nicoPlays);
        QVERIFY2(isCreature(p, "stag"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("stag")), QStringLiteral("3/2"));
        p = test::playScenarioOnNicosTurn(fixtures(), objects,
            nicoPlays + ", {\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", \"move\": [\"af\"], \"to\": \"battlefield\"}, "
                        "{\"id\": \"e5\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e4")), QStringList{QStringLiteral("stag:2")});
        const Characteristics* stag = test::charsOf(p, QStringLiteral("stag"));
        QVERIFY2(stag, qPrintable(test::happened(p)));
        QVERIFY2(!stag->type.has(CardType::Creature), qPrintable(test::happened(p)));
        QVERIFY(stag->type.has(CardType::Enchantment));
        const auto elk = SubtypeRegistry::instance().find(QStringLiteral("Elk"));
        QVERIFY(elk);
        QVERIFY(!stag->type.hasSubtype(*elk));
    }

    // CR 603.4: while Hidden Stag is an enchantment, Ana's land play triggers nothing.
    void stagStaysAnEnchantment()
    {
        const Playthrough p = played(test::objectJson("stag", "Hidden Stag") + ", " + test::objectJson("af", "Forest", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"move\": [\"af\"], \"to\": \"battlefield\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QVERIFY(!isCreature(p, "stag"));
    }

    // CR 208.1, 115.1, 508.4: "target creature card with power 2 or less from your graveyard" is a target whose power
    // in the graveyard is at most 2, returned tapped and attacking after the payment.
    void aleshaReadsAPowerLimitedTarget()
    {
        const AbilityDef* alesha = test::parsedWith(fixtures(), QStringLiteral("Alesha, Who Smiles at Death"), QStringLiteral("attacks"));
        QVERIFY(alesha);
        QCOMPARE(alesha->event, TriggerEvent::SelfAttacks);
        QCOMPARE(alesha->targets.size(), 1);
        QCOMPARE(alesha->targets[0].powerAtMost, std::optional<int>(2));
        QCOMPARE(alesha->targets[0].zone, Zone::Graveyard);
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Alesha, Who Smiles at Death"), 1, ActionKind::ReturnFromGraveyard);
        QVERIFY(back);
        QVERIFY(back->tapped);
        QVERIFY(back->attacking);
        QCOMPARE(test::writtenWith(fixtures(), "Alesha, Who Smiles at Death", "attacks"),
            QStringLiteral("Whenever ~ attacks, you may pay {W/B}{W/B}. If you do, return target creature card with power 2 "
                           "or less from your graveyard to the battlefield tapped and attacking."));
        const CardPtr again = test::throughFormat(fixtures(), "Alesha, Who Smiles at Death");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[1]->targets[0].powerAtMost, std::optional<int>(2));
    }

    // CR 508.4, 603.5: Alesha attacks and Ana pays: her Grizzly Bears card (power 2) comes back tapped and attacking
    // Nico; declined, it stays in her graveyard.
    void aleshaReturnsTheBearsAttacking()
    {
        Playthrough p = played(aleshaAndDead("Grizzly Bears"), aleshaAttacks(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("dead")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("dead")));
        const int bears = p.finalState.objectIndex(QStringLiteral("dead"));
        QVERIFY(bears >= 0);
        QCOMPARE(p.finalState.objects[bears].attackTarget, QStringLiteral("nico"));
        p = played(aleshaAndDead("Grizzly Bears"), aleshaAttacks(", \"may\": false"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("dead")), Zone::Graveyard);
    }

    // CR 115.1, 208.1: Craw Wurm (power 6) is no legal target; it stays in Ana's graveyard.
    void aleshaCantReturnAWurm()
    {
        const Playthrough p = played(aleshaAndDead("Craw Wurm"), aleshaAttacks(""));
        QCOMPARE(test::zoneOf(p, QStringLiteral("dead")), Zone::Graveyard);
    }

    // CR 201.2, 601.2i: "return all cards named ~ from your graveyard to the battlefield" is every card of the
    // Demigod's name in your graveyard as the ability resolves.
    void demigodReadsEveryCardOfItsName()
    {
        const AbilityDef* demigod = test::parsedWith(fixtures(), QStringLiteral("Demigod of Revenge"), QStringLiteral("When you cast"));
        QVERIFY(demigod);
        QCOMPARE(demigod->event, TriggerEvent::YouCastThis);
        QCOMPARE(demigod->effect.size(), 1);
        const Action& back = demigod->effect[0];
        QCOMPARE(back.kind, ActionKind::ReturnFromGraveyard);
        QVERIFY(back.object);
        QCOMPARE(back.object->named, QStringLiteral("Demigod of Revenge"));
        QCOMPARE(back.object->zone, Zone::Graveyard);
        QVERIFY(back.object->ownerYou);
        QCOMPARE(test::writtenWith(fixtures(), "Demigod of Revenge", "When you cast"),
            QStringLiteral("When you cast this spell, return all cards named ~ from your graveyard to the battlefield."));
        const CardPtr again = test::throughFormat(fixtures(), "Demigod of Revenge");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[2]->effect[0].object->named, QStringLiteral("Demigod of Revenge"));
    }

    // CR 601.2i, 201.2, 404.2: Ana casts a Demigod; the two in her graveyard return, her Grizzly Bears card and the
    // Demigod in Nico's graveyard stay; the one cast is still a spell on the stack.
    void demigodReturnsItsNamesakes()
    {
        const Playthrough p = played(test::objectJson("cast", "Demigod of Revenge", ", \"zone\": \"hand\"") + ", "
                + test::objectJson("g1", "Demigod of Revenge", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("g2", "Demigod of Revenge", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("ng", "Demigod of Revenge", ", \"zone\": \"graveyard\"", "nico"),
            "{\"id\": \"e1\", \"cast\": \"cast\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("cast:3")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("g1")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("g2")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("gb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ng")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("cast")), Zone::Stack);
    }

    // CR 509.1c, 511.3, 115.1: "up to one target creature defending player controls blocks it this combat if able" is a
    // requirement of the optional target to block ~ until the combat ends; "it" is ~.
    void devilsReadsTheBlockRequirement()
    {
        const AbilityDef* devils = test::parsedWith(fixtures(), QStringLiteral("Impetuous Devils"), QStringLiteral("blocks it"));
        QVERIFY(devils);
        QCOMPARE(devils->event, TriggerEvent::SelfAttacks);
        QCOMPARE(devils->targets.size(), 1);
        QCOMPARE(devils->targets[0].upTo, 1);
        QCOMPARE(devils->targets[0].whose, QStringLiteral("defending_player"));
        QCOMPARE(devils->effect.size(), 1);
        QCOMPARE(devils->effect[0].kind, ActionKind::Continuous);
        const ContinuousDef& block = *devils->effect[0].continuous;
        QCOMPARE(block.duration, Duration::EndOfCombat);
        QCOMPARE(block.ops.size(), 1);
        QCOMPARE(block.ops[0].rule, RuleName::BlocksSourceIfAble);
        QCOMPARE(test::writtenWith(fixtures(), "Impetuous Devils", "blocks it"),
            QStringLiteral("Whenever ~ attacks, up to one target creature defending player controls blocks ~ if able until end "
                           "of combat."));
        const CardPtr again = test::throughFormat(fixtures(), "Impetuous Devils");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[2]->effect[0].continuous->duration, Duration::EndOfCombat);
    }

    // CR 509.1c: Impetuous Devils attacks and its trigger aims at Nico's Grizzly Bears: a declaration without their
    // block is refused, the Bears blocking it is done; with no target chosen, Nico need not block.
    void devilsDrawTheBlock()
    {
        const QByteArray board = test::objectJson("devils", "Impetuous Devils") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico");
        Playthrough p = played(board,
            "{\"id\": \"e1\", \"attack\": {\"devils\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"nb\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"block\": {}}, "
            "{\"id\": \"e4\", \"block\": {\"nb\": [\"devils\"]}}");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "509.1c", "done"}));
        p = played(board,
            "{\"id\": \"e1\", \"attack\": {\"devils\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": []}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"block\": {}}");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done", "done"}));
    }

    // CR 302.6, 603.2, 105.2: "a Swamp, Mountain, black permanent, or red permanent" is one permanent of any of those
    // kinds (a union); "that permanent's controller" the player who controls the one tapped.
    void decreeReadsAListOfKinds()
    {
        const AbilityDef* decree = test::parsedWith(fixtures(), QStringLiteral("Royal Decree"), QStringLiteral("becomes tapped"));
        QVERIFY(decree);
        QCOMPARE(decree->event, TriggerEvent::BecomesTapped);
        QVERIFY(decree->eventFilter);
        QCOMPARE(decree->eventFilter->anyOf.size(), 4);
        QVERIFY(decree->eventFilter->anyOf[2].colors.has(Color::Black));
        QCOMPARE(decree->effect.value(0).kind, ActionKind::Damage);
        QCOMPARE(test::writtenWith(fixtures(), "Royal Decree", "becomes tapped"),
            QStringLiteral("Whenever a Swamp, Mountain, black permanent, or red permanent becomes tapped, ~ deals 1 damage to "
                           "that permanent's controller."));
        const CardPtr again = test::throughFormat(fixtures(), "Royal Decree");
        QVERIFY(again);
        QCOMPARE(again->front.abilities[1]->eventFilter->anyOf.size(), 4);
    }

    // CR 508.1f, 603.2, 120.3: Nico's Black Knight and Grizzly Bears attack Ana and become tapped: Royal Decree
    // triggers once, for the black Knight, and deals 1 damage to Nico (19); the green Bears trigger nothing.
    void decreePunishesTappingABlackPermanent()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(),
            test::objectJson("decree", "Royal Decree") + ", " + test::objectJson("knight", "Black Knight", "", "nico") + ", "
                + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"knight\": \"ana\", \"nb\": \"ana\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("decree:2")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW35)
#include "tst_imptrigw35.moc"
