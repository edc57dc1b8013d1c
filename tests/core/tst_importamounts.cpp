// Static abilities whose amounts, defined power and toughness, or set types the importer reads from real
// cards' Oracle text (tests/data/import/statics-amounts.json, issue 16, round 9): "for each card in its
// controller's hand", "for each +1/+1 counter on other creatures you control", "that shares a creature
// type with it", "for each point of bushido it has", face-down creatures, halves rounded down and up,
// chroma, sums of counts, "all players' hands"; March of the Machines, Darksteel Mutation, Reprobation.
// The typed structure, the card format, and what the layer engine then does on a board (CR 604.3,
// 613.1d, 613.4a-c, 613.6, 702.45, 708.2).
#include "engine/LayerEngine.h"
#include "LayerBoard.h"
#include "io/ScenarioReader.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-amounts.json"));
}

// The parsed ability of `card` whose sentence holds `words`, trusted by the round trip; null otherwise.
const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

// A board of Ana and Nico (Nico's life total given) with the imported cards and the built-in ones.
struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects, int nicoLife = 20)
        : LayerBoard(fixtures(), objects, ", \"life\": " + QByteArray::number(nicoLife))
    {
    }
};

QByteArray object(const char* id, const char* card, const char* controller, int timestamp, const char* more = "")
{
    return QByteArray(R"({"id": ")") + id + R"(", "card": ")" + card + R"(", "controller": ")" + controller
        + R"(", "owner": ")" + controller + R"(", "timestamp": )" + QByteArray::number(timestamp) + more + "}";
}

QByteArray card(const char* id, const char* card, const char* owner, const char* zone)
{
    return QByteArray(R"({"id": ")") + id + R"(", "card": ")" + card + R"(", "owner": ")" + owner
        + R"(", "zone": ")" + zone + R"("})";
}

}   // namespace

