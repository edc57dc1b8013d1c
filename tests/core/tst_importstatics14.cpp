// Static abilities of round 14 that change no characteristics, read from real cards' Oracle text
// (tests/data/import/statics14.json): "Spells with the chosen name can't be cast" (601.3), "~ can be your
// commander" (903.3d), "~ can't be blocked except by three or more creatures" (509.1b) and the life
// replacements "you gain that much life plus 1 / twice that much life instead" and "Damage that would
// reduce your life total to less than 1 reduces it to 1 instead" (614.1a); the structure, the sentence
// written back in three languages, the card format, and the event player performing each rule.
#include "ImportFixtures.h"
#include "TranslatedAbilities.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("statics14.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The Spanish and Italian of this round's templates, as in the translations TSV.
const test::TranslationTable kTemplates = {
    {"if you would gain life, you gain that much life plus 1 instead",
        {"si fueras a ganar vidas, en vez de eso ganas esa cantidad de vidas más 1",
            "se stai per guadagnare punti vita, invece guadagni altrettanti punti vita più 1"}},
    {"spells with the chosen name can't be cast",
        {"los hechizos con el nombre elegido no pueden lanzarse",
            "le magie con il nome scelto non possono essere lanciate"}},
    {"%1 can be your commander", {"%1 puede ser tu comandante", "%1 può essere il tuo comandante"}},
};

}   // namespace

