// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw39b.json), round 39
// (`imptrigw39b`): "Whenever ~ becomes the target of a spell or ability, that spell or ability's controller sacrifices
// a land." (Lava Runner): the player the event names is the controller of the spell or ability that targeted ~; "When
// a creature attacks you or a planeswalker you control, if ~ has defender, it loses defender and gains trample."
// (Guardian of the Ages): the older "When" head, an intervening "if" of ~'s own keyword, and a change with no duration,
// which lasts (611.2a); "Whenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it."
// (Ferocity): two events of one creature, "it" that creature either way; "Whenever enchanted creature becomes the
// target of a spell or ability, that spell or ability's controller gains control of that creature." (Fractured
// Loyalty): the targeting player gains the enchanted creature for good.
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

const QString kGuardian = QStringLiteral("Guardian of the Ages");

// On Nico's turn: Ana's Guardian of the Ages, and Nico's creatures `attackers` (Grizzly Bears) attack Ana; `then`
// follows.
Playthrough guardianPlayed(const QList<const char*>& attackers, const QByteArray& then)
{
    QByteArray objects = test::objectJson("guardian", "Guardian of the Ages");
    QByteArray attack;
    for (const char* id : attackers) {
        objects += ", " + test::objectJson(id, "Grizzly Bears", "", "nico");
        attack += QByteArray(attack.isEmpty() ? "" : ", ") + "\"" + id + "\": \"ana\"";
    }
    return test::playScenarioOnNicosTurn(fixtures(), objects, "{\"id\": \"e1\", \"attack\": {" + attack + "}}" + then);
}

const QString kFerocity = QStringLiteral("Ferocity");

// Ana's Grizzly Bears enchanted with Ferocity and Nico's Bears; `events` follow (on Nico's turn with `nicosTurn`).
Playthrough ferocityPlayed(bool nicosTurn, const QByteArray& events)
{
    const QByteArray objects = test::objectJson("ab", "Grizzly Bears") + ", "
        + test::objectJson("fer", "Ferocity", ", \"attached_to\": \"ab\"") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico");
    return nicosTurn ? test::playScenarioOnNicosTurn(fixtures(), objects, events) : test::playScenario(fixtures(), objects, events);
}

const QString kLoyalty = QStringLiteral("Fractured Loyalty");

// Ana's Grizzly Bears enchanted with Fractured Loyalty, Nico's Bears; a Lightning Bolt in `caster`'s hand is cast at
// `target` and the top of the stack resolves once (on Nico's turn when he casts it).
Playthrough loyaltyPlayed(const char* caster, const char* target)
{
    const QByteArray objects = test::objectJson("ab", "Grizzly Bears") + ", "
        + test::objectJson("fl", "Fractured Loyalty", ", \"attached_to\": \"ab\"") + ", "
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", caster);
    return QByteArray(caster) == "nico" ? test::playScenarioOnNicosTurn(fixtures(), objects, boltAt(target))
                                        : test::playScenario(fixtures(), objects, boltAt(target));
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QString::fromLatin1(id));   // layer 2 applied (613.1b)
    return c ? c->controller : QString();
}

}   // namespace

