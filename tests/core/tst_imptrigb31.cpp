// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb31.json), round 31
// (`imptrigb31`): "sacrifice a creature. You gain life equal to that creature's toughness" (Doomgape), the
// creature the effect sacrificed as it last existed; "remove a -1/-1 counter from it. If you do, you gain 1
// life" (Exemplar of Strength), done only when a counter was removed; "If you do, untap it and it gains haste
// until end of turn" (Dominus of Fealty), both instructions under the one choice; "put a +1/+1 counter on
// target creature for each 1 life you gained" (Cradle of Vitality), as many as the life gained.
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
    return test::fixtureFile(QStringLiteral("imptrigb31.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Nico's upkeep begins (the scenario opens in Ana's turn) and the trigger resolves, the resolve event naming what she sacrifices (none: the first).
QByteArray upkeepSacrificing(const char* chosen)
{
    const QByteArray choices = *chosen ? QByteArray(", \"choices\": {\"objects\": [\"") + chosen + "\"]}" : QByteArray();
    return "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + choices + "}";
}

}   // namespace

class TestImpTrigB31 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 608.2c, 608.2h: "that creature" after "sacrifice a creature" is the creature sacrificed; the
    // writer says it "the sacrificed creature".
    void doomgapeReadsTheSacrificedCreaturesToughness()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Doomgape"), QStringLiteral("toughness"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(upkeep->effect[0].who, QStringLiteral("you"));
        QCOMPARE(upkeep->effect[1].kind, ActionKind::GainLife);
        QVERIFY(upkeep->effect[1].amountOf);
        QCOMPARE(upkeep->effect[1].amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Doomgape"), 1),
            QStringLiteral("At the beginning of your upkeep, sacrifice a creature. You gain life equal to the sacrificed creature's toughness."));
    }

    // CR 701.17a, 608.2h, 112.7a: Nico sacrifices Craw Wurm (6/4) and gains 4, Grizzly Bears (2/2) and gains
    // 2; with no other creature of his he sacrifices Doomgape itself (not Ana's Bears) and gains its 10 as
    // it last existed.
    void doomgapeGainsTheToughnessOfWhatWasSacrificed()
    {
        const QByteArray objects = test::objectJson("gape", "Doomgape", "", "nico") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico");
        Playthrough p = played(objects, upkeepSacrificing("wurm"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 24);
        p = played(objects, upkeepSacrificing("bears"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 22);
        p = played(test::objectJson("alone", "Doomgape", "", "nico") + ", " + test::objectJson("anas", "Grizzly Bears"), upkeepSacrificing(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("alone")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("anas")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 30);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 122.8, 608.2c: the attack trigger's "it" is ~; "If you do" follows the removal as it follows a choice.
    void exemplarReadsIfYouDoAfterTheRemoval()
    {
        const AbilityDef* attack = test::parsedWith(fixtures(), QStringLiteral("Exemplar of Strength"), QStringLiteral("remove"));
        QVERIFY(attack);
        QCOMPARE(attack->effect.size(), 2);
        QCOMPARE(attack->effect[0].kind, ActionKind::RemoveCounter);
        QCOMPARE(attack->effect[0].counters.kind, QStringLiteral("-1/-1"));
        QVERIFY(attack->effect[0].object && attack->effect[0].object->ref == Selector::Ref::Self);
        QVERIFY(!attack->effect[0].optional);
        QCOMPARE(attack->effect[1].kind, ActionKind::GainLife);
        QVERIFY(attack->effect[1].ifYouDo);
    }

    // CR 122.8, 608.2c: Exemplar of Strength (3/3) with one -1/-1 counter attacks: the counter is removed
    // and Ana gains 1; without a counter nothing is removed and she gains nothing.
    void exemplarGainsLifeOnlyWhenACounterIsRemoved()
    {
        const char* attack = "{\"id\": \"e1\", \"attack\": {\"exemplar\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(test::objectJson("exemplar", "Exemplar of Strength", ", \"counters\": {\"-1/-1\": 1}"), attack);
        QCOMPARE(test::countersOn(p, QStringLiteral("exemplar"), QStringLiteral("-1/-1")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 21);
        p = played(test::objectJson("bare", "Exemplar of Strength"), QByteArray(attack).replace("exemplar", "bare"));
        QVERIFY2(test::happened(p).contains(QStringLiteral("counter to remove")), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 603.5, 608.2c: the untap and the haste are both the "If you do" branch, on the target the
    // optional change of control took; the writer says "untap that permanent. It gains haste …".
    void dominusReadsBothInstructionsUnderTheChoice()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Dominus of Fealty"), QStringLiteral("haste"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 3);
        QVERIFY(upkeep->optional);   // the trigger's own "you may", the first instruction's
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Untap);
        QVERIFY(upkeep->effect[1].ifYouDo);
        QVERIFY(upkeep->effect[1].object && upkeep->effect[1].object->ref == Selector::Ref::Target);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Continuous);
        QVERIFY(upkeep->effect[2].ifYouDo);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dominus of Fealty"), 1),
            QStringLiteral("At the beginning of your upkeep, you may gain control of target permanent until end of turn. "
                           "If you do, untap that permanent. It gains haste until end of turn."));
    }

    // CR 613.1b, 603.5, 608.2c: at Nico's upkeep his Dominus of Fealty takes Ana's tapped Craw Wurm, untaps
    // it and gives it haste; when he chooses not to, the Wurm stays Ana's, tapped and without haste.
    void dominusTakesUntapsAndHastensOnlyWhenChosen()
    {
        const QByteArray objects = test::objectJson("dominus", "Dominus of Fealty", "", "nico") + ", "
            + test::objectJson("wurm", "Craw Wurm", ", \"tapped\": true");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"wurm\"]}}}, ";
        Playthrough p = played(objects, upkeep + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::charsOf(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("wurm"))->controller, QStringLiteral("nico"));
        QVERIFY2(!test::tapped(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("wurm"), QStringLiteral("Haste")));
        p = played(objects, upkeep + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::charsOf(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("wurm"))->controller, QStringLiteral("ana"));
        QVERIFY2(test::tapped(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("wurm"), QStringLiteral("Haste")));
    }

    // CR 119.10, 608.2h: "for each 1 life you gained" is the event's amount ("that many", as the writer says
    // it), the counters on the one target; the payment is the choice "If you do" follows (118.1, 603.5).
    void cradleReadsACounterForEachLifeGained()
    {
        const AbilityDef* gain = test::parsedWith(fixtures(), QStringLiteral("Cradle of Vitality"), QStringLiteral("life you gained"));
        QVERIFY(gain);
        QCOMPARE(gain->targets.size(), 1);
        const Action& counters = gain->effect.last();
        QCOMPARE(counters.kind, ActionKind::PutCounter);
        QVERIFY(counters.ifYouDo);
        QVERIFY(counters.amountOf);
        QCOMPARE(counters.amountOf->kind, Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cradle of Vitality"), 0),
            QStringLiteral("Whenever you gain life, you may pay {1}{W}. If you do, put that many +1/+1 counters on target creature."));
    }

    // CR 119.10, 702.15b: Ana's Vampire Nighthawk deals Nico 2 with lifelink; she gains 2 and her Cradle of
    // Vitality puts two +1/+1 counters on her Grizzly Bears; when she does not pay, none.
    void cradlePutsAsManyCountersAsLifeGained()
    {
        const QByteArray objects = test::objectJson("cradle", "Cradle of Vitality") + ", "
            + test::objectJson("hawk", "Vampire Nighthawk") + ", " + test::objectJson("bears", "Grizzly Bears");
        const QByteArray damage = "{\"id\": \"e1\", \"damage\": [{\"source\": \"hawk\", \"to\": \"nico\", \"amount\": 2}], "
                                  "\"triggers\": {\"e1.1\": {\"targets\": [\"bears\"]}}}, ";
        Playthrough p = played(objects, damage + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("4/4"));
        p = played(objects, damage + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB31)
#include "tst_imptrigb31.moc"
