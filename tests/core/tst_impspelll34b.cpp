// Round 34's second look at instants and sorceries that act on libraries (tests/data/import/impspelll34b.json):
// "Unless any player pays {2}, search your library for a card, put that card into your hand, then shuffle your
// library." (Rhystic Tutor); "The owner of target nonland permanent shuffles it into their library, then draws two
// cards." (Oblation); Ral's Dispersal's misprinted "search you library … put it in to your hand"; "Choose two target
// players. Each of them searches their library for a card, then shuffles their library and puts that card on top of
// it." (Scheming Symmetry); "You may reveal a historic card from among them and put it into your hand." (Board the
// Weatherlight, Weatherlight); "Put one of those cards into your hand, one on top of your library, and one on the
// bottom of your library." (Telling Time); "You may put those cards on the bottom of your library in any order. If you
// do, return Petals of Insight to its owner's hand. Otherwise, draw three cards." (Petals of Insight); "At the beginning
// of the next end step, exile seven cards from your graveyard." (False Memories); "Shuffle all cards from your graveyard
// into your library. Target player puts that many cards from the top of their library into their graveyard." (Psychic
// Spiral); "If you have the city's blessing, you may put that permanent on top of its owner's library instead." (Expel
// from Orazca); "Search your library for up to two basic land cards and reveal them. Put one into your hand and the other
// into your graveyard. Then shuffle your library." (Fork in the Road); "If you control a Nissa planeswalker, instead search
// your library for up to three land cards." (Nissa's Triumph). The structure, the English written back (the round trip trusts it), the card format, and
// what the event player does.
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll34b.json"));
}

// Ana casts `card` from her hand at `targets` and it resolves with `resolve`'s more keys (`, "pays": true`).
Playthrough anaCasts(const char* card, const char* targets, const QByteArray& objects, const QByteArray& resolve = {})
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + targets + "]}, {\"id\": \"e2\", \"resolve\": "
            "\"top\"" + resolve + "}");
}

}   // namespace

