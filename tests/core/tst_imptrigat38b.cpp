// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat38b.json), round 38 (`imptrigat38b`). "At the beginning of your precombat main phase,
// remove all flood counters from Bounty of the Luxa. If no counters were removed this way, put a flood counter on
// Bounty of the Luxa and draw a card. Otherwise, add {C}{G}{U}." (Bounty of the Luxa: the removal of all its counters
// decides which of the two branches after it is done).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat38b.json"));
}

// Nico's precombat main phase begins (the scenario opens in Ana's turn) and the trigger resolves.
const char* nicosMainResolved = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"main1\"}, "
                                "{\"id\": \"e3\", \"resolve\": \"top\"}";

// Nico's Bounty with `counters` (JSON, empty for none) and three cards in his library; his draw step takes one of them.
Playthrough nicosBountyResolves(const char* counters)
{
    const QByteArray bounty = test::objectJson("bounty", "Bounty of the Luxa", counters, "nico");
    return test::playScenario(fixtures(), bounty + test::bears("nico", 3, "library"), nicosMainResolved);
}

}   // namespace

class TestImpTrigAt38b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 122.8, 608.2c: "If no counters were removed this way" is the branch done when the removal of all flood counters
    // removed none, "Otherwise" the one done when it removed some; the counter and the draw are one sentence.
    void bountyReadsTheRemovalAndItsTwoBranches()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Bounty of the Luxa"), 0),
            QStringLiteral("At the beginning of your precombat main phase, remove all flood counters from ~. If no counters were "
                           "removed this way, put a flood counter on ~ and draw a card. Otherwise, add {C}{G}{U}."));
        const AbilityDef* main = test::parsedWith(fixtures(), QStringLiteral("Bounty of the Luxa"), QStringLiteral("precombat"));
        QVERIFY(main);
        QCOMPARE(main->event, TriggerEvent::YourPrecombatMain);
        QCOMPARE(main->effect.size(), 4);
        const Action& removal = main->effect[0];
        QCOMPARE(removal.kind, ActionKind::RemoveCounter);
        QCOMPARE(removal.counters.kind, QStringLiteral("flood"));
        QVERIFY(removal.amountOf && removal.amountOf->kind == Expr::Kind::CountersOnSource);
        QVERIFY(!removal.ifYouDo && !removal.ifYouDont);
        QCOMPARE(main->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(main->effect[1].ifYouDont && !main->effect[1].ifYouDo);
        QCOMPARE(main->effect[2].kind, ActionKind::Draw);
        QVERIFY(main->effect[2].ifYouDont && !main->effect[2].ifYouDo);
        QCOMPARE(main->effect[3].kind, ActionKind::AddMana);
        QVERIFY(main->effect[3].ifYouDo && !main->effect[3].ifYouDont && !main->effect[3].otherwise);
    }

    // CR 122.8, 608.2c: with no flood counter on the Bounty, none is removed: Nico puts one on it and draws a card, and no
    // mana is added.
    void bountyWithoutCountersGetsOneAndDraws()
    {
        const Playthrough p = nicosBountyResolves("");
        QVERIFY2(test::countersOn(p, QStringLiteral("bounty"), QStringLiteral("flood")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Hand), 2);   // the draw step's card and the Bounty's
        QVERIFY2(!test::happened(p).contains(QStringLiteral("add_mana")), qPrintable(test::happened(p)));
    }

    // CR 122.8, 608.2c: with two flood counters, both are removed: no counter is put back and no card drawn; the mana is
    // added instead (shown, as mana is outside what a scenario records).
    void bountyWithCountersLosesThemAndAddsMana()
    {
        const Playthrough p = nicosBountyResolves(", \"counters\": {\"flood\": 2}");
        QVERIFY2(test::countersOn(p, QStringLiteral("bounty"), QStringLiteral("flood")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Hand), 1);   // the draw step's card only
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Library), 2);
        QVERIFY2(test::happened(p).contains(QStringLiteral("add_mana")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt38b)
#include "tst_imptrigat38b.moc"
