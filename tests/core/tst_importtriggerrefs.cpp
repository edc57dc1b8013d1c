// Triggered abilities of real cards (tests/data/import/trigger-refs.json) whose effect the importer
// read in stop 28: "return that card" after an enchanted creature or land dies (400.7, 603.10a), "that
// player draws an additional card" in each player's draw step (504.1), and "sacrifice it" after ~
// becomes the target of a spell or ability (115.1), "return a green creature you control to its owner's
// hand" and "sacrifice a creature" (one permanent of yours, chosen on resolution). Each is checked as read, as the card format keeps
// it, and as the event player performs it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("trigger-refs.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const GameObject* object(const Playthrough& play, const char* id)
{
    return play.finalState.object(QLatin1String(id));
}

int handOf(const Playthrough& play, const char* owner)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += o.zone == Zone::Hand && o.owner == QLatin1String(owner) ? 1 : 0;
    return n;
}

}   // namespace

class TestImportTriggerRefs : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 21);
    }

    void thatCardOfTheCreatureThatDied()
    {
        const AbilityDef* vigor = parsed(QStringLiteral("Demonic Vigor"), 2);
        QVERIFY(vigor);
        QCOMPARE(vigor->event, TriggerEvent::CreatureDies);
        QCOMPARE(vigor->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(vigor->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(vigor->effect[0].object->ref, Selector::Ref::It);
        const AbilityDef* form = parsed(QStringLiteral("Shade's Form"), 2);
        QVERIFY(form);
        QCOMPARE(form->effect[0].kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(form->effect[0].object->ref, Selector::Ref::It);
        QVERIFY(form->effect[0].who.isEmpty());   // under your control
        // Only a trigger whose object went to a graveyard has "that card".
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("Whenever a creature enters, return that card to its owner's hand.")));
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, return that card to its owner's hand.")));
    }

    void additionalCardAndSacrificeIt()
    {
        const AbilityDef* kami = parsed(QStringLiteral("Kami of the Crescent Moon"), 0);
        QVERIFY(kami);
        QCOMPARE(kami->event, TriggerEvent::EachDrawStep);
        QCOMPARE(kami->effect[0].kind, ActionKind::Draw);
        QCOMPARE(kami->effect[0].who, QStringLiteral("that_player"));
        QCOMPARE(kami->effect[0].amount.n, 1);
        const AbilityDef* mine = parsed(QStringLiteral("Howling Mine"), 0);
        QVERIFY(mine);
        QVERIFY(mine->triggerIf);   // 603.4: "if ~ is untapped"
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, that player draws an additional card.")));
        // 115.1: read and kept; the event player does not produce "becomes the target" yet.
        const AbilityDef* bear = parsed(QStringLiteral("Phantasmal Bear"), 0);
        QVERIFY(bear);
        QCOMPARE(bear->event, TriggerEvent::SelfBecomesTarget);
        QCOMPARE(bear->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(bear->effect[0].object->ref, Selector::Ref::Self);
    }

    void aPermanentYouControlToItsOwnersHand()
    {
        const AbilityDef* serow = parsed(QStringLiteral("Stampeding Serow"), 1);
        QVERIFY(serow);
        QCOMPARE(serow->event, TriggerEvent::YourUpkeep);
        QCOMPARE(serow->effect[0].kind, ActionKind::ReturnToHand);
        QVERIFY(!serow->effect[0].object->isRef());
        QCOMPARE(serow->effect[0].object->controller, Selector::Who::You);
        QVERIFY(serow->targets.isEmpty());   // chosen on resolution, not targeted (115.1)
        // Only a permanent of yours: another player's is left as text.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, return a creature an opponent controls to its owner's hand.")));
    }

    void sacrificeOneOfYours()
    {
        const AbilityDef* appetite = parsed(QStringLiteral("Demonic Appetite"), 2);
        QVERIFY(appetite);
        QCOMPARE(appetite->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(appetite->effect[0].who, QStringLiteral("you"));
        QVERIFY(!appetite->effect[0].object->isRef());
        QVERIFY(appetite->targets.isEmpty());
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, sacrifice a creature an opponent controls.")));
        // Since round 16 (impupkeep16), Lord of the Pit's "a creature other than ~" is read: one of yours
        // that is not the source (701.17a).
        const auto otherThanSelf =
            parser.ability(QStringLiteral("At the beginning of your upkeep, sacrifice a creature other than ~."));
        QVERIFY(otherThanSelf);
        QCOMPARE(otherThanSelf->effect.value(0).kind, ActionKind::Sacrifice);
        QVERIFY(otherThanSelf->effect.at(0).object);
        QVERIFY(otherThanSelf->effect.at(0).object->other);
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY(checked >= 21);
    }

    void theCardReturnsToItsOwnersHand()
    {
        // CR 400.7, 603.10a: Ana's bears enchanted by Demonic Vigor die; the ability finds the card they
        // became in the graveyard and returns it to Ana's hand.
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "vigor", "card": "Demonic Vigor", "timestamp": 2, "attached_to": "bears"})",
            R"({"id": "e1", "move": ["bears"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(object(play, "bears"));
        QCOMPARE(object(play, "bears")->zone, Zone::Hand);
        QCOMPARE(object(play, "vigor")->zone, Zone::Graveyard);   // 704.5m
    }

    void theCardReturnsUnderTheAurasController()
    {
        // CR 400.7, 603.10a: Nico's Dreadmaw, enchanted by Ana's Shade's Form, dies; it returns to the
        // battlefield under Ana's control.
        const Playthrough play = played(R"({"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 1, "owner": "nico"},
            {"id": "form", "card": "Shade\u0027s Form", "timestamp": 2, "attached_to": "maw"})",
            R"({"id": "e1", "move": ["maw"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(object(play, "maw"));
        QCOMPARE(object(play, "maw")->zone, Zone::Battlefield);
        QCOMPARE(object(play, "maw")->controller, QStringLiteral("ana"));
    }

    void oneCreatureOfItsControllerReturns()
    {
        // In Nico's upkeep Nico's Species Gorger returns a creature Nico controls, the Gorger itself,
        // the only one; Ana's Dreadmaw stays.
        const Playthrough play = played(R"({"id": "gorger", "card": "Species Gorger", "timestamp": 1, "owner": "nico"},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(object(play, "gorger"));
        QCOMPARE(object(play, "gorger")->zone, Zone::Hand);
        QCOMPARE(object(play, "maw")->zone, Zone::Battlefield);
    }

    void theControllerSacrificesTheCreatureChosen()
    {
        // CR 701.17a: in Nico's upkeep Demonic Appetite (Nico's, on Nico's Dreadmaw) makes Nico sacrifice
        // one creature Nico controls, the one the scenario chooses; Ana's bears stay.
        const Playthrough play = played(R"({"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 1, "owner": "nico"},
            {"id": "appetite", "card": "Demonic Appetite", "timestamp": 2, "owner": "nico", "attached_to": "maw"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 3, "owner": "nico"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 4})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["nbears"]}})");
        QVERIFY(object(play, "nbears"));
        QCOMPARE(object(play, "nbears")->zone, Zone::Graveyard);
        QCOMPARE(object(play, "maw")->zone, Zone::Battlefield);
        QCOMPARE(object(play, "bears")->zone, Zone::Battlefield);
    }

    void theCardThatDiedReturnsOrIsExiled()
    {
        // CR 603.6c, 400.7: "When ~ dies, return it to its owner's hand / exile it": the card ~ became.
        const AbilityDef* roaches = parsed(QStringLiteral("Endless Cockroaches"), 0);
        QVERIFY(roaches);
        QCOMPARE(roaches->effect[0].kind, ActionKind::ReturnToHand);
        QCOMPARE(roaches->effect[0].object->ref, Selector::Ref::Self);
        Playthrough play = played(R"({"id": "roaches", "card": "Endless Cockroaches", "timestamp": 1})",
            R"({"id": "e1", "move": ["roaches"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(object(play, "roaches"));
        QCOMPARE(object(play, "roaches")->zone, Zone::Hand);
        play = played(R"({"id": "mummy", "card": "Cyclopean Mummy", "timestamp": 1})",
            R"({"id": "e1", "move": ["mummy"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(object(play, "mummy"));
        QCOMPARE(object(play, "mummy")->zone, Zone::Exile);
    }

    void thatPlayerDrawsAnAdditionalCard()
    {
        // CR 504.1, 603.7c: in Nico's draw step Kami of the Crescent Moon (Ana's) makes Nico draw one
        // card more than without it; Ana draws nothing.
        const QByteArray library = R"({"id": "n1", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "n2", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "n3", "card": "Forest", "zone": "library", "owner": "nico"},
            {"id": "a1", "card": "Forest", "zone": "library"})";
        const QByteArray events = R"({"id": "e1", "begin": "draw"}, {"id": "e2", "resolve": "top"})";
        const Playthrough with = played(library + R"(, {"id": "kami", "card": "Kami of the Crescent Moon", "timestamp": 1})", events);
        const Playthrough without = played(library + R"(, {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 1})", events);
        QCOMPARE(handOf(with, "nico"), handOf(without, "nico") + 1);
        QCOMPARE(handOf(with, "ana"), 0);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggerRefs)
#include "tst_importtriggerrefs.moc"
