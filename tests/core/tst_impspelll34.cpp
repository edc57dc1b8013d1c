// Round 34's instants and sorceries that act on libraries (tests/data/import/impspelll34.json): what a won clash
// does to the one target named again, "If you win, Lash Out deals 3 damage to that creature's controller." (Lash
// Out), "If you win, that spell's controller puts the top four cards of their library into their graveyard."
// (Broken Ambitions) and "If you win, that creature gets an additional +2/+2 and gains trample until end of turn."
// (Fistful of Force); several cards searched for and put on top of the library after the shuffle, "Search your
// library for up to three creature cards and reveal them. Shuffle your library, then put those cards on top of it
// in any order." (Congregation at Dawn), Scouting Trek's "any number of basic land cards" and Insidious Dreams' "X
// cards"; "You may have that player shuffle their library." after a look at a target player's library (Natural
// Selection); Gamble's "Search your library for a card, put that card into your hand, discard a card at random, then
// shuffle your library."; Sudden Reclamation's "Put the top four cards of your library into your graveyard, then return a
// creature card and a land card from your graveyard to your hand."; Mystical Teachings' "Search your library for an
// instant card or a card with flash, reveal it, put it into your hand, then shuffle your library."; Repopulate's
// "Shuffle all creature cards from target player's graveyard into that player's library.". The structure, the
// English written back (the round trip trusts it), the card format, and what the event player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspelll34.json"));
}

// Ana casts `card` from her hand at `target` with `choices` for the resolution, and it resolves; the top cards of
// Ana's and Nico's libraries decide a clash.
Playthrough anaCasts(const char* card, const char* target, const QByteArray& objects, const QByteArray& choices = "{}")
{
    return test::playScenario(fixtures(),
        QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}, " + objects,
        QByteArray("{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [") + target + "]}, {\"id\": \"e2\", \"resolve\": "
            "\"top\", \"choices\": " + choices + "}");
}

// The top cards of Ana's and Nico's libraries, one each.
QByteArray tops(const char* anasTop, const char* nicosTop)
{
    return QByteArray("{\"id\": \"anatop\", \"card\": \"") + anasTop + "\", \"zone\": \"library\"}, {\"id\": \"nicotop\", "
        "\"card\": \"" + nicosTop + "\", \"owner\": \"nico\", \"zone\": \"library\"}";
}

// The ids of `owner`'s library from the top at the end.
QStringList libraryIds(const Playthrough& p, const char* owner)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Library && o.owner == QLatin1String(owner))
            out << o.id;
    return out;
}

}   // namespace

