// Four one-shot families read from real cards' Oracle text (tests/data/import/actions11.json): losing
// the game (104.3a, with the Pacts' "pay {M}. If you don't, you lose the game."), flipping a coin (705),
// shuffling a card into its owner's library (701.24) and paying energy as a cost (107.14); the structure,
// the English written back (the round trip trusts it), the card format, and what the event player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("actions11.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool lost(const Playthrough& play, const char* player)
{
    const Player* p = play.finalState.player(QString::fromLatin1(player));
    return p && p->lost;
}

}   // namespace

class TestImportActions11 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 33); }

    // Each ability is trusted by the round trip: the English written back is the Oracle sentence.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("Pact") << "Slaughter Pact" << 1
                              << "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game.";
        QTest::newRow("next end step") << "Glorious End" << 1
                                       << "At the beginning of your next end step, you lose the game.";
        QTest::newRow("flip, win") << "Boompile" << 0
                                   << "{T}: Flip a coin. If you win the flip, destroy all nonland permanents.";
        QTest::newRow("flip, both")
            << "Bottle of Suleiman" << 0
            << "{1}, Sacrifice ~: Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact creature "
               "token with flying. If you lose the flip, ~ deals 5 damage to you.";
        QTest::newRow("flip, lose") << "Wild Wurm" << 0
                                    << "When ~ enters, flip a coin. If you lose the flip, return ~ to its owner's hand.";
        QTest::newRow("shuffle ~") << "Beacon of Destruction" << 0
                                   << "~ deals 5 damage to any target. Shuffle ~ into its owner's library.";
        QTest::newRow("dies, shuffle it") << "Alabaster Dragon" << 1
                                          << "When ~ dies, shuffle it into its owner's library.";
        QTest::newRow("from anywhere") << "Serra Avatar" << 1
                                       << "When ~ is put into a graveyard from anywhere, shuffle it into its owner's "
                                          "library.";
        QTest::newRow("shuffle target") << "Rishadan Pawnshop" << 0
                                        << "{2}, {T}: Shuffle target nontoken permanent you control into its owner's "
                                           "library.";
        QTest::newRow("owner shuffles") << "Cerulean Sphinx" << 1 << "{U}: ~'s owner shuffles it into their library.";
        QTest::newRow("pay energy") << "Longtusk Cub" << 1 << "Pay {E}{E}: Put a +1/+1 counter on ~.";
        QTest::newRow("tap, pay energy") << "Aether Hub" << 2 << "{T}, Pay {E}: Add one mana of any color.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    void pactIsADelayedTriggerOfTheSpell()
    {
        // CR 603.7: the paragraph is no triggered ability of an instant; resolving, the spell creates a
        // delayed trigger of its controller's next upkeep: pay {2}{B}, and if they don't, they lose.
        const AbilityDef* pact = parsed(QStringLiteral("Slaughter Pact"), 1);
        QVERIFY(pact);
        QCOMPARE(pact->kind, AbilityDef::Kind::Spell);
        QCOMPARE(pact->effect.size(), 1);
        const Action& delayed = pact->effect[0];
        QCOMPARE(delayed.kind, ActionKind::Delayed);
        QCOMPARE(delayed.event, TriggerEvent::YourUpkeep);
        QCOMPARE(delayed.nested.size(), 2);
        QCOMPARE(delayed.nested[0].kind, ActionKind::PayMana);
        QCOMPARE(delayed.nested[0].text, QStringLiteral("{2}{B}"));
        QVERIFY(!delayed.nested[0].optional);
        QCOMPARE(delayed.nested[1].kind, ActionKind::LoseGame);
        QVERIFY(delayed.nested[1].ifYouDont);
    }

    void flipBranches()
    {
        // CR 705: the win's actions are marked "if you do", the loss's "if you don't".
        const AbilityDef* bottle = parsed(QStringLiteral("Bottle of Suleiman"), 0);
        QVERIFY(bottle);
        QCOMPARE(bottle->effect.size(), 1);
        const Action& flip = bottle->effect[0];
        QCOMPARE(flip.kind, ActionKind::FlipCoin);
        QCOMPARE(flip.nested.size(), 2);
        QCOMPARE(flip.nested[0].kind, ActionKind::CreateToken);
        QVERIFY(flip.nested[0].ifYouDo);
        QCOMPARE(flip.nested[1].kind, ActionKind::Damage);
        QVERIFY(flip.nested[1].ifYouDont);
    }

    void energyCost()
    {
        // CR 107.14: each {E} of a cost is one energy counter to pay.
        const AbilityDef* cub = parsed(QStringLiteral("Longtusk Cub"), 1);
        QVERIFY(cub);
        QCOMPARE(cub->costParts.size(), 1);
        QCOMPARE(cub->costParts[0].kind, CostKind::PayEnergy);
        QCOMPARE(cub->costParts[0].amount, 2);
    }

    // Final Fortune's "At the beginning of that turn's end step, you lose the game" is read since round
    // 15 (the extra turn's end step, tst_importspells15).
    void finalFortuneIsRead()
    {
        const ImportedCard* fortune = test::findCard(fixtures(), QStringLiteral("Final Fortune"));
        QVERIFY(fortune);
        QCOMPARE(fortune->abilities[0].status, AbilityStatus::Parsed);
    }

    void pactLosesTheGameWhenNotPaid()
    {
        // CR 603.7, 104.3a: Ana's Slaughter Pact destroys Nico's Bears; at Ana's next upkeep (not Nico's)
        // she pays {2}{B}, or, with "pays": false, loses the game.
        const QByteArray objects = R"({"id": "pact", "card": "Slaughter Pact", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";
        const QByteArray cast = R"({"id": "e1", "cast": "pact", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "upkeep"}, {"id": "e4", "begin": "upkeep"}, )";
        const Playthrough unpaid = played(objects, cast + R"({"id": "e5", "resolve": "top", "pays": false})");
        QCOMPARE(zoneOf(unpaid, "bears"), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(unpaid, QStringLiteral("e3")), QStringList());   // Nico's upkeep
        QCOMPARE(test::eventOutcome(unpaid, QStringLiteral("e4")), QStringList{QStringLiteral("e2:1")});
        QVERIFY(lost(unpaid, "ana"));
        QVERIFY(!lost(unpaid, "nico"));
        QVERIFY2(test::happened(unpaid).contains(QStringLiteral("Ana loses the game (104.3a)")),
            qPrintable(test::happened(unpaid)));
        const Playthrough paid = played(objects, cast + R"({"id": "e5", "resolve": "top"})");
        QVERIFY(!lost(paid, "ana"));
    }

    void stateTriggerLosesTheGame()
    {
        // CR 603.8, 104.3a: Immortal Coil with no card in Ana's graveyard: she loses the game.
        const Playthrough play = played(R"({"id": "coil", "card": "Immortal Coil", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY(lost(play, "ana"));
    }

    void flipWithoutAResultDoesNeither()
    {
        // CR 705.1: the result is hidden information the scenario does not give: nothing is destroyed,
        // and the log says that neither outcome is done.
        const Playthrough play = played(R"({"id": "boom", "card": "Boompile", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "boom", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, "bears"), Zone::Battlefield);
        QVERIFY2(test::happened(play).contains(QStringLiteral("flips a coin; its result is not given, so neither outcome is done (705)")),
            qPrintable(test::happened(play)));
    }

    void shuffledIntoItsOwnersLibrary()
    {
        // CR 701.24: Beacon of Destruction deals 5 damage, then goes to its owner's library, not to the
        // graveyard (608.2n applies only to a spell still on the stack).
        const Playthrough beacon = played(R"({"id": "beacon", "card": "Beacon of Destruction", "zone": "hand"})",
            R"({"id": "e1", "cast": "beacon", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(beacon.finalState.player(QStringLiteral("nico"))->life, 15);
        QCOMPARE(zoneOf(beacon, "beacon"), Zone::Library);
        // CR 603.10a, 701.24: Alabaster Dragon dies; its trigger shuffles the card from the graveyard.
        const Playthrough dragon = played(R"({"id": "dragon", "card": "Alabaster Dragon", "timestamp": 1})",
            R"({"id": "e1", "move": ["dragon"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(dragon, "dragon"), Zone::Library);
        // "From anywhere" (Serra Avatar) also from the hand, discarded.
        const Playthrough avatar = played(R"({"id": "avatar", "card": "Serra Avatar", "zone": "hand"})",
            R"({"id": "e1", "move": ["avatar"], "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(avatar, "avatar"), Zone::Library);
    }

    void energyIsGotThenPaid()
    {
        // CR 107.14, 122.1, 602.2b: with no energy, Longtusk Cub's "Pay {E}{E}" can't be activated;
        // Aethertide Whale entering gives Ana six energy counters, and the Cub's ability then costs two.
        const Playthrough play = played(R"({"id": "cub", "card": "Longtusk Cub", "timestamp": 1},
            {"id": "whale", "card": "Aethertide Whale", "zone": "hand"})",
            R"({"id": "e1", "activate": "cub", "ability": 2}, {"id": "e2", "move": ["whale"], "to": "battlefield"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "activate": "cub", "ability": 2}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList());
        QCOMPARE(play.finalState.object(QStringLiteral("cub"))->counterCount(QStringLiteral("+1/+1")), 1);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Ana pays 2 energy counters as a cost (4 left)")),
            qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImportActions11)
#include "tst_importactions11.moc"
