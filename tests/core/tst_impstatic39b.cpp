// Round 39 (impstatic39b): a wrong reading mended. "When ~ enters, tap target creature. Put a +1/+1 counter on it."
// was read with the counter on ~; "it" is the target the sentence before names (608.2c), as in Mark of Mutiny's
// activated "Gain control of target creature …. Put a +1/+1 counter on it". No real card in cards-dev.json prints
// the shape: the fixture tests/data/import/impstatic39b.json holds three MADE-UP cards, not real Oracle text: "Test
// Binder of Strata" (an entering trigger) and "Test Raider of Strata" (an attack trigger) are read, written back, kept
// through the card format, and the entering trigger is played; "Test Warden of Strata" puts its counter "on it at
// end of combat" after a target, which a delayed trigger can't name, so it is not read (rather than read on ~).
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic39b.json"));
}

const QString kBinder = QStringLiteral("Test Binder of Strata");
const QString kRaider = QStringLiteral("Test Raider of Strata");
const QString kWarden = QStringLiteral("Test Warden of Strata");

// Ana's Binder enters from her hand; its trigger targets Nico's untapped Grizzly Bears and resolves.
Playthrough binderEntersTargetingBears()
{
    const QByteArray objects = test::objectJson("binder", "Test Binder of Strata", ", \"zone\": \"hand\"") + ", "
        + test::objectJson("his", "Grizzly Bears", "", "nico");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"move\": \"binder\", \"to\": \"battlefield\", \"triggers\": "
        "{\"e1.1\": {\"targets\": [\"his\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
}

// The ability's two actions: the target tapped, then the counter put on that same target (ref Target), not on ~.
void checkTapThenCounterOnTarget(const AbilityDef* a)
{
    QVERIFY(a);
    QCOMPARE(a->kind, AbilityDef::Kind::Triggered);
    QCOMPARE(a->targets.size(), 1);
    QCOMPARE(a->effect.size(), 2);
    QCOMPARE(a->effect[0].kind, ActionKind::Tap);
    QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
    QVERIFY(a->effect[1].object);
    QCOMPARE(a->effect[1].object->ref, Selector::Ref::Target);
    QCOMPARE(a->effect[1].counters.kind, QStringLiteral("+1/+1"));
}

}   // namespace

class TestImpStatic39b : public QObject {
    Q_OBJECT
private slots:
    // CR 608.2c: "it" after "tap target creature." is that target; the writer names it "that creature".
    void enteringTriggerPutsTheCounterOnTheTarget()
    {
        checkTapThenCounterOnTarget(test::parsedWith(fixtures(), kBinder, QStringLiteral("counter on it")));
        QCOMPARE(test::writtenText(fixtures(), kBinder, 0),
            QStringLiteral("When ~ enters, tap target creature. Put a +1/+1 counter on that creature."));
    }

    // CR 608.2c: the same in an attack trigger.
    void attackTriggerPutsTheCounterOnTheTarget()
    {
        checkTapThenCounterOnTarget(test::parsedWith(fixtures(), kRaider, QStringLiteral("counter on it")));
        QCOMPARE(test::writtenText(fixtures(), kRaider, 0),
            QStringLiteral("Whenever ~ attacks, tap target creature. Put a +1/+1 counter on that creature."));
    }

    // CR 608.2c: "it at end of combat" after "tap target creature." is the target, not ~ (Wicker Warcrawler's
    // "put a -1/-1 counter on it at end of combat" names ~ only with no target before it): the ability is not read.
    void delayedCounterAfterATargetIsNotRead()
    {
        QVERIFY(!test::parsedWith(fixtures(), kWarden, QStringLiteral("at end of combat")));
        const ImportedCard* card = test::findCard(fixtures(), kWarden);
        QVERIFY(card);
        QVERIFY(card->status != CardStatus::Understood);
    }

    // The reading survives the card format.
    void throughCardFormat()
    {
        for (const QString& name : {kBinder, kRaider}) {
            const ImportedCard* card = test::findCard(fixtures(), name);
            QVERIFY(card);
            QCOMPARE(card->status, CardStatus::Understood);
            QString why;
            const CardPtr back = test::throughCardFormat(*card->card, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->front.abilities.size(), 1);
            QVERIFY(back->front.abilities[0]->sameStructure(*card->card->front.abilities[0]));
            QCOMPARE(back->front.abilities[0]->effect[1].object->ref, Selector::Ref::Target);
        }
    }

    // CR 608.2c, 122.1: the Binder enters targeting Nico's Grizzly Bears: they are tapped and get the +1/+1 counter;
    // the Binder gets none.
    void binderCountersTheTappedTarget()
    {
        const Playthrough p = binderEntersTargetingBears();
        QVERIFY2(test::tapped(p, QStringLiteral("his")), qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("his"), QStringLiteral("+1/+1")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("binder"), QStringLiteral("+1/+1")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic39b)
#include "tst_impstatic39b.moc"
