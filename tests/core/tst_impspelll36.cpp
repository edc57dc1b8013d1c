// Round 36's instants and sorceries that act on libraries (tests/data/import/impspelll36.json): another player reveals
// cards from the top of their own library until they reveal what the spell asks for. "Its controller reveals … until
// they reveal a land card, then puts those cards into their graveyard." (Destroy the Evidence); "Target opponent
// reveals … until four land cards are revealed. That player puts all cards revealed this way into their graveyard."
// (Mind Funeral); "Its controller reveals … until they reveal a creature card. The player puts that card onto the
// battlefield, then shuffles all other cards revealed this way into their library." (Polymorph). And a target player's
// hand looked at, the cards chosen put on top of that player's library: "Look at target opponent's hand and choose a
// card from it. Put that card on top of that player's library." (Painful Memories), "… choose two cards from it. Put
// them on top of that player's library in any order." (Agonizing Memories). "Put up to three target cards from an
// opponent's graveyard on top of their library in any order." (Misinformation). "Target player reveals their hand. You
// choose a nonland card from it. That player puts that card into their library third from the top." (Lost Hours). The
// structure, the English written back
// (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll36.json"));
}

// Ana casts `card` from her hand at `targets` and it resolves with `resolve`'s more keys (`, "choices": …`).
Playthrough anaCasts(const char* card, const char* targets, const QByteArray& objects, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + targets + "]}, {\"id\": \"e2\", \"resolve\": "
            "\"top\"" + resolve + "}");
}

// Library cards of `owner`, listed from the top: each "id:Card Name".
QByteArray libraryOf(const char* owner, const QStringList& cards)
{
    QByteArray out;
    for (const QString& c : cards) {
        const QStringList idAndName = c.split(QLatin1Char(':'));
        out += QByteArray(out.isEmpty() ? "" : ", ") + "{\"id\": \"" + idAndName[0].toUtf8() + "\", \"card\": \""
            + idAndName[1].toUtf8() + "\", \"owner\": \"" + owner + "\", \"zone\": \"library\"}";
    }
    return out;
}

}   // namespace

