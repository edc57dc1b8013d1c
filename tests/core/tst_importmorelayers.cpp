// More static abilities that change characteristics, read from real cards' Oracle text
// (tests/data/import/statics-layers-more.json, issue 16): protection from all colours and from the
// chosen colour, a colour and a kind that replace the object's own ("is a black Zombie", "is a
// colorless Forest land"), "+N/+N for each Equipment attached to it", "Servos and Thopters you
// control", "as long as enchanted land is a basic Mountain", has "Cumulative upkeep—Pay 1 life.";
// and what the coverage counts as a static ability that changes characteristics (not an instant's
// spell text, not a trigger after an ability word). The typed structure, the text written back, the
// card format, and what the layer engine then does on a board (CR 105.1, 105.3, 205.1b, 305.7,
// 604.3, 611.3a, 613.1f, 613.4c, 702.16a, 702.16c).
#include "engine/LayerEngine.h"
#include "LayerBoard.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::objectJson;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers-more.json"));
}

const AbilityReport* reportWith(const QString& card, const QString& words)
{
    return test::reportWith(fixtures(), card, words);
}

const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

using test::opOf;
using test::subtype;

struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects) : LayerBoard(fixtures(), objects) { }
};

}   // namespace

class TestImportMoreLayers : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 21);
    }

    // Each template family reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        // A printed keyword is no static ability that changes characteristics (the rows after it are).
        QTest::newRow("protection from all colors, keyword") << "Iridescent Angel" << "all colors";
        QTest::newRow("protection from all colors, metalcraft") << "Etched Champion" << "all colors";
        QTest::newRow("protection from all colors, doesn't remove Auras") << "Spectra Ward" << "all colors";
        QTest::newRow("protection from the chosen color") << "Voice of All" << "the chosen color";
        QTest::newRow("the chosen color, doesn't remove ~") << "Flickering Ward" << "the chosen color";
        QTest::newRow("the chosen color, Pentarch") << "Pentarch Ward" << "the chosen color";
        QTest::newRow("is a black Zombie") << "Nim Deathmantle" << "black Zombie";
        QTest::newRow("is a colorless Forest land") << "Song of the Dryads" << "colorless Forest";
        QTest::newRow("+2/+0 for each Equipment") << "Goblin Gaveleer" << "for each Equipment";
        QTest::newRow("+2/+2 for each Equipment") << "Loxodon Punisher" << "for each Equipment";
        QTest::newRow("+1/+1 for each Equipment") << "Myr Adapter" << "for each Equipment";
        QTest::newRow("two kinds you control") << "Master Trinketeer" << "Servos and Thopters";
        QTest::newRow("two kinds you control, counted") << "Aysen Crusader" << "Soldiers and Warriors";
        QTest::newRow("enchanted land is a basic Mountain") << "Goblin Shrine" << "basic Mountain";
        QTest::newRow("a keyword with a cost in quotes") << "Decomposition" << "Cumulative upkeep";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = reportWith(card, words);
        QVERIFY(r);
        QCOMPARE(r->layerChanging, card != QLatin1String("Iridescent Angel"));
    }

    void structures()
    {
        const AbilityDef* champion = parsedWith(QStringLiteral("Etched Champion"), QStringLiteral("all colors"));
        QVERIFY(champion && champion->condition);
        QVERIFY(opOf(champion, Op::Kind::AddAbilities));
        QCOMPARE(opOf(champion, Op::Kind::AddAbilities)->abilities.size(), 1);
        QCOMPARE(opOf(champion, Op::Kind::AddAbilities)->abilities[0]->protectionFrom, ColorSet(0x1f));
        const AbilityDef* ward = parsedWith(QStringLiteral("Spectra Ward"), QStringLiteral("all colors"));
        QVERIFY(opOf(ward, Op::Kind::AddAbilities));
        QCOMPARE(opOf(ward, Op::Kind::AddAbilities)->keeps, Op::Keeps::KeepsAuras);
        const AbilityDef* voice = parsedWith(QStringLiteral("Voice of All"), QStringLiteral("chosen color"));
        QVERIFY(opOf(voice, Op::Kind::AddAbilities));
        QCOMPARE(opOf(voice, Op::Kind::AddAbilities)->abilities[0]->protectionText, QStringLiteral("the chosen color"));
        // 105.3, 205.1b: the colour and the creature type are set; the card types stay.
        const AbilityDef* mantle = parsedWith(QStringLiteral("Nim Deathmantle"), QStringLiteral("Zombie"));
        QVERIFY(opOf(mantle, Op::Kind::SetColors) && opOf(mantle, Op::Kind::SetSubtypes));
        QCOMPARE(opOf(mantle, Op::Kind::SetColors)->colors, ColorSet::of(Color::Black));
        QVERIFY(!opOf(mantle, Op::Kind::SetTypes) && !opOf(mantle, Op::Kind::AddTypes));
        const AbilityDef* song = parsedWith(QStringLiteral("Song of the Dryads"), QStringLiteral("Forest"));
        QVERIFY(opOf(song, Op::Kind::SetTypes) && opOf(song, Op::Kind::SetColors));
        QCOMPARE(opOf(song, Op::Kind::SetTypes)->cardTypes, quint16(CardType::Land));
        QVERIFY(opOf(song, Op::Kind::SetColors)->colors.isEmpty());
        QCOMPARE(opOf(song, Op::Kind::SetSubtypes)->subtypes, QVector<SubtypeId>{subtype("Forest")});
        const AbilityDef* gaveleer = parsedWith(QStringLiteral("Goblin Gaveleer"), QStringLiteral("Equipment"));
        QVERIFY(opOf(gaveleer, Op::Kind::ModifyPT));
        QVERIFY(opOf(gaveleer, Op::Kind::ModifyPT)->toughness->isConst());
        // A keyword whose cost is no mana, granted: a sentence of its own, written in quotes.
        const AbilityDef* decomposition = parsedWith(QStringLiteral("Decomposition"), QStringLiteral("upkeep"));
        QVERIFY(opOf(decomposition, Op::Kind::AddAbilities));
        const AbilityPtr upkeep = opOf(decomposition, Op::Kind::AddAbilities)->abilities.value(0);
        QVERIFY(upkeep && upkeep->isKeyword(QStringLiteral("Cumulative upkeep")));
        QVERIFY(!upkeep->costParts.isEmpty());
    }

    // What the layer target counts: static abilities only. An instant's "Until end of turn, creatures
    // you control get +5/+5" is its spell ability (608.2), and "Landfall — Whenever …" a triggered
    // ability (207.2c, 603.1); neither is counted, read or not.
    void countsStaticAbilitiesOnly()
    {
        const AbilityReport* spell = reportWith(QStringLiteral("Titanic Ultimatum"), QStringLiteral("+5/+5"));
        QVERIFY(spell);
        QCOMPARE(spell->status, AbilityStatus::Parsed);
        QVERIFY(!spell->layerChanging);
        const AbilityReport* landfall = reportWith(QStringLiteral("Oran-Rief Hydra"), QStringLiteral("Landfall"));
        QVERIFY(landfall);
        QVERIFY(!landfall->layerChanging);
        const AbilityReport* bonus = reportWith(QStringLiteral("Bonesplitter"), QStringLiteral("+2/+0"));
        QVERIFY(bonus && bonus->layerChanging);
    }

    // Words in a condition or a count change nothing: Damping Sphere's "has cast" changes a cost
    // (601.2f), Glacial Crasher's "there is a Mountain" only says when it may attack (508.1c). A granted
    // quoted ability is layer 6 (613.1f), whatever it begins with.
    void countsTheEffectNotItsCondition()
    {
        const AbilityReport* sphere = reportWith(QStringLiteral("Damping Sphere"), QStringLiteral("costs {1} more"));
        QVERIFY(sphere);
        QVERIFY(!sphere->layerChanging);
        const AbilityReport* crasher = reportWith(QStringLiteral("Glacial Crasher"), QStringLiteral("unless"));
        QVERIFY(crasher);
        QVERIFY(!crasher->layerChanging);
        const AbilityReport* flux = reportWith(QStringLiteral("Pendrell Flux"), QStringLiteral("has \"At"));
        QVERIFY(flux);
        QVERIFY(flux->layerChanging);
    }

    // Every understood card goes through the card format and reads back with the same abilities
    // ("from": "all colors", "from": "the chosen color").
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // CR 702.16a, 105.1: protection from all colours is protection from each of the five; 702.16c:
    // Spectra Ward's "doesn't remove Auras".
    void allColorsOnTheBoard()
    {
        const Board b(objectJson("bears", "Grizzly Bears") + ","
            + objectJson("ward", "Spectra Ward", ", \"attached_to\": \"bears\"") + ","
            + objectJson("angel", "Iridescent Angel"));
        QVERIFY(b.state);
        for (Color c : kAllColors) {
            QVERIFY(b.protectedFrom(QStringLiteral("bears"), c));
            QVERIFY(b.protectedFrom(QStringLiteral("angel"), c));
        }
        QCOMPARE(b.power(QStringLiteral("bears")), 4);
        // Metalcraft (611.3a): Etched Champion counts itself; two more artifacts make three.
        const Board two(objectJson("champ", "Etched Champion") + "," + objectJson("bone", "Bonesplitter"));
        QVERIFY(two.state);
        QVERIFY(!two.protectedFrom(QStringLiteral("champ"), Color::Red));
        const Board three(objectJson("champ", "Etched Champion") + "," + objectJson("bone", "Bonesplitter") + ","
            + objectJson("mantle", "Nim Deathmantle"));
        QVERIFY(three.state);
        QVERIFY(three.protectedFrom(QStringLiteral("champ"), Color::Red));
        QVERIFY(three.protectedFrom(QStringLiteral("champ"), Color::White));
    }

    // CR 702.16a, 614.12: protection from the colour chosen as the source entered, its own or the
    // enchanted creature's.
    void chosenColorOnTheBoard()
    {
        const Board b(objectJson("voice", "Voice of All", ", \"choices\": {\"color\": \"red\"}") + ","
            + objectJson("bears", "Grizzly Bears") + ","
            + objectJson("ward", "Pentarch Ward", ", \"attached_to\": \"bears\", \"choices\": {\"color\": \"blue\"}"));
        QVERIFY(b.state);
        QVERIFY(b.protectedFrom(QStringLiteral("voice"), Color::Red));
        QVERIFY(!b.protectedFrom(QStringLiteral("voice"), Color::Blue));
        QVERIFY(b.protectedFrom(QStringLiteral("bears"), Color::Blue));
        QVERIFY(!b.protectedFrom(QStringLiteral("bears"), Color::Red));
    }

    // CR 105.3, 205.1b: Nim Deathmantle's creature is black and a Zombie only, still a creature;
    // 305.7: Song of the Dryads' permanent is a colorless Forest land, no longer a creature, without
    // the abilities of its rules text.
    void kindsOnTheBoard()
    {
        const Board b(objectJson("bears", "Grizzly Bears") + ","
            + objectJson("mantle", "Nim Deathmantle", ", \"attached_to\": \"bears\"") + ","
            + objectJson("goblin", "Goblin Gaveleer") + ","
            + objectJson("song", "Song of the Dryads", ", \"attached_to\": \"goblin\""));
        QVERIFY(b.state);
        QCOMPARE(b.of(QStringLiteral("bears"))->colors, ColorSet::of(Color::Black));
        QVERIFY(b.isSubtype(QStringLiteral("bears"), "Zombie"));
        QVERIFY(!b.isSubtype(QStringLiteral("bears"), "Bear"));
        QVERIFY(b.is(QStringLiteral("bears"), CardType::Creature));
        QVERIFY(b.has(QStringLiteral("bears"), QStringLiteral("Intimidate")));
        QCOMPARE(b.power(QStringLiteral("bears")), 4);
        QVERIFY(b.is(QStringLiteral("goblin"), CardType::Land));
        QVERIFY(!b.is(QStringLiteral("goblin"), CardType::Creature));
        QVERIFY(b.isSubtype(QStringLiteral("goblin"), "Forest"));
        QVERIFY(!b.isSubtype(QStringLiteral("goblin"), "Goblin"));
        QVERIFY(b.of(QStringLiteral("goblin"))->colors.isEmpty());
        QVERIFY(!b.has(QStringLiteral("goblin"), QStringLiteral("Trample")));
        // CR 613.1f: Decomposition grants cumulative upkeep (carried: the keyword, not its upkeep).
        const Board d(objectJson("knight", "Black Knight") + ","
            + objectJson("decomposition", "Decomposition", ", \"attached_to\": \"knight\""));
        QVERIFY(d.state);
        QVERIFY(d.has(QStringLiteral("knight"), QStringLiteral("Cumulative upkeep")));
        QVERIFY(!d.has(QStringLiteral("decomposition"), QStringLiteral("Cumulative upkeep")));
    }

    // CR 613.4c: +N/+N for each Equipment attached to it, counted as the layer applies.
    void equipmentCountOnTheBoard()
    {
        const Board b(objectJson("goblin", "Goblin Gaveleer") + ","
            + objectJson("bone", "Bonesplitter", ", \"attached_to\": \"goblin\"") + ","
            + objectJson("mantle", "Nim Deathmantle", ", \"attached_to\": \"goblin\"") + ","
            + objectJson("myr", "Myr Adapter") + "," + objectJson("punisher", "Loxodon Punisher"));
        QVERIFY(b.state);
        // Goblin Gaveleer 1/1: +2/+0 twice, Bonesplitter +2/+0, Nim Deathmantle +2/+2.
        QCOMPARE(b.power(QStringLiteral("goblin")), 1 + 4 + 2 + 2);
        QCOMPARE(b.toughness(QStringLiteral("goblin")), 1 + 2);
        QCOMPARE(b.power(QStringLiteral("myr")), 1);
        QCOMPARE(b.power(QStringLiteral("punisher")), 2);
    }

    // CR 613.4c, 604.3: "Servos and Thopters you control", "Soldiers and Warriors you control": each
    // creature of either type, once (a union), only the controller's.
    void twoKindsOnTheBoard()
    {
        const Board b(objectJson("trinketeer", "Master Trinketeer") + "," + objectJson("thopter", "Ornithopter") + ","
            + objectJson("myr", "Myr Adapter") + "," + objectJson("crusader", "Aysen Crusader") + ","
            + objectJson("goblin", "Goblin Gaveleer") + "," + objectJson("punisher", "Loxodon Punisher") + ","
            + "{\"id\": \"theirs\", \"card\": \"Etched Champion\", \"controller\": \"nico\", \"owner\": \"nico\", "
              "\"timestamp\": 99}");
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("thopter")), 1);
        QCOMPARE(b.toughness(QStringLiteral("thopter")), 3);
        QCOMPARE(b.power(QStringLiteral("myr")), 1);   // a Myr: neither kind
        QCOMPARE(b.power(QStringLiteral("trinketeer")), 3);
        // A Warrior (Goblin Gaveleer) and a Soldier (Loxodon Punisher); Nico's Soldier doesn't count.
        QCOMPARE(b.power(QStringLiteral("crusader")), 2 + 2);
        QCOMPARE(b.toughness(QStringLiteral("crusader")), 2 + 2);
    }

    // CR 611.3a, 613.4c: Goblin Shrine's bonus only while the land it enchants is a basic Mountain;
    // every Goblin, whoever controls it.
    void basicMountainOnTheBoard()
    {
        const QByteArray goblins = objectJson("goblin", "Goblin Gaveleer") + ","
            + "{\"id\": \"theirs\", \"card\": \"Goblin Gaveleer\", \"controller\": \"nico\", \"owner\": \"nico\", "
              "\"timestamp\": 98}";
        const QByteArray shrine = objectJson("shrine", "Goblin Shrine", ", \"attached_to\": \"land\"");
        const Board mountain(objectJson("land", "Mountain") + "," + shrine + "," + goblins);
        QVERIFY(mountain.state);
        QCOMPARE(mountain.power(QStringLiteral("goblin")), 2);
        QCOMPARE(mountain.power(QStringLiteral("theirs")), 2);
        QCOMPARE(mountain.toughness(QStringLiteral("goblin")), 1);
        const Board forest(objectJson("land", "Forest") + "," + shrine + "," + goblins);
        QVERIFY(forest.state);
        QCOMPARE(forest.power(QStringLiteral("goblin")), 1);
    }
};

QTEST_GUILESS_MAIN(TestImportMoreLayers)
#include "tst_importmorelayers.moc"
