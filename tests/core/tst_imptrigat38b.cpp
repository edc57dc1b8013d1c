// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat38b.json), round 38 (`imptrigat38b`). "At the beginning of your precombat main phase,
// remove all flood counters from Bounty of the Luxa. If no counters were removed this way, put a flood counter on
// Bounty of the Luxa and draw a card. Otherwise, add {C}{G}{U}." (Bounty of the Luxa: the removal of all its counters
// decides which of the two branches after it is done). "At the beginning of your upkeep, the player with the lowest life
// total gains control of Loxodon Peacekeeper. If two or more players are tied for lowest life total, you choose one of
// them, and that player gains control of Loxodon Peacekeeper." (Loxodon Peacekeeper: one change of control, given to
// that player as it resolves).
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

// Nico's Peacekeeper at the beginning of his upkeep (the scenario opens in Ana's turn), Ana's and Nico's life as
// `anaLife` and `nicoLife`; `choice` is the resolve event's `choices` (empty for none).
Playthrough nicosPeacekeeperResolves(int anaLife, int nicoLife, const QByteArray& choice = {})
{
    const QByteArray objects = test::objectJson("keeper", "Loxodon Peacekeeper", "", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + choice + "}";
    const QByteArray json = test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife),
        ", \"life\": " + QByteArray::number(nicoLife));
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QString::fromLatin1(id));
    return c ? c->controller : QString();
}

}   // namespace

class TestImpTrigAt38b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

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

    // CR 613.1b, 611.2a, 608.2h: "the player with the lowest life total" is found as the ability resolves and gains
    // control of ~ for good; the tie sentence is part of that one change of control.
    void peacekeeperReadsOneChangeOfControl()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Loxodon Peacekeeper"), 0),
            QStringLiteral("At the beginning of your upkeep, the player with the lowest life total gains control of ~. If two or "
                           "more players are tied for lowest life total, you choose one of them, and that player gains control "
                           "of ~."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Loxodon Peacekeeper"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& given = upkeep->effect.first();
        QCOMPARE(given.kind, ActionKind::Continuous);
        QCOMPARE(given.who, QStringLiteral("lowest_life"));
        QVERIFY(given.continuous && given.continuous->duration == Duration::Indefinite);
        QCOMPARE(given.continuous->ops.size(), 1);
        QCOMPARE(given.continuous->ops.first().kind, Op::Kind::GainControl);
    }

    // CR 613.1b, 611.2a: at Nico's upkeep, Ana with less life gains control of his Peacekeeper; with more, Nico keeps it.
    void peacekeeperGoesToTheLowestLife()
    {
        Playthrough p = nicosPeacekeeperResolves(15, 20);
        QVERIFY2(controllerOf(p, "keeper") == QStringLiteral("ana"), qPrintable(test::happened(p)));
        p = nicosPeacekeeperResolves(20, 10);
        QVERIFY2(controllerOf(p, "keeper") == QStringLiteral("nico"), qPrintable(test::happened(p)));
    }

    // CR 613.1b: tied for the lowest life total, the player Nico (its controller) chooses gains control of it.
    void peacekeeperOnATieGoesToTheChosenPlayer()
    {
        Playthrough p = nicosPeacekeeperResolves(20, 20, ", \"choices\": {\"player\": \"ana\"}");
        QVERIFY2(controllerOf(p, "keeper") == QStringLiteral("ana"), qPrintable(test::happened(p)));
        p = nicosPeacekeeperResolves(20, 20, ", \"choices\": {\"player\": \"nico\"}");
        QVERIFY2(controllerOf(p, "keeper") == QStringLiteral("nico"), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt38b)
#include "tst_imptrigat38b.moc"