class TestImpSpellL36 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Destroy the Evidence", "Mind Funeral", "Polymorph", "Painful Memories",
            "Agonizing Memories", "Misinformation", "Lost Hours"});
    }

    // The understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Destroy the Evidence", "Mind Funeral", "Polymorph", "Painful Memories",
                                                         "Agonizing Memories", "Misinformation", "Lost Hours"});
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 7);
    }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("its controller's cards, all milled")
            << "Destroy the Evidence"
            << "Destroy target land. Its controller reveals cards from the top of their library until they reveal a land card, "
               "then puts those cards into their graveyard.";
        QTest::newRow("four land cards counted")
            << "Mind Funeral"
            << "Target opponent reveals cards from the top of their library until four land cards are revealed. That player "
               "puts all cards revealed this way into their graveyard.";
        QTest::newRow("the card found enters, the rest shuffled in")
            << "Polymorph"
            << "Destroy target creature. It can't be regenerated. Its controller reveals cards from the top of their library "
               "until they reveal a creature card. The player puts that card onto the battlefield, then shuffles all other "
               "cards revealed this way into their library.";
        QTest::newRow("a card of a hand put on that library")
            << "Painful Memories"
            << "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library.";
        QTest::newRow("two cards of a hand put on that library")
            << "Agonizing Memories"
            << "Look at target player's hand and choose two cards from it. Put them on top of that player's library in any "
               "order.";
        QTest::newRow("an opponent's cards on top of their library")
            << "Misinformation"
            << "Put up to three target cards from an opponent's graveyard on top of their library in any order.";
        QTest::newRow("a card of a hand revealed put third from the top")
            << "Lost Hours"
            << "Target player reveals their hand. You choose a nonland card from it. That player puts that card into their "
               "library third from the top.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        QVERIFY(test::parsedAbility(fixtures(), card, 0));
        QCOMPARE(test::writtenText(fixtures(), card, 0), written);
    }

    // CR 701.20, 608.2h: the player who reveals is another one (the target's controller as the spell began to resolve,
    // or the target opponent); every card revealed is milled, or the one found enters and the rest are shuffled in.
    void structure()
    {
        const Action* evidence = test::firstAction(fixtures(), QStringLiteral("Destroy the Evidence"), 0, ActionKind::RevealUntil);
        QVERIFY(evidence);
        QCOMPARE(evidence->who, QStringLiteral("controller_of_target"));
        QCOMPARE(evidence->destination, std::optional<Zone>(Zone::Graveyard));
        QCOMPARE(evidence->object->types, quint16(CardType::Land));
        const Action* funeral = test::firstAction(fixtures(), QStringLiteral("Mind Funeral"), 0, ActionKind::RevealUntil);
        QVERIFY(funeral);
        QCOMPARE(funeral->who, QStringLiteral("target_player"));
        QCOMPARE(funeral->amount.n, 4);
        const AbilityDef* funeralSpell = test::parsedAbility(fixtures(), QStringLiteral("Mind Funeral"), 0);
        QCOMPARE(funeralSpell->targets.size(), 1);
        QCOMPARE(funeralSpell->targets[0].controller, Selector::Who::Opponent);
        const Action* polymorph = test::firstAction(fixtures(), QStringLiteral("Polymorph"), 0, ActionKind::RevealUntil);
        QVERIFY(polymorph);
        QCOMPARE(polymorph->who, QStringLiteral("controller_of_target"));
        QCOMPARE(polymorph->destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(polymorph->text, QStringLiteral("shuffle"));
        QCOMPARE(polymorph->object->types, quint16(CardType::Creature));
    }

    // CR 401.4, 608.2d: the cards are chosen from the target player's hand as the spell resolves and put on top of that
    // player's library; one card, or two.
    void handCardsOnLibraryStructure()
    {
        const AbilityDef* painful = test::parsedAbility(fixtures(), QStringLiteral("Painful Memories"), 0);
        QVERIFY(painful);
        QCOMPARE(painful->targets.size(), 1);
        QCOMPARE(painful->targets[0].controller, Selector::Who::Opponent);
        QCOMPARE(painful->effect.size(), 1);
        QCOMPARE(painful->effect[0].kind, ActionKind::DiscardChosen);
        QCOMPARE(painful->effect[0].destination, std::optional<Zone>(Zone::Library));
        QCOMPARE(painful->effect[0].pick, 0);
        const Action* agonizing = test::firstAction(fixtures(), QStringLiteral("Agonizing Memories"), 0, ActionKind::DiscardChosen);
        QVERIFY(agonizing);
        QCOMPARE(agonizing->destination, std::optional<Zone>(Zone::Library));
        QCOMPARE(agonizing->pick, 2);
    }

    // CR 401.4: the card named of Nico's hand goes on top of his library; with none named, the first of his hand. The
    // card is his, not a discard: his graveyard stays empty.
    void painfulMemoriesPutsTheChosenCardOnTop()
    {
        const QByteArray cards = R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"}, )"
            + libraryOf("nico", {"forest:Forest"});
        const Playthrough named = anaCasts("Painful Memories", "\"nico\"", cards, R"(, "choices": {"objects": ["bears"]})");
        QCOMPARE(test::idsOf(named, "nico", Zone::Library), (QStringList{"bears", "forest"}));
        QCOMPARE(test::zoneOf(named, "bolt"), Zone::Hand);
        QCOMPARE(test::idsOf(named, "nico", Zone::Graveyard), QStringList());
        const Playthrough unnamed = anaCasts("Painful Memories", "\"nico\"", cards);
        QCOMPARE(test::idsOf(unnamed, "nico", Zone::Library), (QStringList{"bolt", "forest"}));
        QCOMPARE(test::zoneOf(unnamed, "bears"), Zone::Hand);
    }

    // CR 401.4: the two cards named go on top of Nico's library, above his Forest; his third card stays in his hand. A
    // card of Ana's hand can't be named.
    void agonizingMemoriesPutsTwoCardsOnTop()
    {
        const QByteArray cards = R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "mine", "card": "Island", "zone": "hand"}, )"
            + libraryOf("nico", {"forest:Forest"});
        const Playthrough p = anaCasts("Agonizing Memories", "\"nico\"", cards,
            R"(, "choices": {"objects": ["mine", "bears", "wurm"]})");
        const QStringList library = test::idsOf(p, "nico", Zone::Library);
        QCOMPARE(library.size(), 3);
        QCOMPARE(library.last(), QStringLiteral("forest"));
        QVERIFY(library.contains(QStringLiteral("bears")) && library.contains(QStringLiteral("wurm")));
        QCOMPARE(test::zoneOf(p, "bolt"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "mine"), Zone::Hand);
    }

    // CR 401.4, 701.16a: the hand is revealed and a nonland card of it chosen; it goes into that player's library with
    // two cards above it. A land named can't be chosen: the first nonland card goes instead.
    void lostHoursPutsTheCardThirdFromTheTop()
    {
        const Action* lost = test::firstAction(fixtures(), QStringLiteral("Lost Hours"), 0, ActionKind::DiscardChosen);
        QVERIFY(lost);
        QVERIFY(lost->reveal);
        QCOMPARE(lost->amount.n, 3);
        QCOMPARE(lost->destination, std::optional<Zone>(Zone::Library));
        const QByteArray cards = R"({"id": "island", "card": "Island", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"}, )"
                                 R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"}, )"
            + libraryOf("nico", {"forest:Forest", "plains:Plains", "mountain:Mountain"});
        const Playthrough p = anaCasts("Lost Hours", "\"nico\"", cards, R"(, "choices": {"objects": ["bears"]})");
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), (QStringList{"forest", "plains", "bears", "mountain"}));
        QCOMPARE(test::zoneOf(p, "bolt"), Zone::Hand);
        const Playthrough land = anaCasts("Lost Hours", "\"nico\"", cards, R"(, "choices": {"objects": ["island"]})");
        QCOMPARE(test::idsOf(land, "nico", Zone::Library), (QStringList{"forest", "plains", "bolt", "mountain"}));
        QCOMPARE(test::zoneOf(land, "island"), Zone::Hand);
    }

    // CR 115.1, 401.4: up to three target cards of an opponent's graveyard, each put on top of its owner's library. Two
    // of Nico's cards go above his Forest and his third card stays; a card of Ana's graveyard can't be a target.
    void misinformationPutsAnOpponentsCardsOnTop()
    {
        QCOMPARE(test::parsedAbility(fixtures(), QStringLiteral("Misinformation"), 0)->targets[0].controller,
            Selector::Who::Opponent);
        const QByteArray cards = R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "graveyard"}, )"
                                 R"({"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"}, )"
                                 R"({"id": "wurm", "card": "Craw Wurm", "owner": "nico", "zone": "graveyard"}, )"
                                 R"({"id": "mine", "card": "Island", "zone": "graveyard"}, )"
            + libraryOf("nico", {"forest:Forest"});
        const Playthrough p = anaCasts("Misinformation", "\"bolt\", \"wurm\"", cards);
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done"}));
        const QStringList library = test::idsOf(p, "nico", Zone::Library);
        QCOMPARE(library.size(), 3);
        QCOMPARE(library.last(), QStringLiteral("forest"));
        QVERIFY(library.contains(QStringLiteral("bolt")) && library.contains(QStringLiteral("wurm")));
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Graveyard);
        const Playthrough mine = anaCasts("Misinformation", "\"mine\"", cards);
        QVERIFY(test::refused(mine, "e1"));
        QCOMPARE(test::zoneOf(mine, "mine"), Zone::Graveyard);
    }

    // CR 701.20, 608.2h: Nico's Forest is destroyed, then he reveals his cards down to his Island, and all three go to his
    // graveyard; Ana's library is not touched. With no land in his library, every card he has is revealed and milled.
    void destroyTheEvidenceMillsItsControllersCards()
    {
        const QByteArray land = R"({"id": "nforest", "card": "Forest", "controller": "nico", "owner": "nico", "timestamp": 1}, )"
                                R"({"id": "aforest", "card": "Forest", "zone": "library"}, )";
        const Playthrough p = anaCasts("Destroy the Evidence", "\"nforest\"",
            land + libraryOf("nico", {"bolt:Lightning Bolt", "bears:Grizzly Bears", "island:Island", "wurm:Craw Wurm"}));
        QCOMPARE(test::zoneOf(p, "nforest"), Zone::Graveyard);
        QCOMPARE(test::idsOf(p, "nico", Zone::Graveyard), (QStringList{"nforest", "bolt", "bears", "island"}));
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), QStringList{"wurm"});
        QCOMPARE(test::zoneOf(p, "aforest"), Zone::Library);
        const Playthrough none = anaCasts("Destroy the Evidence", "\"nforest\"",
            land + libraryOf("nico", {"bolt:Lightning Bolt", "bears:Grizzly Bears"}));
        QCOMPARE(test::idsOf(none, "nico", Zone::Library), QStringList());
        QCOMPARE(test::zoneOf(none, "bears"), Zone::Graveyard);
    }

    // CR 701.20: Nico reveals down to his fourth land card, the Mountain; the six cards revealed go to his graveyard and the
    // Craw Wurm below stays. Ana's own library is not his.
    void mindFuneralCountsFourLands()
    {
        const QByteArray mine = R"({"id": "aforest", "card": "Forest", "zone": "library"}, )";
        const Playthrough p = anaCasts("Mind Funeral", "\"nico\"",
            mine + libraryOf("nico", {"forest:Forest", "bolt:Lightning Bolt", "island:Island", "plains:Plains",
                                  "bears:Grizzly Bears", "mountain:Mountain", "wurm:Craw Wurm"}));
        QCOMPARE(test::idsOf(p, "nico", Zone::Graveyard),
            (QStringList{"forest", "bolt", "island", "plains", "bears", "mountain"}));
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), QStringList{"wurm"});
        QCOMPARE(test::zoneOf(p, "aforest"), Zone::Library);
    }

    // CR 701.20, 110.2a, 701.24: Nico's Bears is destroyed; he reveals down to his Craw Wurm, which enters under his
    // control, and the Bolt and Forest revealed above it stay in his library, shuffled (the order listed kept).
    void polymorphPutsTheCreatureFoundOntoTheBattlefield()
    {
        const QByteArray bears = R"({"id": "nbears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1}, )";
        const Playthrough p = anaCasts("Polymorph", "\"nbears\"",
            bears + libraryOf("nico", {"bolt:Lightning Bolt", "forest:Forest", "wurm:Craw Wurm", "island:Island"}));
        QCOMPARE(test::zoneOf(p, "nbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "wurm"), Zone::Battlefield);
        const Characteristics* wurm = test::charsOf(p, QStringLiteral("wurm"));
        QVERIFY(wurm);
        QCOMPARE(wurm->controller, QStringLiteral("nico"));
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), (QStringList{"bolt", "forest", "island"}));
        QVERIFY(test::happened(p).contains(QStringLiteral("shuffles their library")));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL36)
#include "tst_impspelll36.moc"
