// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat38.json), round 38 (`imptrigat38`). "At the beginning of your upkeep, sacrifice a
// creature other than Xathrid Demon, then each opponent loses life equal to the sacrificed creature's power. If you
// can't sacrifice a creature, tap Xathrid Demon and you lose 7 life." (Xathrid Demon: the creature the effect
// sacrificed, as it last existed; "If you can't" is about the sacrifice, with the loss after its ", then" between).
// The built-in Ball Lightning is a 6/1 creature.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat38.json"));
}

// Nico's upkeep begins (the scenario opens in Ana's turn) and the trigger resolves; `chosen` names what he sacrifices
// (none: the one the event player picks).
QByteArray nicosUpkeepSacrificing(const char* chosen)
{
    const QByteArray choices = *chosen ? QByteArray(", \"choices\": {\"objects\": [\"") + chosen + "\"]}" : QByteArray();
    return "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + choices + "}";
}

}   // namespace

class TestImpTrigAt38 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 701.17a, 608.2c, 608.2h: "the sacrificed creature" of a triggered ability (which has no cost) is the one
    // the effect's sacrifice just before took; "If you can't sacrifice a creature" is that sacrifice failing, so the
    // tap and the loss are both in the branch, past the loss after ", then".
    void xathridDemonReadsTheSacrificeAndItsBranch()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Xathrid Demon"), 2),
            QStringLiteral("At the beginning of your upkeep, sacrifice another creature, then each opponent loses life equal to "
                           "the sacrificed creature's power. If you can't, tap ~ and you lose 7 life."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Xathrid Demon"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 4);
        const Action& sacrifice = upkeep->effect[0];
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QCOMPARE(sacrifice.who, QStringLiteral("you"));
        QVERIFY(sacrifice.object && sacrifice.object->other);
        QCOMPARE(sacrifice.object->types, quint16(CardType::Creature));
        const Action& loss = upkeep->effect[1];
        QCOMPARE(loss.kind, ActionKind::LoseLife);
        QCOMPARE(loss.who, QStringLiteral("each_opponent"));
        QVERIFY(loss.then);
        QVERIFY(loss.amountOf && loss.amountOf->kind == Expr::Kind::PowerOfSacrificed);
        QVERIFY(!loss.ifYouDont);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Tap);
        QVERIFY(upkeep->effect[2].object && upkeep->effect[2].object->ref == Selector::Ref::Self);
        QVERIFY(upkeep->effect[2].ifYouDont);
        QCOMPARE(upkeep->effect[3].kind, ActionKind::LoseLife);
        QVERIFY(upkeep->effect[3].who.isEmpty());
        QCOMPARE(upkeep->effect[3].amount.n, 7);
        QVERIFY(upkeep->effect[3].ifYouDont);
    }

    // CR 701.17a, 608.2h, 112.7a: Nico sacrifices Ball Lightning (6/1) at his upkeep and Ana loses 6, its power as it
    // last existed; the sacrifice happened, so the Demon isn't tapped and Nico loses nothing.
    void xathridDemonDrainsThePowerOfWhatWasSacrificed()
    {
        const QByteArray objects = test::objectJson("demon", "Xathrid Demon", "", "nico") + ", "
            + test::objectJson("ball", "Ball Lightning", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing("ball"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("ball")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("demon")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 14);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QVERIFY(!test::tapped(p, QStringLiteral("demon")));
        p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing("bears"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.17a, 608.2c: with no creature but the Demon (Ana's Bears aren't his to sacrifice) Nico can't sacrifice
    // one: Ana loses nothing, the Demon stays and is tapped, and Nico loses 7.
    void xathridDemonTapsAndCostsSevenWhenNothingCanBeSacrificed()
    {
        const QByteArray objects = test::objectJson("demon", "Xathrid Demon", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("demon")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("demon")), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 13);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt38)
#include "tst_imptrigat38.moc"