class TestImportStatics14 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 25);
    }

    // The structure, and the English written back (the round trip trusts it).
    void parsed_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("rule");
        QTest::addColumn<bool>("player");   // a player's rule (613.10)
        QTest::addColumn<QString>("written");
        QTest::newRow("chosen name") << "Meddling Mage" << 1 << int(RuleName::CantBeCast) << false
                                     << "Spells with the chosen name can't be cast.";
        QTest::newRow("chosen name, enchantment") << "Nevermore" << 1 << int(RuleName::CantBeCast) << false
                                                  << "Spells with the chosen name can't be cast.";
        QTest::newRow("opponents, chosen name") << "Council of the Absolute" << 1 << int(RuleName::CantBeCast) << false
                                                << "Your opponents can't cast spells with the chosen name.";
        QTest::newRow("commander") << "Daretti, Scrap Savant" << 3 << int(RuleName::CanBeCommander) << false
                                   << "~ can be your commander.";
        QTest::newRow("commander, Rowan") << "Rowan Kenrith" << 4 << int(RuleName::CanBeCommander) << false
                                          << "~ can be your commander.";
        QTest::newRow("three or more") << "Gorilla Berserkers" << 2 << int(RuleName::CantBeBlockedExceptByThreeOrMore)
                                       << false << "~ can't be blocked except by three or more creatures.";
        QTest::newRow("three or more, Colossus") << "Phyrexian Colossus" << 2
                                                 << int(RuleName::CantBeBlockedExceptByThreeOrMore) << false
                                                 << "~ can't be blocked except by three or more creatures.";
        QTest::newRow("three or more, Cerberus") << "Underworld Cerberus" << 0
                                                 << int(RuleName::CantBeBlockedExceptByThreeOrMore) << false
                                                 << "~ can't be blocked except by three or more creatures.";
        QTest::newRow("plus 1") << "Angel of Vitality" << 1 << int(RuleName::GainLifePlusOne) << true
                                << "If you would gain life, you gain that much life plus 1 instead.";
        QTest::newRow("twice") << "Boon Reflection" << 0 << int(RuleName::GainLifeTwice) << true
                               << "If you would gain life, you gain twice that much life instead.";
        QTest::newRow("not below 1") << "Ali from Cairo" << 0 << int(RuleName::LifeCantGoBelowOne) << true
                                     << "Damage that would reduce your life total to less than 1 reduces it to 1 "
                                        "instead.";
    }
    void parsed()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(int, rule);
        QFETCH(bool, player);
        QFETCH(QString, written);
        const ImportedCard* c = test::findCard(fixtures(), card);
        QVERIFY(c);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::Static);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(int(a->ops[0].rule), rule);
        QCOMPARE(a->ops[0].kind, player ? Op::Kind::PlayerRule : Op::Kind::Rule);
        QCOMPARE(a->affects->ref, Selector::Ref::Self);
        QCOMPARE(c->abilities[index].written, written);
        QString why;
        const CardPtr back = test::throughCardFormat(*c->card, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(back->front.abilities[index]->ops == a->ops);
        QVERIFY(*back->front.abilities[index]->affects == *a->affects);
    }

    // The spells Meddling Mage names: any card with the name it chose, wherever it is cast from.
    void chosenNameFilter()
    {
        const AbilityDef* mage = test::parsedAbility(fixtures(), QStringLiteral("Meddling Mage"), 1);
        QVERIFY(mage && mage->ops[0].filter);
        QVERIFY(mage->ops[0].filter->namedChosen);
        QCOMPARE(mage->ops[0].filter->where, Selector::Where::Any);
        QVERIFY(mage->ops[0].filter->named.isEmpty());
        QVERIFY(!mage->ops[0].filter->types);
    }

    // CR 700.5, 205.1b: the Theros gods aren't creatures while their controller's devotion is below N;
    // a pair of colours written in Oracle text's order (the hand-made Purphoros has the same structure).
    void godsAreNotCreatures_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("written");
        QTest::newRow("Ephara") << "Ephara, God of the Polis" << 7
                                << "As long as your devotion to white and blue is less than seven, ~ isn't a creature.";
        QTest::newRow("Iroas") << "Iroas, God of Victory" << 7
                               << "As long as your devotion to red and white is less than seven, ~ isn't a creature.";
        QTest::newRow("Kruphix") << "Kruphix, God of Horizons" << 7
                                 << "As long as your devotion to green and blue is less than seven, ~ isn't a creature.";
        QTest::newRow("Thassa") << "Thassa, God of the Sea" << 5
                                << "As long as your devotion to blue is less than five, ~ isn't a creature.";
    }
    void godsAreNotCreatures()
    {
        QFETCH(QString, card);
        QFETCH(int, n);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedAbility(fixtures(), card, 1);
        QVERIFY(a);
        QCOMPARE(test::findCard(fixtures(), card)->abilities[1].written, written);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::DevotionLessThan);
        QCOMPARE(a->condition->n, n);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::RemoveTypes);
        QCOMPARE(a->ops[0].cardTypes, quint16(CardType::Creature));
        const CardPtr purphoros = CardLibrary::builtin().find(QStringLiteral("Purphoros, God of the Forge"));
        QVERIFY(purphoros);
        QVERIFY(purphoros->front.abilities[1]->ops == a->ops);
        QVERIFY(*purphoros->front.abilities[1]->affects == *a->affects);
    }

    // CR 509.1b: "can't be blocked except by creatures with flying or reach", either keyword (a union),
    // written back with "or"; Grizzly Bears can't block Orchard Spirit, Giant Spider (reach) can.
    void flyingOrReach()
    {
        for (const char* name : {"Orchard Spirit", "Signal Pest", "Canopy Cover"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
        const AbilityDef* spirit = test::parsedAbility(fixtures(), QStringLiteral("Orchard Spirit"), 0);
        QVERIFY(spirit && spirit->ops.size() == 1 && spirit->ops[0].filter);
        QCOMPARE(spirit->ops[0].rule, RuleName::CantBeBlockedExceptBy);
        QCOMPARE(spirit->ops[0].filter->anyOf.size(), 2);
        QCOMPARE(spirit->ops[0].filter->anyOf[0].hasKeyword, QStringLiteral("Flying"));
        QCOMPARE(spirit->ops[0].filter->anyOf[1].hasKeyword, QStringLiteral("Reach"));
        QCOMPARE(test::findCard(fixtures(), QStringLiteral("Orchard Spirit"))->abilities[0].written,
            QStringLiteral("~ can't be blocked except by creatures with flying or reach."));
        const Playthrough play = played(
            R"({"id": "spirit", "card": "Orchard Spirit", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "spider", "card": "Giant Spider", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"spirit": "nico"}}, {"id": "e2", "block": {"bears": ["spirit"]}},
               {"id": "e3", "block": {"spider": ["spirit"]}})");
        QCOMPARE(play.events.size(), 3);
        QVERIFY(!play.events[1].done);
        QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("509.1b"));
        QVERIFY(play.events[2].done);
    }

    // The cards whose every ability is read.
    void understoodCards()
    {
        for (const char* name : {"Gorilla Berserkers", "Phyrexian Colossus", "Ali from Cairo", "Boon Reflection",
                 "Angel of Vitality", "Sacred Nectar", "Iroas, God of Victory"}) {
            const ImportedCard* c = test::findCard(fixtures(), QLatin1String(name));
            QVERIFY2(c && c->status == CardStatus::Understood, name);
        }
    }

    // Worship's "If you control a creature, …" is read since round 21 (tst_impstatic21). Round 15 reads
    // Meddling Mage's nonland card name, the phantoms and Rout (tst_importstatics15).

    // The sentences in the three languages.
    void writtenInThreeLanguages()
    {
        test::checkWrittenInSpanishAndItalian(fixtures(), kTemplates, {
            {"Angel of Vitality", 1, "Si fueras a ganar vidas, en vez de eso ganas esa cantidad de vidas más 1.",
                "Se stai per guadagnare punti vita, invece guadagni altrettanti punti vita più 1."},
            {"Meddling Mage", 1, "Los hechizos con el nombre elegido no pueden lanzarse.",
                "Le magie con il nome scelto non possono essere lanciate."},
            {"Rowan Kenrith", 4, "Rowan Kenrith puede ser tu comandante.", "Rowan Kenrith può essere il tuo comandante."},
        });
    }

    // Every understood card of the fixture goes through the card format and reads back the same.
    void understoodCardsKeepTheirStructureInTheCardFormat()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 7);
    }

    // CR 601.3: with Meddling Mage naming Lightning Bolt, Ana can't cast her Bolt, but may cast another
    // spell; without the Mage, or with it naming another card, the Bolt is cast.
    void chosenNameCantBeCast()
    {
        const QByteArray hand = R"({"id": "bolt", "card": "Lightning Bolt", "owner": "ana", "zone": "hand"},
               {"id": "nectar", "card": "Sacred Nectar", "owner": "ana", "zone": "hand"})";
        const QByteArray events = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
               {"id": "e2", "cast": "nectar"})";
        const QByteArray mage = R"(, {"id": "mage", "card": "Meddling Mage", "controller": "nico", "owner": "nico",
               "timestamp": 1, "choices": {"name": "Lightning Bolt"}})";
        const Playthrough bare = played(hand, events);
        QVERIFY(bare.events.value(0).done);
        const Playthrough named = played(hand + mage, events);
        QVERIFY(!named.events.value(0).done);
        QCOMPARE(named.events.value(0).problems.value(0).rule, QStringLiteral("601.3"));
        QVERIFY(named.events.value(1).done);
        QCOMPARE(test::zoneOf(named, QStringLiteral("bolt")), Zone::Hand);
        QByteArray other = mage;
        other.replace("Lightning Bolt", "Sacred Nectar");
        const Playthrough otherName = played(hand + other, events);
        QVERIFY(otherName.events.value(0).done);
        QVERIFY(!otherName.events.value(1).done);
    }

    // CR 509.1b: Gorilla Berserkers can't be blocked by one or two creatures; three may block it.
    void threeOrMoreBlockers()
    {
        const Playthrough play = played(
            R"({"id": "gorilla", "card": "Gorilla Berserkers", "controller": "ana", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "b3", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "attack": {"gorilla": "nico"}}, {"id": "e2", "block": {"b1": ["gorilla"]}},
               {"id": "e3", "block": {"b1": ["gorilla"], "b2": ["gorilla"]}},
               {"id": "e4", "block": {"b1": ["gorilla"], "b2": ["gorilla"], "b3": ["gorilla"]}})");
        QCOMPARE(play.events.size(), 4);
        QVERIFY(play.events[0].done);
        QVERIFY(!play.events[1].done);
        QCOMPARE(play.events[1].problems.value(0).rule, QStringLiteral("509.1b"));
        QVERIFY(!play.events[2].done);
        QVERIFY(play.events[3].done);
    }

    // CR 614.1a, 616.1: Sacred Nectar's 4 life is 5 under Angel of Vitality, 8 under Boon Reflection, and
    // (4 + 1) × 2 = 10 under both; Nico's life gain is not Ana's rule.
    void lifeGainReplaced()
    {
        const QByteArray nectar = R"({"id": "nectar", "card": "Sacred Nectar", "owner": "ana", "zone": "hand"},
               {"id": "theirs", "card": "Sacred Nectar", "owner": "nico", "zone": "hand"})";
        const QByteArray events = R"({"id": "e1", "cast": "nectar"}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "theirs"}, {"id": "e4", "resolve": "top"})";
        const QByteArray angel = R"(, {"id": "angel", "card": "Angel of Vitality", "controller": "ana", "timestamp": 1})";
        const QByteArray boon = R"(, {"id": "boon", "card": "Boon Reflection", "controller": "ana", "timestamp": 2})";
        const Playthrough plain = played(nectar, events);
        QCOMPARE(test::lifeOf(plain, QStringLiteral("ana")), 24);
        const Playthrough plusOne = played(nectar + angel, events);
        QVERIFY(plusOne.events.value(3).done);
        QCOMPARE(test::lifeOf(plusOne, QStringLiteral("ana")), 25);
        QCOMPARE(test::lifeOf(plusOne, QStringLiteral("nico")), 24);
        QCOMPARE(test::lifeOf(played(nectar + boon, events), QStringLiteral("ana")), 28);
        const Playthrough both = played(nectar + boon + angel, events);
        QCOMPARE(test::lifeOf(both, QStringLiteral("ana")), 30);
        QVERIFY2(test::happened(both).contains(QLatin1String("twice that much life is gained")),
            qPrintable(test::happened(both)));
    }

    // CR 614.1a, 120.3a: under Ali from Cairo, Ana at 3 life is dealt 5 damage and goes to 1 (the damage
    // is still dealt); Nico, without the rule, loses all 5.
    void lifeStopsAtOne()
    {
        const QByteArray objects = R"({"id": "ali", "card": "Ali from Cairo", "controller": "ana", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "bears", "to": "ana", "amount": 17}]},
               {"id": "e2", "damage": [{"source": "bears", "to": "ana", "amount": 5},
                                       {"source": "bears", "to": "nico", "amount": 5}]})";
        const Playthrough play = played(objects, events);
        QVERIFY(play.events.value(1).done);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 1);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 15);
        QVERIFY2(test::happened(play).contains(QLatin1String("reduced only to 1")), qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImportStatics14)
#include "tst_importstatics14.moc"
