// Round 44's spells, read from real cards' Oracle text (tests/data/import/impspell44.json) and played: one target player
// doing a series of things, "Target player loses 1 life, discards a card, then sacrifices a permanent." (Undercity
// Plague) and "Target opponent exiles two cards from their hand and loses 2 life." (Witness the End); and Search Warrant's
// "You gain life equal to the number of cards in that player's hand." after "Target player reveals their hand.". The built-in
// Grizzly Bears, Craw Wurm, Shock and Forest are the other cards.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell44.json"));
}

// Nico holds a Shock and a Forest and controls a Grizzly Bears and a Craw Wurm; Ana controls a Grizzly Bears. Ana casts
// Undercity Plague at `target` and it resolves, `resolveRest` more keys of the resolve event.
Playthrough undercityPlague(const char* target, const QByteArray& resolveRest = {})
{
    const QByteArray objects = test::objectJson("plague", "Undercity Plague", ", \"zone\": \"hand\"") + ","
        + test::objectJson("nshock", "Shock", ", \"zone\": \"hand\"", "nico") + ","
        + test::objectJson("nforest", "Forest", ", \"zone\": \"hand\"", "nico") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + "," + test::objectJson("nw", "Craw Wurm", "", "nico") + ","
        + test::objectJson("ab", "Grizzly Bears");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "plague", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top")"
            + resolveRest + "}");
}

