// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb27.json), round 27
// (`imptrigb27`): "you gain 1 life for each card in target opponent's hand" (Gerrard Capashen), "that player
// puts that many cards from the top of their library into their graveyard" after combat damage (Crosstown
// Courier), "defending player discards all the cards in their hand, then draws that many cards" (Robber Fly),
// and the sets of the player dealt damage: "that player loses 1 life for each artifact they control"
// (Emissary of Despair), "you gain 1 life for each artifact that player controls" (Emissary of Hope); and a
// sentence's "Then" before an instruction (Assemble the Legion).
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
    return test::fixtureFile(QStringLiteral("imptrigb27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's creature `id` attacks Nico unblocked, deals its combat damage, and its trigger resolves.
QByteArray unblockedHit(const char* id)
{
    return QByteArray(R"({"id": "e1", "attack": {")") + id + R"(": "nico"}}, {"id": "e2", "block": {}},
        {"id": "e3", "begin": "combat_damage"}, {"id": "e4", "resolve": "top"})";
}

}   // namespace

class TestImpTrigB27 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 608.2h, 115.1: Gerrard's gain counts the hand of its one player target as it resolves.
    void gerrardCountsTheTargetsHand()
    {
        const AbilityDef* gerrard
            = test::parsedWith(fixtures(), QStringLiteral("Gerrard Capashen"), QStringLiteral("upkeep"));
        QVERIFY(gerrard);
        QCOMPARE(gerrard->targets.size(), 1);
        QCOMPARE(gerrard->targets.first().controller, Selector::Who::Opponent);
        const Action& gain = gerrard->effect.first();
        QCOMPARE(gain.kind, ActionKind::GainLife);
        QVERIFY(gain.amountOf);
        QCOMPARE(gain.amountOf->kind, Expr::Kind::CardsInHand);
        QCOMPARE(gain.amountOf->who, QStringLiteral("target_player"));
    }

    // CR 608.2h, 115.1: at Nico's upkeep his Gerrard Capashen targets Ana, who holds three cards: he gains 3
    // life; with her hand empty he gains none.
    void gerrardGainsForEachCardInTheOpponentsHand()
    {
        const QByteArray gerrard = test::objectJson("gerrard", "Gerrard Capashen", "", "nico");
        const QByteArray upkeep = R"({"id": "e1", "begin": "upkeep", "triggers": {"e1.1": {"targets": ["ana"]}}},
            {"id": "e2", "resolve": "top"})";
        Playthrough p = played(gerrard + test::bears("ana", 3, "hand"), upkeep);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("gerrard:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 23, qPrintable(test::happened(p)));
        p = played(gerrard, upkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 510.2, 701.13a, 603.7c: Crosstown Courier deals 2 combat damage to Nico, who mills that many: two of
    // his three library cards go to his graveyard.
    void crosstownCourierMillsTheDamageDealt()
    {
        const Playthrough p = played(
            test::objectJson("courier", "Crosstown Courier") + test::bears("nico", 3, "library"), unblockedHit("courier"));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("courier:1")});
        QVERIFY2(test::bearsIn(p, "nico", 3, "library", Zone::Graveyard) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Library), 1);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 509.3c, 508.5a, 608.2c: Nico blocks Robber Fly with Birds of Paradise (702.9b); he, the defending player, discards his two cards and
    // draws two from his library of three.
    void robberFlyMakesTheDefenderDiscardAndDraw()
    {
        const QByteArray objects = test::objectJson("fly", "Robber Fly") + ", "
            + test::objectJson("blocker", "Birds of Paradise", "", "nico") + test::bears("nico", 2, "hand")
            + test::bears("nico", 3, "library");
        const Playthrough p = played(objects, R"({"id": "e1", "attack": {"fly": "nico"}},
            {"id": "e2", "block": {"blocker": ["fly"]}}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("fly:2")});
        QVERIFY2(test::bearsIn(p, "nico", 2, "hand", Zone::Graveyard) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Hand), 2);
        QCOMPARE(test::bearsIn(p, "nico", 3, "library", Zone::Library), 1);
    }

    // CR 603.7c, 608.2h: the Emissaries count the artifacts of the player dealt combat damage, not Ana's.
    void emissariesCountTheArtifactsOfThePlayerDealtDamage()
    {
        const AbilityDef* hope
            = test::parsedWith(fixtures(), QStringLiteral("Emissary of Hope"), QStringLiteral("artifact"));
        QVERIFY(hope);
        QVERIFY(hope->effect.first().amountOf && hope->effect.first().amountOf->selector);
        QCOMPARE(hope->effect.first().amountOf->selector->whose, QStringLiteral("that_player"));
        const QByteArray artifacts = ", " + test::objectJson("anas", "Bonesplitter") + ", "
            + test::objectJson("nicos1", "Bonesplitter", "", "nico") + ", "
            + test::objectJson("nicos2", "Darksteel Citadel", "", "nico");
        Playthrough p = played(test::objectJson("despair", "Emissary of Despair") + artifacts, unblockedHit("despair"));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 16, qPrintable(test::happened(p)));   // 2 damage, 2 life
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = played(test::objectJson("hope", "Emissary of Hope") + artifacts, unblockedHit("hope"));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 608.2c, 122.1: at Nico's upkeep Assemble the Legion gets its second muster counter, then makes a
    // Soldier for each counter it has now: two tokens beside it, not one.
    void assembleTheLegionCountsTheCounterItJustPut()
    {
        const Playthrough p = played(test::objectJson("legion", "Assemble the Legion", R"(, "counters": {"muster": 1})", "nico"),
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("legion"), QStringLiteral("muster")) == 2, qPrintable(test::happened(p)));
        QVERIFY2(test::idsIn(p.finalState, Zone::Battlefield).size() == 3, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB27)
#include "tst_imptrigb27.moc"
