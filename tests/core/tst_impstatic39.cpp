// Static abilities read from real cards' Oracle text (tests/data/import/impstatic39.json), round 39 of the static
// list:
// - Venarian Gold's "Enchanted creature doesn't untap during its controller's untap step if it has a sleep counter on
//   it." A restriction's "if" says "as long as" (611.3a), and "it" is the enchanted creature: the condition is
//   AttachedCountersAtLeast, checked in each untap step (502.3), so the creature untaps again once its last sleep
//   counter is gone. Its entering trigger, "tap enchanted creature and put a number of sleep counters on it equal to
//   the value of X as you cast ~", is said as the writer says it ("… tap enchanted creature. Put X sleep counters on
//   enchanted creature."): an entering trigger's X is the X its spell was cast with (107.3m).
// - Rimescale Dragon's "Creatures with ice counters on them don't untap during their controllers' untap steps.": a
//   counter kind beginning with a vowel, which the writer now says "an ice counter" (122.1, 502.3). Its "Tap target
//   creature and put an ice counter on it" is read since round 40 (tst_impact40).
// Each is read, written back, kept through the card format and played.
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic39.json"));
}

const QString kGold = QStringLiteral("Venarian Gold");
const QString kDragon = QStringLiteral("Rimescale Dragon");

// Ana's Venarian Gold on Nico's tapped Grizzly Bears holding `sleep` sleep counters; then `untapSteps` untap steps
// begin, the first Nico's (each "begin" starts the next turn's), with his upkeep between his untap step and the next.
Playthrough goldOnTappedBears(int sleep, int untapSteps)
{
    const QByteArray counters = sleep > 0 ? ", \"counters\": {\"sleep\": " + QByteArray::number(sleep) + "}" : QByteArray();
    const QByteArray objects = test::objectJson("his", "Grizzly Bears", (", \"tapped\": true" + counters).constData(), "nico")
        + ", " + test::objectJson("gold", "Venarian Gold", ", \"attached_to\": \"his\"");
    QByteArray events;
    for (int i = 1; i <= untapSteps; ++i) {
        if (i > 1)
            events += ", ";
        events += "{\"id\": \"u" + QByteArray::number(i) + "\", \"begin\": \"untap\"}";
    }
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Rimescale Dragon with Nico's tapped Grizzly Bears "iced" (an ice counter on them) and "plain" (none), then
// Nico's untap step.
Playthrough dragonThenNicosUntap()
{
    const QByteArray objects = test::objectJson("dragon", "Rimescale Dragon") + ", "
        + test::objectJson("iced", "Grizzly Bears", ", \"tapped\": true, \"counters\": {\"ice\": 1}", "nico") + ", "
        + test::objectJson("plain", "Grizzly Bears", ", \"tapped\": true", "nico");
    return test::playScenario(fixtures(), objects, "{\"id\": \"u1\", \"begin\": \"untap\"}");
}

// Ana casts Venarian Gold with X = `x` on Nico's untapped Grizzly Bears; the Aura and then its entering trigger
// resolve.
Playthrough goldCastOnBears(int x)
{
    const QByteArray objects = test::objectJson("his", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("gold", "Venarian Gold", ", \"zone\": \"hand\"");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"c1\", \"cast\": \"gold\", \"targets\": [\"his\"], \"choices\": {\"x\": "
            + QByteArray::number(x) + "}}, {\"id\": \"r1\", \"resolve\": \"top\"}, {\"id\": \"r2\", \"resolve\": \"top\"}");
}

}   // namespace

