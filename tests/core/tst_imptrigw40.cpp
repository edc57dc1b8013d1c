// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw40.json), round 40
// (`imptrigw40`): an attack trigger's "if your team controls another Warrior", your team being you alone outside a team
// game (Sickle Dancer, Bull-Rush Bruiser); "it gets +X/+0 until end of turn, where X is the number of lands defending
// player controls", counted once as the trigger resolves (Terra Ravager).
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
    return test::fixtureFile(QStringLiteral("imptrigw40.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const QString kSickleDancer = QStringLiteral("Sickle Dancer");
const QString kBruiser = QStringLiteral("Bull-Rush Bruiser");
const QString kRavager = QStringLiteral("Terra Ravager");

// Ana's Terra Ravager and one Forest of hers; three Forests of Nico's; the Ravager attacks Nico, then `events`.
Playthrough ravagerAttacks(const QByteArray& events)
{
    return played(test::objectJson("ravager", "Terra Ravager") + ", " + test::objectJson("af", "Forest") + ", "
            + test::objectJson("n1", "Forest", "", "nico") + ", " + test::objectJson("n2", "Forest", "", "nico") + ", "
            + test::objectJson("n3", "Forest", "", "nico") + ", "
            + test::objectJson("n4", "Forest", ", \"zone\": \"hand\"", "nico"),
        "{\"id\": \"e1\", \"attack\": {\"ravager\": \"nico\"}}" + events);
}

}   // namespace

class TestImpTrigW40 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 810.1, 603.4: Strata's games have no teams, so "your team controls another Warrior" is "you control another
    // Warrior", the attack trigger's intervening "if".
    void teamWarriorIsYourOtherWarrior_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("Sickle Dancer") << kSickleDancer
                                       << QStringLiteral("Whenever ~ attacks, if you control another Warrior, ~ gets "
                                                         "+1/+1 until end of turn.");
        QTest::newRow("Bull-Rush Bruiser") << kBruiser
                                           << QStringLiteral("Whenever ~ attacks, if you control another Warrior, ~ "
                                                             "gains first strike until end of turn.");
    }
    void teamWarriorIsYourOtherWarrior()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("your team"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfAttacks);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(a->triggerIf->n, 1);
        QVERIFY(a->triggerIf->filter && a->triggerIf->filter->other);
        QCOMPARE(a->triggerIf->filter->subtypes.size(), 1);
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const AbilityDef& back = *again->front.abilities[0];
        QVERIFY(back.triggerIf && back.triggerIf->kind == Condition::Kind::YouControlAtLeast);
        QVERIFY(back.triggerIf->filter && back.triggerIf->filter->other);
    }

    // CR 603.4, 611.2a: the two Warriors attack together; each one's trigger sees the other, so the Dancer is a 4/3 and
    // the Bruiser has first strike until end of turn.
    void warriorsAttackingTogetherBothTrigger()
    {
        const Playthrough p = played(test::objectJson("dancer", "Sickle Dancer") + ", "
                + test::objectJson("bruiser", "Bull-Rush Bruiser"),
            "{\"id\": \"e1\", \"attack\": {\"dancer\": \"nico\", \"bruiser\": \"nico\"}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")).size(), 2);
        QCOMPARE(test::ptOf(p, QStringLiteral("dancer")), QStringLiteral("4/3"));
        QVERIFY2(test::hasKeyword(p, QStringLiteral("bruiser"), QStringLiteral("First strike")), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("dancer"), QStringLiteral("First strike")));
    }

    // CR 603.4: alone, with only a Grizzly Bears beside it (no other Warrior), the Dancer's ability doesn't trigger.
    void aLoneWarriorDoesNotTrigger()
    {
        const Playthrough p = played(test::objectJson("dancer", "Sickle Dancer") + ", "
                + test::objectJson("bears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"attack\": {\"dancer\": \"nico\", \"bears\": \"nico\"}}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::ptOf(p, QStringLiteral("dancer")), QStringLiteral("3/2"));
    }

    // CR 508.5a, 608.2h: X counts the lands of the player the Ravager attacks, a count of that player's set; the writer
    // says it as printed, and the card format keeps whose lands they are.
    void ravagerCountsTheDefendersLands()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kRavager, QStringLiteral("defending player"));
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfAttacks);
        QCOMPARE(a->effect.size(), 1);
        const Action& pump = a->effect.first();
        QVERIFY(pump.continuous && pump.continuous->affects);
        QCOMPARE(pump.continuous->affects->ref, Selector::Ref::Self);
        QCOMPARE(pump.continuous->ops.size(), 1);
        const Op& op = pump.continuous->ops.first();
        QCOMPARE(op.kind, Op::Kind::ModifyPT);
        QVERIFY(op.power && op.power->kind == Expr::Kind::Count && op.power->selector);
        QCOMPARE(op.power->selector->whose, QStringLiteral("defending_player"));
        QVERIFY(op.power->selector->types != 0 && op.power->selector->controller == Selector::Who::Any);
        QCOMPARE(test::writtenText(fixtures(), kRavager, 0),
            QStringLiteral("Whenever ~ attacks, ~ gets +X/+0 until end of turn, where X is the number of lands defending "
                           "player controls."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kRavager)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const Op& back = again->front.abilities[0]->effect[0].continuous->ops[0];
        QVERIFY(back.power && back.power->selector);
        QCOMPARE(back.power->selector->whose, QStringLiteral("defending_player"));
    }

    // CR 508.5a, 611.2a: Nico, the defending player, controls three lands (Ana one): the Ravager (0/4) is a 3/4 until
    // end of turn.
    void ravagerGetsOneForEachDefendingLand()
    {
        const Playthrough p = ravagerAttacks(", {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::ptOf(p, QStringLiteral("ravager")), QStringLiteral("3/4"));
    }

    // CR 608.2h: X is counted once, as the trigger resolves: a land Nico gets afterwards adds nothing, one he got
    // before it resolved counts.
    void ravagerCountsOnceAsItResolves()
    {
        const Playthrough after = ravagerAttacks(", {\"id\": \"e2\", \"resolve\": \"top\"}, "
                                                 "{\"id\": \"e3\", \"move\": [\"n4\"], \"to\": \"battlefield\"}");
        QCOMPARE(test::zoneOf(after, QStringLiteral("n4")), Zone::Battlefield);
        QCOMPARE(test::ptOf(after, QStringLiteral("ravager")), QStringLiteral("3/4"));
        const Playthrough before = ravagerAttacks(", {\"id\": \"e2\", \"move\": [\"n4\"], \"to\": \"battlefield\"}, "
                                                  "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::ptOf(before, QStringLiteral("ravager")), QStringLiteral("4/4"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW40)
#include "tst_imptrigw40.moc"