class TestImpTrigW39b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

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

    // CR 603.1, 603.4, 702.3b, 611.2a: "When a creature attacks you …" is the event "whenever" names; "if ~ has
    // defender" is ~'s own keyword, its intervening "if"; "it" is ~, the condition's subject; the change states no
    // duration, so it lasts.
    void guardianReadsItsOwnDefenderAndALastingChange()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kGuardian, QStringLiteral("loses defender"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::CreatureAttacksYou);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::SelfIs);
        QVERIFY(a->triggerIf->filter);
        QCOMPARE(a->triggerIf->filter->hasKeyword, QStringLiteral("Defender"));
        QCOMPARE(a->effect.size(), 1);
        const Action& change = a->effect.first();
        QCOMPARE(change.kind, ActionKind::Continuous);
        QVERIFY(change.continuous && change.continuous->affects);
        QCOMPARE(change.continuous->affects->ref, Selector::Ref::Self);
        QCOMPARE(change.continuous->duration, Duration::Indefinite);
        QCOMPARE(change.continuous->ops.size(), 2);
        QCOMPARE(change.continuous->ops[0].kind, Op::Kind::LoseAbilities);
        QCOMPARE(change.continuous->ops[1].kind, Op::Kind::AddAbilities);
        QCOMPARE(test::writtenText(fixtures(), kGuardian, 1),
            QStringLiteral("Whenever a creature attacks you or a planeswalker you control, if ~ has defender, ~ loses "
                           "defender and gains trample."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kGuardian)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const AbilityDef& back = *again->front.abilities[1];
        QVERIFY(back.triggerIf && back.triggerIf->filter);
        QCOMPARE(back.triggerIf->filter->hasKeyword, QStringLiteral("Defender"));
        QCOMPARE(back.effect[0].continuous->duration, Duration::Indefinite);
    }

    // CR 508.1, 603.2, 613.1f, 611.2a: Nico's Bears attacks Ana; the trigger resolves and the Guardian loses defender and
    // has trample, still in Ana's next turn.
    void anAttackTurnsTheGuardianIntoATrampler()
    {
        const Playthrough p = guardianPlayed({"nb"}, ", {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::hasKeyword(p, QStringLiteral("guardian"), QStringLiteral("Trample")), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("guardian"), QStringLiteral("Defender")));
        const Playthrough later = guardianPlayed({"nb"}, ", {\"id\": \"e2\", \"resolve\": \"top\"}, "
                                                         "{\"id\": \"e3\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::hasKeyword(later, QStringLiteral("guardian"), QStringLiteral("Trample")), qPrintable(test::happened(later)));
        QVERIFY(!test::hasKeyword(later, QStringLiteral("guardian"), QStringLiteral("Defender")));
        const Playthrough before = guardianPlayed({"nb"}, "");
        QVERIFY(test::hasKeyword(before, QStringLiteral("guardian"), QStringLiteral("Defender")));
        QVERIFY(!test::hasKeyword(before, QStringLiteral("guardian"), QStringLiteral("Trample")));
    }

    // CR 603.2, 603.4: two Bears attack, so it triggers twice; once the first has resolved the Guardian has no defender,
    // and the second does nothing, its "if" false on resolution: one continuous effect only.
    void theSecondTriggerFindsNoDefender()
    {
        const Playthrough two = guardianPlayed({"nb", "nb2"},
            ", {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        const QString log = test::happened(two);
        QCOMPARE(log.count(QStringLiteral("a continuous effect")), 1);
        QVERIFY2(log.contains(QStringLiteral("intervening \"if\" is false on resolution")), qPrintable(log));
        QVERIFY(test::hasKeyword(two, QStringLiteral("guardian"), QStringLiteral("Trample")));
    }

    // CR 603.2, 509.2a, 509.3c, 603.7c: two events joined by "or", the enchanted creature's block and its becoming
    // blocked; "it" is that creature either way, the subject said once.
    void ferocityReadsBothEventsOfTheEnchantedCreature()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kFerocity, QStringLiteral("becomes blocked"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::Blocks);
        QVERIFY(a->eventFilter && a->eventFilter->ref == Selector::Ref::Attached);
        QVERIFY(a->orEvent);
        QCOMPARE(a->orEvent->event, TriggerEvent::BecomesBlocked);
        QVERIFY(a->orEvent->eventFilter && a->orEvent->eventFilter->ref == Selector::Ref::Attached);
        QVERIFY(a->optional);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(test::writtenText(fixtures(), kFerocity, 1),
            QStringLiteral("Whenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on it."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kFerocity)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const AbilityDef& back = *again->front.abilities[1];
        QVERIFY(back.orEvent);
        QCOMPARE(back.orEvent->event, TriggerEvent::BecomesBlocked);
    }

    // CR 509.2a, 122.1a: on Nico's turn Ana's enchanted Bears blocks Nico's Bears and gets the +1/+1 counter; Nico's
    // Bears gets none.
    void theEnchantedBlockerGetsACounter()
    {
        const Playthrough p = ferocityPlayed(true, "{\"id\": \"e1\", \"attack\": {\"nb\": \"ana\"}}, "
                                                   "{\"id\": \"e2\", \"block\": {\"ab\": [\"nb\"]}}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::countersOn(p, QStringLiteral("ab")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("nb")), 0);
    }

    // CR 509.3c, 603.5: on Ana's turn her enchanted Bears attacks and Nico's Bears blocks it: it gets the counter;
    // declined, none; unblocked, nothing triggers.
    void theEnchantedAttackerBlockedGetsACounter()
    {
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"ab\": \"nico\"}}, ";
        const QByteArray blocked = attack + "{\"id\": \"e2\", \"block\": {\"nb\": [\"ab\"]}}, {\"id\": \"e3\", \"resolve\": \"top\"";
        const Playthrough p = ferocityPlayed(false, blocked + "}");
        QCOMPARE(test::countersOn(p, QStringLiteral("ab")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("nb")), 0);
        const Playthrough declined = ferocityPlayed(false, blocked + ", \"may\": false}");
        QCOMPARE(test::countersOn(declined, QStringLiteral("ab")), 0);
        const Playthrough waiting = ferocityPlayed(false, attack + "{\"id\": \"e2\", \"block\": {\"nb\": [\"ab\"]}}");
        QCOMPARE(waiting.finalState.stack.size(), 1);
        const Playthrough unblocked = ferocityPlayed(false, attack + "{\"id\": \"e2\", \"block\": {}}");
        QCOMPARE(unblocked.finalState.stack.size(), 0);
        QCOMPARE(test::countersOn(unblocked, QStringLiteral("ab")), 0);
    }

    // CR 115.1, 603.7c, 613.1b, 611.2a: "that spell or ability's controller" is the player the event names; "that
    // creature" is the event's creature, given to that player for good (the effect is that player's).
    void fracturedLoyaltyReadsControlGivenToTheTargetingPlayer()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kLoyalty, QStringLiteral("gains control"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::BecomesTarget);
        QVERIFY(a->eventFilter && a->eventFilter->ref == Selector::Ref::Attached);
        QCOMPARE(a->effect.size(), 1);
        const Action& given = a->effect.first();
        QCOMPARE(given.kind, ActionKind::Continuous);
        QCOMPARE(given.who, QStringLiteral("that_player"));
        QVERIFY(given.continuous && given.continuous->affects);
        QCOMPARE(given.continuous->affects->ref, Selector::Ref::It);
        QCOMPARE(given.continuous->duration, Duration::Indefinite);
        QCOMPARE(given.continuous->ops.first().kind, Op::Kind::GainControl);
        QCOMPARE(test::writtenText(fixtures(), kLoyalty, 1),
            QStringLiteral("Whenever enchanted creature becomes the target of a spell or ability, that player gains control "
                           "of that creature."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kLoyalty)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const Action& back = again->front.abilities[1]->effect[0];
        QCOMPARE(back.who, QStringLiteral("that_player"));
        QCOMPARE(back.continuous->affects->ref, Selector::Ref::It);
    }

    // CR 115.1, 613.1b: Nico targets Ana's enchanted Bears with Lightning Bolt; the trigger resolves first and Nico
    // controls the Bears, the Bolt still waiting. Ana's own Bolt leaves it hers; a Bolt at Nico's Bears changes nothing.
    void theTargetingPlayerGainsTheEnchantedCreature()
    {
        const Playthrough p = loyaltyPlayed("nico", "ab");
        QCOMPARE(controllerOf(p, "ab"), QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Stack);
        const Playthrough own = loyaltyPlayed("ana", "ab");
        QCOMPARE(controllerOf(own, "ab"), QStringLiteral("ana"));
        const Playthrough other = loyaltyPlayed("nico", "nb");
        QCOMPARE(controllerOf(other, "ab"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(other, "nb"), QStringLiteral("nico"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW39b)
#include "tst_imptrigw39b.moc"
