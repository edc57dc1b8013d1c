// Static abilities that change characteristics, read from real cards' Oracle text
// (tests/data/import/statics-layers.json, issue 16): animated lands ("… It's still a land"), a colour
// and types added together, protection that doesn't remove its Aura, "is all colors", the chosen type
// and the chosen player, a kind of card in your graveyard, colours among permanents, control of an
// enchanted Equipment, a fortified land. The typed structure, the text written back, the card format,
// and what the layer engine then does on a board (CR 105.2, 105.3, 205.1b, 301.6, 303.4, 611.3a, 613.1b,
// 613.4b, 702.16c).
#include "engine/LayerEngine.h"
#include "LayerBoard.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers.json"));
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

class TestImportLayers : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 33);
    }

    // Each template family reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("colors and types, equipment") << "Angelic Armaments" << "white Angel";
        QTest::newRow("colors and types, aura") << "Ghoulflesh" << "black Zombie";
        QTest::newRow("still a land, with keyword") << "Crusher Zendikon" << "4/2 red Beast";
        QTest::newRow("still a land, defender") << "Guardian Zendikon" << "2/6 white Wall";
        QTest::newRow("still a land, flying") << "Wind Zendikon" << "2/2 blue Elemental";
        QTest::newRow("that's still a land") << "Living Terrain" << "5/6 green Treefolk";
        QTest::newRow("an artifact creature, conditional") << "Rusted Relic" << "5/5 Golem";
        QTest::newRow("doesn't remove ~") << "Black Ward" << "protection from black";
        QTest::newRow("doesn't remove ~, blue") << "Blue Ward" << "protection from blue";
        QTest::newRow("doesn't remove ~, with a bonus") << "Tattoo Ward" << "protection from enchantments";
        QTest::newRow("the chosen type in addition") << "Xenograft" << "the chosen type";
        QTest::newRow("all colors") << "Transguild Courier" << "all colors";
        QTest::newRow("control enchanted enchantment") << "Steal Enchantment" << "You control";
        QTest::newRow("control enchanted Equipment") << "Carry Away" << "You control";
        QTest::newRow("fortified land") << "Darksteel Garrison" << "Fortified land";
        QTest::newRow("~ untapped, another subject") << "Spectral Guardian" << "noncreature artifacts";
        QTest::newRow("a Warrior card in your graveyard") << "Vengeful Firebrand" << "Warrior card";
        QTest::newRow("an artifact card in your graveyard") << "Windwright Mage" << "artifact card";
        QTest::newRow("there is a Desert card") << "Ramunap Hydra" << "Desert card";
        QTest::newRow("color among permanents") << "Conqueror's Flail" << "color among";
        QTest::newRow("color among other legendary") << "Sisay, Weatherlight Captain" << "color among";
        QTest::newRow("chosen player's hand, defining") << "Entropic Specter" << "chosen player's hand";
        QTest::newRow("chosen player's hand, for each") << "Nyxathid" << "chosen player's hand";
        QTest::newRow("chosen player controls, plus") << "Lost Order of Jarkeld" << "chosen player controls";
        QTest::newRow("chosen player's graveyard") << "Sewer Nemesis" << "chosen player's graveyard";
        QTest::newRow("tapped lands the chosen player controls") << "Pallimud" << "tapped lands";
        QTest::newRow("nonbasic lands the chosen player controls") << "Skyshroud War Beast" << "nonbasic lands";
        QTest::newRow("choose an opponent") << "Entropic Specter" << "choose an opponent";
        QTest::newRow("at least three other") << "Ice-Fang Coatl" << "at least three";
        QTest::newRow("the opponent with the most cards in hand") << "Adamaro, First to Desire" << "the most cards";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
    }

    // The structures the families stand for.
    void structures()
    {
        // 205.1b: "It's still a land" keeps the land type; 613.4b power and toughness set (layer 7b).
        const AbilityDef* zendikon = parsedWith(QStringLiteral("Crusher Zendikon"), QStringLiteral("Beast"));
        QVERIFY(zendikon);
        const Op* types = opOf(zendikon, Op::Kind::AddTypes);
        QVERIFY(types);
        QCOMPARE(types->cardTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
        QVERIFY(opOf(zendikon, Op::Kind::SetPT));
        QCOMPARE(opOf(zendikon, Op::Kind::SetPT)->power->value, 4);
        QVERIFY(opOf(zendikon, Op::Kind::AddAbilities));
        QCOMPARE(opOf(zendikon, Op::Kind::SetColors)->colors, ColorSet::of(Color::Red));
        // Without "still": the types are set (Rusted Relic is an artifact creature, a Golem).
        const AbilityDef* relic = parsedWith(QStringLiteral("Rusted Relic"), QStringLiteral("Golem"));
        QVERIFY(relic && relic->condition);
        QVERIFY(opOf(relic, Op::Kind::SetTypes) && opOf(relic, Op::Kind::SetSubtypes));
        // 105.3: "in addition to its other colors and types" adds the colour.
        const AbilityDef* armaments = parsedWith(QStringLiteral("Angelic Armaments"), QStringLiteral("Angel"));
        QVERIFY(opOf(armaments, Op::Kind::AddColors));
        QVERIFY(!opOf(armaments, Op::Kind::SetColors));
        // 702.16c: the exception sits on the grant of protection.
        const AbilityDef* ward = parsedWith(QStringLiteral("Black Ward"), QStringLiteral("protection"));
        QVERIFY(opOf(ward, Op::Kind::AddAbilities));
        QCOMPARE(opOf(ward, Op::Kind::AddAbilities)->keeps, Op::Keeps::KeepsSource);
        const AbilityDef* specter = parsedWith(QStringLiteral("Entropic Specter"), QStringLiteral("hand"));
        QVERIFY(specter && specter->cda);
        QCOMPARE(specter->ops[0].power->selector->controller, Selector::Who::Chosen);
        const AbilityDef* firebrand = parsedWith(QStringLiteral("Vengeful Firebrand"), QStringLiteral("Warrior"));
        QVERIFY(firebrand && firebrand->condition);
        QCOMPARE(firebrand->condition->kind, Condition::Kind::GraveyardHas);
        const AbilityDef* flail = parsedWith(QStringLiteral("Conqueror's Flail"), QStringLiteral("color among"));
        QVERIFY(flail);
        QCOMPARE(flail->ops[0].power->kind, Expr::Kind::ColorsAmong);
    }

    // The writer's Spanish and Italian for the new wordings are not the English ones.
    void writtenBack()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Black Ward"));
        QVERIFY(c);
        bool found = false;
        for (const auto& a : c->abilities)
            if (a.sentence.contains(QLatin1String("protection")))
                found = a.written.contains(QLatin1String("This effect doesn't remove"));
        QVERIFY(found);
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 15);
    }

    // CR 205.1b, 613.4b, 105.3: an animated land keeps its land type and subtypes; a colour is added.
    void animatedOnTheBoard()
    {
        const Board b("{\"id\": \"forest\", \"card\": \"Forest\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"zendikon\", \"card\": \"Crusher Zendikon\", \"controller\": \"ana\", \"timestamp\": 2, \"attached_to\": \"forest\"},"
            "{\"id\": \"island\", \"card\": \"Island\", \"controller\": \"ana\", \"timestamp\": 3},"
            "{\"id\": \"terrain\", \"card\": \"Living Terrain\", \"controller\": \"ana\", \"timestamp\": 4, \"attached_to\": \"island\"},"
            "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 5},"
            "{\"id\": \"arm\", \"card\": \"Angelic Armaments\", \"controller\": \"ana\", \"timestamp\": 6, \"attached_to\": \"bears\"},"
            "{\"id\": \"bears2\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 7},"
            "{\"id\": \"ghoul\", \"card\": \"Ghoulflesh\", \"controller\": \"ana\", \"timestamp\": 8, \"attached_to\": \"bears2\"}");
        QVERIFY(b.state);
        QVERIFY(b.is(QStringLiteral("forest"), CardType::Creature));
        QVERIFY(b.is(QStringLiteral("forest"), CardType::Land));
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Forest"));
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Beast"));
        QCOMPARE(b.power(QStringLiteral("forest")), 4);
        QCOMPARE(b.toughness(QStringLiteral("forest")), 2);
        QVERIFY(b.has(QStringLiteral("forest"), QStringLiteral("Trample")));
        QCOMPARE(b.of(QStringLiteral("forest"))->colors, ColorSet::of(Color::Red));
        QCOMPARE(b.power(QStringLiteral("island")), 5);
        QVERIFY(b.is(QStringLiteral("island"), CardType::Land));
        QVERIFY(!b.has(QStringLiteral("island"), QStringLiteral("Trample")));
        // Grizzly Bears (green 2/2) with Angelic Armaments: a white and green Bear Angel with flying.
        QCOMPARE(b.power(QStringLiteral("bears")), 4);
        QVERIFY(b.has(QStringLiteral("bears"), QStringLiteral("Flying")));
        QVERIFY(b.of(QStringLiteral("bears"))->colors.has(Color::White));
        QVERIFY(b.of(QStringLiteral("bears"))->colors.has(Color::Green));
        QVERIFY(b.isSubtype(QStringLiteral("bears"), "Angel") && b.isSubtype(QStringLiteral("bears"), "Bear"));
        QCOMPARE(b.power(QStringLiteral("bears2")), 1);
        QVERIFY(b.of(QStringLiteral("bears2"))->colors.has(Color::Black));
        QVERIFY(b.of(QStringLiteral("bears2"))->colors.has(Color::Green));
        QVERIFY(b.isSubtype(QStringLiteral("bears2"), "Zombie"));

        // CR 702.16c: Black Ward gives protection from black (and stays: "doesn't remove Black Ward").
        const Board w("{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 1},"
                      "{\"id\": \"ward\", \"card\": \"Black Ward\", \"controller\": \"ana\", \"timestamp\": 2, "
                      "\"attached_to\": \"bears\"}");
        QVERIFY(w.state);
        QVERIFY(w.protectedFrom(QStringLiteral("bears"), Color::Black));
        QVERIFY(!w.protectedFrom(QStringLiteral("bears"), Color::Red));
    }

    // CR 611.3a, 205.1b: Rusted Relic is a 5/5 Golem artifact creature only with three artifacts.
    void conditionalAnimationOnTheBoard()
    {
        const Board three("{\"id\": \"relic\", \"card\": \"Rusted Relic\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"a1\", \"card\": \"Conqueror's Flail\", \"controller\": \"ana\", \"timestamp\": 2},"
            "{\"id\": \"a2\", \"card\": \"Angelic Armaments\", \"controller\": \"ana\", \"timestamp\": 3}");
        QVERIFY(three.state);
        QVERIFY(three.is(QStringLiteral("relic"), CardType::Creature));
        QVERIFY(three.is(QStringLiteral("relic"), CardType::Artifact));
        QVERIFY(three.isSubtype(QStringLiteral("relic"), "Golem"));
        QCOMPARE(three.power(QStringLiteral("relic")), 5);
        const Board two("{\"id\": \"relic\", \"card\": \"Rusted Relic\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"a1\", \"card\": \"Conqueror's Flail\", \"controller\": \"ana\", \"timestamp\": 2}");
        QVERIFY(two.state);
        QVERIFY(!two.is(QStringLiteral("relic"), CardType::Creature));
    }

    // The chosen player (an opponent chosen as the card entered): their hand, creatures and graveyard.
    void chosenPlayerOnTheBoard()
    {
        const Board b("{\"id\": \"nyx\", \"card\": \"Nyxathid\", \"controller\": \"ana\", \"timestamp\": 1, \"choices\": {\"player\": \"nico\"}},"
            "{\"id\": \"spec\", \"card\": \"Entropic Specter\", \"controller\": \"ana\", \"timestamp\": 2, \"choices\": {\"player\": \"nico\"}},"
            "{\"id\": \"order\", \"card\": \"Lost Order of Jarkeld\", \"controller\": \"ana\", \"timestamp\": 3, \"choices\": {\"player\": \"nico\"}},"
            "{\"id\": \"h1\", \"card\": \"Lightning Bolt\", \"owner\": \"nico\", \"zone\": \"hand\"},"
            "{\"id\": \"h2\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"hand\"},"
            "{\"id\": \"h3\", \"card\": \"Island\", \"owner\": \"ana\", \"zone\": \"hand\"},"
            "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 4}");
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("nyx")), 7 - 2);   // Nyxathid 7/7, -1/-1 for each card in Nico's hand
        QCOMPARE(b.power(QStringLiteral("spec")), 2);
        QCOMPARE(b.toughness(QStringLiteral("spec")), 2);
        QCOMPARE(b.power(QStringLiteral("order")), 1 + 1);   // Nico's Grizzly Bears, not Ana's creatures
    }

    // CR 611.3a: a kind of card in your own graveyard; the source's own status for another subject.
    void conditionsOnTheBoard()
    {
        const Board with("{\"id\": \"mage\", \"card\": \"Windwright Mage\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"flail\", \"card\": \"Conqueror's Flail\", \"owner\": \"ana\", \"zone\": \"graveyard\"}");
        QVERIFY(with.state);
        QVERIFY(with.has(QStringLiteral("mage"), QStringLiteral("Flying")));
        const Board theirs("{\"id\": \"mage\", \"card\": \"Windwright Mage\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"flail\", \"card\": \"Conqueror's Flail\", \"owner\": \"nico\", \"zone\": \"graveyard\"},"
            "{\"id\": \"bolt\", \"card\": \"Lightning Bolt\", \"owner\": \"ana\", \"zone\": \"graveyard\"}");
        QVERIFY(theirs.state);
        QVERIFY(!theirs.has(QStringLiteral("mage"), QStringLiteral("Flying")));

        const Board up("{\"id\": \"guard\", \"card\": \"Spectral Guardian\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"flail\", \"card\": \"Conqueror's Flail\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 2}");
        QVERIFY(up.state);
        QVERIFY(up.has(QStringLiteral("flail"), QStringLiteral("Shroud")));
        QVERIFY(!up.has(QStringLiteral("guard"), QStringLiteral("Shroud")));   // a creature
        const Board down("{\"id\": \"guard\", \"card\": \"Spectral Guardian\", \"controller\": \"ana\", \"timestamp\": 1, \"tapped\": true},"
            "{\"id\": \"flail\", \"card\": \"Conqueror's Flail\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 2}");
        QVERIFY(down.state);
        QVERIFY(!down.has(QStringLiteral("flail"), QStringLiteral("Shroud")));
    }

    // CR 105.2, 613.1b, 205.1b: colours among permanents, all colours, control of an enchanted
    // permanent, the chosen type.
    void colorsControlAndTypesOnTheBoard()
    {
        const Board b("{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"controller\": \"ana\", \"timestamp\": 1},"
            "{\"id\": \"flail\", \"card\": \"Conqueror's Flail\", \"controller\": \"ana\", \"timestamp\": 2, \"attached_to\": \"bears\"},"
            "{\"id\": \"mud\", \"card\": \"Pallimud\", \"controller\": \"ana\", \"timestamp\": 3, \"choices\": {\"player\": \"nico\"}},"
            "{\"id\": \"courier\", \"card\": \"Transguild Courier\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 4},"
            "{\"id\": \"graft\", \"card\": \"Xenograft\", \"controller\": \"nico\", \"owner\": \"nico\", \"timestamp\": 5,"
            "\"choices\": {\"creature_type\": \"Elf\"}},"
            "{\"id\": \"steal\", \"card\": \"Steal Enchantment\", \"controller\": \"ana\", \"timestamp\": 6, \"attached_to\": \"graft\"}");
        QVERIFY(b.state);
        QCOMPARE(b.of(QStringLiteral("courier"))->colors.count(), 5);
        QCOMPARE(b.of(QStringLiteral("graft"))->controller, QStringLiteral("ana"));
        // Xenograft now Ana's: her creatures are Elves too, Nico's Courier is not.
        QVERIFY(b.isSubtype(QStringLiteral("bears"), "Elf"));
        QVERIFY(!b.isSubtype(QStringLiteral("courier"), "Elf"));
        // Green (Bears), red (Pallimud) and blue (her two enchantments) among Ana's permanents: +3/+3
        // from the Flail; Nico's five-coloured Courier doesn't count.
        QCOMPARE(b.power(QStringLiteral("bears")), 2 + 3);
    }
};

QTEST_GUILESS_MAIN(TestImportLayers)
#include "tst_importlayers.moc"
