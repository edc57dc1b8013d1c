// Instants and sorceries read from real cards' Oracle text (tests/data/import/impspellb21.json), round 21:
// "Reveal the top five cards of your library. You may put a creature or land card from among them into your
// hand. Put the rest into your graveyard." and its kin (Grisly Salvage, Commune with the Gods, Tracker's
// Instincts, Glacial Revelation, Pieces of the Puzzle, Kruphix's Insight, Lair Delve's "all creature and
// land cards"; 701.20), the Mercadian "If an opponent controls a Forest and you control an
// Island, you may cast this spell without paying its mana cost." (Submerge, Mogg Salvage, Refreshing Rain,
// Sivvi's Ruse, Kyren Legate, Cho-Arrim Legate; 118.9), "Target player takes an extra turn after this one."
// (Beacon of Tomorrows; 500.7) and Venarian Glimmer's "a nonland card with converted mana cost X or less"
// (701.8, 107.3), "You draw X cards and you lose X life, where X is the number of creatures you control."
// (Minions' Murmurs; 608.2h). The structure, the English written back (the round trip trusts it), and what the event
// player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellb21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's library from the top: Craw Wurm, Forest, Grizzly Bears, Island, Mountain, then Llanowar Elves
// (the sixth card, never revealed by a spell that reveals five).
const QByteArray kLibrary = R"({"id": "wurm", "card": "Craw Wurm", "zone": "library"},
    {"id": "forest", "card": "Forest", "zone": "library"},
    {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
    {"id": "island", "card": "Island", "zone": "library"},
    {"id": "mountain", "card": "Mountain", "zone": "library"},
    {"id": "elves", "card": "Llanowar Elves", "zone": "library"})";

}   // namespace

