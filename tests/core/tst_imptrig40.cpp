// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig40.json), round 40: "When ~ leaves the
// battlefield, each player returns to their hand all cards they own exiled with ~." (Parallax Nexus) is the return of
// the cards linked to ~ to their owners' hands. "When ~ enters the battlefield, sacrifice it unless you pay {1} for each card
// in your hand." (Megatherium) is a mana payment counted as it resolves. The built-in Grizzly Bears and Forest are the other cards the
// scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig40.json"));
}

// Ana's Parallax Nexus with a fade counter; Nico's Grizzly Bears card nb and Ana's Forest card af were exiled with it,
// Nico's Forest card nf by something else (no link). Then the `events`.
Playthrough nexusWithExiles(const QByteArray& events)
{
    return test::playScenario(fixtures(),
        test::objectJson("nexus", "Parallax Nexus", ", \"counters\": {\"fade\": 1}") + ","
            + test::objectJson("nb", "Grizzly Bears", ", \"zone\": \"exile\", \"exiled_with\": \"nexus\"", "nico") + ","
            + test::objectJson("af", "Forest", ", \"zone\": \"exile\", \"exiled_with\": \"nexus\"") + ","
            + test::objectJson("nf", "Forest", ", \"zone\": \"exile\"", "nico") + ","
            + test::objectJson("nh", "Grizzly Bears", ", \"zone\": \"hand\"", "nico"),
        events);
}

// Ana's Megatherium enters from her hand beside `inHand` Forest cards in her hand; its trigger resolves with `resolve`'s
// keys.
Playthrough megatheriumEnters(int inHand, const QByteArray& resolve = {})
{
    QByteArray objects = test::objectJson("mega", "Megatherium", ", \"zone\": \"hand\"");
    for (int i = 0; i < inHand; ++i)
        objects += "," + test::objectJson(QByteArray("f" + QByteArray::number(i)).constData(), "Forest", ", \"zone\": \"hand\"");
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"move\": [\"mega\"], \"to\": \"battlefield\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + resolve + "}");
}

}   // namespace

class TestImpTrig40 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Parallax Nexus", "Megatherium"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
    }

    // CR 607.2a, 400.3: each player returning the cards they own that are linked to ~ is each card going to its
    // owner's hand: the leaves trigger returns the cards exiled with ~, no choice made.
    void parallaxNexusReadsTheReturnOfItsExiles()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Parallax Nexus"), 2),
            QStringLiteral("When ~ leaves the battlefield, return the exiled cards to their owners' hands."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Parallax Nexus"), 2);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfLeaves);
        QVERIFY(!a->optional);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::ReturnToHand);
        QVERIFY(a->effect[0].object);
        QCOMPARE(a->effect[0].object->ref, Selector::Ref::ExiledWithSource);
    }

    // CR 607.2a, 400.3, 603.6c: when ~ leaves the battlefield, the cards exiled with it go to their owners' hands (a hand
    // is its owner's, 400.3), Nico's Bears and Ana's Forest; Nico's Forest, exiled by something else, stays in exile.
    void parallaxNexusReturnsEachCardToItsOwner()
    {
        const Playthrough p = nexusWithExiles(
            "{\"id\": \"e1\", \"move\": \"nexus\", \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nb")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("af")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Exile);
        // CR 603.2: nothing returns while ~ stays.
        const Playthrough stays = nexusWithExiles("{\"id\": \"e1\", \"resolve\": \"top\"}");
        QCOMPARE(test::zoneOf(stays, QStringLiteral("nb")), Zone::Exile);
    }

    // CR 607.2a, 602.2: the card Nico exiles with ~'s own ability is linked to it, and comes back to his hand when ~
    // leaves. Ana has no card in hand: the exile is Nico's, from his hand (608.2c), not skipped as hers would be.
    void parallaxNexusReturnsWhatItsAbilityExiled()
    {
        const Playthrough p = nexusWithExiles(
            "{\"id\": \"e1\", \"activate\": \"nexus\", \"ability\": 2, \"targets\": [\"nico\"]}, {\"id\": \"e2\", "
            "\"resolve\": \"top\"}, {\"id\": \"e3\", \"move\": \"nexus\", \"to\": \"graveyard\"}, {\"id\": \"e4\", "
            "\"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nh")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico exiles Grizzly Bears from their hand")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Hand);
    }

    // CR 118.12, 608.2h: "unless you pay {1} for each card in your hand" is one payment of {1} for each card in your hand
    // as the ability resolves: the action's `amountOf` counts them.
    void megatheriumReadsAPaymentPerCardInHand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Megatherium"), 1),
            QStringLiteral("When ~ enters, sacrifice ~ unless you pay {1} for each card in your hand."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Megatherium"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfEnters);
        QCOMPARE(a->effect.size(), 1);
        const Action& unless = a->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.text, QStringLiteral("{1}"));
        QVERIFY(unless.who.isEmpty());
        QVERIFY(unless.amountOf);
        QCOMPARE(unless.amountOf->kind, Expr::Kind::Count);
        QVERIFY(unless.amountOf->selector);
        QCOMPARE(unless.amountOf->selector->zone, Zone::Hand);
        QVERIFY(unless.amountOf->selector->ownerYou);
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested[0].kind, ActionKind::Sacrifice);
    }

    // CR 118.12, 608.2h, 701.17a: with three cards in Ana's hand as it resolves (Megatherium itself has left it), the
    // cost is {1}{1}{1}; paid, Megatherium stays; not paid, it is sacrificed.
    void megatheriumCostsOneForEachCard()
    {
        const Playthrough paid = megatheriumEnters(3);
        QVERIFY2(test::happened(paid).contains(QStringLiteral("{1}{1}{1}")), qPrintable(test::happened(paid)));
        QVERIFY(!test::happened(paid).contains(QStringLiteral("{1}{1}{1}{1}")));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("mega")), Zone::Battlefield);
        const Playthrough unpaid = megatheriumEnters(3, ", \"pays\": false");
        QVERIFY2(test::zoneOf(unpaid, QStringLiteral("mega")) == Zone::Graveyard, qPrintable(test::happened(unpaid)));
        QCOMPARE(test::zoneOf(unpaid, QStringLiteral("f0")), Zone::Hand);
        // One card: {1}.
        const Playthrough one = megatheriumEnters(1);
        QVERIFY2(test::happened(one).contains(QStringLiteral("pays {1},")), qPrintable(test::happened(one)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig40)
#include "tst_imptrig40.moc"
