// Round 20's static abilities, read from real cards' Oracle text (tests/data/import/impstatic20.json) and
// played: "X can't block Y" (509.1b), a blocking restriction on the attackers it names: "~ can't block black
// creatures" (Gibbering Hyenas), "Creatures with flying can't block creatures you control" (Bower Passage),
// and until end of turn "Target creature can't block ~ this turn" (Spin Engine, Shrewd Hatchling, Fearsome
// Temper's granted ability), "Creatures without defender can't block ~ this turn" (Sabertooth Alley Cat); and
// equip for a cost that is not mana (702.6a, 602.2b): "Equip—Discard a card" (Murderer's Axe), "Equip—Remove a
// charge counter from ~" (Sigil of Distinction); echo paid with permanents (702.30a, 118.12: "Echo—Sacrifice
// two lands", Skizzik Surger); "for each attacking creature" in the trigger Veteran's
// Armaments grants (608.2h).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "engine/LayerEngine.h"
#include "import/CardImport.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic20.json"));
}

}   // namespace

class TestImpStatic20 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 10);
    }

    // Each ability of the round's families is parsed, written back as the Oracle text says it, and
    // comes back the same through the card format.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Gibbering Hyenas") << "Gibbering Hyenas" << "black" << "~ can't block black creatures.";
        QTest::newRow("Bower Passage") << "Bower Passage" << "flying"
            << "Creatures with flying can't block creatures you control.";
        QTest::newRow("Fearsome Temper") << "Fearsome Temper" << "+2/+2"
            << "Enchanted creature gets +2/+2 and has \"{2}{R}: Target creature can't block this creature until end "
               "of turn.\"";
        QTest::newRow("Spin Engine") << "Spin Engine" << "{R}" << "{R}: Target creature can't block ~ until end of turn.";
        QTest::newRow("Shrewd Hatchling") << "Shrewd Hatchling" << "{U/R}"
            << "{U/R}: Target creature can't block ~ until end of turn.";
        QTest::newRow("Sabertooth Alley Cat") << "Sabertooth Alley Cat" << "defender"
            << "{1}{R}: Creatures without defender can't block ~ until end of turn.";
        QTest::newRow("Murderer's Axe") << "Murderer's Axe" << "Discard a card" << "Equip\u2014Discard a card.";
        QTest::newRow("Sigil of Distinction") << "Sigil of Distinction" << "Remove a charge"
            << "Equip\u2014Remove a charge counter from ~.";
        QTest::newRow("Skizzik Surger") << "Skizzik Surger" << "Echo" << "Echo\u2014Sacrifice two lands.";
        QTest::newRow("Veteran's Armaments") << "Veteran's Armaments" << "each attacking creature"
            << "Equipped creature has \"Whenever this creature attacks or blocks, this creature gets +X/+X until end "
               "of turn, where X is the number of attacking creatures.\"";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // CR 509.1b: Nico's Gibbering Hyenas can't block Ana's Black Knight; they can block her Grizzly Bears.
    void hyenasCantBlockBlackCreatures()
    {
        const QByteArray board = R"({"id": "knight", "card": "Black Knight", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
               {"id": "hyenas", "card": "Gibbering Hyenas", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const Playthrough knight = test::playScenario(fixtures(), board,
            R"({"id": "e1", "attack": {"knight": "nico"}}, {"id": "e2", "block": {"hyenas": ["knight"]}})");
        QCOMPARE(test::doneOrRefusal(knight), (QStringList{"done", "509.1b"}));
        const Playthrough bears = test::playScenario(fixtures(), board,
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"hyenas": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(bears), (QStringList{"done", "done"}));
    }

    // CR 509.1b: with Ana's Bower Passage, Nico's Birds of Paradise (flying) can't block her Grizzly Bears;
    // his own Grizzly Bears can. "You" is the Passage's controller: Nico's Passage doesn't stop his Birds.
    void passageKeepsFlyersOff()
    {
        const QByteArray attack = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"birds": ["bears"]}})";
        const QByteArray creatures = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "birds", "card": "Birds of Paradise", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "nbears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const Playthrough anas = test::playScenario(fixtures(),
            creatures + R"(, {"id": "passage", "card": "Bower Passage", "timestamp": 4})", attack);
        QCOMPARE(test::doneOrRefusal(anas), (QStringList{"done", "509.1b"}));
        const Playthrough groundBlock = test::playScenario(fixtures(),
            creatures + R"(, {"id": "passage", "card": "Bower Passage", "timestamp": 4})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"nbears": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(groundBlock), (QStringList{"done", "done"}));
        const Playthrough nicos = test::playScenario(fixtures(),
            creatures + R"(, {"id": "passage", "card": "Bower Passage", "controller": "nico", "owner": "nico", "timestamp": 4})",
            attack);
        QCOMPARE(test::doneOrRefusal(nicos), (QStringList{"done", "done"}));
    }

    // CR 509.1b, 611.2a: Spin Engine's ability stops Nico's targeted Grizzly Bears from blocking the Engine
    // this turn; his Walking Corpse, not targeted, can still block it.
    void spinEngineKeepsItsTargetOff()
    {
        const QByteArray board = R"({"id": "engine", "card": "Spin Engine", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "corpse", "card": "Walking Corpse", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray spin = R"({"id": "e1", "activate": "engine", "ability": 1, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "attack": {"engine": "nico"}})";
        const Playthrough bears = test::playScenario(fixtures(), board,
            spin + R"(, {"id": "e4", "block": {"bears": ["engine"]}})");
        QCOMPARE(test::doneOrRefusal(bears), (QStringList{"done", "done", "done", "509.1b"}));
        const Playthrough corpse = test::playScenario(fixtures(), board,
            spin + R"(, {"id": "e4", "block": {"corpse": ["engine"]}})");
        QCOMPARE(test::doneOrRefusal(corpse), (QStringList{"done", "done", "done", "done"}));
    }

    // CR 613.4c, 613.1f: Fearsome Temper makes Ana's Grizzly Bears 4/4 (layer 7c) and gives them its
    // ability (layer 6); activated, "this creature" is the Bears: Nico's targeted Black Knight can't block
    // them (509.1b).
    void temperedBearsScareTheKnight()
    {
        const QByteArray board = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "temper", "card": "Fearsome Temper", "attached_to": "bears", "timestamp": 2},
               {"id": "knight", "card": "Black Knight", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(board));
        QVERIFY(state);
        const Resolution r = LayerEngine::resolve(*state);
        const Characteristics& bears = r.chars[state->objectIndex(QStringLiteral("bears"))];
        QCOMPARE(bears.power.value_or(-1), 4);
        QCOMPARE(bears.toughness.value_or(-1), 4);
        const Playthrough play = test::playScenario(fixtures(), board,
            // The Temper's static ability (its second) grants the ability: "temper#2" (docs/scenario-extensions.md).
            "{\"id\": \"e1\", \"activate\": \"bears\", \"ability_from\": \"temper#2\", \"ability\": 1, "
            R"("targets": ["knight"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"bears": "nico"}}, {"id": "e4", "block": {"knight": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "done", "done", "509.1b"}));
    }

    // CR 509.1b, 611.2c: Sabertooth Alley Cat's ability keeps Nico's creatures without defender (Grizzly
    // Bears) from blocking it this turn.
    void alleyCatKeepsTheBearsOff()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "cat", "card": "Sabertooth Alley Cat", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "cat", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"cat": "nico"}}, {"id": "e4", "block": {"bears": ["cat"]}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "done", "done", "509.1b"}));
    }

    // CR 702.6a, 602.2b: Murderer's Axe is equipped by discarding a card: Ana's Grizzly Bears in hand goes to
    // her graveyard and her other Bears become 4/4 (613.4c); with an empty hand the cost can't be paid (118.3).
    void axeIsEquippedByDiscarding()
    {
        const QByteArray equip = R"({"id": "e1", "activate": "axe", "ability": 2, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"})";
        // A plain literal: moc reads an apostrophe in a raw string as a character literal.
        const QByteArray board = "{\"id\": \"axe\", \"card\": \"Murderer's Axe\", \"timestamp\": 1}, "
                                 R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 2})";
        const Playthrough paid = test::playScenario(fixtures(),
            board + R"(, {"id": "card", "card": "Grizzly Bears", "zone": "hand", "timestamp": 3})", equip);
        QCOMPARE(test::doneOrRefusal(paid), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("card")), Zone::Graveyard);
        QCOMPARE(test::ptOf(paid, QStringLiteral("bears")), QStringLiteral("4/4"));
        const Playthrough empty = test::playScenario(fixtures(), board, equip);
        QCOMPARE(test::doneOrRefusal(empty).value(0), QStringLiteral("602.2b"));
    }

    // CR 702.6a, 602.2b: equipping Sigil of Distinction removes one of its two charge counters; the Bears get
    // +1/+1 for the one left. Without a counter the cost can't be paid.
    void sigilIsEquippedByACounter()
    {
        const QByteArray equip = R"({"id": "e1", "activate": "sigil", "ability": 3, "targets": ["bears"]},
               {"id": "e2", "resolve": "top"})";
        const Playthrough paid = test::playScenario(fixtures(),
            R"({"id": "sigil", "card": "Sigil of Distinction", "counters": {"charge": 2}, "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            equip);
        QCOMPARE(test::doneOrRefusal(paid), (QStringList{"done", "done"}));
        QCOMPARE(test::countersOn(paid, QStringLiteral("sigil"), QStringLiteral("charge")), 1);
        QCOMPARE(test::ptOf(paid, QStringLiteral("bears")), QStringLiteral("3/3"));
        const Playthrough none = test::playScenario(fixtures(),
            R"({"id": "sigil", "card": "Sigil of Distinction", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            equip);
        QCOMPARE(test::doneOrRefusal(none).value(0), QStringLiteral("602.2b"));
    }

    // CR 613.1f, 608.2h: Veteran's Armaments gives Ana's equipped Grizzly Bears its trigger (layer 6); as the Bears
    // and her Walking Corpse attack, it counts the two attackers as it resolves: the Bears are 4/4 until end of
    // turn. Blocking with Nico's equipped Bears counts Ana's one attacker: 3/3.
    void armamentsCountTheAttackers()
    {
        // Plain literals: moc reads an apostrophe in a raw string as a character literal.
        const QByteArray attacked = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}, "
                                    "{\"id\": \"arms\", \"card\": \"Veteran's Armaments\", \"attached_to\": \"bears\", "
                                    "\"timestamp\": 2}, "
                                    R"({"id": "corpse", "card": "Walking Corpse", "timestamp": 3})";
        const Playthrough attack = test::playScenario(fixtures(), attacked,
            R"({"id": "e1", "attack": {"bears": "nico", "corpse": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(attack), (QStringList{"done", "done"}));
        QCOMPARE(test::ptOf(attack, QStringLiteral("bears")), QStringLiteral("4/4"));
        const QByteArray blocked = "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"nico\", "
                                   "\"owner\": \"nico\", \"timestamp\": 1}, {\"id\": \"arms\", \"card\": "
                                   "\"Veteran's Armaments\", \"controller\": \"nico\", \"owner\": \"nico\", "
                                   "\"attached_to\": \"bears\", \"timestamp\": 2}, "
                                   R"({"id": "corpse", "card": "Walking Corpse", "timestamp": 3})";
        const Playthrough block = test::playScenario(fixtures(), blocked,
            R"({"id": "e1", "attack": {"corpse": "nico"}}, {"id": "e2", "block": {"bears": ["corpse"]}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(block), (QStringList{"done", "done", "done"}));
        QCOMPARE(test::ptOf(block, QStringLiteral("bears")), QStringLiteral("3/3"));
    }

    // CR 702.30a, 118.12: at Nico's upkeep after Skizzik Surger came under his control, its echo trigger asks
    // two lands: paid, both Forests are sacrificed and the Surger stays; declined ("pays": false) or with one
    // land only (118.3: it can't be paid), the Surger is sacrificed.
    void surgerEchoTakesTwoLands()
    {
        // Nico's, so that the next untap step is his (Ana's turn is the scenario's).
        const QByteArray surger = R"({"id": "surger", "card": "Skizzik Surger", "summoning_sick": true,
                 "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "f1", "card": "Forest", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray twoLands
            = surger + R"(, {"id": "f2", "card": "Forest", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const QByteArray upkeep = R"({"id": "e1", "begin": "untap"}, {"id": "e2", "begin": "upkeep"}, )";
        const Playthrough paid = test::playScenario(fixtures(), twoLands, upkeep + R"({"id": "e3", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(paid), (QStringList{"done", "done", "done"}));
        QCOMPARE(test::zoneOf(paid, QStringLiteral("surger")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(paid, QStringLiteral("f1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(paid, QStringLiteral("f2")), Zone::Graveyard);
        const Playthrough declined
            = test::playScenario(fixtures(), twoLands, upkeep + R"({"id": "e3", "resolve": "top", "pays": false})");
        QCOMPARE(test::zoneOf(declined, QStringLiteral("surger")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("f1")), Zone::Battlefield);
        const Playthrough short_ = test::playScenario(fixtures(), surger, upkeep + R"({"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(short_, QStringLiteral("surger")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(short_, QStringLiteral("f1")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic20)
#include "tst_impstatic20.moc"
