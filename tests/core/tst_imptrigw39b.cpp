// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw39b.json), round 39
// (`imptrigw39b`): "Whenever ~ becomes the target of a spell or ability, that spell or ability's controller sacrifices
// a land." (Lava Runner): the player the event names is the controller of the spell or ability that targeted ~.
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
    return test::fixtureFile(QStringLiteral("imptrigw39b.json"));
}

const QString kLavaRunner = QStringLiteral("Lava Runner");

// Ana's Lava Runner and a Forest for each player; a Lightning Bolt in `caster`'s hand is cast at `target`, and the
// top of the stack resolves once (the trigger, if there is one, else the Bolt).
QByteArray runnerObjects(const char* caster)
{
    return test::objectJson("runner", "Lava Runner") + ", " + test::objectJson("af", "Forest") + ", "
        + test::objectJson("nf", "Forest", "", "nico") + ", "
        + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", caster);
}

QByteArray boltAt(const char* target)
{
    return QByteArray("{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"") + target
        + "\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

}   // namespace

class TestImpTrigW39b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 115.1, 603.7c, 701.21a: "that spell or ability's controller" is the player the event names, the controller
    // of what targeted ~; that player sacrifices a land of their own.
    void lavaRunnerReadsTheTargetingPlayersSacrifice()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kLavaRunner, QStringLiteral("sacrifices a land"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfBecomesTarget);
        QVERIFY(!a->eventFilter);
        QCOMPARE(a->effect.size(), 1);
        const Action& sacrifice = a->effect.first();
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QCOMPARE(sacrifice.who, QStringLiteral("that_player"));
        QVERIFY(!sacrifice.optional);
        QCOMPARE(test::writtenText(fixtures(), kLavaRunner, 1),
            QStringLiteral("Whenever ~ becomes the target of a spell or ability, that player sacrifices a land."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kLavaRunner)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const AbilityDef& back = *again->front.abilities[1];
        QCOMPARE(back.event, TriggerEvent::SelfBecomesTarget);
        QCOMPARE(back.effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(back.effect[0].who, QStringLiteral("that_player"));
    }

    // CR 115.1, 603.2, 701.21a: on his turn Nico bolts Ana's Lava Runner; the trigger resolves first and Nico, who cast
    // the Bolt, sacrifices his Forest while Ana keeps hers.
    void anOpponentsBoltCostsThatOpponentALand()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), runnerObjects("nico"), boltAt("runner"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Stack);   // the Bolt waits under the trigger
    }

    // CR 115.1, 603.7c: Ana's own Bolt at her Lava Runner makes Ana, the controller of the spell, sacrifice her
    // Forest, though she controls the Runner too.
    void itsControllersOwnSpellCostsItsControllerALand()
    {
        const Playthrough p = test::playScenario(fixtures(), runnerObjects("ana"), boltAt("runner"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Battlefield);
    }

    // CR 603.2: a Bolt at Ana targets a player, not Lava Runner: nothing triggers, the Bolt resolves and both Forests
    // stay.
    void aSpellAtAnotherTargetTriggersNothing()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), runnerObjects("nico"), boltAt("ana"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW39b)
#include "tst_imptrigw39b.moc"
