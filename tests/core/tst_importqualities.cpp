// Static abilities whose sets, amounts and conditions name qualities of objects, read from real cards'
// Oracle text (tests/data/import/statics-qualities.json, issue 16): tokens and nontokens, multicolored,
// "with a +1/+1 counter on it", attachments, "of the chosen color", "named …", "without flying";
// "for each of its colors", counters on the source, domain; "as long as ~ is equipped", an empty
// graveyard. The typed structure, the text written back, the card format, and what the layer engine
// then does on a board (CR 105.4, 111.1, 122.1, 201.2, 301.5, 303.4, 305.6, 611.3a, 613.4c).
#include "engine/LayerEngine.h"
#include "LayerBoard.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-qualities.json"));
}

// The parsed ability of `card` whose sentence holds `words`, trusted by the round trip; null otherwise.
const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects) : LayerBoard(fixtures(), objects) { }
};

}   // namespace

class TestImportQualities : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 53);
    }

    // Each template family reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("with a counter on it") << "Abzan Battle Priest" << "with a +1/+1 counter on it";
        QTest::newRow("other, with a counter") << "Exava, Rakdos Blood Witch" << "with a +1/+1 counter";
        QTest::newRow("nontoken") << "Always Watching" << "Nontoken creatures";
        QTest::newRow("creature tokens") << "Leyline of the Meek" << "Creature tokens";
        QTest::newRow("subtype tokens") << "Vizier of the Scorpion" << "Zombie tokens";
        QTest::newRow("multicolored") << "Maze Behemoth" << "Multicolored";
        QTest::newRow("other multicolored") << "Rienne, Angel of Rebirth" << "Other multicolored";
        QTest::newRow("another multicolored permanent") << "Bant Sureblade" << "multicolored permanent";
        QTest::newRow("nontoken white permanent") << "Beasts of Bogardan" << "nontoken white permanent";
        QTest::newRow("Auras attached to it") << "Evershrike" << "attached to it";
        QTest::newRow("its colors") << "Blessing of the Nephilim" << "its colors";
        QTest::newRow("each other, its colors") << "Knight of New Alara" << "its colors";
        QTest::newRow("charge counters, chosen type") << "Door of Destinies" << "for each charge counter";
        QTest::newRow("minus for each counter") << "Withering Hex" << "for each plague counter";
        QTest::newRow("domain, for each") << "Wayfaring Giant" << "basic land type";
        QTest::newRow("domain, defining") << "Matca Rioters" << "basic land types";
        QTest::newRow("counters on creatures") << "Fungal Behemoth" << "counters on creatures";
        QTest::newRow("differently named") << "Awakened Amalgam" << "differently named";
        QTest::newRow("named itself") << "Plague Rats" << "named";
        QTest::newRow("named another card") << "Walker of the Wastes" << "named Wastes";
        QTest::newRow("chosen color") << "Hall of Triumph" << "chosen color";
        QTest::newRow("that are enchanted") << "Guardian's Magemark" << "that are enchanted";
        QTest::newRow("enchanted creatures") << "Greater Auramancy" << "Enchanted creatures";
        QTest::newRow("equipped creatures") << "Stone Haven Outfitter" << "Equipped creatures";
        QTest::newRow("~ is equipped") << "Skyhunter Cub" << "is equipped";
        QTest::newRow("~ is enchanted") << "Gate Hound" << "is enchanted";
        QTest::newRow("an additional bonus") << "Heavy Mattock" << "an additional";
        QTest::newRow("equipped creature is legendary") << "Champion's Helm" << "legendary";
        QTest::newRow("equipped creature is untapped") << "Sword of the Paruns" << "is untapped";
        QTest::newRow("no cards in graveyard") << "Gorilla Titan" << "no cards";
        QTest::newRow("any player controls") << "Knight of Grace" << "any player";
        QTest::newRow("without flying") << "Chaosphere" << "without flying";
        QTest::newRow("other than enchanted creature") << "Bravado" << "other creature";
        QTest::newRow("delirium, older words") << "Gnarlwood Dryad" << "card types";
        QTest::newRow("all permanents are enchantments") << "Enchanted Evening" << "enchantments";
        QTest::newRow("lands are Islands") << "Stormtide Leviathan" << "Islands";
        QTest::newRow("with flying your opponents control") << "Smog Elemental" << "with flying";
        QTest::newRow("Plains, its own plural") << "Marauding Knight" << "Plains";
        QTest::newRow("with shadow") << "Dauthi Warlord" << "shadow";
        QTest::newRow("green or blue, the wheel's order") << "Sultai Runemark" << "green or blue";
        QTest::newRow("red or white, the wheel's order") << "Battle Brawler" << "red or white";
        QTest::newRow("it's white, said of enchanted creature") << "Favorable Destiny" << "it's white";
        QTest::newRow("it's untapped, said of enchanted creature") << "Spectral Cloak" << "untapped";
        QTest::newRow("instant and sorcery cards") << "Enigma Drake" << "instant and sorcery cards";
        QTest::newRow("exactly one counter") << "Homarid" << "exactly one";
        QTest::newRow("exactly three counters") << "Homarid" << "exactly three";
        QTest::newRow("counters on it, defining") << "Tidewalker" << "time counters on it";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        const AbilityDef* a = parsedWith(card, words);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
    }

    // The structures the families stand for.
    void structures()
    {
        const AbilityDef* priest = parsedWith(QStringLiteral("Abzan Battle Priest"), QStringLiteral("counter"));
        QVERIFY(priest);
        QCOMPARE(priest->affects->withCounter, QStringLiteral("+1/+1"));
        QCOMPARE(priest->affects->controller, Selector::Who::You);
        const AbilityDef* watching = parsedWith(QStringLiteral("Always Watching"), QStringLiteral("Nontoken"));
        QVERIFY(watching && watching->affects->token == false);
        const AbilityDef* leyline = parsedWith(QStringLiteral("Leyline of the Meek"), QStringLiteral("tokens"));
        QVERIFY(leyline && leyline->affects->token == true);
        QCOMPARE(leyline->affects->types, quint16(CardType::Creature));
        const AbilityDef* rats = parsedWith(QStringLiteral("Plague Rats"), QStringLiteral("named"));
        QVERIFY(rats && rats->cda);
        QCOMPARE(rats->ops[0].power->selector->named, QStringLiteral("Plague Rats"));
        const AbilityDef* door = parsedWith(QStringLiteral("Door of Destinies"), QStringLiteral("for each charge"));
        QVERIFY(door);
        QVERIFY(door->affects->subtypeChosen);
        QCOMPARE(door->ops[0].power->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(door->ops[0].power->counterKind, QStringLiteral("charge"));
        const AbilityDef* bravado = parsedWith(QStringLiteral("Bravado"), QStringLiteral("other creature"));
        QVERIFY(bravado && bravado->ops[0].power->otherThanAffected);
        const AbilityDef* cub = parsedWith(QStringLiteral("Skyhunter Cub"), QStringLiteral("equipped"));
        QVERIFY(cub && cub->condition && cub->condition->filter);
        QCOMPARE(cub->condition->kind, Condition::Kind::SelfIs);
        QVERIFY(cub->condition->filter->equipped);
        const AbilityDef* titan = parsedWith(QStringLiteral("Gorilla Titan"), QStringLiteral("no cards"));
        QVERIFY(titan && titan->condition);
        QCOMPARE(titan->condition->kind, Condition::Kind::GraveyardEmpty);
        const AbilityDef* evening = parsedWith(QStringLiteral("Enchanted Evening"), QStringLiteral("enchantments"));
        QVERIFY(evening);
        QCOMPARE(evening->ops.value(0).kind, Op::Kind::AddTypes);
        QCOMPARE(evening->ops.value(0).cardTypes, quint16(CardType::Enchantment));
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 15);
    }

    // CR 111.1, 122.1, 105.4: tokens, counters and colours pick who gets the bonus.
    void selectorsPickOnTheBoard()
    {
        const Board b(R"({"id": "meek", "card": "Leyline of the Meek", "controller": "ana", "timestamp": 1},
               {"id": "watch", "card": "Always Watching", "controller": "ana", "timestamp": 2},
               {"id": "priest", "card": "Abzan Battle Priest", "controller": "ana", "timestamp": 3},
               {"id": "tok", "card": "Grizzly Bears", "controller": "ana", "timestamp": 4, "token": true},
               {"id": "bears", "card": "Grizzly Bears", "controller": "ana", "timestamp": 5, "counters": {"+1/+1": 1}},
               {"id": "rienne", "card": "Rienne, Angel of Rebirth", "controller": "nico", "owner": "nico", "timestamp": 6},
               {"id": "knight", "card": "Bant Sureblade", "controller": "nico", "owner": "nico", "timestamp": 7})");
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("tok")), 3);   // 2/2 token: +1/+1 from the Leyline only
        QVERIFY(!b.has(QStringLiteral("tok"), QStringLiteral("Vigilance")));
        QCOMPARE(b.power(QStringLiteral("bears")), 4);   // 2/2 nontoken, +1/+1 counter, Always Watching
        QVERIFY(b.has(QStringLiteral("bears"), QStringLiteral("Lifelink")));
        QVERIFY(!b.has(QStringLiteral("priest"), QStringLiteral("Lifelink")));   // no counter on it
        // Bant Sureblade has first strike and +1/+1 while its controller has another multicolored
        // permanent (Rienne: white, red and green); its hybrid cost makes it multicolored too (202.2),
        // so Rienne's +1/+0 is its as well, and Rienne is not "other" than itself.
        QCOMPARE(b.power(QStringLiteral("knight")), 2 + 1 + 1);
        QVERIFY(b.has(QStringLiteral("knight"), QStringLiteral("First strike")));
        QCOMPARE(b.power(QStringLiteral("rienne")), 5);
    }

    // CR 303.4, 301.5, 613.4c: attachments counted and named; "other" than the enchanted creature.
    void attachmentsOnTheBoard()
    {
        const Board b("{\"id\": \"shrike\", \"card\": \"Evershrike\", \"controller\": \"ana\", \"timestamp\": 1}, "
            "{\"id\": \"brav\", \"card\": \"Bravado\", \"controller\": \"ana\", \"timestamp\": 2, \"attached_to\": \"shrike\"}, "
            "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 3}, "
            "{\"id\": \"hound\", \"card\": \"Gate Hound\", \"controller\": \"ana\", \"timestamp\": 4}, "
            "{\"id\": \"cub\", \"card\": \"Skyhunter Cub\", \"controller\": \"ana\", \"timestamp\": 5}, "
            "{\"id\": \"cub2\", \"card\": \"Skyhunter Cub\", \"controller\": \"ana\", \"timestamp\": 6}, "
            "{\"id\": \"mattock\", \"card\": \"Heavy Mattock\", \"controller\": \"ana\", \"timestamp\": 7, \"attached_to\": \"cub\"}, "
            "{\"id\": \"mark\", \"card\": \"Guardian's Magemark\", \"controller\": \"ana\", \"timestamp\": 8, \"attached_to\": \"bears\"}, "
            "{\"id\": \"chaos\", \"card\": \"Chaosphere\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 9}");
        QVERIFY(b.state);
        // Evershrike 2/2: +2/+2 for its one Aura, +1/+1 for each of four other creatures Ana controls,
        // +1/+1 from the Magemark as an enchanted creature Ana controls.
        QCOMPARE(b.power(QStringLiteral("shrike")), 2 + 2 + 4 + 1);
        QCOMPARE(b.power(QStringLiteral("bears")), 2 + 1);
        QCOMPARE(b.power(QStringLiteral("cub2")), 2);
        QVERIFY(b.has(QStringLiteral("cub"), QStringLiteral("Flying")));   // equipped
        QVERIFY(!b.has(QStringLiteral("cub2"), QStringLiteral("Flying")));
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Vigilance")));   // Gate Hound isn't enchanted
        QVERIFY(b.has(QStringLiteral("bears"), QStringLiteral("Reach")));        // Chaosphere: without flying
        QVERIFY(!b.has(QStringLiteral("shrike"), QStringLiteral("Reach")));

        const Board c("{\"id\": \"hound\", \"card\": \"Gate Hound\", \"controller\": \"ana\", \"timestamp\": 1}, "
            "{\"id\": \"mark\", \"card\": \"Guardian's Magemark\", \"controller\": \"ana\", \"timestamp\": 2, \"attached_to\": \"hound\"}, "
            "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 3}, "
            "{\"id\": \"helm\", \"card\": \"Champion's Helm\", \"controller\": \"ana\", \"timestamp\": 4, \"attached_to\": \"bears\"}");
        QVERIFY(c.state);
        QVERIFY(c.has(QStringLiteral("bears"), QStringLiteral("Vigilance")));   // Gate Hound is enchanted
        QVERIFY(!c.has(QStringLiteral("bears"), QStringLiteral("Hexproof")));   // the Bears aren't legendary
    }

    // CR 105.2, 122.1, 305.6, 201.2: amounts from colours, counters on the source, domain and names.
    void amountsOnTheBoard()
    {
        const Board b(R"({"id": "knight", "card": "Knight of New Alara", "controller": "ana", "timestamp": 1},
               {"id": "teysa", "card": "Teysa Karlov", "controller": "ana", "timestamp": 2},
               {"id": "hex", "card": "Withering Hex", "controller": "ana", "timestamp": 3, "attached_to": "bears",
                "counters": {"plague": 2}},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4},
               {"id": "giant", "card": "Wayfaring Giant", "controller": "ana", "timestamp": 5},
               {"id": "f", "card": "Forest", "controller": "ana", "timestamp": 6},
               {"id": "i", "card": "Island", "controller": "ana", "timestamp": 7},
               {"id": "i2", "card": "Island", "controller": "ana", "timestamp": 8},
               {"id": "amalgam", "card": "Awakened Amalgam", "controller": "ana", "timestamp": 9},
               {"id": "rats", "card": "Plague Rats", "controller": "ana", "timestamp": 10},
               {"id": "rats2", "card": "Plague Rats", "controller": "nico", "owner": "nico", "timestamp": 11},
               {"id": "behemoth", "card": "Fungal Behemoth", "controller": "ana", "timestamp": 12},
               {"id": "grown", "card": "Grizzly Bears", "controller": "ana", "timestamp": 13, "counters": {"+1/+1": 3}})");
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("teysa")), 2 + 2);      // white and black
        QCOMPARE(b.power(QStringLiteral("knight")), 2);         // not "other" than itself
        QCOMPARE(b.power(QStringLiteral("bears")), 0);          // -1/-1 for each of two plague counters
        QCOMPARE(b.power(QStringLiteral("giant")), 1 + 2);      // Forest and Island
        QCOMPARE(b.power(QStringLiteral("amalgam")), 2);        // Forest, Island
        QCOMPARE(b.power(QStringLiteral("rats")), 2);           // two creatures named Plague Rats
        QCOMPARE(b.power(QStringLiteral("behemoth")), 3);   // three +1/+1 counters on creatures Ana controls
        const Board g(R"({"id": "drake", "card": "Enigma Drake", "controller": "ana", "timestamp": 1},
               {"id": "g1", "card": "Lightning Bolt", "owner": "ana", "zone": "graveyard"},
               {"id": "g2", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"},
               {"id": "g3", "card": "Lightning Bolt", "owner": "nico", "zone": "graveyard"})");
        QVERIFY(g.state);
        QCOMPARE(g.power(QStringLiteral("drake")), 1);   // one instant in Ana's graveyard, no sorcery

        // Homarid (2/2) is 1/1 with exactly one tide counter, 3/3 with exactly three, 2/2 with two;
        // Tidewalker is as big as its time counters.
        const Board h(R"({"id": "one", "card": "Homarid", "controller": "ana", "timestamp": 1, "counters": {"tide": 1}},
               {"id": "two", "card": "Homarid", "controller": "ana", "timestamp": 2, "counters": {"tide": 2}},
               {"id": "three", "card": "Homarid", "controller": "ana", "timestamp": 3, "counters": {"tide": 3}},
               {"id": "walker", "card": "Tidewalker", "controller": "ana", "timestamp": 4, "counters": {"time": 3}})");
        QVERIFY(h.state);
        QCOMPARE(h.power(QStringLiteral("one")), 1);
        QCOMPARE(h.power(QStringLiteral("two")), 2);
        QCOMPARE(h.power(QStringLiteral("three")), 3);
        QCOMPARE(h.toughness(QStringLiteral("walker")), 3);
    }

    // CR 611.3a: conditions follow the board: an empty graveyard, anyone's black permanent, a chosen colour.
    void conditionsOnTheBoard()
    {
        const Board b(R"({"id": "titan", "card": "Gorilla Titan", "controller": "ana", "timestamp": 1},
               {"id": "grace", "card": "Knight of Grace", "controller": "ana", "timestamp": 2},
               {"id": "hall", "card": "Hall of Triumph", "controller": "ana", "timestamp": 3, "choices": {"color": "white"}},
               {"id": "gone", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})");
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("titan")), 4 + 4);   // Nico's graveyard is not Ana's
        QCOMPARE(b.power(QStringLiteral("grace")), 2 + 1);   // Knight of Grace 2/2, white: Hall of Triumph
        const Board c(R"({"id": "titan", "card": "Gorilla Titan", "controller": "ana", "timestamp": 1},
               {"id": "grace", "card": "Knight of Grace", "controller": "ana", "timestamp": 2},
               {"id": "rats", "card": "Plague Rats", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "gone", "card": "Grizzly Bears", "owner": "ana", "zone": "graveyard"})");
        QVERIFY(c.state);
        QCOMPARE(c.power(QStringLiteral("titan")), 4);
        QCOMPARE(c.power(QStringLiteral("grace")), 2 + 1);   // Nico's black Plague Rats

        // Spectral Cloak's "as long as it's untapped" is the enchanted creature's status, not the Aura's.
        const Board d(R"({"id": "up", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1},
               {"id": "down", "card": "Grizzly Bears", "controller": "ana", "timestamp": 2, "tapped": true},
               {"id": "c1", "card": "Spectral Cloak", "controller": "ana", "timestamp": 3, "attached_to": "up", "tapped": true},
               {"id": "c2", "card": "Spectral Cloak", "controller": "ana", "timestamp": 4, "attached_to": "down"})");
        QVERIFY(d.state);
        QVERIFY(d.has(QStringLiteral("up"), QStringLiteral("Shroud")));
        QVERIFY(!d.has(QStringLiteral("down"), QStringLiteral("Shroud")));
    }
};

QTEST_GUILESS_MAIN(TestImportQualities)
#include "tst_importqualities.moc"
