// Triggered abilities of round 10 read from real cards' Oracle text (tests/data/import/triggers-10.json):
// "you may have X do Y" (603.5: the controller chooses on resolution whether X does it) with X a
// source of damage, a creature that fights, a target creature or a target player; "it fights" and
// "untap it" after an event that names ~; "tap that creature and it doesn't untap …"; "X at end of
// combat" (a delayed trigger, 603.7); "search your library for a card named ~". Each is read, written
// back word for word, kept by the card format and performed by the event player (603.2, 603.3).
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

using test::zoneOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("triggers-10.json"));
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

class TestImportTriggers10 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 14);
    }

    void youMayHaveIsAnOptionalAction()
    {
        // 603.5: "you may have it deal 2 damage to target creature": ~ deals the damage, if its
        // controller chooses so as the ability resolves.
        const AbilityDef* igneous = parsed(QStringLiteral("Igneous Elemental"), 1);
        QVERIFY(igneous);
        QCOMPARE(igneous->event, TriggerEvent::SelfEnters);
        QVERIFY(igneous->optional);
        QCOMPARE(igneous->effect.value(0).kind, ActionKind::Damage);
        QCOMPARE(igneous->effect.value(0).amount.n, 2);
        // A player: "you may have target opponent discard a card" (701.8).
        const AbilityDef* stalker = parsed(QStringLiteral("Brutal Nightstalker"), 0);
        QVERIFY(stalker);
        QVERIFY(stalker->optional);
        QCOMPARE(stalker->effect.value(0).kind, ActionKind::Discard);
        QCOMPARE(stalker->effect.value(0).who, QStringLiteral("target_player"));
        // A fight (701.14a): ~ and the target.
        const AbilityDef* stag = parsed(QStringLiteral("Somberwald Stag"), 0);
        QVERIFY(stag);
        QVERIFY(stag->optional);
        QCOMPARE(stag->effect.value(0).kind, ActionKind::Fight);
        QCOMPARE(stag->effect.value(0).object->ref, Selector::Ref::Self);
        // A target creature's continuous effect; damage to any target as ~ becomes blocked (509.3c).
        const AbilityDef* prowler = parsed(QStringLiteral("Fourth Bridge Prowler"), 0);
        QVERIFY(prowler);
        QVERIFY(prowler->optional);
        QCOMPARE(prowler->effect.value(0).kind, ActionKind::Continuous);
        const AbilityDef* wolverine = parsed(QStringLiteral("Karplusan Wolverine"), 0);
        QVERIFY(wolverine);
        QCOMPARE(wolverine->event, TriggerEvent::SelfBecomesBlocked);
        QVERIFY(wolverine->optional);
        QCOMPARE(wolverine->effect.value(0).kind, ActionKind::Damage);
        // "it fights up to one target creature": not optional; "it" is ~ after an event naming ~.
        const AbilityDef* altisaur = parsed(QStringLiteral("Apex Altisaur"), 1);
        QVERIFY(altisaur);
        QCOMPARE(altisaur->event, TriggerEvent::SelfDealtDamage);
        QVERIFY(!altisaur->optional);
        QCOMPARE(altisaur->effect.value(0).kind, ActionKind::Fight);
    }

    void writtenBackWordForWord()
    {
        // The round trip trusts "you may have X do Y" only where the writer says it again.
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Igneous Elemental"), QStringLiteral("you may have"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        r = test::reportWith(fixtures(), QStringLiteral("Somberwald Stag"), QStringLiteral("fight"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        // The subject a verb does not fit stays text: "you may have it become …" is no action here.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, you may have it become a 3/3 Golem until end of turn.")));
        // "it" of a trigger that does not name ~ is not ~: "Whenever a Beast enters, you may have it deal …" is
        // the Beast's damage (round 25, Aether Charge: 120.2b), never ~'s.
        const AbilityPtr beast = parser.ability(
            QStringLiteral("Whenever a Beast enters under your control, you may have it deal 4 damage to target opponent."));
        QVERIFY(beast && beast->effect.size() == 1 && beast->effect.first().object);
        QCOMPARE(beast->effect.first().object->ref, Selector::Ref::It);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 14);
    }

    void theControllerChoosesOnResolution()
    {
        // 603.5: Igneous Elemental enters; Ana has it deal 2 damage to Nico's Bears, which die (704.5g).
        const QByteArray objects = R"({"id": "igneous", "card": "Igneous Elemental", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})";
        Playthrough play = played(objects, R"({"id": "e1", "move": ["igneous"], "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nbears"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("igneous:2")});
        QCOMPARE(zoneOf(play, QStringLiteral("nbears")), Zone::Graveyard);
        // Declined, nothing is dealt.
        play = played(objects, R"({"id": "e1", "move": ["igneous"], "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nbears"]}}}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(zoneOf(play, QStringLiteral("nbears")), Zone::Battlefield);
        QCOMPARE(play.finalState.object(QStringLiteral("nbears"))->damage, 0);
    }

    void aPlayerOrAFighterDoesIt()
    {
        // 701.8: Nico, the target opponent, discards the card in his hand.
        const QByteArray objects = R"({"id": "stalker", "card": "Brutal Nightstalker", "zone": "hand"},
            {"id": "ncard", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})";
        Playthrough play = played(objects, R"({"id": "e1", "move": ["stalker"], "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, QStringLiteral("ncard")), Zone::Graveyard);
        play = played(objects, R"({"id": "e1", "move": ["stalker"], "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["nico"]}}}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(zoneOf(play, QStringLiteral("ncard")), Zone::Hand);
        // 701.14a: Somberwald Stag (4/3) fights Nico's Bears (2/2): each deals damage equal to its power.
        play = played(R"({"id": "stag", "card": "Somberwald Stag", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "move": ["stag"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(play.finalState.object(QStringLiteral("stag"))->damage, 2);
    }

    void itAndThatCreatureAfterTheEvent()
    {
        // 603.7c: "untap it" after "Whenever ~ becomes blocked": ~ itself.
        const AbilityDef* fighter = parsed(QStringLiteral("Silkenfist Fighter"), 0);
        QVERIFY(fighter);
        QCOMPARE(fighter->event, TriggerEvent::SelfBecomesBlocked);
        QCOMPARE(fighter->effect.value(0).kind, ActionKind::Untap);
        QCOMPARE(fighter->effect.value(0).object->ref, Selector::Ref::Self);
        // "tap that creature and it doesn't untap …": the event's object, twice.
        const AbilityDef* elite = parsed(QStringLiteral("Kashi-Tribe Elite"), 1);
        QVERIFY(elite);
        QCOMPARE(elite->effect.size(), 2);
        QCOMPARE(elite->effect[0].kind, ActionKind::Tap);
        QCOMPARE(elite->effect[0].object->ref, Selector::Ref::It);
        QCOMPARE(elite->effect[1].kind, ActionKind::DontUntapNext);
        QCOMPARE(elite->effect[1].object->ref, Selector::Ref::It);
        // "Tap target creature … . That creature doesn't untap …": the target, as "It doesn't untap".
        const AbilityDef* lynx = parsed(QStringLiteral("Frost Lynx"), 0);
        QVERIFY(lynx);
        QCOMPARE(lynx->effect.size(), 2);
        QCOMPARE(lynx->effect[1].kind, ActionKind::DontUntapNext);
        QCOMPARE(lynx->effect[1].object->ref, Selector::Ref::Target);
        // A target alone, and ~ itself ("Whenever ~ attacks, it doesn't untap …").
        const AbilityDef* fogwalker = parsed(QStringLiteral("Fogwalker"), 1);
        QVERIFY(fogwalker);
        QCOMPARE(fogwalker->effect.value(0).kind, ActionKind::DontUntapNext);
        QCOMPARE(fogwalker->effect.value(0).object->ref, Selector::Ref::Target);
        const AbilityDef* golem = parsed(QStringLiteral("Lead Golem"), 0);
        QVERIFY(golem);
        QCOMPARE(golem->event, TriggerEvent::SelfAttacks);
        QCOMPARE(golem->effect.value(0).kind, ActionKind::DontUntapNext);
        QCOMPARE(golem->effect.value(0).object->ref, Selector::Ref::Self);
        // Another sentence after "Tap": not read as the same object.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral(
            "When ~ enters, destroy target artifact. That creature doesn't untap during its controller's next untap step.")));

        // 509.1, 509.3c: Silkenfist Fighter attacks (and taps), is blocked, and untaps.
        const Playthrough play = played(R"({"id": "fighter", "card": "Silkenfist Fighter", "timestamp": 1},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "attack": {"fighter": "nico"}}, {"id": "e2", "block": {"nbears": ["fighter"]}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("fighter:1")});
        QVERIFY(!play.finalState.object(QStringLiteral("fighter"))->tapped);
        // Frost Lynx taps its target.
        const Playthrough lynxPlay = played(R"({"id": "lynx", "card": "Frost Lynx", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "move": ["lynx"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY(lynxPlay.finalState.object(QStringLiteral("nbears"))->tapped);
    }

    void atEndOfCombatIsADelayedTrigger()
    {
        // 603.7, 511.2: "remove a +1/+1 counter from it at end of combat": the ability creates a
        // delayed trigger of the end of combat step, which removes the counter from ~.
        const AbilityDef* beetle = parsed(QStringLiteral("Clockwork Beetle"), 1);
        QVERIFY(beetle);
        QCOMPARE(beetle->event, TriggerEvent::SelfAttacksOrBlocks);
        QCOMPARE(beetle->effect.value(0).kind, ActionKind::Delayed);
        QCOMPARE(beetle->effect.value(0).event, TriggerEvent::EndOfCombat);
        QCOMPARE(beetle->effect.value(0).nested.value(0).kind, ActionKind::RemoveCounter);
        QCOMPARE(beetle->effect.value(0).nested.value(0).object->ref, Selector::Ref::Self);
        // "destroy that creature at end of combat": the creature the event names (509.3c).
        const AbilityDef* basilisk = parsed(QStringLiteral("Rock Basilisk"), 0);
        QVERIFY(basilisk);
        QCOMPARE(basilisk->effect.value(0).kind, ActionKind::Delayed);
        QCOMPARE(basilisk->effect.value(0).nested.value(0).kind, ActionKind::Destroy);
        QCOMPARE(basilisk->effect.value(0).nested.value(0).object->ref, Selector::Ref::It);

        const QByteArray objects
            = R"({"id": "beetle", "card": "Clockwork Beetle", "timestamp": 1, "counters": {"+1/+1": 2}})";
        Playthrough play = played(objects, R"({"id": "e1", "attack": {"beetle": "nico"}}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "end_of_combat"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("beetle:2")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")).size(), 1);   // the delayed trigger
        const GameObject* b = play.finalState.object(QStringLiteral("beetle"));
        QVERIFY(b);
        QCOMPARE(b->counters.value(0).count, 1);
        // Before the end of combat step the counters stay.
        play = played(objects, R"({"id": "e1", "attack": {"beetle": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("beetle"))->counters.value(0).count, 2);
    }

    void searchForACardNamedItself()
    {
        // 701.23, 201.2: "search your library for a card named ~": another Avarax, put into the hand.
        const AbilityDef* avarax = parsed(QStringLiteral("Avarax"), 1);
        QVERIFY(avarax);
        QVERIFY(avarax->optional);
        QCOMPARE(avarax->effect.value(0).kind, ActionKind::SearchLibrary);
        QCOMPARE(avarax->effect.value(0).object->named, QStringLiteral("Avarax"));
        // Two names are not one name: since round 31 the search is for a card of either (a union of two).
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const auto either = parser.ability(QStringLiteral(
            "When ~ enters, search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the "
            "battlefield, then shuffle."));
        QVERIFY(either);
        const Selector found = either->effect.value(0).object.value_or(Selector());
        QVERIFY(found.named.isEmpty());
        QCOMPARE(found.anyOf.size(), 2);
        QCOMPARE(found.anyOf.value(0).named, QStringLiteral("Festering Newt"));
        QCOMPARE(found.anyOf.value(1).named, QStringLiteral("Bubbling Cauldron"));

        const Playthrough play = played(R"({"id": "avarax", "card": "Avarax", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "avarax2", "card": "Avarax", "zone": "library"})",
            R"({"id": "e1", "move": ["avarax"], "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, QStringLiteral("avarax2")), Zone::Hand);
        QCOMPARE(zoneOf(play, QStringLiteral("bears")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers10)
#include "tst_importtriggers10.moc"
