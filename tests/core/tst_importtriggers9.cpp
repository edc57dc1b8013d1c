// Trigger events of round 9 read from real cards' Oracle text (tests/data/import/triggers-more.json):
// the events of the creature an Aura or Equipment is attached to (attacks or blocks, deals damage, is
// dealt damage), any creature that blocks, combat damage to an opponent, "cycle or discard another
// card", "when you cast a spell", any one permanent that becomes tapped, the event's object called
// "it", and a trigger's "you may gain N life"; the round trip that trusts
// each, the card format that keeps it, and the event player that fires and performs it (603.2).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "engine/LayerEngine.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::lifeOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("triggers-more.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QStringList outcome(const Playthrough& play, const QString& id)
{
    QStringList out = test::eventOutcome(play, id);
    out.sort();
    return out;
}

}   // namespace

class TestImportTriggers9 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 41);
    }

    void eventsOfTheAttachedCreature()
    {
        // 508.3a, 509.2a: the creature the Aura is attached to attacks or blocks.
        const AbilityDef* bond = parsed(QStringLiteral("Contaminated Bond"), 1);
        QVERIFY(bond);
        QCOMPARE(bond->event, TriggerEvent::AttacksOrBlocks);
        QVERIFY(bond->eventFilter);
        QCOMPARE(bond->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(bond->effect.value(0).who, QStringLiteral("controller_of_it"));
        const AbilityDef* cocoon = parsed(QStringLiteral("Primal Cocoon"), 2);
        QVERIFY(cocoon);
        QCOMPARE(cocoon->event, TriggerEvent::AttacksOrBlocks);
        // 120.3: the damage the enchanted creature deals, and the amount of it.
        const AbilityDef* link = parsed(QStringLiteral("Vampiric Link"), 1);
        QVERIFY(link);
        QCOMPARE(link->event, TriggerEvent::DealsDamage);
        QVERIFY(link->effect.value(0).amountOf);
        QCOMPARE(link->effect.value(0).amountOf->kind, Expr::Kind::EventAmount);
        const AbilityDef* mastery = parsed(QStringLiteral("Elder Mastery"), 2);
        QVERIFY(mastery);
        QCOMPARE(mastery->event, TriggerEvent::DealsDamageToPlayer);
        QCOMPARE(mastery->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* sense = parsed(QStringLiteral("Keen Sense"), 1);
        QVERIFY(sense);
        QCOMPARE(sense->event, TriggerEvent::DealsDamageToOpponent);
        QVERIFY(sense->optional);
        // Any Sliver: the filter is the source of the damage, "its controller" that source's.
        const AbilityDef* sliver = parsed(QStringLiteral("Essence Sliver"), 0);
        QVERIFY(sliver);
        QCOMPARE(sliver->event, TriggerEvent::DealsDamage);
        QVERIFY(sliver->eventFilter);
        QCOMPARE(sliver->eventFilter->subtypes.size(), 1);   // Sliver
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr dealt = parser.ability(QStringLiteral("Whenever enchanted creature is dealt damage, draw a card."));
        QVERIFY(dealt);
        QCOMPARE(dealt->event, TriggerEvent::DealtDamage);
        // Round 25: one creature of a controller too (Rite of Passage), "you" the ability's controller.
        const AbilityPtr yours = parser.ability(QStringLiteral("Whenever a creature you control is dealt damage, draw a card."));
        QVERIFY(yours && yours->eventFilter);
        QCOMPARE(yours->eventFilter->controller, Selector::Who::You);
        // What is not attached to the source, or not one creature, is not read.
        QVERIFY(!parser.ability(QStringLiteral("Whenever target creature attacks or blocks, draw a card.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever a land deals damage, draw a card.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever creatures you control deal damage, draw a card.")));
    }

    void eventsOfOtherCreaturesAndPlayers()
    {
        const AbilityDef* gladiator = parsed(QStringLiteral("Carnage Gladiator"), 0);
        QVERIFY(gladiator);
        QCOMPARE(gladiator->event, TriggerEvent::Blocks);
        QCOMPARE(gladiator->effect.value(0).who, QStringLiteral("controller_of_that"));
        const AbilityDef* captain = parsed(QStringLiteral("Perimeter Captain"), 1);
        QVERIFY(captain);
        QCOMPARE(captain->event, TriggerEvent::Blocks);
        QVERIFY(captain->eventFilter);
        QCOMPARE(captain->eventFilter->hasKeyword, QStringLiteral("Defender"));
        const AbilityDef* dragon = parsed(QStringLiteral("Mindscour Dragon"), 1);
        QVERIFY(dragon);
        QCOMPARE(dragon->event, TriggerEvent::SelfDealsCombatDamageToOpponent);
        const AbilityDef* curator = parsed(QStringLiteral("Curator of Mysteries"), 1);
        QVERIFY(curator);
        QCOMPARE(curator->event, TriggerEvent::YouCycleOrDiscardAnother);
        const AbilityDef* herd = parsed(QStringLiteral("Jackalope Herd"), 0);
        QVERIFY(herd);
        QCOMPARE(herd->event, TriggerEvent::YouCastSpell);
        // Read and kept, not produced by the event player yet (docs/importer.md).
        const AbilityDef* lieutenant = parsed(QStringLiteral("Thorn Lieutenant"), 0);
        QVERIFY(lieutenant);
        QCOMPARE(lieutenant->event, TriggerEvent::SelfBecomesTargetOfOpponent);
        const AbilityDef* farseer = parsed(QStringLiteral("Aven Farseer"), 1);
        QVERIFY(farseer);
        QCOMPARE(farseer->event, TriggerEvent::PermanentTurnedFaceUp);
        // Haunt (702.55c): entering is seen; the haunted creature's death is not produced yet.
        const AbilityDef* thrull = parsed(QStringLiteral("Absolver Thrull"), 1);
        QVERIFY(thrull);
        QCOMPARE(thrull->event, TriggerEvent::SelfEntersOrHauntedDies);
        const AbilityDef* cry = parsed(QStringLiteral("Cry of Contrition"), 2);
        QVERIFY(cry);
        QCOMPARE(cry->event, TriggerEvent::HauntedCreatureDies);
        const AbilityDef* spybug = parsed(QStringLiteral("Dimir Spybug"), 2);
        QVERIFY(spybug);
        QCOMPARE(spybug->event, TriggerEvent::YouSurveil);
        const AbilityDef* briar = parsed(QStringLiteral("Bloodbriar"), 0);
        QVERIFY(briar);
        QCOMPARE(briar->event, TriggerEvent::YouSacrifice);
        QVERIFY(briar->eventFilter);
        QVERIFY(briar->eventFilter->other);
        const AbilityDef* tracker = parsed(QStringLiteral("Tireless Tracker"), 1);
        QVERIFY(tracker);
        QCOMPARE(tracker->event, TriggerEvent::YouSacrifice);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr ordeal = parser.ability(QStringLiteral("When you sacrifice ~, you gain 10 life."));
        QVERIFY(ordeal);
        QCOMPARE(ordeal->event, TriggerEvent::YouSacrifice);
        QVERIFY(ordeal->eventFilter);
        QCOMPARE(ordeal->eventFilter->ref, Selector::Ref::Self);
        // "you may gain 4 life": an optional "you gain 4 life" (603.5).
        const AbilityDef* moth = parsed(QStringLiteral("Goldenglow Moth"), 1);
        QVERIFY(moth);
        QVERIFY(moth->optional);
        QCOMPARE(moth->effect.value(0).kind, ActionKind::GainLife);
        QCOMPARE(moth->effect.value(0).amount.n, 4);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 41);
    }

    void enchantedCreatureAttacksOrBlocks()
    {
        // 508.3a, 603.2: Nico's Contaminated Bond on Ana's attacking Bears: Ana, its controller, loses 3.
        Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "bond", "card": "Contaminated Bond", "timestamp": 2, "owner": "nico", "attached_to": "bears"})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("bond:2")});
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 17);
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 20);
        // 509.2a: Ana's Sinister Possession on Nico's blocking Bears: Nico loses 2; Primal Cocoon on
        // Ana's attacker is sacrificed.
        play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "cocoon", "card": "Primal Cocoon", "timestamp": 2, "attached_to": "bears"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 3, "owner": "nico"},
            {"id": "possession", "card": "Sinister Possession", "timestamp": 4, "attached_to": "nbears"})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "block": {"nbears": ["bears"]}}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("cocoon:3")});
        QCOMPARE(outcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("possession:2")});
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 20);
        const GameObject* cocoon = play.finalState.object(QStringLiteral("cocoon"));
        QVERIFY(cocoon);
        QCOMPARE(cocoon->zone, Zone::Graveyard);
    }

    void enchantedCreatureDealsDamage()
    {
        // 120.3, 603.2: Ana's Vampiric Link on Nico's Bears: the Bears deal 2 to Ana, Ana gains 2;
        // Ana's Visions of Brutality on them too: Nico, their controller, loses that much.
        Playthrough play = played(R"({"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"},
            {"id": "link", "card": "Vampiric Link", "timestamp": 2, "attached_to": "nbears"},
            {"id": "visions", "card": "Visions of Brutality", "timestamp": 3, "attached_to": "nbears"})",
            R"({"id": "e1", "damage": [{"source": "nbears", "to": "ana", "amount": 2}]},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), (QStringList{QStringLiteral("link:2"), QStringLiteral("visions:4")}));
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 20);
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 18);
        // Keen Sense and Elder Mastery: damage to a creature is not damage to a player or an opponent;
        // damage to Nico triggers both.
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "sense", "card": "Keen Sense", "timestamp": 2, "attached_to": "bears"},
            {"id": "mastery", "card": "Elder Mastery", "timestamp": 3, "attached_to": "bears"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 4, "owner": "nico"})";
        play = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "nbears", "amount": 1}]})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{});
        play = played(objects, R"({"id": "e1", "damage": [{"source": "bears", "to": "nico", "amount": 1}]})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), (QStringList{QStringLiteral("mastery:3"), QStringLiteral("sense:2")}));
        // Essence Sliver: each Sliver's damage gains its controller that much life, Nico's Sliver too.
        play = played(R"({"id": "sliver", "card": "Essence Sliver", "timestamp": 1},
            {"id": "nsliver", "card": "Essence Sliver", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "damage": [{"source": "nsliver", "to": "ana", "amount": 3}]},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), (QStringList{QStringLiteral("nsliver:1"), QStringLiteral("sliver:1")}));
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 26);
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 17);
    }

    void anyCreatureBlocks()
    {
        // 509.2a: Carnage Gladiator sees Nico's Bears block: Nico, their controller, loses 1; Heat of
        // Battle deals 1 damage to him; Perimeter Captain's "with defender" does not see the Bears.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "gladiator", "card": "Carnage Gladiator", "timestamp": 2},
            {"id": "heat", "card": "Heat of Battle", "timestamp": 3},
            {"id": "captain", "card": "Perimeter Captain", "timestamp": 4, "owner": "nico"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 5, "owner": "nico"})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"nbears": ["bears"]}},
               {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e2")), (QStringList{QStringLiteral("gladiator:1"), QStringLiteral("heat:1")}));
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 20);
    }

    void mayGainLifeIsChosenOnResolution()
    {
        // 603.5: Goldenglow Moth blocks: Nico may gain 4 life; declined, he gains none.
        const QByteArray objects = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "moth", "card": "Goldenglow Moth", "timestamp": 2, "owner": "nico"},
            {"id": "captain", "card": "Perimeter Captain", "timestamp": 3, "owner": "nico"})";
        Playthrough play = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}},
            {"id": "e2", "block": {"moth": ["bears"]}}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("moth:2")});
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 24);
        play = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}},
            {"id": "e2", "block": {"moth": ["bears"]}}, {"id": "e3", "resolve": "top", "may": false})");
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 20);
        // Perimeter Captain blocking: a creature with defender blocks; Nico gains 2.
        play = played(objects, R"({"id": "e1", "attack": {"bears": "nico"}},
            {"id": "e2", "block": {"captain": ["bears"]}}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("captain:2")});
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 22);
    }

    void combatDamageToAnOpponent()
    {
        // 510.3a: Mindscour Dragon's combat damage to Nico triggers; its damage outside combat does not.
        const QByteArray objects = R"({"id": "dragon", "card": "Mindscour Dragon", "timestamp": 1})";
        Playthrough play = played(objects, R"({"id": "e1", "attack": {"dragon": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QCOMPARE(outcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("dragon:2")});
        play = played(objects, R"({"id": "e1", "damage": [{"source": "dragon", "to": "nico", "amount": 4}]})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{});
    }

    void cyclingAnotherCard()
    {
        // 702.29d: cycling Curator of Mysteries triggers Horror of the Broken Lands, not the Curator itself.
        const Playthrough play = played(R"({"id": "curator", "card": "Curator of Mysteries", "zone": "hand"},
            {"id": "horror", "card": "Horror of the Broken Lands", "timestamp": 1})",
            R"({"id": "e1", "activate": "curator", "ability": 3})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("horror:1")});
    }

    void aCreatureBlocksOnceHoweverManyItBlocks()
    {
        // 509.3a, 702.22h: Nico's Bears block Benalish Hero, which attacks in a band with Ana's Bears,
        // so they block both; "Whenever a creature blocks" still triggers once: Carnage Gladiator and
        // Heat of Battle each once, and Nico loses 1 and is dealt 1.
        const Playthrough play = played(R"({"id": "hero", "card": "Benalish Hero", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "gladiator", "card": "Carnage Gladiator", "timestamp": 3},
            {"id": "heat", "card": "Heat of Battle", "timestamp": 4},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 5, "owner": "nico"})",
            R"({"id": "e1", "attack": {"hero": "nico", "bears": "nico"}, "bands": [["hero", "bears"]]},
               {"id": "e2", "block": {"nbears": ["hero"]}}, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("nbears"))->blocking.size(), 2);
        QCOMPARE(outcome(play, QStringLiteral("e2")), (QStringList{QStringLiteral("gladiator:1"), QStringLiteral("heat:1")}));
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 18);
    }

    void itIsTheEventObject()
    {
        // 603.7c: "it" after an event that names another object than ~ is that object, written back "it".
        const AbilityDef* charge = parsed(QStringLiteral("Fervent Charge"), 0);
        QVERIFY(charge);
        QCOMPARE(charge->event, TriggerEvent::Attacks);
        const Action& pump = charge->effect.value(0);
        QCOMPARE(pump.kind, ActionKind::Continuous);
        QVERIFY(pump.continuous && pump.continuous->affects);
        QCOMPARE(pump.continuous->affects->ref, Selector::Ref::It);
        QCOMPARE(pump.continuous->affects->word, QStringLiteral("it"));
        const AbilityDef* blight = parsed(QStringLiteral("Blight"), 1);
        QVERIFY(blight);
        QCOMPARE(blight->event, TriggerEvent::BecomesTapped);
        QCOMPARE(blight->effect.value(0).kind, ActionKind::Destroy);
        QCOMPARE(blight->effect.value(0).object->ref, Selector::Ref::It);
        // Any one permanent that becomes tapped: "an Island an opponent controls".
        const AbilityDef* leech = parsed(QStringLiteral("Thoughtleech"), 0);
        QVERIFY(leech);
        QCOMPARE(leech->event, TriggerEvent::BecomesTapped);
        QVERIFY(leech->eventFilter);
        QCOMPARE(leech->eventFilter->controller, Selector::Who::Opponent);
        // "it" is not the event's object after an event of ~, nor beside another object it could name.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("Whenever a creature attacks, exile target card. Put a +1/+1 counter on it.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever you cast a spell, destroy it.")));
    }

    void itIsPerformedOnTheEventObject()
    {
        // 603.7c, 508.3a: Fervent Charge gives the attacking Craw Wurm +2/+2; Gleam of Battle a
        // counter; Spirit Shackle (attacking taps the Wurm, 508.1f) a -0/-2 counter.
        const Playthrough play = played(R"({"id": "wurm", "card": "Craw Wurm", "timestamp": 1},
            {"id": "charge", "card": "Fervent Charge", "timestamp": 2},
            {"id": "gleam", "card": "Gleam of Battle", "timestamp": 3},
            {"id": "shackle", "card": "Spirit Shackle", "timestamp": 4, "attached_to": "wurm"})",
            R"({"id": "e1", "attack": {"wurm": "nico"}}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")),
            (QStringList{QStringLiteral("charge:1"), QStringLiteral("gleam:1"), QStringLiteral("shackle:2")}));
        const Resolution r = LayerEngine::resolve(play.finalState);
        const int wurm = play.finalState.objectIndex(QStringLiteral("wurm"));
        QVERIFY(wurm >= 0);
        QCOMPARE(r.chars[wurm].power.value_or(-1), 9);   // 6 + 2 + 1
        QCOMPARE(r.chars[wurm].toughness.value_or(-1), 5);   // 4 + 2 + 1 - 2
        // 702.83b: the creature that attacks alone is "it" too: Rafiq gives it double strike.
        const Playthrough alone = played(R"({"id": "rafiq", "card": "Rafiq of the Many", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(alone, QStringLiteral("e1")), (QStringList{QStringLiteral("rafiq:1"), QStringLiteral("rafiq:2")}));
        const Resolution ar = LayerEngine::resolve(alone.finalState);
        QVERIFY(ar.chars[alone.finalState.objectIndex(QStringLiteral("bears"))].hasKeyword(QStringLiteral("Double strike")));
        // Aether Flash: the entering creature is dealt 2 damage; Gravity Well: the attacking flyer loses flying.
        const Playthrough flash = played(R"({"id": "flash", "card": "Aether Flash", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "move": ["bears"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(flash, QStringLiteral("e1")), QStringList{QStringLiteral("flash:1")});
        const GameObject* burnt = flash.finalState.object(QStringLiteral("bears"));
        QVERIFY(burnt);
        QCOMPARE(burnt->zone, Zone::Graveyard);   // 704.5g: lethal damage
        const Playthrough well = played(R"({"id": "well", "card": "Gravity Well", "timestamp": 1, "owner": "nico"},
            {"id": "birds", "card": "Birds of Paradise", "timestamp": 2})",
            R"({"id": "e1", "attack": {"birds": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(well, QStringLiteral("e1")), QStringList{QStringLiteral("well:1")});
        const Resolution wr = LayerEngine::resolve(well.finalState);
        QVERIFY(!wr.chars[well.finalState.objectIndex(QStringLiteral("birds"))].hasKeyword(QStringLiteral("Flying")));
    }

    void itThatChangedZonesIsNotChanged()
    {
        // 400.7, 608.2b: the attacking Bears die before Fervent Charge's trigger resolves; the card in
        // the graveyard is a new object, so "it gets +2/+2" changes nothing and no effect starts.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "charge", "card": "Fervent Charge", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "move": ["bears"], "to": "graveyard"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("charge:1")});
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Graveyard);
        QVERIFY(play.finalState.effects.isEmpty());
        const Resolution r = LayerEngine::resolve(play.finalState);
        QCOMPARE(r.chars[play.finalState.objectIndex(QStringLiteral("bears"))].power.value_or(-1), 2);
    }

    void hauntedEntersIsSeen()
    {
        // 702.55c: Belfry Spirit entering triggers its haunt ability: two Bat tokens.
        const Playthrough play = played(R"({"id": "spirit", "card": "Belfry Spirit", "zone": "hand"})",
            R"({"id": "e1", "move": ["spirit"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("spirit:3")});
        int bats = 0;
        for (const GameObject& o : play.finalState.objects)
            bats += o.zone == Zone::Battlefield && o.id != QLatin1String("spirit") ? 1 : 0;
        QCOMPARE(bats, 2);
    }

    void castingASpell()
    {
        // 601.2i, 603.2: Ana casts Grizzly Bears: Jackalope Herd returns to her hand.
        const Playthrough play = played(R"({"id": "herd", "card": "Jackalope Herd", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "cast": "bears"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(outcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("herd:1")});
        const GameObject* herd = play.finalState.object(QStringLiteral("herd"));
        QVERIFY(herd);
        QCOMPARE(herd->zone, Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers9)
#include "tst_importtriggers9.moc"
