// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig35.json), round 35: "When ~ dies,
// destroy target creature an opponent controls and you gain 4 life." (Vengeant Vampire: the two instructions in one
// sentence, as the writer joins them back), "When enchanted land is put into a graveyard, you may return ~ from your
// graveyard to your hand." (Genju of the Realm: the land it enchants, a creature or not), "When ~ enters the
// battlefield, if it was kicked, return all other creatures to their owners' hands and you skip your next turn."
// (Waterspout Elemental) and "When ~ dies, return it to the battlefield under its owner's control at the beginning of
// the next end step and you skip your next draw step." (Molten Firebird, Ivory Gargoyle: the return delayed, the skip
// not), and Ayula, Queen Among Bears' mode "Target Bear you control fights target creature you don't control." (a
// target of creature types only). The built-in Grizzly Bears, Forest, Colossal Dreadmaw and Llanowar Elves are the
// other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig35.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig35 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 6);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 608.2c, 701.8a: the destroy of the one target an opponent controls, then the gain, one sentence.
    void vengeantVampireDestroysAndGains()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vengeant Vampire"), 1),
            QStringLiteral("When ~ dies, destroy target creature an opponent controls and you gain 4 life."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Vengeant Vampire"), QStringLiteral("dies")),
            (QList<ActionKind>{ActionKind::Destroy, ActionKind::GainLife}));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Vengeant Vampire"), 1);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(a->effect[1].amount.n, 4);
    }

    // CR 603.10a, 701.8a: Ana's Vengeant Vampire dies; Nico's Grizzly Bears it targets are destroyed and Ana gains 4.
    void vengeantVampirePlayed()
    {
        const QByteArray objects = test::objectJson("vampire", "Vengeant Vampire") + ","
            + test::objectJson("nicobears", "Grizzly Bears", "", "nico") + "," + test::objectJson("anabears", "Grizzly Bears");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "vampire", "to": "graveyard",
            "triggers": {"e1.1": {"targets": ["nicobears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 24);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 603.6c, 603.10a: the permanent the Genju enchants put into a graveyard, whether or not it is a creature
    // (not "dies", 700.4); the writer says the Oracle words.
    void genjuTriggersOnItsLand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Genju of the Realm"), 2),
            QStringLiteral("Whenever enchanted land is put into a graveyard, you may return ~ from your graveyard to your hand."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Genju of the Realm"), 2);
        QVERIFY(a && a->eventFilter);
        QCOMPARE(a->event, TriggerEvent::CardPutIntoGraveyard);
        QCOMPARE(a->eventFilter->ref, Selector::Ref::Attached);
        QVERIFY(a->optional);
    }

    // CR 603.6c, 702.5a: "enchanted Island" (Genju of the Falls, tests/data/import/imptrig35falls.json, whose other
    // ability is not read): the land its Enchant keyword names, which the writer says again.
    void genjuOfTheFallsNamesItsIsland()
    {
        const ImportResult& falls = test::fixtureFile(QStringLiteral("imptrig35falls.json"));
        const AbilityDef* a = test::parsedWith(falls, QStringLiteral("Genju of the Falls"), QStringLiteral("put into a graveyard"));
        QVERIFY(a && a->eventFilter);
        QCOMPARE(a->event, TriggerEvent::CardPutIntoGraveyard);
        QCOMPARE(a->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(test::writtenText(falls, QStringLiteral("Genju of the Falls"), 2),
            QStringLiteral("Whenever enchanted Island is put into a graveyard, you may return ~ from your graveyard to your hand."));
    }

    // CR 603.10a, 704.5m, 113.6m: Ana's Forest with Genju of the Realm goes to her graveyard; the Genju, put there too,
    // returns to her hand (the ability worked on the battlefield: an Aura's trigger on what it enchants leaving).
    // Declined, it stays in the graveyard; another Forest going triggers nothing.
    void genjuOfTheRealmPlayed()
    {
        const QByteArray objects = test::objectJson("forest", "Forest") + "," + test::objectJson("other", "Forest") + ","
            + test::objectJson("genju", "Genju of the Realm", ", \"attached_to\": \"forest\"");
        const QByteArray landGoes = R"({"id": "e1", "move": "forest", "to": "graveyard"}, )";
        Playthrough p = played(objects, landGoes + R"({"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("genju")) == Zone::Hand, qPrintable(test::happened(p)));
        p = played(objects, landGoes + R"({"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("genju")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "other", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("genju")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::refused(p, "e2"), qPrintable(test::happened(p)));
    }

    // CR 608.2c, 614.10: every other creature returned, then Ana's next turn skipped, one sentence after the kicker's
    // intervening "if" (603.4).
    void waterspoutElementalReturnsAndSkips()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Waterspout Elemental"), 2),
            QStringLiteral("When ~ enters, if ~ was kicked, return all other creatures to their owners' hands and you skip "
                           "your next turn."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Waterspout Elemental"), QStringLiteral("kicked")),
            (QList<ActionKind>{ActionKind::ReturnToHand, ActionKind::SkipTurns}));
    }

    // CR 702.33d, 614.10: kicked, Waterspout Elemental returns Ana's Bears and Nico's Dreadmaw to their owners' hands
    // and stays; after Nico's turn 2 turn 3 is his again. Not kicked, nothing returns and turn 3 is Ana's.
    void waterspoutElementalPlayed()
    {
        const QByteArray objects = test::objectJson("ws", "Waterspout Elemental", ", \"zone\": \"hand\"") + ","
            + test::objectJson("anabears", "Grizzly Bears") + "," + test::objectJson("maw", "Colossal Dreadmaw", "", "nico");
        const QByteArray upkeeps = R"(, {"id": "u1", "begin": "upkeep"}, {"id": "u2", "begin": "upkeep"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "ws", "kicked": true}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})" + upkeeps);
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabears")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("maw")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ws")), Zone::Battlefield);
        QVERIFY2(p.finalState.activePlayer() == QLatin1String("nico") && p.finalState.turn == 3, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "cast": "ws"}, {"id": "e2", "resolve": "top"})" + upkeeps);
        QVERIFY2(test::zoneOf(p, QStringLiteral("anabears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("maw")), Zone::Battlefield);
        QVERIFY2(p.finalState.activePlayer() == QLatin1String("ana") && p.finalState.turn == 3, qPrintable(test::happened(p)));
    }

    // CR 603.7, 614.10: ~'s return is a delayed trigger (at the next end step), the skip is done at once; the writer
    // keeps the Oracle order.
    void delayedReturnThenSkip()
    {
        for (const char* card : {"Molten Firebird", "Ivory Gargoyle"}) {
            const QString name = QLatin1String(card);
            QCOMPARE(test::writtenText(fixtures(), name, 1),
                QStringLiteral("When ~ dies, return it to the battlefield under its owner's control at the beginning of the "
                               "next end step and you skip your next draw step."));
            const AbilityDef* a = test::parsedAbility(fixtures(), name, 1);
            QVERIFY2(a && a->effect.size() == 2, card);
            QCOMPARE(a->effect[0].kind, ActionKind::Delayed);
            QCOMPARE(a->effect[0].event, TriggerEvent::EndStep);
            QCOMPARE(a->effect[0].nested.size(), 1);
            QCOMPARE(a->effect[0].nested[0].kind, ActionKind::ReturnToBattlefield);
            QCOMPARE(a->effect[0].nested[0].object->ref, Selector::Ref::Self);
            QCOMPARE(a->effect[0].nested[0].who, QStringLiteral("owner"));
            QCOMPARE(a->effect[1].kind, ActionKind::SkipDrawSteps);
            QVERIFY(a->effect[1].who.isEmpty());
        }
    }

    // CR 603.7c, 400.7, 614.10: Ana's Molten Firebird dies; at the end step it returns to the battlefield, and her
    // draw step of turn 3 is skipped (her library keeps its card). Exiled from her graveyard before the end step, it is
    // a new object and stays in exile.
    void moltenFirebirdPlayed()
    {
        const QByteArray objects = test::objectJson("bird", "Molten Firebird") + test::bears("ana", 1, "library")
            + test::bears("nico", 1, "library");
        const QByteArray dies = R"({"id": "e1", "move": "bird", "to": "graveyard"}, {"id": "e2", "resolve": "top"}, )";
        Playthrough p = played(objects, dies + R"({"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "begin": "main1"}, {"id": "e6", "begin": "main1"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bird")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(p.finalState.activePlayer() == QLatin1String("ana") && p.finalState.turn == 3, qPrintable(test::happened(p)));
        QVERIFY2(test::bearsIn(p, "ana", 1, "library", Zone::Library) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::bearsIn(p, "nico", 1, "library", Zone::Hand) == 1, qPrintable(test::happened(p)));
        QVERIFY(test::happened(p).contains(QLatin1String("skips this draw step (614.10)")));
        p = played(objects, dies + R"({"id": "e3", "move": "bird", "to": "exile"}, {"id": "e4", "begin": "end"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bird")) == Zone::Exile, qPrintable(test::happened(p)));
    }

    // CR 701.14a, 205.3m: "target Bear" names a creature type only; the fight is read, the event player checks that
    // both are creatures as it begins (701.14b).
    void ayulaBearFights()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ayula, Queen Among Bears"), 0),
            QStringLiteral("Whenever another Bear you control enters, choose one —\n• Put two +1/+1 counters on target Bear.\n"
                           "• Target Bear you control fights target creature you don't control."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Ayula, Queen Among Bears"), 0);
        QVERIFY(a);
        QCOMPARE(a->modes.size(), 2);
        const AbilityDef& fight = *a->modes[1];
        QCOMPARE(fight.effect.size(), 1);
        QCOMPARE(fight.effect[0].kind, ActionKind::Fight);
        QCOMPARE(fight.targets.size(), 2);
        QCOMPARE(fight.targets[0].types, quint16(0));
        QCOMPARE(fight.targets[0].subtypes.size(), 1);
        QCOMPARE(fight.targets[0].controller, Selector::Who::You);
    }

    // CR 701.14a, 603.3d: Ana's Grizzly Bears enter beside Ayula; with the second mode they fight Nico's Llanowar
    // Elves, which die, and keep 1 damage. With the first mode they get two +1/+1 counters instead.
    void ayulaPlayed()
    {
        const QByteArray objects = test::objectJson("ayula", "Ayula, Queen Among Bears") + ","
            + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\"") + ","
            + test::objectJson("elves", "Llanowar Elves", "", "nico");
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield",
            "triggers": {"e1.1": {"choices": {"mode": 2}, "targets": ["bears", "elves"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("elves")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 1);
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "battlefield",
            "triggers": {"e1.1": {"choices": {"mode": 1}, "targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("elves")), Zone::Battlefield);
    }
};

QTEST_MAIN(TestImpTrig35)
#include "tst_imptrig35.moc"
