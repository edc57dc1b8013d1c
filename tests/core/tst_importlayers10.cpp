// Static abilities that set types, colours, power and toughness from a choice or in a wording of their
// own, read from real cards' Oracle text (tests/data/import/statics-layers-10.json, issue 16):
// "Enchanted land is the chosen type" (a basic land type chosen as the Aura entered), "Forests you
// control are 1/1 green Elf creatures that are still lands", "Lands you control are Plains", "… are
// the chosen color in addition to their other colors", "Each land of the chosen type has phasing",
// "protection from creatures of the chosen type".
// The typed structure, the text written back, the card format, and what the layer engine then does on
// a board (CR 105.3, 205.1b, 305.7, 613.1d, 613.1e, 613.1f, 613.4b, 702.16a).
#include "LayerBoard.h"
#include "play/CombatRules.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers-10.json"));
}

const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

using test::objectJson;
using test::opOf;
using test::subtype;

struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects) : LayerBoard(fixtures(), objects) { }
    // The mana ability a basic land type gives (305.6), of that type.
    bool hasManaOf(const QString& id, const char* landType) const
    {
        if (!of(id))
            return false;
        for (const AbilityInstance& a : of(id)->abilities)
            if (a.def->kind == AbilityDef::Kind::ManaIntrinsic && a.def->basicLandType == subtype(landType))
                return true;
        return false;
    }
};

}   // namespace