class TestImpSpellL34 : public QObject {
    Q_OBJECT
private slots:
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 11); }

    // The understood cards go through the card format and read back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The English written back (the round trip compares it with Oracle's).
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("written");
        QTest::newRow("damage to that creature's controller")
            << "Lash Out"
            << "~ deals 3 damage to target creature. Clash with an opponent. If you win, ~ deals 3 damage to that "
               "creature's controller.";
        QTest::newRow("that spell's controller mills")
            << "Broken Ambitions"
            << "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, its controller "
               "mills four cards.";
        QTest::newRow("an additional bonus")
            << "Fistful of Force"
            << "Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets "
               "+2/+2 and gains trample until end of turn.";
        QTest::newRow("up to three cards on top")
            << "Congregation at Dawn"
            << "Search your library for up to three creature cards, reveal them, then shuffle and put those cards on top "
               "in any order.";
        QTest::newRow("any number of cards on top")
            << "Scouting Trek"
            << "Search your library for any number of basic land cards, reveal them, then shuffle and put those cards "
               "on top in any order.";
        QTest::newRow("X cards on top")
            << "Insidious Dreams" << "Search your library for X cards, then shuffle and put those cards on top in any order.";
        QTest::newRow("that player may be made to shuffle")
            << "Natural Selection"
            << "Look at the top three cards of target player's library, then put them back in any order. You may have that "
               "player shuffle their library.";
        QTest::newRow("the shuffle said before the discard")
            << "Gamble" << "Search your library for a card, put it into your hand, then shuffle. Discard a card at random.";
        QTest::newRow("a card of a kind or with a keyword")
            << "Mystical Teachings"
            << "Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.";
        QTest::newRow("a target player's creature cards shuffled in")
            << "Repopulate" << "Shuffle all creature cards from target player's graveyard into that player's library.";
        QTest::newRow("a mill, then two cards returned")
            << "Sudden Reclamation"
            << "Mill four cards. Return a creature card from your graveyard to your hand. Return a land card from your "
               "graveyard to your hand.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, written);
        const int index = card == QLatin1String("Insidious Dreams") ? 1 : 0;   // after its additional cost
        QVERIFY(test::parsedAbility(fixtures(), card, index));
        QCOMPARE(test::writtenText(fixtures(), card, index), written);
    }

    // CR 701.30: what is done if you win is the clash's; CR 608.2h: "that creature's controller" is the one
    // target's, as it last existed.
    void structure()
    {
        const AbilityDef* lash = test::parsedAbility(fixtures(), QStringLiteral("Lash Out"), 0);
        QVERIFY(lash);
        QCOMPARE(lash->effect.size(), 2);
        QCOMPARE(lash->effect[1].kind, ActionKind::Clash);
        QCOMPARE(lash->effect[1].nested.size(), 1);
        QCOMPARE(lash->effect[1].nested[0].kind, ActionKind::Damage);
        QCOMPARE(lash->effect[1].nested[0].who, QStringLiteral("controller_of_that_target"));
        const AbilityDef* ambitions = test::parsedAbility(fixtures(), QStringLiteral("Broken Ambitions"), 0);
        QVERIFY(ambitions);
        QCOMPARE(ambitions->effect.last().kind, ActionKind::Clash);
        QCOMPARE(ambitions->effect.last().nested.value(0).kind, ActionKind::Mill);
        QCOMPARE(ambitions->effect.last().nested.value(0).who, QStringLiteral("controller_of_target"));
        // CR 701.23, 401.4: the cards searched for go on top, as many as the searcher picks.
        const AbilityDef* congregation = test::parsedAbility(fixtures(), QStringLiteral("Congregation at Dawn"), 0);
        QVERIFY(congregation);
        QCOMPARE(congregation->effect.size(), 1);
        QCOMPARE(congregation->effect[0].kind, ActionKind::SearchLibrary);
        QCOMPARE(congregation->effect[0].text, QStringLiteral("top"));
        QVERIFY(congregation->effect[0].reveal);
        QCOMPARE(int(congregation->effect[0].object->upTo), 3);
        const AbilityDef* trek = test::parsedAbility(fixtures(), QStringLiteral("Scouting Trek"), 0);
        QVERIFY(trek);
        QCOMPARE(int(trek->effect[0].object->upTo), int(Selector::kAnyNumber));
        // CR 107.3: X cards, the X the spell was cast with, exactly that many.
        const AbilityDef* dreams = test::parsedAbility(fixtures(), QStringLiteral("Insidious Dreams"), 1);
        QVERIFY(dreams);
        QVERIFY(dreams->effect[0].amount.x);
        QCOMPARE(int(dreams->effect[0].object->upTo), 0);
        QCOMPARE(dreams->effect[0].text, QStringLiteral("top"));
        // CR 603.5, 701.24: the target player shuffles, if the spell's controller chooses so.
        const AbilityDef* selection = test::parsedAbility(fixtures(), QStringLiteral("Natural Selection"), 0);
        QVERIFY(selection);
        QCOMPARE(selection->effect.size(), 2);
        QCOMPARE(selection->effect[1].kind, ActionKind::ShuffleLibrary);
        QCOMPARE(selection->effect[1].who, QStringLiteral("target_player"));
        QVERIFY(selection->effect[1].optional);
    }

    // CR 701.30, 608.2h: Ana reveals Craw Wurm (mana value 6), Nico a Forest: she wins, and Lash Out deals 3 damage
    // to Nico, who controlled the Bears it destroyed; with her Forest against his Craw Wurm she doesn't, and only
    // the Bears are dealt damage.
    void lashOutHitsTheControllerOnAWin()
    {
        const QByteArray bears = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1}, )";
        const Playthrough won = anaCasts("Lash Out", "\"nbears\"", bears + tops("Craw Wurm", "Forest"));
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        QCOMPARE(test::zoneOf(won, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(won, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(won, QStringLiteral("ana")), 20);
        const Playthrough lost = anaCasts("Lash Out", "\"nbears\"", bears + tops("Forest", "Craw Wurm"));
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(lost)));
        QCOMPARE(test::zoneOf(lost, "nbears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(lost, QStringLiteral("nico")), 20);
    }

    // CR 613.4c: a won clash gives Ana's Bears a second +2/+2 beside the first, 6/6 with trample; a lost one
    // leaves the first alone, 4/4 without trample.
    void fistfulOfForceAddsASecondBonus()
    {
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1}, )";
        const Playthrough won = anaCasts("Fistful of Force", "\"bears\"", bears + tops("Craw Wurm", "Forest"));
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana wins the clash")), qPrintable(test::happened(won)));
        QCOMPARE(test::ptOf(won, QStringLiteral("bears")), QStringLiteral("6/6"));
        QVERIFY(test::hasKeyword(won, QStringLiteral("bears"), QStringLiteral("Trample")));
        const Playthrough lost = anaCasts("Fistful of Force", "\"bears\"", bears + tops("Forest", "Craw Wurm"));
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana doesn't win the clash")), qPrintable(test::happened(lost)));
        QVERIFY2(test::ptOf(lost, QStringLiteral("bears")) == QStringLiteral("4/4"), qPrintable(test::happened(lost)));
        QVERIFY(!test::hasKeyword(lost, QStringLiteral("bears"), QStringLiteral("Trample")));
    }

    // CR 701.30, 608.2h, 701.13: Nico's Broken Ambitions counters Ana's Lightning Bolt (she doesn't pay) and, his
    // Craw Wurm beating her Forest, Ana, who cast the Bolt, mills four cards: the Forest and three Islands, the
    // fifth card stays. Paid, the Bolt still resolves and Ana mills all the same; a lost clash mills nothing.
    void brokenAmbitionsMillsTheSpellsController()
    {
        QByteArray board = R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "ba", "card": "Broken Ambitions", "owner": "nico", "zone": "hand"})";
        auto withTops = [&](const char* anasTop, const char* nicosTop) {
            QByteArray out = board + ", " + tops(anasTop, nicosTop);
            for (int k = 1; k <= 4; ++k)
                out += QStringLiteral(", {\"id\": \"i%1\", \"card\": \"Island\", \"zone\": \"library\"}").arg(k).toUtf8();
            return out;
        };
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "ba", "targets": ["bolt"], "choices": {"x": 1}})";
        const Playthrough unpaid = test::playScenario(fixtures(), withTops("Forest", "Craw Wurm"),
            cast + R"(, {"id": "e3", "resolve": "top", "pays": false})");
        QVERIFY2(test::happened(unpaid).contains(QStringLiteral("Nico wins the clash")), qPrintable(test::happened(unpaid)));
        QCOMPARE(test::zoneOf(unpaid, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(unpaid, QStringLiteral("nico")), 20);
        for (const char* milled : {"anatop", "i1", "i2", "i3"})
            QCOMPARE(test::zoneOf(unpaid, milled), Zone::Graveyard);
        QCOMPARE(test::zoneOf(unpaid, "i4"), Zone::Library);
        QCOMPARE(test::zoneOf(unpaid, "nicotop"), Zone::Library);
        const Playthrough paid = test::playScenario(fixtures(), withTops("Forest", "Craw Wurm"),
            cast + R"(, {"id": "e3", "resolve": "top", "pays": true}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(paid, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(paid, "i3"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(paid, "i4"), Zone::Library);
        const Playthrough lost = test::playScenario(fixtures(), withTops("Craw Wurm", "Forest"),
            cast + R"(, {"id": "e3", "resolve": "top", "pays": false})");
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Nico doesn't win the clash")), qPrintable(test::happened(lost)));
        QCOMPARE(test::zoneOf(lost, "bolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(lost, "i1"), Zone::Library);
    }

    // CR 701.23, 401.4: Ana finds Serra Angel and Grizzly Bears (not an Island, no creature card) and puts them on
    // top, the Angel first, in the order she names them; the other cards keep their order below.
    void congregationPutsTheCardsOnTop()
    {
        const QByteArray library = R"({"id": "island", "card": "Island", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "zone": "library"})";
        const Playthrough p = anaCasts("Congregation at Dawn", "", library, R"({"objects": ["angel", "bears", "island"]})");
        QCOMPARE(libraryIds(p, "ana"), (QStringList{"angel", "bears", "island", "wurm"}));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Ana reveals Serra Angel")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, "spell"), Zone::Graveyard);
    }

    // CR 701.23, 401.4: any number of basic land cards: Ana names her Forest and Plains (her Bears is no land),
    // which go on top in that order.
    void scoutingTrekPutsTheLandsOnTop()
    {
        const QByteArray library = R"({"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough p = anaCasts("Scouting Trek", "", library, R"({"objects": ["forest", "bears", "plains"]})");
        QCOMPARE(libraryIds(p, "ana"), (QStringList{"forest", "plains", "bears", "island"}));
    }

    // CR 107.3, 401.4: Insidious Dreams cast with X 2 puts two of the three cards Ana names on top, the first on
    // top; with X 1, only the first.
    void insidiousDreamsPutsXCardsOnTop()
    {
        const QByteArray library = R"({"id": "island", "card": "Island", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
            {"id": "angel", "card": "Serra Angel", "zone": "library"})";
        auto castWithX = [&](int x) {
            return test::playScenario(fixtures(),
                R"({"id": "spell", "card": "Insidious Dreams", "zone": "hand"}, )" + library,
                QByteArray(R"({"id": "e1", "cast": "spell", "choices": {"x": )") + QByteArray::number(x)
                    + R"(}}, {"id": "e2", "resolve": "top", "choices": {"objects": ["angel", "wurm", "bears"]}})");
        };
        QCOMPARE(libraryIds(castWithX(2), "ana"), (QStringList{"angel", "wurm", "island", "bears"}));
        QCOMPARE(libraryIds(castWithX(1), "ana"), (QStringList{"angel", "island", "bears", "wurm"}));
    }

    // CR 701.23, 608.2c: Gamble puts the Lightning Bolt Ana names into her hand, then one card of her hand (the
    // Bolt or her Forest) is discarded at random; the Island stays in her library.
    void gambleFindsACardThenDiscardsOne()
    {
        const QByteArray board = R"({"id": "forest", "card": "Forest", "zone": "hand"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"})";
        const Playthrough p = anaCasts("Gamble", "", board, R"({"objects": ["bolt"]})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("Ana puts Lightning Bolt into their hand")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, "island"), Zone::Library);
        const int discarded = int(test::zoneOf(p, "forest") == Zone::Graveyard) + int(test::zoneOf(p, "bolt") == Zone::Graveyard);
        const int kept = int(test::zoneOf(p, "forest") == Zone::Hand) + int(test::zoneOf(p, "bolt") == Zone::Hand);
        QCOMPARE(discarded, 1);
        QCOMPARE(kept, 1);
    }

    // CR 608.2c, 701.13: Sudden Reclamation mills Ana's four top cards, then returns the creature card and the land
    // card she names, one of them milled just now (the Craw Wurm); the other milled cards and her Island stay.
    void suddenReclamationReturnsACreatureAndALand()
    {
        const QByteArray board = R"({"id": "oldbears", "card": "Grizzly Bears", "zone": "graveyard"},
            {"id": "wurm", "card": "Craw Wurm", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "plains", "card": "Plains", "zone": "library"})";
        const Playthrough p = anaCasts("Sudden Reclamation", "", board, R"({"objects": ["wurm", "forest"]})");
        QCOMPARE(test::zoneOf(p, "wurm"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "forest"), Zone::Hand);
        QCOMPARE(test::zoneOf(p, "island"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "bears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "oldbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "plains"), Zone::Library);
    }

    // CR 701.23, 702.8: Mystical Teachings finds Dress Down (an enchantment with flash) when Ana names it; named,
    // her Grizzly Bears (neither an instant nor with flash) can't be found, and the first card that fits as listed,
    // Lightning Bolt, is.
    void mysticalTeachingsFindsAnInstantOrACardWithFlash()
    {
        const QByteArray library = R"({"id": "island", "card": "Island", "zone": "library"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "dress", "card": "Dress Down", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"})";
        const Playthrough flash = anaCasts("Mystical Teachings", "", library, R"({"objects": ["dress"]})");
        QCOMPARE(test::zoneOf(flash, "dress"), Zone::Hand);
        QCOMPARE(test::zoneOf(flash, "bolt"), Zone::Library);
        QVERIFY2(test::happened(flash).contains(QStringLiteral("Ana reveals Dress Down")), qPrintable(test::happened(flash)));
        const Playthrough bears = anaCasts("Mystical Teachings", "", library, R"({"objects": ["bears"]})");
        QCOMPARE(test::zoneOf(bears, "bears"), Zone::Library);
        QCOMPARE(test::zoneOf(bears, "bolt"), Zone::Hand);
        QCOMPARE(test::zoneOf(bears, "dress"), Zone::Library);
    }

    // CR 404.2, 701.24: Repopulate aimed at Nico shuffles his Grizzly Bears card into his library; his Shock (no
    // creature card) and Ana's Craw Wurm card stay in their graveyards.
    void repopulateShufflesThatPlayersCreatureCards()
    {
        const QByteArray board = R"({"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "nshock", "card": "Shock", "owner": "nico", "zone": "graveyard"},
            {"id": "awurm", "card": "Craw Wurm", "zone": "graveyard"})";
        const Playthrough p = anaCasts("Repopulate", "\"nico\"", board);
        QCOMPARE(test::zoneOf(p, "nbears"), Zone::Library);
        QCOMPARE(test::zoneOf(p, "nshock"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, "awurm"), Zone::Graveyard);
        QCOMPARE(libraryIds(p, "nico"), QStringList{"nbears"});
    }

    // CR 603.5, 701.24: Natural Selection aimed at Nico has Nico shuffle his library, not Ana hers; declined
    // ("may": false), nobody shuffles.
    void naturalSelectionHasThatPlayerShuffle()
    {
        const QByteArray libraries = tops("Forest", "Island");
        const Playthrough shuffled = anaCasts("Natural Selection", "\"nico\"", libraries);
        QVERIFY2(test::happened(shuffled).contains(QStringLiteral("Nico shuffles their library")), qPrintable(test::happened(shuffled)));
        QVERIFY(!test::happened(shuffled).contains(QStringLiteral("Ana shuffles")));
        const Playthrough declined = test::playScenario(fixtures(),
            R"({"id": "spell", "card": "Natural Selection", "zone": "hand"}, )" + libraries,
            R"({"id": "e1", "cast": "spell", "targets": ["nico"]}, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(!test::happened(declined).contains(QStringLiteral("shuffles their library")), qPrintable(test::happened(declined)));
        QCOMPARE(test::zoneOf(declined, "spell"), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellL34)
#include "tst_impspelll34.moc"