class TestImpStatic39 : public QObject {
    Q_OBJECT
private slots:
    // CR 611.3a, 122.1: the rule applies to the enchanted creature while it has one or more sleep counters on it.
    void venarianGoldReadsTheSleepCounterCondition()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kGold, QStringLiteral("sleep counter on it"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QVERIFY(a->affects);
        QCOMPARE(a->affects->ref, Selector::Ref::Attached);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::DoesntUntap);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::AttachedCountersAtLeast);
        QCOMPARE(a->condition->counterKind, QStringLiteral("sleep"));
        QCOMPARE(a->condition->n, 1);
        QCOMPARE(test::writtenText(fixtures(), kGold, 2),
            QStringLiteral("Enchanted creature doesn't untap during its controller's untap step if it has a sleep "
                           "counter on it."));
    }

    // CR 107.3m, 122.1: the entering trigger taps the enchanted creature and puts X sleep counters on it, X the
    // value the Aura was cast with; the whole card is understood.
    void venarianGoldReadsItsEnteringTrigger()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kGold, QStringLiteral("the value of X"));
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Tap);
        QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
        QCOMPARE(a->effect[1].counters.kind, QStringLiteral("sleep"));
        QCOMPARE(test::writtenText(fixtures(), kGold, 1),
            QStringLiteral("When ~ enters, tap enchanted creature. Put X sleep counters on enchanted creature."));
        const ImportedCard* card = test::findCard(fixtures(), kGold);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 107.3m: cast with X = 2 on Nico's Grizzly Bears, Venarian Gold taps them and puts two sleep counters on them;
    // with X = 0, none.
    void venarianGoldPutsXSleepCounters()
    {
        Playthrough p = goldCastOnBears(2);
        QVERIFY2(test::zoneOf(p, QStringLiteral("gold")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("his"), QStringLiteral("sleep")) == 2, qPrintable(test::happened(p)));
        p = goldCastOnBears(0);
        QVERIFY2(test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("his"), QStringLiteral("sleep")), 0);
    }

    // The abilities survive the card format.
    void venarianGoldThroughCardFormat()
    {
        const ImportedCard* card = test::findCard(fixtures(), kGold);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 4);
        QVERIFY(back->front.abilities[2]->sameStructure(*card->card->front.abilities[2]));
        QVERIFY(back->front.abilities[2]->condition);
        QCOMPARE(back->front.abilities[2]->condition->kind, Condition::Kind::AttachedCountersAtLeast);
        QVERIFY(back->front.abilities[1]->sameStructure(*card->card->front.abilities[1]));
    }

    // CR 502.3, 611.3a: Nico's tapped Grizzly Bears with a sleep counter under Ana's Venarian Gold stay tapped in his
    // untap step; with no sleep counter they untap.
    void sleepingBearsStayTapped()
    {
        Playthrough p = goldOnTappedBears(2, 1);
        QVERIFY2(!test::happened(p).isEmpty(), "the scenario was refused");
        QVERIFY2(test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("his"), QStringLiteral("sleep")) == 2, qPrintable(test::happened(p)));
        p = goldOnTappedBears(0, 1);
        QVERIFY2(!test::happened(p).isEmpty(), "the scenario was refused");
        QVERIFY2(!test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
    }

    // CR 122.1: the rule applies to each creature with one or more ice counters on it, of any controller; the
    // writer says "an ice counter".
    void rimescaleDragonReadsIceCounters()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kDragon, QStringLiteral("ice counters on them"));
        QVERIFY(a);
        QVERIFY(a->affects);
        QCOMPARE(a->affects->withCounter, QStringLiteral("ice"));
        QCOMPARE(a->affects->controller, Selector::Who::Any);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::DoesntUntap);
        QVERIFY(!a->condition);
        QCOMPARE(test::writtenText(fixtures(), kDragon, 2),
            QStringLiteral("Each creature with an ice counter on it doesn't untap during its controller's untap step."));
        const ImportedCard* card = test::findCard(fixtures(), kDragon);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 3);
        QVERIFY(back->front.abilities[2]->sameStructure(*card->card->front.abilities[2]));
    }

    // CR 502.3: in Nico's untap step his Grizzly Bears with an ice counter stay tapped; his other Bears untap.
    void icedCreaturesStayTapped()
    {
        const Playthrough p = dragonThenNicosUntap();
        QVERIFY2(!test::happened(p).isEmpty(), "the scenario was refused");
        QVERIFY2(test::tapped(p, QStringLiteral("iced")), qPrintable(test::happened(p)));
        QVERIFY2(!test::tapped(p, QStringLiteral("plain")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic39)
#include "tst_impstatic39.moc"