class TestImportAmounts : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 20);
    }

    // Each sentence reads, and writes back the card's own words (the round trip).
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("its controller's hand") << "Righteous Authority" << "its controller's hand";
        QTest::newRow("its controller's graveyard") << "Death's Approach" << "its controller's graveyard";
        QTest::newRow("counters on other creatures") << "Gleam of Authority" << "counter on other creatures";
        QTest::newRow("shares a creature type") << "Alpha Status" << "shares a creature type";
        QTest::newRow("points of bushido") << "Takeno, Samurai General" << "bushido";
        QTest::newRow("Aura and Equipment attached to it") << "Champion of the Flame" << "Aura and Equipment";
        QTest::newRow("face-down creatures") << "Primal Whisperer" << "face-down";
        QTest::newRow("half, rounded down and up") << "Aspect of Wolf" << "rounded up";
        QTest::newRow("half the highest life total") << "Malignus" << "highest life total";
        QTest::newRow("a count plus a count") << "Soulless One" << "plus the number";
        QTest::newRow("all players' hands") << "Sage of Ancient Lore" << "all players' hands";
        QTest::newRow("in exile and in your graveyard") << "Crackling Drake" << "in exile and in your graveyard";
        QTest::newRow("chroma, permanents") << "Primalcrux" << "green mana symbols";
        QTest::newRow("chroma, graveyard") << "Umbra Stalker" << "black mana symbols";
        QTest::newRow("each equal to its mana value") << "March of the Machines" << "noncreature artifact";
        QTest::newRow("loses all other types") << "Darksteel Mutation" << "Insect artifact creature";
        QTest::newRow("loses all abilities and is") << "Reprobation" << "Coward";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        const AbilityDef* a = parsedWith(card, words);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
    }

    // The structures the sentences stand for.
    void structures()
    {
        const AbilityDef* authority = parsedWith(QStringLiteral("Righteous Authority"), QStringLiteral("hand"));
        QVERIFY(authority && authority->ops.size() == 1 && authority->ops[0].power);
        QCOMPARE(authority->ops[0].power->kind, Expr::Kind::Count);
        QVERIFY(authority->ops[0].power->ofAffectedController);
        const AbilityDef* wolf = parsedWith(QStringLiteral("Aspect of Wolf"), QStringLiteral("rounded"));
        QVERIFY(wolf && wolf->ops.size() == 1 && wolf->ops[0].power && wolf->ops[0].toughness);
        QCOMPARE(wolf->ops[0].power->kind, Expr::Kind::HalfRoundedDown);
        QCOMPARE(wolf->ops[0].toughness->kind, Expr::Kind::HalfRoundedUp);
        // 604.3: the defined power and toughness are characteristic-defining abilities (layer 7a).
        const AbilityDef* malignus = parsedWith(QStringLiteral("Malignus"), QStringLiteral("life total"));
        QVERIFY(malignus && malignus->cda);
        const AbilityDef* crux = parsedWith(QStringLiteral("Primalcrux"), QStringLiteral("mana symbols"));
        QVERIFY(crux && crux->cda && crux->ops[0].power);
        QCOMPARE(crux->ops[0].power->kind, Expr::Kind::ManaSymbolsAmong);
        // 613.6: Darksteel Mutation's abilities are lost before indestructible is granted, in one effect.
        const AbilityDef* mutation = parsedWith(QStringLiteral("Darksteel Mutation"), QStringLiteral("Insect"));
        QVERIFY(mutation && mutation->ops.size() == 5);
        QCOMPARE(mutation->ops[3].kind, Op::Kind::LoseAllAbilities);
        QCOMPARE(mutation->ops[4].kind, Op::Kind::AddAbilities);
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void cardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 15);
    }

    // CR 613.4c: "its controller" is the enchanted creature's controller, not the Aura's.
    void controllersZonesOnTheBoard()
    {
        const Board b(object("bears", "Grizzly Bears", "nico", 1) + ","
            + object("auth", "Righteous Authority", "ana", 2, R"(, "attached_to": "bears")") + ","
            + object("elves", "Llanowar Elves", "ana", 3) + ","
            + object("death", "Death's Approach", "nico", 4, R"(, "attached_to": "elves")") + ","
            + card("h1", "Forest", "nico", "hand") + "," + card("h2", "Forest", "nico", "hand") + ","
            + card("h3", "Island", "ana", "hand") + "," + card("g1", "Walking Corpse", "ana", "graveyard") + ","
            + card("g2", "Grizzly Bears", "nico", "graveyard") + "," + card("g3", "Forest", "ana", "graveyard"));
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("bears")), 2 + 2);       // Nico's two cards in hand
        QCOMPARE(b.toughness(QStringLiteral("bears")), 2 + 2);
        QCOMPARE(b.power(QStringLiteral("elves")), 1 - 1);       // one creature card in Ana's graveyard
        QCOMPARE(b.toughness(QStringLiteral("elves")), 1 - 1);
    }

    // CR 122.1, 301.5, 702.45, 708.2: counters on the other creatures, bushido's values, face-down
    // creatures, Equipment attached; "shares a creature type with it" said of the enchanted creature.
    void countsOnTheBoard()
    {
        const Board b(object("bears", "Grizzly Bears", "ana", 1, R"(, "counters": {"+1/+1": 1})") + ","
            + object("gleam", "Gleam of Authority", "ana", 2, R"(, "attached_to": "bears")") + ","
            + object("rune", "Runeclaw Bear", "ana", 3, R"(, "counters": {"+1/+1": 2})") + ","
            + object("theirs", "Grizzly Bears", "nico", 4, R"(, "counters": {"+1/+1": 5})") + ","
            + object("alpha", "Alpha Status", "ana", 5, R"(, "attached_to": "theirs")") + ","
            + object("takeno", "Takeno, Samurai General", "ana", 6) + ","
            + object("ronin", "Battle-Mad Ronin", "ana", 7) + ","
            + object("whisper", "Primal Whisperer", "nico", 8) + ","
            + object("hidden", "Llanowar Elves", "nico", 9, R"(, "face_down": true)") + ","
            + object("champion", "Champion of the Flame", "ana", 10) + ","
            + object("splitter", "Bonesplitter", "ana", 11, R"(, "attached_to": "champion")") + ","
            + object("splitter2", "Bonesplitter", "ana", 12));
        QVERIFY(b.state);
        // Gleam: the two counters on Runeclaw Bear, not the Bears' own nor Nico's creature's.
        QCOMPARE(b.power(QStringLiteral("bears")), 2 + 1 + 2);
        // Alpha Status on Nico's Bears: Ana's Grizzly Bears and Runeclaw Bear are Bears too.
        QCOMPARE(b.power(QStringLiteral("theirs")), 2 + 5 + 2 * 2);
        // Takeno: Battle-Mad Ronin's bushido 2; Takeno itself is not "other".
        QCOMPARE(b.power(QStringLiteral("ronin")), 1 + 2);
        QCOMPARE(b.power(QStringLiteral("takeno")), 3);
        // Primal Whisperer: one face-down creature (708.2a: a 2/2 with no name or types).
        QCOMPARE(b.power(QStringLiteral("whisper")), 2 + 2);
        QCOMPARE(b.toughness(QStringLiteral("whisper")), 2 + 2);
        // Champion of the Flame: the one Equipment attached to it (+2/+0 of its own); not the other.
        QCOMPARE(b.power(QStringLiteral("champion")), 1 + 2 + 2);
        QCOMPARE(b.toughness(QStringLiteral("champion")), 1 + 2);
    }

    // CR 107.1a, 604.3, 613.4a: halves rounded, chroma, sums and all hands.
    void definedValuesOnTheBoard()
    {
        const Board b(object("bears", "Grizzly Bears", "ana", 1) + ","
            + object("wolf", "Aspect of Wolf", "ana", 2, R"(, "attached_to": "bears")") + ","
            + object("f1", "Forest", "ana", 3) + "," + object("f2", "Forest", "ana", 4) + ","
            + object("f3", "Forest", "ana", 5) + "," + object("nf", "Forest", "nico", 6) + ","
            + object("malignus", "Malignus", "ana", 7) + ","
            + object("soulless", "Soulless One", "ana", 8) + ","
            + object("corpse", "Walking Corpse", "nico", 9) + ","
            + card("g1", "Walking Corpse", "ana", "graveyard") + ","
            + object("crux", "Primalcrux", "ana", 10) + "," + object("elves", "Llanowar Elves", "ana", 11) + ","
            + object("stalker", "Umbra Stalker", "nico", 12) + ","
            + card("g2", "Death's Approach", "nico", "graveyard") + ","
            + card("g3", "Walking Corpse", "nico", "graveyard") + ","
            + object("were", "Sage of Ancient Lore", "nico", 13, R"(, "transformed": true)")
            + "," + card("h1", "Forest", "nico", "hand") + "," + card("h2", "Island", "ana", "hand") + ","
            + card("h3", "Island", "ana", "hand") + "," + object("drake", "Crackling Drake", "ana", 14) + ","
            + card("x1", "Ancestral Recall", "ana", "exile") + "," + card("x2", "Ancestral Recall", "ana", "graveyard") + ","
            + card("x3", "Ancestral Recall", "nico", "exile"),
            15);
        QVERIFY(b.state);
        // Three Forests Ana controls: +1/+2.
        QCOMPARE(b.power(QStringLiteral("bears")), 2 + 1);
        QCOMPARE(b.toughness(QStringLiteral("bears")), 2 + 2);
        // Half of Nico's 15, rounded up; Ana's own 20 is not an opponent's.
        QCOMPARE(b.power(QStringLiteral("malignus")), 8);
        QCOMPARE(b.toughness(QStringLiteral("malignus")), 8);
        // Two Zombies on the battlefield, two Zombie cards in graveyards.
        QCOMPARE(b.power(QStringLiteral("soulless")), 4);
        // Six green symbols of its own, one each of Llanowar Elves, Grizzly Bears and Aspect of Wolf
        // ({1}{G} each); Nico's Walking Corpse is not Ana's, lands have no mana cost.
        QCOMPARE(b.power(QStringLiteral("crux")), 6 + 1 + 1 + 1);
        // Death's Approach {B} and Walking Corpse {1}{B} in Nico's graveyard.
        QCOMPARE(b.power(QStringLiteral("stalker")), 2);
        // Ana's instant in exile and the one in her graveyard, not Nico's; its printed toughness stays.
        QCOMPARE(b.power(QStringLiteral("drake")), 2);
        QCOMPARE(b.toughness(QStringLiteral("drake")), 4);
        // Three cards in both hands.
        QCOMPARE(b.power(QStringLiteral("were")), 3);
        QCOMPARE(b.toughness(QStringLiteral("were")), 3);
    }

    // CR 205.1a-b, 613.1d, 613.4b, 613.6: types set or added, base power and toughness, abilities lost.
    void typesOnTheBoard()
    {
        const Board b(object("march", "March of the Machines", "ana", 1) + ","
            + object("ring", "Sol Ring", "ana", 2) + "," + object("thopter", "Ornithopter", "nico", 3) + ","
            + object("elves", "Llanowar Elves", "nico", 4) + ","
            + object("mutation", "Darksteel Mutation", "ana", 5, R"(, "attached_to": "elves")") + ","
            + object("bears", "Glistener Elf", "nico", 6) + ","
            + object("repro", "Reprobation", "ana", 7, R"(, "attached_to": "bears")"));
        QVERIFY(b.state);
        const Characteristics* ring = b.of(QStringLiteral("ring"));
        QVERIFY(ring && ring->type.has(CardType::Creature) && ring->type.has(CardType::Artifact));
        QCOMPARE(b.power(QStringLiteral("ring")), 1);   // its mana value
        QCOMPARE(b.toughness(QStringLiteral("ring")), 1);
        QCOMPARE(b.power(QStringLiteral("thopter")), 0);   // a creature already: not affected
        QCOMPARE(b.toughness(QStringLiteral("thopter")), 2);
        const Characteristics* elves = b.of(QStringLiteral("elves"));
        QVERIFY(elves);
        QCOMPARE(elves->type.subtypeNames(), QStringList{QStringLiteral("Insect")});
        QVERIFY(elves->type.has(CardType::Artifact) && elves->type.has(CardType::Creature));
        QCOMPARE(b.power(QStringLiteral("elves")), 0);
        QCOMPARE(b.toughness(QStringLiteral("elves")), 1);
        QVERIFY(b.has(QStringLiteral("elves"), QStringLiteral("Indestructible")));
        QCOMPARE(elves->abilities.size(), 1);   // its mana ability is gone
        const Characteristics* bears = b.of(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->type.subtypeNames(), QStringList{QStringLiteral("Coward")});
        QCOMPARE(b.power(QStringLiteral("bears")), 0);
        QCOMPARE(b.toughness(QStringLiteral("bears")), 1);
        QVERIFY(!b.has(QStringLiteral("bears"), QStringLiteral("Infect")));
        QVERIFY(bears->abilities.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportAmounts)
#include "tst_importamounts.moc"