class TestImportLayers10 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 9);
    }

    // Each sentence reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("enchanted land is the chosen type") << "Phantasmal Terrain" << "the chosen type";
        QTest::newRow("enchanted land is the chosen type, Mirage") << "Convincing Mirage" << "the chosen type";
        QTest::newRow("Forests you control are Elf creatures") << "Ambush Commander" << "still lands";
        QTest::newRow("all Forests are creatures") << "Living Lands" << "still lands";
        QTest::newRow("lands you control are Plains") << "Celestial Dawn" << "are Plains";
        QTest::newRow("all Mountains are Plains") << "Conversion" << "are Plains";
        QTest::newRow("the chosen color in addition") << "Painter's Servant" << "the chosen color";
        QTest::newRow("each land of the chosen type") << "Shimmer" << "phasing";
        QTest::newRow("protection from creatures of the chosen type") << "Riders of Gavony" << "protection";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QVERIFY(r->layerChanging);
    }

    void structures()
    {
        // 305.7: the land type is set, not added; which one is chosen as the Aura enters.
        const AbilityDef* terrain = parsedWith(QStringLiteral("Phantasmal Terrain"), QStringLiteral("chosen type"));
        QVERIFY(opOf(terrain, Op::Kind::SetSubtypes));
        QVERIFY(opOf(terrain, Op::Kind::SetSubtypes)->subtypeChosen);
        QVERIFY(opOf(terrain, Op::Kind::SetSubtypes)->subtypes.isEmpty());
        QCOMPARE(terrain->affects->ref, Selector::Ref::Attached);
        // 205.1b: the Forests become creatures and Elves in addition; 105.3: green; 613.4b: 1/1.
        const AbilityDef* commander = parsedWith(QStringLiteral("Ambush Commander"), QStringLiteral("still lands"));
        QVERIFY(opOf(commander, Op::Kind::AddTypes) && opOf(commander, Op::Kind::AddSubtypes));
        QCOMPARE(opOf(commander, Op::Kind::AddTypes)->cardTypes, quint16(CardType::Creature));
        QCOMPARE(opOf(commander, Op::Kind::AddSubtypes)->subtypes, QVector<SubtypeId>{subtype("Elf")});
        QCOMPARE(opOf(commander, Op::Kind::SetColors)->colors, ColorSet::of(Color::Green));
        QVERIFY(opOf(commander, Op::Kind::SetPT));
        QCOMPARE(opOf(commander, Op::Kind::SetPT)->power->value, 1);
        QVERIFY(!opOf(commander, Op::Kind::SetTypes) && !opOf(commander, Op::Kind::SetSubtypes));
        const AbilityDef* living = parsedWith(QStringLiteral("Living Lands"), QStringLiteral("still lands"));
        QVERIFY(opOf(living, Op::Kind::AddTypes) && opOf(living, Op::Kind::SetPT));
        QVERIFY(!opOf(living, Op::Kind::SetColors) && !opOf(living, Op::Kind::AddSubtypes));
        // 305.7: a basic land type set for each land the subject names.
        const AbilityDef* dawn = parsedWith(QStringLiteral("Celestial Dawn"), QStringLiteral("are Plains"));
        QVERIFY(opOf(dawn, Op::Kind::SetSubtypes));
        QCOMPARE(opOf(dawn, Op::Kind::SetSubtypes)->subtypes, QVector<SubtypeId>{subtype("Plains")});
        QCOMPARE(dawn->affects->types, quint16(CardType::Land));
        QCOMPARE(dawn->affects->controller, Selector::Who::You);
        const AbilityDef* conversion = parsedWith(QStringLiteral("Conversion"), QStringLiteral("are Plains"));
        QCOMPARE(conversion->affects->subtypes, QVector<SubtypeId>{subtype("Mountain")});
        // 105.3: the chosen colour added, not set; cards in every zone, spells and permanents.
        const AbilityDef* servant = parsedWith(QStringLiteral("Painter's Servant"), QStringLiteral("chosen color"));
        QVERIFY(opOf(servant, Op::Kind::AddColors));
        QVERIFY(opOf(servant, Op::Kind::AddColors)->colorChosen);
        QVERIFY(!opOf(servant, Op::Kind::SetColors));
        QCOMPARE(servant->affects->anyOf.size(), 3);
        const AbilityDef* shimmer = parsedWith(QStringLiteral("Shimmer"), QStringLiteral("phasing"));
        QVERIFY(shimmer->affects->subtypeChosen);
        QVERIFY(opOf(shimmer, Op::Kind::AddAbilities));
    }

    // "choose a land type" may name a land type that is not basic (Shimmer); the choice Strata reads is a
    // basic land type, so that sentence stays text.
    void anyLandTypeStaysText()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Shimmer"), QStringLiteral("choose a land type"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::TextOnly);
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 4);
    }

    // CR 305.7, 613.1d: the enchanted land is of the chosen basic land type only; it loses its old land
    // type and the mana ability that type gave, and has the new one's (305.6).
    void chosenLandTypeOnTheBoard()
    {
        const Board b(objectJson("mountain", "Mountain") + ","
            + objectJson("terrain", "Phantasmal Terrain", R"(, "attached_to": "mountain", "choices": {"land_type": "Island"})")
            + "," + objectJson("forest", "Forest") + ","
            + objectJson("mirage", "Convincing Mirage", R"(, "attached_to": "forest", "choices": {"land_type": "Swamp"})",
                "nico"));
        QVERIFY(b.state);
        QVERIFY(b.isSubtype(QStringLiteral("mountain"), "Island"));
        QVERIFY(!b.isSubtype(QStringLiteral("mountain"), "Mountain"));
        QVERIFY(b.hasManaOf(QStringLiteral("mountain"), "Island"));
        QVERIFY(!b.hasManaOf(QStringLiteral("mountain"), "Mountain"));
        QVERIFY(b.is(QStringLiteral("mountain"), CardType::Land));
        // Whoever controls the Aura: the land it enchants.
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Swamp"));
        QVERIFY(!b.isSubtype(QStringLiteral("forest"), "Forest"));
        QVERIFY(b.hasManaOf(QStringLiteral("forest"), "Swamp"));
        // Without a choice the land keeps its type.
        const Board none(objectJson("mountain", "Mountain") + ","
            + objectJson("terrain", "Phantasmal Terrain", R"(, "attached_to": "mountain")"));
        QVERIFY(none.state);
        QVERIFY(none.isSubtype(QStringLiteral("mountain"), "Mountain"));
    }

    // CR 205.1b, 613.1d-e, 613.4b: Ambush Commander's Forests (its controller's only) are 1/1 green Elf
    // creatures and still Forests with their mana ability; Living Lands' are every player's, colourless
    // 1/1 creatures.
    void forestsOnTheBoard()
    {
        const Board b(objectJson("commander", "Ambush Commander") + "," + objectJson("forest", "Forest") + ","
            + objectJson("theirs", "Forest", "", "nico") + "," + objectJson("mountain", "Mountain"));
        QVERIFY(b.state);
        QVERIFY(b.is(QStringLiteral("forest"), CardType::Creature));
        QVERIFY(b.is(QStringLiteral("forest"), CardType::Land));
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Forest"));
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Elf"));
        QVERIFY(b.hasManaOf(QStringLiteral("forest"), "Forest"));
        QCOMPARE(b.of(QStringLiteral("forest"))->colors, ColorSet::of(Color::Green));
        QCOMPARE(b.power(QStringLiteral("forest")), 1);
        QCOMPARE(b.toughness(QStringLiteral("forest")), 1);
        QVERIFY(!b.is(QStringLiteral("theirs"), CardType::Creature));
        QVERIFY(!b.is(QStringLiteral("mountain"), CardType::Creature));
        const Board all(objectJson("lands", "Living Lands") + "," + objectJson("forest", "Forest") + ","
            + objectJson("theirs", "Forest", "", "nico") + "," + objectJson("mountain", "Mountain"));
        QVERIFY(all.state);
        QVERIFY(all.is(QStringLiteral("forest"), CardType::Creature));
        QVERIFY(all.is(QStringLiteral("theirs"), CardType::Creature));
        QVERIFY(!all.isSubtype(QStringLiteral("theirs"), "Elf"));
        QVERIFY(all.of(QStringLiteral("theirs"))->colors.isEmpty());
        QCOMPARE(all.toughness(QStringLiteral("theirs")), 1);
        QVERIFY(!all.is(QStringLiteral("mountain"), CardType::Creature));
    }

    // CR 305.7, 613.1d: Celestial Dawn's lands (its controller's only) are Plains with "{T}: Add {W}"
    // only; Conversion's Mountains, whoever controls them, are Plains; a Forest stays a Forest.
    void plainsOnTheBoard()
    {
        const Board b(objectJson("dawn", "Celestial Dawn") + "," + objectJson("forest", "Forest") + ","
            + objectJson("theirs", "Forest", "", "nico"));
        QVERIFY(b.state);
        QVERIFY(b.isSubtype(QStringLiteral("forest"), "Plains"));
        QVERIFY(!b.isSubtype(QStringLiteral("forest"), "Forest"));
        QVERIFY(b.hasManaOf(QStringLiteral("forest"), "Plains"));
        QVERIFY(!b.hasManaOf(QStringLiteral("forest"), "Forest"));
        QVERIFY(b.isSubtype(QStringLiteral("theirs"), "Forest"));
        const Board c(objectJson("conversion", "Conversion") + "," + objectJson("mountain", "Mountain", "", "nico") + ","
            + objectJson("forest", "Forest"));
        QVERIFY(c.state);
        QVERIFY(c.isSubtype(QStringLiteral("mountain"), "Plains"));
        QVERIFY(!c.hasManaOf(QStringLiteral("mountain"), "Mountain"));
        QVERIFY(c.isSubtype(QStringLiteral("forest"), "Forest"));
    }

    // CR 105.3, 613.1e: the colour chosen as Painter's Servant entered is added to every permanent and
    // every card elsewhere, whoever's; a colour is added, the old ones stay.
    void chosenColorAddedOnTheBoard()
    {
        const Board b(objectJson("servant", "Painter's Servant", R"(, "choices": {"color": "blue"})") + ","
            + objectJson("bears", "Grizzly Bears", "", "nico") + "," + objectJson("inHand", "Grizzly Bears", R"(, "zone": "hand")")
            + "," + objectJson("forest", "Forest"));
        QVERIFY(b.state);
        QCOMPARE(b.of(QStringLiteral("bears"))->colors, ColorSet(quint8(Color::Green) | quint8(Color::Blue)));
        QCOMPARE(b.of(QStringLiteral("inHand"))->colors, ColorSet(quint8(Color::Green) | quint8(Color::Blue)));
        QCOMPARE(b.of(QStringLiteral("forest"))->colors, ColorSet::of(Color::Blue));
        QCOMPARE(b.of(QStringLiteral("servant"))->colors, ColorSet::of(Color::Blue));
    }

    // CR 702.16a, 613.1f: Riders of Gavony's Humans (its controller's) have protection from creatures of
    // the creature type chosen as it entered: from Goblin creatures, not from others.
    void protectionFromChosenTypeOnTheBoard()
    {
        const Board b(objectJson("riders", "Riders of Gavony", R"(, "choices": {"creature_type": "Goblin"})") + ","
            + objectJson("hero", "Benalish Hero") + "," + objectJson("bears", "Grizzly Bears") + ","
            + objectJson("knight", "Black Knight", "", "nico") + "," + objectJson("brute", "Boggart Brute", "", "nico") + ","
            + objectJson("ram", "Boggart Ram-Gang", "", "nico") + "," + objectJson("theirHero", "Benalish Hero", "", "nico"));
        QVERIFY(b.state);
        const AbilityDef* hero = b.protection(QStringLiteral("hero"));
        QVERIFY(hero && b.protection(QStringLiteral("riders")));
        QVERIFY(!b.protection(QStringLiteral("bears")));    // not a Human
        QVERIFY(!b.protection(QStringLiteral("theirHero")));   // a Human Nico controls
        QVERIFY(protectionCovers(*hero, *b.of(QStringLiteral("brute"))));
        QVERIFY(protectionCovers(*hero, *b.of(QStringLiteral("ram"))));
        QVERIFY(!protectionCovers(*hero, *b.of(QStringLiteral("knight"))));
        QVERIFY(!protectionCovers(*hero, *b.of(QStringLiteral("bears"))));
    }

    // CR 613.1f, 702.26a: Shimmer's lands of the chosen land type have phasing; others don't.
    void chosenTypePhasingOnTheBoard()
    {
        const Board b(objectJson("shimmer", "Shimmer", R"(, "choices": {"land_type": "Forest"})") + ","
            + objectJson("forest", "Forest", "", "nico") + "," + objectJson("mountain", "Mountain"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("forest"), QStringLiteral("Phasing")));
        QVERIFY(!b.has(QStringLiteral("mountain"), QStringLiteral("Phasing")));
    }
};

QTEST_GUILESS_MAIN(TestImportLayers10)
#include "tst_importlayers10.moc"
