// Subjects and granted abilities of static abilities, read from real cards' Oracle text
// (tests/data/import/statics-subjects.json, issue 16): "each creature that's a Barbarian, a Warrior, or
// a Berserker", "Equipment named A, B, and C", cards in a hand or a graveyard and "cards you own that
// aren't on the battlefield", "has the chosen creature type in addition to its other types", a keyword
// granted in quotes ("Cumulative upkeep {1}.", "bands with other legendary creatures."), and "each
// creature your opponents control" written back. The typed structure, the text
// written back, the card format, and what the layer engine then does on a board (CR 201.2, 205.1b,
// 613.1, 613.1f, 613.4c, 702.22c).
#include "LayerBoard.h"
#include "play/CombatRules.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-subjects.json"));
}

const AbilityReport* reportWith(const QString& card, const QString& words)
{
    return test::reportWith(fixtures(), card, words);
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
    int granted(const QString& id, AbilityDef::Kind kind) const
    {
        int n = 0;
        if (of(id))
            for (const AbilityInstance& a : of(id)->abilities)
                n += a.def->kind == kind && !a.grantedBy.isEmpty();
        return n;
    }
};

}   // namespace

class TestImportSubjects : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 18);
    }

    // Each subject and grant reads, writes back the card's own words (the round trip), and counts as a
    // static ability that changes characteristics.
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("that's a Barbarian, a Warrior, or a Berserker") << "Lovisa Coldeyes" << "that's a";
        QTest::newRow("Equipment named A, B, and C") << "Shield of Kaldra" << "Equipment named";
        QTest::newRow("land card in your hand") << "Tectonic Reformation" << "in your hand";
        QTest::newRow("Sliver creature card in your graveyard") << "Dregscape Sliver" << "in your graveyard";
        QTest::newRow("cards you own that aren't on the battlefield") << "Teferi, Mage of Zhalfir" << "you own";
        QTest::newRow("has the chosen creature type") << "Ashes of the Fallen" << "chosen creature type";
        QTest::newRow("a keyword in quotes") << "Breath of Dreams" << "have \"Cumulative";
        QTest::newRow("bands with other, red") << "Mountain Stronghold" << "bands with other";
        QTest::newRow("bands with other, green") << "Adventurers' Guildhouse" << "bands with other";
        QTest::newRow("each creature your opponents control") << "Dismiss into Dream" << "your opponents control";
        QTest::newRow("artifact spells you cast") << "Chief Engineer" << "spells you cast";
        QTest::newRow("with a counter on it") << "Rishkar, Peema Renegade" << "with a counter on it";
        QTest::newRow("every object") << "Mycosynth Lattice" << "aren't on the battlefield, spells";
        QTest::newRow("green creatures and white creatures, protection from Gorgons") << "Masked Gorgon" << "Gorgons";
        QTest::newRow("artifact creature spells you cast") << "Mycosynth Golem" << "spells you cast";
    }

    void families()
    {
        // (Mayor of Avabruck, a double-faced card, is checked in structures().)
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = reportWith(card, words);
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QVERIFY(r->layerChanging);
    }

    void structures()
    {
        // A union of three selectors, each a creature with one of the three creature types.
        const AbilityDef* lovisa = parsedWith(QStringLiteral("Lovisa Coldeyes"), QStringLiteral("that's a"));
        QVERIFY(lovisa && lovisa->affects);
        QCOMPARE(lovisa->affects->anyOf.size(), 3);
        QCOMPARE(lovisa->affects->anyOf[1].subtypes, QVector<SubtypeId>{subtype("Warrior")});
        QCOMPARE(lovisa->affects->anyOf[1].types, quint16(CardType::Creature));
        // Howlpack Alpha, the back face of Mayor of Avabruck (the report lists both faces' abilities).
        const ImportedCard* mayorCard = test::findCard(fixtures(), QStringLiteral("Mayor of Avabruck"));
        QVERIFY(mayorCard && mayorCard->card->back);
        const AbilityDef* mayor = nullptr;
        for (const AbilityPtr& a : mayorCard->card->back->abilities)
            if (a->kind == AbilityDef::Kind::Static && a->affects && !a->affects->anyOf.isEmpty())
                mayor = a.data();
        QVERIFY(mayor && mayor->affects->anyOf.size() == 2);
        QCOMPARE(mayor->affects->anyOf[1].subtypes, QVector<SubtypeId>{subtype("Wolf")});
        QVERIFY(mayor->affects->anyOf[0].other);
        QCOMPARE(mayor->affects->anyOf[0].controller, Selector::Who::You);
        const AbilityDef* shield = parsedWith(QStringLiteral("Shield of Kaldra"), QStringLiteral("Equipment named"));
        QVERIFY(shield && shield->affects && shield->affects->anyOf.size() == 3);
        QCOMPARE(shield->affects->anyOf[1].named, QStringLiteral("Shield of Kaldra"));
        const AbilityDef* tectonic = parsedWith(QStringLiteral("Tectonic Reformation"), QStringLiteral("in your hand"));
        QVERIFY(tectonic && tectonic->affects);
        QCOMPARE(tectonic->affects->where, Selector::Where::Specific);
        QCOMPARE(tectonic->affects->zone, Zone::Hand);
        QVERIFY(tectonic->affects->ownerYou);
        const AbilityDef* teferi = parsedWith(QStringLiteral("Teferi, Mage of Zhalfir"), QStringLiteral("you own"));
        QVERIFY(teferi && teferi->affects);
        QCOMPARE(teferi->affects->where, Selector::Where::NotBattlefield);
        const AbilityDef* ashes = parsedWith(QStringLiteral("Ashes of the Fallen"), QStringLiteral("chosen creature"));
        QVERIFY(opOf(ashes, Op::Kind::AddSubtypes));
        QVERIFY(opOf(ashes, Op::Kind::AddSubtypes)->subtypeChosen);
        const AbilityDef* breath = parsedWith(QStringLiteral("Breath of Dreams"), QStringLiteral("have \"Cumulative"));
        QVERIFY(opOf(breath, Op::Kind::AddAbilities));
        const AbilityPtr upkeep = opOf(breath, Op::Kind::AddAbilities)->abilities.value(0);
        QVERIFY(upkeep && upkeep->isKeyword(QStringLiteral("Cumulative upkeep")));
        QCOMPARE(upkeep->cost, QStringLiteral("{1}"));
    }

    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // CR 613.4c, 613.1f: each creature of any of the three types, whoever controls it; not Lovisa (a
    // Human). Mayor of Avabruck: its other Werewolves, not an opponent's.
    void creatureTypesOnTheBoard()
    {
        const Board b(objectJson("lovisa", "Lovisa Coldeyes") + "," + objectJson("brute", "Boggart Brute") + ","
            + objectJson("raging", "Raging Goblin", "", "nico") + "," + objectJson("bears", "Grizzly Bears"));
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("brute")), 3 + 2);
        QCOMPARE(b.toughness(QStringLiteral("brute")), 2 + 2);
        QVERIFY(b.has(QStringLiteral("brute"), QStringLiteral("Haste")));
        QCOMPARE(b.power(QStringLiteral("raging")), 1 + 2);
        QVERIFY(b.has(QStringLiteral("raging"), QStringLiteral("Haste")));
        QCOMPARE(b.power(QStringLiteral("bears")), 2);
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Haste")));
        QVERIFY(!b.has(QStringLiteral("lovisa"), QStringLiteral("Haste")));
        // Howlpack Alpha (Mayor of Avabruck transformed, 3/3): Kruin Outlaw, a Werewolf, not Nico's.
        const Board m(objectJson("alpha", "Mayor of Avabruck", ", \"transformed\": true") + ","
            + objectJson("outlaw", "Kruin Outlaw") + "," + objectJson("theirs", "Kruin Outlaw", "", "nico") + ","
            + objectJson("bears", "Grizzly Bears"));
        QVERIFY(m.state);
        QCOMPARE(m.power(QStringLiteral("outlaw")), 2 + 1);
        QCOMPARE(m.toughness(QStringLiteral("outlaw")), 2 + 1);
        QCOMPARE(m.power(QStringLiteral("theirs")), 2);
        QCOMPARE(m.power(QStringLiteral("bears")), 2);
        QCOMPARE(m.power(QStringLiteral("alpha")), 3);   // "other"
    }

    // CR 201.2, 613.1f: the Equipment with those names, Shield of Kaldra itself among them.
    void namesOnTheBoard()
    {
        const Board b(objectJson("shield", "Shield of Kaldra") + "," + objectJson("helm", "Helm of Kaldra") + ","
            + objectJson("bone", "Bonesplitter"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("shield"), QStringLiteral("Indestructible")));
        QVERIFY(b.has(QStringLiteral("helm"), QStringLiteral("Indestructible")));
        QVERIFY(!b.has(QStringLiteral("bone"), QStringLiteral("Indestructible")));
    }

    // CR 613.1: a static ability may change the characteristics of cards in other zones. Tectonic
    // Reformation: land cards in its controller's hand, not on the battlefield nor in another hand;
    // Dregscape Sliver: Sliver creature cards in the graveyard; Teferi: creature cards its controller owns
    // anywhere but the battlefield; Ashes of the Fallen (205.1b): the chosen type added to creature cards
    // in the graveyard.
    void cardsInZonesOnTheBoard()
    {
        const Board b(objectJson("tectonic", "Tectonic Reformation") + ","
            + objectJson("inHand", "Mountain", ", \"zone\": \"hand\"") + "," + objectJson("played", "Mountain") + ","
            + objectJson("theirHand", "Mountain", ", \"zone\": \"hand\"", "nico") + ","
            + objectJson("bearsInHand", "Grizzly Bears", ", \"zone\": \"hand\""));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("inHand"), QStringLiteral("Cycling")));
        QVERIFY(!b.has(QStringLiteral("played"), QStringLiteral("Cycling")));
        QVERIFY(!b.has(QStringLiteral("theirHand"), QStringLiteral("Cycling")));
        QVERIFY(!b.has(QStringLiteral("bearsInHand"), QStringLiteral("Cycling")));
        const Board d(objectJson("dregscape", "Dregscape Sliver") + ","
            + objectJson("firewake", "Firewake Sliver", ", \"zone\": \"graveyard\"") + ","
            + objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\""));
        QVERIFY(d.state);
        QVERIFY(d.has(QStringLiteral("firewake"), QStringLiteral("Unearth")));
        QVERIFY(!d.has(QStringLiteral("bears"), QStringLiteral("Unearth")));
        const Board t(objectJson("teferi", "Teferi, Mage of Zhalfir") + ","
            + objectJson("bearsInHand", "Grizzly Bears", ", \"zone\": \"hand\"") + ","
            + objectJson("bearsInYard", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + objectJson("bears", "Grizzly Bears") + ","
            + objectJson("theirs", "Grizzly Bears", ", \"zone\": \"hand\"", "nico") + ","
            + objectJson("land", "Mountain", ", \"zone\": \"hand\""));
        QVERIFY(t.state);
        QVERIFY(t.has(QStringLiteral("bearsInHand"), QStringLiteral("Flash")));
        QVERIFY(t.has(QStringLiteral("bearsInYard"), QStringLiteral("Flash")));
        QVERIFY(!t.has(QStringLiteral("bears"), QStringLiteral("Flash")));
        QVERIFY(!t.has(QStringLiteral("theirs"), QStringLiteral("Flash")));
        QVERIFY(!t.has(QStringLiteral("land"), QStringLiteral("Flash")));
        const Board a(objectJson("ashes", "Ashes of the Fallen", ", \"choices\": {\"creature_type\": \"Elf\"}") + ","
            + objectJson("inYard", "Grizzly Bears", ", \"zone\": \"graveyard\"") + "," + objectJson("bears", "Grizzly Bears"));
        QVERIFY(a.state);
        QVERIFY(a.isSubtype(QStringLiteral("inYard"), "Elf"));
        QVERIFY(a.isSubtype(QStringLiteral("inYard"), "Bear"));
        QVERIFY(!a.isSubtype(QStringLiteral("bears"), "Elf"));
    }

    // CR 613.1f: keywords granted in quotes; 702.22c: "bands with other legendary creatures" (carried)
    // for the red legendary creatures of Mountain Stronghold's controller only.
    void grantedKeywordsOnTheBoard()
    {
        const Board b(objectJson("breath", "Breath of Dreams") + "," + objectJson("bears", "Grizzly Bears") + ","
            + objectJson("brute", "Boggart Brute") + "," + objectJson("stronghold", "Mountain Stronghold") + ","
            + objectJson("adamaro", "Adamaro, First to Desire") + ","
            + objectJson("mannichi", "Mannichi, the Fevered Dream", "", "nico"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("bears"), QStringLiteral("Cumulative upkeep")));
        QVERIFY(!b.has(QStringLiteral("brute"), QStringLiteral("Cumulative upkeep")));
        const QString bands = QStringLiteral("Bands with other legendary creatures");
        QVERIFY(b.has(QStringLiteral("adamaro"), bands));
        QVERIFY(!b.has(QStringLiteral("brute"), bands));
        QVERIFY(!b.has(QStringLiteral("mannichi"), bands));
    }

    // CR 613.1, 601.2a: spells on the stack their controller cast get the keywords (convoke and affinity
    // for artifacts are carried); not a card in hand, nor another kind of spell, nor an opponent's.
    void spellsOnTheBoard()
    {
        const Board b(objectJson("engineer", "Chief Engineer") + "," + objectJson("golem", "Mycosynth Golem") + ","
            + objectJson("thopter", "Ornithopter", ", \"zone\": \"stack\"") + ","
            + objectJson("bone", "Bonesplitter", ", \"zone\": \"stack\"") + ","
            + objectJson("bears", "Grizzly Bears", ", \"zone\": \"stack\"") + ","
            + objectJson("inHand", "Ornithopter", ", \"zone\": \"hand\"") + ","
            + objectJson("theirs", "Ornithopter", ", \"zone\": \"stack\"", "nico"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("thopter"), QStringLiteral("Convoke")));
        QVERIFY(b.has(QStringLiteral("thopter"), QStringLiteral("Affinity for artifacts")));
        QVERIFY(b.has(QStringLiteral("bone"), QStringLiteral("Convoke")));
        QVERIFY(!b.has(QStringLiteral("bone"), QStringLiteral("Affinity for artifacts")));
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Convoke")));
        QVERIFY(!b.has(QStringLiteral("inHand"), QStringLiteral("Convoke")));
        QVERIFY(!b.has(QStringLiteral("theirs"), QStringLiteral("Convoke")));
        QVERIFY(!b.has(QStringLiteral("engineer"), QStringLiteral("Convoke")));
    }

    // CR 122.1, 613.1f: "with a counter on it" is a counter of any kind; Rishkar's creatures with one
    // get its mana ability, the others and an opponent's do not.
    void anyCounterOnTheBoard()
    {
        const Board b(objectJson("rishkar", "Rishkar, Peema Renegade") + ","
            + objectJson("grown", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 1}") + ","
            + objectJson("charged", "Boggart Brute", ", \"counters\": {\"charge\": 2}") + ","
            + objectJson("plain", "Grizzly Bears") + ","
            + objectJson("theirs", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 1}", "nico"));
        QVERIFY(b.state);
        QCOMPARE(b.granted(QStringLiteral("grown"), AbilityDef::Kind::ManaIntrinsic)
                + b.granted(QStringLiteral("grown"), AbilityDef::Kind::Activated),
            1);
        QCOMPARE(b.granted(QStringLiteral("charged"), AbilityDef::Kind::ManaIntrinsic)
                + b.granted(QStringLiteral("charged"), AbilityDef::Kind::Activated),
            1);
        QCOMPARE(b.granted(QStringLiteral("plain"), AbilityDef::Kind::Activated), 0);
        QCOMPARE(b.granted(QStringLiteral("theirs"), AbilityDef::Kind::Activated), 0);
        QCOMPARE(b.granted(QStringLiteral("rishkar"), AbilityDef::Kind::Activated), 0);
    }

    // CR 105.2c, 109.1, 613.1d: Mycosynth Lattice makes every object colorless, in every zone, whoever
    // controls or owns it.
    void everyObjectOnTheBoard()
    {
        const Board b(objectJson("lattice", "Mycosynth Lattice") + "," + objectJson("bears", "Grizzly Bears") + ","
            + objectJson("inHand", "Grizzly Bears", ", \"zone\": \"hand\"") + ","
            + objectJson("spell", "Boggart Brute", ", \"zone\": \"stack\"") + ","
            + objectJson("theirs", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico"));
        QVERIFY(b.state);
        for (const char* id : {"bears", "inHand", "spell", "theirs"})
            QVERIFY2(b.of(QLatin1String(id)) && b.of(QLatin1String(id))->colors.isEmpty(), id);
        QVERIFY(b.is(QStringLiteral("bears"), CardType::Artifact));   // its other static: permanents only
        QVERIFY(!b.is(QStringLiteral("inHand"), CardType::Artifact));
    }

    // CR 702.16a, 613.1f: green and white creatures, whoever controls them, have protection from Gorgons:
    // it covers a Gorgon source (Masked Gorgon itself), not another creature.
    void protectionFromCreatureTypeOnTheBoard()
    {
        const Board b(objectJson("gorgon", "Masked Gorgon") + "," + objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + objectJson("knight", "Benalish Hero") + "," + objectJson("brute", "Boggart Brute"));
        QVERIFY(b.state);
        const AbilityDef* protection = nullptr;
        for (const AbilityInstance& a : b.of(QStringLiteral("bears"))->abilities)
            if (a.def->isKeyword(QStringLiteral("Protection")))
                protection = a.def.data();
        QVERIFY(protection);
        QCOMPARE(protection->protectionText, QStringLiteral("Gorgons"));
        QVERIFY(protectionCovers(*protection, *b.of(QStringLiteral("gorgon"))));
        QVERIFY(!protectionCovers(*protection, *b.of(QStringLiteral("brute"))));
        QVERIFY(b.has(QStringLiteral("knight"), QStringLiteral("Protection")));
        QVERIFY(!b.has(QStringLiteral("brute"), QStringLiteral("Protection")));
        QVERIFY(!b.has(QStringLiteral("gorgon"), QStringLiteral("Protection")));   // black, no threshold
    }

    // CR 613.1f, 205.1b: Dismiss into Dream makes each creature of its controller's opponents an
    // Illusion with a triggered ability granted in quotes, not its controller's own; Firewake Sliver's
    // haste reaches every Sliver.
    void grantedAbilitiesOnTheBoard()
    {
        const Board b(objectJson("firewake", "Firewake Sliver") + "," + objectJson("dregscape", "Dregscape Sliver") + ","
            + objectJson("bears", "Grizzly Bears") + "," + objectJson("dismiss", "Dismiss into Dream") + ","
            + objectJson("brute", "Boggart Brute", "", "nico"));
        QVERIFY(b.state);
        QVERIFY(b.has(QStringLiteral("dregscape"), QStringLiteral("Haste")));
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Haste")));
        QVERIFY(b.isSubtype(QStringLiteral("brute"), "Illusion"));
        QVERIFY(b.isSubtype(QStringLiteral("brute"), "Goblin"));
        QCOMPARE(b.granted(QStringLiteral("brute"), AbilityDef::Kind::Triggered), 1);
        QVERIFY(!b.isSubtype(QStringLiteral("bears"), "Illusion"));
        QCOMPARE(b.granted(QStringLiteral("bears"), AbilityDef::Kind::Triggered), 0);
    }
};

QTEST_GUILESS_MAIN(TestImportSubjects)
#include "tst_importsubjects.moc"