// Nico holds `nicosHand` cards of Shock, Grizzly Bears and Forest (in that order); Ana holds a Shock. Ana casts Witness
// the End at `target` and it resolves, `resolveRest` more keys of the resolve event.
Playthrough witnessTheEnd(const char* target, int nicosHand, const QByteArray& resolveRest = {})
{
    QByteArray objects = test::objectJson("witness", "Witness the End", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
    const char* ids[] = {"nshock", "nbears", "nforest"};
    const char* names[] = {"Shock", "Grizzly Bears", "Forest"};
    for (int i = 0; i < nicosHand; ++i)
        objects += "," + test::objectJson(ids[i], names[i], ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "witness", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top")"
            + resolveRest + "}");
}

// Nico holds `nicosHand` cards (Shock, Grizzly Bears, Forest, in that order); Ana holds a Shock besides Search Warrant.
// Ana casts Search Warrant at `target` and it resolves.
Playthrough searchWarrant(const char* target, int nicosHand)
{
    QByteArray objects = test::objectJson("warrant", "Search Warrant", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ashock", "Shock", ", \"zone\": \"hand\"");
    const char* ids[] = {"nshock", "nbears", "nforest"};
    const char* names[] = {"Shock", "Grizzly Bears", "Forest"};
    for (int i = 0; i < nicosHand; ++i)
        objects += "," + test::objectJson(ids[i], names[i], ", \"zone\": \"hand\"", "nico");
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "cast": "warrant", "targets": [")" + QByteArray(target) + R"("]}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpSpell44 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 115.1, 608.2c: one target player, who does the three things in order; each instruction is that player's.
    void undercityPlagueReadsOnePlayersSeries()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Undercity Plague"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->targets[0].controller, Selector::Who::Any);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(a->effect[0].amount.n, 1);
        QCOMPARE(a->effect[1].kind, ActionKind::Discard);
        QCOMPARE(a->effect[1].amount.n, 1);
        QCOMPARE(a->effect[2].kind, ActionKind::Sacrifice);
        QVERIFY(a->effect[2].object && !a->effect[2].object->isRef());
        QCOMPARE(a->effect[2].object->word, QStringLiteral("permanent"));
        for (const Action& x : a->effect)
            QCOMPARE(x.who, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Undercity Plague"), 0),
            QStringLiteral("Target player loses 1 life. That player discards a card. That player sacrifices a permanent."));
    }

    // CR 119.3, 701.8a, 701.17a: Nico loses 1, discards the card he chooses and sacrifices the permanent he chooses.
    void undercityPlagueIsOnePlayersSeries()
    {
        const Playthrough p = undercityPlague("nico", R"(, "choices": {"objects": ["nforest", "nw"]})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Battlefield);
    }

    // CR 115.1: "target player" may be Ana herself; then she loses the life and sacrifices her own permanent.
    void undercityPlagueAtItsCaster()
    {
        const Playthrough p = undercityPlague("ana");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nw")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Hand);
    }

    // CR 115.1, 406.3: an opponent target; two cards of that player's own hand, then that player's life.
    void witnessTheEndReadsTwoCardsAndTheLife()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Witness the End"), 1);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Exile);
        QCOMPARE(a->effect[0].who, QStringLiteral("target_player"));
        QCOMPARE(a->effect[0].pick, 2);
        QVERIFY(a->effect[0].object && a->effect[0].object->zone == Zone::Hand && !a->effect[0].object->ownerYou);
        QCOMPARE(a->effect[1].kind, ActionKind::LoseLife);
        QCOMPARE(a->effect[1].amount.n, 2);
        QCOMPARE(a->effect[1].who, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Witness the End"), 1),
            QStringLiteral("Target opponent exiles two cards from their hand. That player loses 2 life."));
    }

    // CR 406.3, 608.2d, 119.3: Nico exiles the two cards he chooses and loses 2; Ana's hand is untouched.
    void witnessTheEndExilesTheChosenTwo()
    {
        const Playthrough p = witnessTheEnd("nico", 3, R"(, "choices": {"objects": ["nbears", "nforest"]})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nforest")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nshock")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("ashock")), Zone::Hand);
    }

    // CR 608.2d: with no choice named the first two cards of his hand go; with one card he exiles the one he has and still
    // loses 2 life (608.2c: the instructions are done as far as possible).
    void witnessTheEndWithFewerCards()
    {
        const Playthrough first = witnessTheEnd("nico", 3);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nshock")), Zone::Exile);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nbears")), Zone::Exile);
        QCOMPARE(test::zoneOf(first, QStringLiteral("nforest")), Zone::Hand);

        const Playthrough one = witnessTheEnd("nico", 1);
        QVERIFY2(!test::refused(one, "e1"), qPrintable(test::happened(one)));
        QCOMPARE(test::zoneOf(one, QStringLiteral("nshock")), Zone::Exile);
        QCOMPARE(test::zoneOf(one, QStringLiteral("ashock")), Zone::Hand);
        QCOMPARE(test::lifeOf(one, QStringLiteral("nico")), 18);
    }

    // CR 701.16a, 608.2h: the one target player's hand revealed, then life for the cards in that player's hand.
    void searchWarrantReadsTheRevealedHandsCount()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Search Warrant"), 0);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].word, QStringLiteral("player"));
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::LookAtHand);
        QVERIFY(a->effect[0].reveal);
        QCOMPARE(a->effect[0].who, QStringLiteral("target_player"));
        QCOMPARE(a->effect[1].kind, ActionKind::GainLife);
        QVERIFY(a->effect[1].who.isEmpty());
        QVERIFY(a->effect[1].amountOf && a->effect[1].amountOf->kind == Expr::Kind::CardsInHand);
        QCOMPARE(a->effect[1].amountOf->who, QStringLiteral("target_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Search Warrant"), 0),
            QStringLiteral("Target player reveals their hand. You gain life equal to the number of cards in that player's hand."));
    }

    // CR 608.2h: Ana gains 3 for Nico's three cards, 0 for his empty hand; at herself, 1 for the Shock left in her hand
    // (Search Warrant is on the stack, not in her hand, as it resolves).
    void searchWarrantGainsForThatPlayersHand()
    {
        const Playthrough three = searchWarrant("nico", 3);
        QVERIFY2(!test::refused(three, "e1"), qPrintable(test::happened(three)));
        QCOMPARE(test::lifeOf(three, QStringLiteral("ana")), 23);
        QCOMPARE(test::lifeOf(three, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(three, QStringLiteral("nbears")), Zone::Hand);
        QCOMPARE(test::lifeOf(searchWarrant("nico", 0), QStringLiteral("ana")), 20);
        QCOMPARE(test::lifeOf(searchWarrant("ana", 3), QStringLiteral("ana")), 21);
    }

    // CR 115.1, 601.2c: "target opponent": Ana can't be its target.
    void witnessTheEndTargetsOnlyAnOpponent() { QVERIFY(test::refused(witnessTheEnd("ana", 3), "e1")); }
};

QTEST_GUILESS_MAIN(TestImpSpell44)
#include "tst_impspell44.moc"