class TestImpSpellL34b : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood()
    {
        for (const char* name : {"Rhystic Tutor", "Oblation", "Ral's Dispersal", "Scheming Symmetry", "Board the Weatherlight",
                 "Weatherlight", "Telling Time", "Petals of Insight", "False Memories",
                 "Psychic Spiral", "Expel from Orazca", "Fork in the Road", "Nissa's Triumph"}) {
            const ImportedCard* card = test::findCard(fixtures(), QString::fromUtf8(name));
            QVERIFY2(card && card->status == CardStatus::Understood, name);
        }
    }

    // The understood spells go through the card format and read back the same.
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 13);
    }

    // The English written back (the round trip compares it with Oracle's, mended alike).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("the payment said before the search")
            << "Rhystic Tutor" << "Unless any player pays {2}, search your library for a card, put it into your hand, then shuffle.";
        QTest::newRow("shuffled in, then its owner draws")
            << "Oblation" << "Shuffle target nonland permanent into its owner's library, then its owner draws two cards.";
        QTest::newRow("the misprints mended")
            << "Ral's Dispersal"
            << "Return target creature to its owner's hand. You may search your library and/or graveyard for a card named "
               "Ral, Caller of Storms, reveal it, and put it into your hand. If you search your library this way, shuffle it.";
        QTest::newRow("two target players each search")
            << "Scheming Symmetry" << "Two target players each search their library for a card, then shuffle and put that card on top.";
        QTest::newRow("a historic card kept")
            << "Board the Weatherlight"
            << "Look at the top five cards of your library. You may reveal a historic card from among them and put it into your "
               "hand. Put the rest on the bottom of your library in a random order.";
        QTest::newRow("one card to each place")
            << "Telling Time"
            << "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, "
               "and one on the bottom of your library.";
        QTest::newRow("the cards looked at may go to the bottom")
            << "Petals of Insight"
            << "Look at the top three cards of your library. You may put those cards on the bottom of your library in any "
               "order. If you do, return ~ to its owner's hand. Otherwise, draw three cards.";
        QTest::newRow("seven cards exiled from the graveyard later")
            << "False Memories"
            << "Mill seven cards. At the beginning of the next end step, exile seven cards from your graveyard.";
        QTest::newRow("that many cards milled")
            << "Psychic Spiral" << "Shuffle all cards from your graveyard into your library. Target player mills that many cards.";
        QTest::newRow("on top of the library instead")
            << "Expel from Orazca"
            << "Return target nonland permanent to its owner's hand. If you have the city's blessing, you may put that permanent "
               "on top of its owner's library instead.";
        QTest::newRow("one card to the hand, the other to the graveyard")
            << "Fork in the Road"
            << "Search your library for up to two basic land cards, reveal them, put one into your hand and the other into your "
               "graveyard, then shuffle.";
        QTest::newRow("a search instead of the other")
            << "Nissa's Triumph"
            << "Search your library for up to two basic Forest cards, reveal them, put them into your hand, then shuffle. If you "
               "control one or more Nissa planeswalkers, instead search your library for up to three land cards, reveal them, "
               "put them into your hand, then shuffle.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const int index = card == QLatin1String("Expel from Orazca") ? 1 : 0;   // after its ascend
        QVERIFY(test::parsedAbility(fixtures(), card, index));
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 118.12: the whole search is done unless a player pays; CR 121.1, 701.24a: Oblation's draw is the owner's;
    // CR 115.1, 701.23: Scheming Symmetry's two targets are players, each searching their own library.
    void structure()
    {
        const AbilityDef* tutor = test::parsedAbility(fixtures(), QStringLiteral("Rhystic Tutor"), 0);
        QVERIFY(tutor);
        QCOMPARE(tutor->effect.size(), 1);
        QCOMPARE(tutor->effect[0].kind, ActionKind::UnlessPays);
        QCOMPARE(tutor->effect[0].who, QStringLiteral("any_player"));
        QCOMPARE(tutor->effect[0].text, QStringLiteral("{2}"));
        QCOMPARE(tutor->effect[0].nested.size(), 1);
        QCOMPARE(tutor->effect[0].nested[0].kind, ActionKind::SearchLibrary);
        QCOMPARE(tutor->effect[0].nested[0].text, QStringLiteral("hand"));
        const AbilityDef* oblation = test::parsedAbility(fixtures(), QStringLiteral("Oblation"), 0);
        QVERIFY(oblation);
        QCOMPARE(oblation->effect.size(), 2);
        QCOMPARE(oblation->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        QCOMPARE(oblation->effect[0].object->ref, Selector::Ref::Target);
        QCOMPARE(oblation->effect[1].kind, ActionKind::Draw);
        QCOMPARE(oblation->effect[1].who, QStringLiteral("owner_of_target"));
        QCOMPARE(oblation->effect[1].amount.n, 2);
        const AbilityDef* symmetry = test::parsedAbility(fixtures(), QStringLiteral("Scheming Symmetry"), 0);
        QVERIFY(symmetry);
        QCOMPARE(symmetry->targets.size(), 2);
        QCOMPARE(symmetry->targets[0].word, QStringLiteral("player"));
        QCOMPARE(symmetry->targets[1].word, QStringLiteral("player"));
        QCOMPARE(symmetry->effect.size(), 1);
        QCOMPARE(symmetry->effect[0].kind, ActionKind::SearchLibrary);
        QCOMPARE(symmetry->effect[0].who, QStringLiteral("each_target_player"));
        QCOMPARE(symmetry->effect[0].text, QStringLiteral("top"));
        // CR 700.6: the card kept is an artifact, a legendary card or a Saga card; Weatherlight's trigger is the same.
        for (const char* name : {"Board the Weatherlight", "Weatherlight"}) {
            const AbilityDef* look = test::parsedAbility(fixtures(), QString::fromUtf8(name), name[0] == 'W' ? 1 : 0);
            QVERIFY2(look, name);
            QCOMPARE(look->effect.size(), 1);
            QCOMPARE(look->effect[0].kind, ActionKind::LookAtTop);
            QCOMPARE(look->effect[0].keep, 1);
            QVERIFY(look->effect[0].reveal);
            QCOMPARE(look->effect[0].object->anyOf.size(), 3);
            QCOMPARE(look->effect[0].text, QStringLiteral("bottom_random_order"));
        }
        // CR 608.2d: of three cards, one is kept for the hand and the two others have a place each.
        const AbilityDef* telling = test::parsedAbility(fixtures(), QStringLiteral("Telling Time"), 0);
        QVERIFY(telling);
        QCOMPARE(telling->effect.size(), 1);
        QCOMPARE(telling->effect[0].kind, ActionKind::LookAtTop);
        QCOMPARE(telling->effect[0].amount.n, 3);
        QCOMPARE(telling->effect[0].keep, 1);
        QCOMPARE(telling->effect[0].text, QStringLiteral("top_and_bottom"));
        // CR 603.5, 608.2c: the choice is the move of all three cards, which "If you do" and "Otherwise" ask about.
        const AbilityDef* petals = test::parsedAbility(fixtures(), QStringLiteral("Petals of Insight"), 0);
        QVERIFY(petals);
        QCOMPARE(petals->effect.size(), 3);
        QCOMPARE(petals->effect[0].kind, ActionKind::LookAtTop);
        QVERIFY(petals->effect[0].optional);
        QCOMPARE(petals->effect[0].keep, 0);
        QCOMPARE(petals->effect[0].text, QStringLiteral("bottom_any_order"));
        QCOMPARE(petals->effect[1].kind, ActionKind::ReturnToHand);
        QVERIFY(petals->effect[1].ifYouDo);
        QCOMPARE(petals->effect[2].kind, ActionKind::Draw);
        QVERIFY(petals->effect[2].otherwise || petals->effect[2].ifYouDont);
        // CR 603.7: the exile waits for the next end step, seven cards chosen then (608.2d), not targets.
        const AbilityDef* memories = test::parsedAbility(fixtures(), QStringLiteral("False Memories"), 0);
        QVERIFY(memories);
        QCOMPARE(memories->effect.size(), 2);
        QCOMPARE(memories->effect[1].kind, ActionKind::Delayed);
        QCOMPARE(memories->effect[1].nested.size(), 1);
        QCOMPARE(memories->effect[1].nested[0].kind, ActionKind::ExileFromGraveyard);
        QCOMPARE(memories->effect[1].nested[0].amount.n, 7);
        // CR 608.2c, 701.13: the mill counts the cards the shuffle before it moved.
        const AbilityDef* spiral = test::parsedAbility(fixtures(), QStringLiteral("Psychic Spiral"), 0);
        QVERIFY(spiral);
        QCOMPARE(spiral->effect.size(), 2);
        QCOMPARE(spiral->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        QCOMPARE(spiral->effect[1].kind, ActionKind::Mill);
        QCOMPARE(spiral->effect[1].who, QStringLiteral("target_player"));
        QCOMPARE(spiral->effect[1].amountOf->kind, Expr::Kind::CountThisWay);
        QCOMPARE(spiral->targets.size(), 1);
        // CR 603.5, 608.2c: the choice to put the permanent on top comes first, when the city's blessing holds; the
        // return is done otherwise.
        const AbilityDef* expel = test::parsedAbility(fixtures(), QStringLiteral("Expel from Orazca"), 1);
        QVERIFY(expel);
        QCOMPARE(expel->effect.size(), 2);
        QCOMPARE(expel->effect[0].kind, ActionKind::PutOnLibrary);
        QVERIFY(expel->effect[0].optional);
        QCOMPARE(expel->effect[0].condition->kind, Condition::Kind::CitysBlessing);
        QCOMPARE(expel->effect[1].kind, ActionKind::ReturnToHand);
        QVERIFY(expel->effect[1].otherwise);
        // CR 701.23: up to two cards found, one for the hand and one for the graveyard.
        const AbilityDef* fork = test::parsedAbility(fixtures(), QStringLiteral("Fork in the Road"), 0);
        QVERIFY(fork);
        QCOMPARE(fork->effect.size(), 1);
        QCOMPARE(fork->effect[0].kind, ActionKind::SearchLibrary);
        QCOMPARE(fork->effect[0].text, QStringLiteral("hand_and_graveyard"));
        QCOMPARE(int(fork->effect[0].object->upTo), 2);
        // CR 608.2c: the second search is done when the condition holds as the spell resolves, the first when not.
        const AbilityDef* triumph = test::parsedAbility(fixtures(), QStringLiteral("Nissa's Triumph"), 0);
        QVERIFY(triumph);
        QCOMPARE(triumph->effect.size(), 2);
        QVERIFY(triumph->effect[0].condition && triumph->effect[0].condition->negated);
        QVERIFY(triumph->effect[1].condition && !triumph->effect[1].condition->negated);
        QCOMPARE(int(triumph->effect[1].object->upTo), 3);
    }

    // CR 118.12, 701.23: nobody pays, and Ana finds the Lightning Bolt she names; paid, she searches for nothing and
    // the Bolt stays in her library.
    void rhysticTutorSearchesUnlessAPlayerPays()
    {
        const QByteArray library = R"({"id": "island", "card": "Island", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"})";
        const Playthrough unpaid = anaCasts("Rhystic Tutor", "", library, R"(, "pays": false, "choices": {"objects": ["bolt"]})");
        QCOMPARE(test::zoneOf(unpaid, "bolt"), Zone::Hand);
        QCOMPARE(test::zoneOf(unpaid, "island"), Zone::Library);
        const Playthrough paid = anaCasts("Rhystic Tutor", "", library, R"(, "pays": true, "choices": {"objects": ["bolt"]})");
        QVERIFY2(test::happened(paid).contains(QStringLiteral("so it is not done")), qPrintable(test::happened(paid)));
        QCOMPARE(test::zoneOf(paid, "bolt"), Zone::Library);
        QCOMPARE(test::zoneOf(paid, "spell"), Zone::Graveyard);
    }

    // CR 701.24a, 121.1: Oblation aimed at Nico's Grizzly Bears puts it into his library, and Nico, its owner, draws
    // two cards; Ana, who cast it, draws none.
    void oblationShufflesInAndTheOwnerDraws()
    {
        const QByteArray board = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "n1", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "n2", "card": "Island", "owner": "nico", "zone": "library"},
            {"id": "a1", "card": "Plains", "zone": "library"})";
        const Playthrough p = anaCasts("Oblation", "\"nbears\"", board);
        QVERIFY(test::zoneOf(p, "nbears") != Zone::Battlefield);
        QCOMPARE(test::idsOf(p, "nico", Zone::Hand).size(), 2);
        QCOMPARE(test::idsOf(p, "nico", Zone::Library).size(), 1);
        QCOMPARE(test::idsOf(p, "ana", Zone::Hand).size(), 0);
        QCOMPARE(test::zoneOf(p, "a1"), Zone::Library);
    }

    // CR 701.23, 603.5: Ral's Dispersal returns Nico's Bears and Ana may take Ral, Caller of Storms from her
    // graveyard; declined, Ral stays there.
    void ralsDispersalFindsRal()
    {
        const QByteArray board = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "ral", "card": "Ral, Caller of Storms", "zone": "graveyard"})";
        const Playthrough taken = anaCasts("Ral's Dispersal", "\"nbears\"", board, R"(, "may": true)");
        QCOMPARE(test::zoneOf(taken, "nbears"), Zone::Hand);
        QCOMPARE(test::zoneOf(taken, "ral"), Zone::Hand);
        QCOMPARE(test::zoneOf(taken, "forest"), Zone::Library);
        const Playthrough declined = anaCasts("Ral's Dispersal", "\"nbears\"", board, R"(, "may": false)");
        QCOMPARE(test::zoneOf(declined, "nbears"), Zone::Hand);
        QCOMPARE(test::zoneOf(declined, "ral"), Zone::Graveyard);
    }

    // CR 701.23, 401.4: Ana and Nico, the two targets, each search their own library: the Bolt Ana names goes on top
    // of hers, the Shock Nico names on top of his; neither can take the other's card.
    void schemingSymmetryPutsEachCardOnTop()
    {
        const QByteArray libraries = R"({"id": "a1", "card": "Forest", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "n1", "card": "Island", "owner": "nico", "zone": "library"},
            {"id": "shock", "card": "Shock", "owner": "nico", "zone": "library"})";
        const Playthrough p = anaCasts("Scheming Symmetry", "\"ana\", \"nico\"", libraries,
            R"(, "choices": {"objects": ["bolt", "shock"]})");
        QCOMPARE(test::idsOf(p, "ana", Zone::Library), (QStringList{"bolt", "a1"}));
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), (QStringList{"shock", "n1"}));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico finds Shock")), qPrintable(test::happened(p)));
    }

    // CR 700.6, 701.16a: of Ana's top five cards she keeps Ral, Caller of Storms (legendary), and the other four go to
    // the bottom, her sixth card now on top; named, her Grizzly Bears (not historic) can't be kept, and with no
    // historic card among the five, nothing is.
    void boardTheWeatherlightKeepsAHistoricCard()
    {
        const QByteArray library = R"({"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "wl", "card": "Weatherlight", "zone": "library"},
            {"id": "ral", "card": "Ral, Caller of Storms", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough p = anaCasts("Board the Weatherlight", "", library, R"(, "choices": {"objects": ["ral"]})");
        QCOMPARE(test::zoneOf(p, "ral"), Zone::Hand);
        QCOMPARE(test::idsOf(p, "ana", Zone::Library), (QStringList{"plains", "forest", "bears", "wl", "island"}));
        const QByteArray noHistoric = R"({"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"},
            {"id": "swamp", "card": "Swamp", "zone": "library"},
            {"id": "wl", "card": "Weatherlight", "zone": "library"})";
        const Playthrough none = anaCasts("Board the Weatherlight", "", noHistoric, R"(, "choices": {"objects": ["bears"]})");
        QCOMPARE(test::zoneOf(none, "bears"), Zone::Library);
        QCOMPARE(test::idsOf(none, "ana", Zone::Hand), QStringList());
        QCOMPARE(test::idsOf(none, "ana", Zone::Library).value(0), QStringLiteral("wl"));
    }

    // CR 608.2d, 401.4: of Ana's top three cards, the Bolt she names first goes into her hand and the Island she
    // names next on top, above her fourth card; the Forest goes to the bottom. Naming nothing, the first card looked
    // at goes into her hand, the second on top, the third to the bottom.
    void tellingTimePutsOneCardInEachPlace()
    {
        const QByteArray library = R"({"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough named = anaCasts("Telling Time", "", library, R"(, "choices": {"objects": ["bolt", "island"]})");
        QCOMPARE(test::zoneOf(named, "bolt"), Zone::Hand);
        QCOMPARE(test::idsOf(named, "ana", Zone::Library), (QStringList{"island", "plains", "forest"}));
        const Playthrough unnamed = anaCasts("Telling Time", "", library);
        QCOMPARE(test::zoneOf(unnamed, "forest"), Zone::Hand);
        QCOMPARE(test::idsOf(unnamed, "ana", Zone::Library), (QStringList{"bolt", "plains", "island"}));
    }

    // CR 603.5, 608.2c, 608.2n: Ana puts her top three cards on the bottom (her fourth card now on top) and Petals of
    // Insight returns to her hand instead of her graveyard; declined, the cards stay and she draws all three.
    void petalsOfInsightBottomsTheCardsOrDraws()
    {
        const QByteArray library = R"({"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough bottomed = anaCasts("Petals of Insight", "", library, R"(, "may": true)");
        QCOMPARE(test::idsOf(bottomed, "ana", Zone::Library), (QStringList{"plains", "forest", "bolt", "island"}));
        QCOMPARE(test::zoneOf(bottomed, "spell"), Zone::Hand);
        QCOMPARE(test::idsOf(bottomed, "ana", Zone::Hand), QStringList{"spell"});
        const Playthrough drawn = anaCasts("Petals of Insight", "", library, R"(, "may": false)");
        QCOMPARE(test::idsOf(drawn, "ana", Zone::Library), QStringList{"plains"});
        QCOMPARE(test::idsOf(drawn, "ana", Zone::Hand).size(), 3);
        QCOMPARE(test::zoneOf(drawn, "spell"), Zone::Graveyard);
    }

    // CR 603.7, 406.3: False Memories mills Ana's seven top cards, her eighth staying; at the next end step seven of
    // the nine cards then in her graveyard (the seven, her Forest, False Memories itself) are exiled, the two she
    // doesn't name staying; Nico's graveyard card is not hers to exile.
    void falseMemoriesExilesSevenCardsLater()
    {
        const QByteArray objects = R"({"id": "spell", "card": "False Memories", "zone": "hand"},
            {"id": "gforest", "card": "Forest", "zone": "graveyard"},
            {"id": "nshock", "card": "Shock", "owner": "nico", "zone": "graveyard"})"
            + test::bears("ana", 8, "library");
        const Playthrough p = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "spell"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"},
            {"id": "e4", "resolve": "top", "choices": {"objects": ["libraryana0", "libraryana1", "libraryana2", "libraryana3",
            "libraryana4", "libraryana5", "libraryana6"]}})");
        QCOMPARE(test::idsOf(p, "ana", Zone::Library).size(), 1);
        QCOMPARE(test::idsOf(p, "ana", Zone::Exile).size(), 7);
        QStringList left = test::idsOf(p, "ana", Zone::Graveyard);
        left.sort();
        QCOMPARE(left, (QStringList{"gforest", "spell"}));
        QCOMPARE(test::zoneOf(p, "nshock"), Zone::Graveyard);
    }

    // CR 608.2c, 701.13, 701.24a: Ana's three graveyard cards go into her library and Nico, the target, mills three of
    // his four cards; with her graveyard empty he mills none.
    void psychicSpiralMillsThatMany()
    {
        const QByteArray nicos = R"({"id": "n1", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "n2", "card": "Island", "owner": "nico", "zone": "library"},
            {"id": "n3", "card": "Swamp", "owner": "nico", "zone": "library"},
            {"id": "n4", "card": "Plains", "owner": "nico", "zone": "library"})";
        const QByteArray graveyard = R"({"id": "g1", "card": "Forest", "zone": "graveyard"},
            {"id": "g2", "card": "Lightning Bolt", "zone": "graveyard"},
            {"id": "g3", "card": "Grizzly Bears", "zone": "graveyard"}, )";
        const Playthrough p = anaCasts("Psychic Spiral", "\"nico\"", graveyard + nicos);
        QCOMPARE(test::idsOf(p, "ana", Zone::Library).size(), 3);
        QCOMPARE(test::idsOf(p, "ana", Zone::Graveyard), QStringList{"spell"});
        QCOMPARE(test::idsOf(p, "nico", Zone::Graveyard).size(), 3);
        QCOMPARE(test::idsOf(p, "nico", Zone::Library), QStringList{"n4"});
        const Playthrough empty = anaCasts("Psychic Spiral", "\"nico\"", nicos);
        QCOMPARE(test::idsOf(empty, "nico", Zone::Library).size(), 4);
    }

    // CR 702.131, 603.5, 401.4: with the city's blessing Ana may put Nico's Bears on top of his library (above his
    // Forest); declining, or without the blessing, the Bears return to his hand.
    void expelFromOrazcaPutsOnTopWithTheBlessing()
    {
        const QByteArray objects = R"({"id": "spell", "card": "Expel from Orazca", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "n1", "card": "Forest", "owner": "nico", "zone": "library"})";
        const auto played = [&](const char* ana, const char* resolve) {
            const QByteArray events = QByteArray(R"({"id": "e1", "cast": "spell", "targets": ["nbears"]}, )")
                + R"({"id": "e2", "resolve": "top")" + resolve + "}";
            const std::optional<GameState> state = test::readScenario(
                test::libraryOf(fixtures()), test::scenarioJson(objects, events, ana));
            return state ? EventPlayer::play(*state, test::libraryOf(fixtures())) : Playthrough();
        };
        const Playthrough onTop = played(R"(, "citys_blessing": true)", R"(, "may": true)");
        QCOMPARE(test::idsOf(onTop, "nico", Zone::Library), (QStringList{"nbears", "n1"}));
        const Playthrough declined = played(R"(, "citys_blessing": true)", R"(, "may": false)");
        QCOMPARE(test::zoneOf(declined, "nbears"), Zone::Hand);
        const Playthrough noBlessing = played("", R"(, "may": true)");
        QCOMPARE(test::zoneOf(noBlessing, "nbears"), Zone::Hand);
        QCOMPARE(test::idsOf(noBlessing, "nico", Zone::Library), QStringList{"n1"});
    }

    // CR 701.23, 608.2c: Ana finds the Plains and the Forest she names: the Plains, named first, goes into her hand, the
    // Forest into her graveyard; her Bears (no basic land) stays. With one land named and found, it goes to her hand.
    void forkInTheRoadSplitsTheTwoLands()
    {
        const QByteArray library = R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough p = anaCasts("Fork in the Road", "", library, R"(, "choices": {"objects": ["plains", "forest"]})");
        QCOMPARE(test::zoneOf(p, "plains"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "forest"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Library);
        const Playthrough one = anaCasts("Fork in the Road", "", library, R"(, "choices": {"objects": ["forest", "bears"]})");
        QCOMPARE(test::zoneOf(one, "forest"), Zone::Hand);
        QCOMPARE(test::zoneOf(one, "bears"), Zone::Library);
    }

    // CR 608.2c, 701.23: without a Nissa planeswalker Ana finds up to two basic Forests (the Island she names can't be
    // found); controlling Nissa, Vital Force, she finds up to three land cards of any kind instead.
    void nissasTriumphSearchesMoreWithNissa()
    {
        const QByteArray library = R"({"id": "f1", "card": "Forest", "zone": "library"},
            {"id": "f2", "card": "Forest", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough alone = anaCasts("Nissa's Triumph", "", library, R"(, "choices": {"objects": ["island", "f1", "f2"]})");
        QCOMPARE(test::zoneOf(alone, "f1"), Zone::Hand);
        QCOMPARE(test::zoneOf(alone, "f2"), Zone::Hand);
        QCOMPARE(test::zoneOf(alone, "island"), Zone::Library);
        const QByteArray nissa = R"({"id": "nissa", "card": "Nissa, Vital Force", "timestamp": 1}, )";
        const Playthrough withNissa = anaCasts("Nissa's Triumph", "", nissa + library,
            R"(, "choices": {"objects": ["island", "plains", "f1"]})");
        QCOMPARE(test::zoneOf(withNissa, "island"), Zone::Hand);
        QCOMPARE(test::zoneOf(withNissa, "plains"), Zone::Hand);
        QCOMPARE(test::zoneOf(withNissa, "f1"), Zone::Hand);
        QCOMPARE(test::zoneOf(withNissa, "f2"), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL34b)
#include "tst_impspelll34b.moc"
