// Static abilities that change characteristics, in wordings of their own, read from real cards' Oracle
// text (tests/data/import/statics-layers-11.json, issue 16): two kinds of card in a graveyard as one
// condition (Bloodfire Enforcers), protection from a card type and from all colours (Pristine Angel),
// power and toughness from the cards exiled with it (Sutured Ghoul), and every colour word changed to
// the chosen one (Swirl the Mists), either of two named permanents (Liu Bei).
// The typed structure, the text written back, the card format, and what the layer engine then does on
// a board (CR 604.3, 607.2a, 612.2, 613.1c, 613.1f, 613.4a, 613.4c, 702.16a, 702.16j).
#include "LayerBoard.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics-layers-11.json"));
}

const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

using test::objectJson;
using test::opOf;

struct Board : test::LayerBoard {
    explicit Board(const QByteArray& objects) : LayerBoard(fixtures(), objects) { }
};

}   // namespace

class TestImportLayers11 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 7);
    }

    // Each sentence reads, writes back the card's own words (the round trip) and counts as a layer static.
    void families_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("an instant card and a sorcery card") << "Bloodfire Enforcers" << "a sorcery card";
        QTest::newRow("protection from artifacts and from all colors") << "Pristine Angel" << "protection";
        QTest::newRow("the total power of the exiled cards") << "Sutured Ghoul" << "total power";
        QTest::newRow("all instances of color words") << "Swirl the Mists" << "color words";
        QTest::newRow("a permanent named … or a permanent named …") << "Liu Bei, Lord of Shu" << "named";
    }

    void families()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        const AbilityReport* r = test::reportWith(fixtures(), card, words);
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QVERIFY(r->layerChanging);
    }

    void structures()
    {
        // Both kinds must be there: one condition and another (GraveyardHas twice).
        const AbilityDef* enforcers = parsedWith(QStringLiteral("Bloodfire Enforcers"), QStringLiteral("sorcery card"));
        QVERIFY(enforcers && enforcers->condition);
        QCOMPARE(enforcers->condition->kind, Condition::Kind::GraveyardHas);
        QVERIFY(enforcers->condition->filter && enforcers->condition->also);
        QCOMPARE(enforcers->condition->filter->types, quint16(CardType::Instant));
        QCOMPARE(enforcers->condition->also->kind, Condition::Kind::GraveyardHas);
        QCOMPARE(enforcers->condition->also->filter->types, quint16(CardType::Sorcery));
        QCOMPARE(enforcers->affects->ref, Selector::Ref::Self);
        QCOMPARE(opOf(enforcers, Op::Kind::AddAbilities)->abilities.size(), 2);
        // 702.16a: one protection ability, from artifacts and from each of the five colours.
        const AbilityDef* angel = parsedWith(QStringLiteral("Pristine Angel"), QStringLiteral("protection"));
        QVERIFY(angel && angel->condition);
        QCOMPARE(angel->condition->kind, Condition::Kind::SelfIs);
        QVERIFY(angel->condition->filter->tapped.has_value() && !*angel->condition->filter->tapped);
        const Op* grant = opOf(angel, Op::Kind::AddAbilities);
        QVERIFY(grant && grant->abilities.size() == 1);
        QCOMPARE(grant->abilities.first()->protectionText, QStringLiteral("artifacts"));
        QCOMPARE(grant->abilities.first()->protectionFrom, ColorSet(0x1f));
        // 604.3: a characteristic-defining ability that sets both values, each from the exiled cards.
        const AbilityDef* ghoul = parsedWith(QStringLiteral("Sutured Ghoul"), QStringLiteral("total power"));
        QVERIFY(ghoul && ghoul->cda);
        const Op* pt = opOf(ghoul, Op::Kind::SetPT);
        QVERIFY(pt && pt->power && pt->toughness);
        QCOMPARE(pt->power->kind, Expr::Kind::PowerOfExiled);
        QCOMPARE(pt->toughness->kind, Expr::Kind::ToughnessOfExiled);
        // 612.2: a text change of every colour word, on spells and on permanents.
        const AbilityDef* swirl = parsedWith(QStringLiteral("Swirl the Mists"), QStringLiteral("color words"));
        QVERIFY(swirl);
        QVERIFY(opOf(swirl, Op::Kind::ChangeText));
        QCOMPARE(opOf(swirl, Op::Kind::ChangeText)->textChange, TextChangeKind::AllColorWords);
        QCOMPARE(swirl->affects->anyOf.size(), 2);
        QCOMPARE(swirl->affects->anyOf.first().zone, Zone::Stack);
        // Either named permanent (a union), each name with its comma.
        const AbilityDef* liu = parsedWith(QStringLiteral("Liu Bei, Lord of Shu"), QStringLiteral("named"));
        QVERIFY(liu && liu->condition && liu->condition->filter);
        QCOMPARE(liu->condition->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(liu->condition->filter->anyOf.size(), 2);
        QCOMPARE(liu->condition->filter->anyOf[0].named, QStringLiteral("Guan Yu, Sainted Warrior"));
        QCOMPARE(liu->condition->filter->anyOf[1].named, QStringLiteral("Zhang Fei, Fierce Warrior"));
    }

    // The text Strata writes is the card's own sentence (here with "~" for the name).
    void writtenBack()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Sutured Ghoul"), QStringLiteral("total power"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("~'s power is equal to the total power of the exiled cards and its toughness "
                                            "is equal to their total toughness."));
        r = test::reportWith(fixtures(), QStringLiteral("Bloodfire Enforcers"), QStringLiteral("sorcery card"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("As long as an instant card and a sorcery card are in your graveyard, ~ has "
                                            "first strike and trample."));
        // A condition whose names hold commas is said after what it governs.
        r = test::reportWith(fixtures(), QStringLiteral("Liu Bei, Lord of Shu"), QStringLiteral("named"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("~ gets +2/+2 as long as you control a permanent named Guan Yu, Sainted "
                                            "Warrior or a permanent named Zhang Fei, Fierce Warrior."));
    }

    // Every understood card goes through the card format and reads back with the same abilities.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 3);   // Sutured Ghoul's exile as it enters is still text
    }

    // CR 613.1f: with an instant card and a sorcery card in Ana's graveyard, Bloodfire Enforcers has first
    // strike and trample (layer 6); one of them alone, or both in Nico's graveyard, is not enough.
    void bothCardKindsInTheGraveyard()
    {
        const Board both(objectJson("enforcers", "Bloodfire Enforcers") + ","
            + objectJson("bolt", "Lightning Bolt", R"(, "zone": "graveyard")") + ","
            + objectJson("rot", "Mind Rot", R"(, "zone": "graveyard")"));
        QVERIFY(both.state);
        QVERIFY(both.has(QStringLiteral("enforcers"), QStringLiteral("First strike")));
        QVERIFY(both.has(QStringLiteral("enforcers"), QStringLiteral("Trample")));
        const Board one(objectJson("enforcers", "Bloodfire Enforcers") + ","
            + objectJson("bolt", "Lightning Bolt", R"(, "zone": "graveyard")") + ","
            + objectJson("rot", "Mind Rot", R"(, "zone": "graveyard")", "nico"));
        QVERIFY(one.state);
        QVERIFY(!one.has(QStringLiteral("enforcers"), QStringLiteral("First strike")));
        QVERIFY(!one.has(QStringLiteral("enforcers"), QStringLiteral("Trample")));
    }

    // CR 613.1f, 702.16a: untapped, Pristine Angel has protection from artifacts and from each colour
    // (layer 6); tapped, it has none.
    void protectionWhileUntapped()
    {
        const Board untapped(objectJson("angel", "Pristine Angel"));
        QVERIFY(untapped.state);
        const AbilityDef* p = untapped.protection(QStringLiteral("angel"));
        QVERIFY(p);
        QCOMPARE(p->protectionText, QStringLiteral("artifacts"));
        for (Color c : kAllColors)
            QVERIFY(untapped.protectedFrom(QStringLiteral("angel"), c));
        QVERIFY(untapped.has(QStringLiteral("angel"), QStringLiteral("Flying")));
        const Board tapped(objectJson("angel", "Pristine Angel", R"(, "tapped": true)"));
        QVERIFY(tapped.state);
        QVERIFY(!tapped.protection(QStringLiteral("angel")));
    }

    // CR 604.3, 607.2a, 613.4a, 613.4c: Sutured Ghoul's power and toughness are set in layer 7a from the
    // cards exiled with it only (Grizzly Bears 2/2 and Llanowar Elves 1/1: 3/3); Glorious Anthem's +1/+1
    // applies later, in 7c, whatever its timestamp: 4/4.
    void valuesOfTheExiledCards()
    {
        const Board b(objectJson("anthem", "Glorious Anthem") + "," + objectJson("ghoul", "Sutured Ghoul") + ","
            + objectJson("bears", "Grizzly Bears", R"(, "zone": "exile", "exiled_with": "ghoul")") + ","
            + objectJson("elves", "Llanowar Elves", R"(, "zone": "exile", "exiled_with": "ghoul")") + ","
            + objectJson("loose", "Grizzly Bears", R"(, "zone": "exile")"));
        QVERIFY(b.state);
        QCOMPARE(b.power(QStringLiteral("ghoul")), 4);
        QCOMPARE(b.toughness(QStringLiteral("ghoul")), 4);
        const Board none(objectJson("ghoul", "Sutured Ghoul"));
        QVERIFY(none.state);
        QCOMPARE(none.power(QStringLiteral("ghoul")), 0);
        QCOMPARE(none.toughness(QStringLiteral("ghoul")), 0);
    }

    // CR 613.4c: Liu Bei (2/4) gets +2/+2 while Ana controls Guan Yu or Zhang Fei; Nico's Zhang Fei, or
    // a permanent of another name, is not enough.
    void namedPermanentsOnTheBoard()
    {
        const Board guan(objectJson("liu", "Liu Bei, Lord of Shu") + "," + objectJson("guan", "Guan Yu, Sainted Warrior"));
        QVERIFY(guan.state);
        QCOMPARE(guan.power(QStringLiteral("liu")), 4);
        QCOMPARE(guan.toughness(QStringLiteral("liu")), 6);
        const Board zhang(objectJson("liu", "Liu Bei, Lord of Shu") + "," + objectJson("zhang", "Zhang Fei, Fierce Warrior"));
        QVERIFY(zhang.state);
        QCOMPARE(zhang.power(QStringLiteral("liu")), 4);
        const Board theirs(objectJson("liu", "Liu Bei, Lord of Shu") + ","
            + objectJson("zhang", "Zhang Fei, Fierce Warrior", "", "nico") + "," + objectJson("bears", "Grizzly Bears"));
        QVERIFY(theirs.state);
        QCOMPARE(theirs.power(QStringLiteral("liu")), 2);
        QCOMPARE(theirs.toughness(QStringLiteral("liu")), 4);
    }

    // CR 612.2, 613.1c, 613.1e, 613.4c: Swirl the Mists (blue) changes the colour words of Darkest Hour
    // and Bad Moon in layer 3, before any colour or power is applied: every creature is blue (layer 5),
    // and blue creatures get +1/+1 (7c). Without it, Bad Moon pumps the black Typhoid Rats only.
    void colorWordsChangedOnTheBoard()
    {
        const Board b(objectJson("moon", "Bad Moon", "", "nico") + "," + objectJson("rats", "Typhoid Rats", "", "nico") + ","
            + objectJson("swirl", "Swirl the Mists", R"(, "choices": {"color": "blue"})") + ","
            + objectJson("hour", "Darkest Hour", "", "nico") + "," + objectJson("bears", "Grizzly Bears"));
        QVERIFY(b.state);
        QCOMPARE(b.of(QStringLiteral("bears"))->colors, ColorSet::of(Color::Blue));
        QCOMPARE(b.of(QStringLiteral("rats"))->colors, ColorSet::of(Color::Blue));
        QCOMPARE(b.power(QStringLiteral("bears")), 3);
        const Board without(objectJson("moon", "Bad Moon", "", "nico") + "," + objectJson("rats", "Typhoid Rats", "", "nico")
            + "," + objectJson("bears", "Grizzly Bears"));
        QVERIFY(without.state);
        QCOMPARE(without.power(QStringLiteral("rats")), 2);   // 1/1 black, +1/+1
        QCOMPARE(without.power(QStringLiteral("bears")), 2);
    }
};

QTEST_GUILESS_MAIN(TestImportLayers11)
#include "tst_importlayers11.moc"
