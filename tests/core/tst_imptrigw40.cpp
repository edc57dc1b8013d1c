// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw40.json), round 40
// (`imptrigw40`): an attack trigger's "if your team controls another Warrior", your team being you alone outside a team
// game (Sickle Dancer, Bull-Rush Bruiser).
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

}   // namespace

class TestImpTrigW40 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

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
};

QTEST_GUILESS_MAIN(TestImpTrigW40)
#include "tst_imptrigw40.moc"