class TestImpSpellB21 : public QObject {
    Q_OBJECT
private slots:
    void everyCardUnderstood() { test::checkEveryCardUnderstood(fixtures(), 16); }
    void cardFormatKeepsEveryCard() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("you may put a") << "Grisly Salvage" << "Reveal"
                                       << "Reveal the top five cards of your library. You may put a creature or land card "
                                          "from among them into your hand. Put the rest into your graveyard.";
        QTest::newRow("creature or enchantment") << "Commune with the Gods" << "Reveal"
                                                 << "Reveal the top five cards of your library. You may put a creature or "
                                                    "enchantment card from among them into your hand. Put the rest into your "
                                                    "graveyard.";
        QTest::newRow("put a, and the rest") << "Tracker's Instincts" << "Reveal"
                                             << "Reveal the top four cards of your library. Put a creature card from among "
                                                "them into your hand and the rest into your graveyard.";
        QTest::newRow("any number of") << "Glacial Revelation" << "Reveal"
                                       << "Reveal the top six cards of your library. You may put any number of snow "
                                          "permanent cards from among them into your hand. Put the rest into your graveyard.";
        QTest::newRow("up to two and/or") << "Pieces of the Puzzle" << "Reveal"
                                          << "Reveal the top five cards of your library. Put up to two instant and/or "
                                             "sorcery cards from among them into your hand and the rest into your graveyard.";
        // "the rest of the revealed cards" is the round trip's "the rest": the same cards.
        QTest::newRow("the rest of the revealed") << "Kruphix's Insight" << "Reveal"
                                                  << "Reveal the top six cards of your library. Put up to three "
                                                     "enchantment cards from among them into your hand and the rest into "
                                                     "your graveyard.";
        QTest::newRow("all X and Y cards") << "Lair Delve" << "Reveal"
                                           << "Reveal the top two cards of your library. Put all creature and land cards "
                                              "revealed this way into your hand and the rest on the bottom of your library in "
                                              "any order.";
        QTest::newRow("free if") << "Submerge" << "without paying"
                                 << "If an opponent controls a Forest and you control one or more Islands, you may cast ~ "
                                    "without paying its mana cost.";
        QTest::newRow("free if, creature") << "Kyren Legate" << "without paying"
                                           << "If an opponent controls a Plains and you control one or more Mountains, you "
                                              "may cast ~ without paying its mana cost.";
        QTest::newRow("target player takes") << "Beacon of Tomorrows" << "extra turn"
                                             << "Target player takes an extra turn after this one. Shuffle ~ into its owner's "
                                                "library.";
        QTest::newRow("X or less") << "Venarian Glimmer" << "reveals"
                                   << "Target player reveals their hand. You choose a nonland card with mana value X or less "
                                      "from it. That player discards that card.";
        QTest::newRow("draw X and lose X") << "Minions' Murmurs" << "draw X"
                                           << "You draw X cards and you lose X life, where X is the number of creatures "
                                              "you control.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void structure()
    {
        // 701.20: every card looked at is revealed; one of those the selector names may be kept.
        const AbilityDef* salvage = test::parsedWith(fixtures(), QStringLiteral("Grisly Salvage"), QStringLiteral("Reveal"));
        QVERIFY(salvage);
        QCOMPARE(salvage->effect.size(), 1);
        const Action& look = salvage->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.amount.n, 5);
        QVERIFY(look.reveal);
        QCOMPARE(look.pick, 1);
        QVERIFY(look.pickUpTo);
        QCOMPARE(look.keep, 1);
        QCOMPARE(look.text, QStringLiteral("graveyard"));
        QVERIFY(look.object);
        // Tracker's Instincts: a creature card is put into the hand if there is one (not "you may").
        const AbilityDef* tracker = test::parsedWith(fixtures(), QStringLiteral("Tracker's Instincts"), QStringLiteral("Reveal"));
        QVERIFY(tracker);
        QCOMPARE(tracker->effect[0].pick, 1);
        QVERIFY(!tracker->effect[0].pickUpTo);
        // Glacial Revelation: "any number of" is every one of the six.
        const AbilityDef* glacial = test::parsedWith(fixtures(), QStringLiteral("Glacial Revelation"), QStringLiteral("Reveal"));
        QVERIFY(glacial);
        QCOMPARE(glacial->effect[0].pick, 6);
        QVERIFY(glacial->effect[0].pickUpTo);
        // 118.9: an alternative cost of nothing, under two conditions that must both hold.
        const AbilityDef* submerge = test::parsedWith(fixtures(), QStringLiteral("Submerge"), QStringLiteral("without paying"));
        QVERIFY(submerge);
        QCOMPARE(submerge->kind, AbilityDef::Kind::AlternativeCost);
        QVERIFY(submerge->costParts.isEmpty());
        QVERIFY(submerge->condition);
        QCOMPARE(submerge->condition->kind, Condition::Kind::OpponentControls);
        QVERIFY(submerge->condition->also);
        QCOMPARE(submerge->condition->also->kind, Condition::Kind::YouControlAtLeast);
        // 500.7: the extra turn is the target player's.
        const AbilityDef* beacon = test::parsedWith(fixtures(), QStringLiteral("Beacon of Tomorrows"), QStringLiteral("extra turn"));
        QVERIFY(beacon);
        QCOMPARE(beacon->targets.size(), 1);
        QCOMPARE(beacon->effect[0].kind, ActionKind::ExtraTurn);
        QCOMPARE(beacon->effect[0].who, QStringLiteral("target_player"));
        // 107.3: the card chosen has a mana value of X or less, X as the spell was cast.
        const AbilityDef* glimmer = test::parsedWith(fixtures(), QStringLiteral("Venarian Glimmer"), QStringLiteral("reveals"));
        QVERIFY(glimmer);
        QCOMPARE(glimmer->effect[0].kind, ActionKind::DiscardChosen);
        QVERIFY(glimmer->effect[0].object->manaValueAtMostX);
        // 608.2h: one X for both, the same count.
        const AbilityDef* murmurs = test::parsedWith(fixtures(), QStringLiteral("Minions' Murmurs"), QStringLiteral("draw X"));
        QVERIFY(murmurs);
        QCOMPARE(murmurs->effect.size(), 2);
        QCOMPARE(murmurs->effect[0].kind, ActionKind::Draw);
        QCOMPARE(murmurs->effect[1].kind, ActionKind::LoseLife);
        QVERIFY(murmurs->effect[0].amountOf && murmurs->effect[1].amountOf);
        QCOMPARE(*murmurs->effect[0].amountOf, *murmurs->effect[1].amountOf);
    }

    void grislySalvageKeepsTheChosenLand()
    {
        // CR 701.20, 608.2c: Ana reveals the top five cards, puts the Forest she names into her hand and the
        // other four into her graveyard; the sixth card, Llanowar Elves, stays in her library.
        const Playthrough play = played(R"({"id": "salvage", "card": "Grisly Salvage", "zone": "hand"}, )" + kLibrary,
            R"({"id": "e1", "cast": "salvage"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["forest"]}})");
        QCOMPARE(test::zoneOf(play, "forest"), Zone::Hand);
        for (const char* id : {"wurm", "bears", "island", "mountain"})
            QCOMPARE(test::zoneOf(play, id), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "elves"), Zone::Library);
    }

    void trackersInstinctsKeepsOnlyACreature()
    {
        // (A plain string: moc reads the apostrophe of a raw string as a character literal.)
        // CR 701.20: the card kept must be a creature card; naming the Forest keeps nothing of it, so the
        // first creature card revealed (Craw Wurm) goes to the hand and the other three to the graveyard.
        const Playthrough play = played(QByteArray("{\"id\": \"tracker\", \"card\": \"Tracker's Instincts\", \"zone\": \"hand\"}, ") + kLibrary,
            R"({"id": "e1", "cast": "tracker"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["forest"]}})");
        QCOMPARE(test::zoneOf(play, "wurm"), Zone::Hand);
        for (const char* id : {"forest", "bears", "island"})
            QCOMPARE(test::zoneOf(play, id), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "mountain"), Zone::Library);
    }

    void communeWithTheGodsPassesOverLands()
    {
        // CR 701.20: a creature or enchantment card: the Grizzly Bears named are kept; the Craw Wurm, a
        // creature card too, is put into the graveyard with the lands.
        const Playthrough play = played(R"({"id": "commune", "card": "Commune with the Gods", "zone": "hand"}, )" + kLibrary,
            R"({"id": "e1", "cast": "commune"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["bears"]}})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "wurm"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "forest"), Zone::Graveyard);
    }

    void venarianGlimmerTakesOnlyWhatXAllows()
    {
        // CR 701.8, 107.3: cast with X = 2, the card chosen must be a nonland card of mana value 2 or less:
        // naming Nico's Craw Wurm (6) is not allowed, so his Grizzly Bears (2) are discarded; the Wurm and
        // the Forest stay in his hand.
        const Playthrough play = played(R"({"id": "glimmer", "card": "Venarian Glimmer", "zone": "hand"},
            {"id": "nwurm", "card": "Craw Wurm", "zone": "hand", "owner": "nico"},
            {"id": "nforest", "card": "Forest", "zone": "hand", "owner": "nico"},
            {"id": "nbears", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "glimmer", "targets": ["nico"], "choices": {"x": 2}},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["nwurm"]}})");
        QCOMPARE(test::zoneOf(play, "nbears"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "nwurm"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "nforest"), Zone::Hand);
    }

    void piecesOfThePuzzleKeepsTwoSpells()
    {
        // CR 701.20: up to two instant and/or sorcery cards: the Lightning Bolt and Wrath of God named are
        // kept; Giant Growth, an instant too, goes to the graveyard with the land and the creature.
        const Playthrough play = played(R"({"id": "pieces", "card": "Pieces of the Puzzle", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "growth", "card": "Giant Growth", "zone": "library"},
            {"id": "wrath", "card": "Wrath of God", "zone": "library"},
            {"id": "forest", "card": "Forest", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"})",
            R"({"id": "e1", "cast": "pieces"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["bolt", "wrath"]}})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "wrath"), Zone::Hand);
        for (const char* id : {"growth", "forest", "bears"})
            QCOMPARE(test::zoneOf(play, id), Zone::Graveyard);
    }

    void lairDelveKeepsCreaturesAndLands()
    {
        // CR 701.20: of the two cards revealed, the Grizzly Bears (a creature card) go to the hand and the
        // Lightning Bolt under the Island, the card not revealed.
        const Playthrough play = played(R"({"id": "delve", "card": "Lair Delve", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "library"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "library"},
            {"id": "island", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "cast": "delve"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Hand);
        QCOMPARE(test::idsIn(play.finalState, Zone::Library), (QStringList{"island", "bolt"}));
    }

    void minionsMurmursCountsOnce()
    {
        // CR 608.2h, 121.1, 119.3: Ana controls two creatures as it resolves: she draws two cards and loses
        // 2 life (20 to 18); the third card of her library stays there.
        const Playthrough play = played(QByteArray("{\"id\": \"murmurs\", \"card\": \"Minions' Murmurs\", \"zone\": \"hand\"}, ")
                + R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 2},
            {"id": "top", "card": "Forest", "zone": "library"},
            {"id": "next", "card": "Island", "zone": "library"},
            {"id": "third", "card": "Mountain", "zone": "library"})",
            R"({"id": "e1", "cast": "murmurs"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "top"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "next"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "third"), Zone::Library);
        QCOMPARE(test::lifeOf(play, "ana"), 18);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellB21)
#include "tst_impspellb21.moc"
