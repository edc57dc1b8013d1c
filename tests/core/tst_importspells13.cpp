// Instants, sorceries and their kin read from real cards' Oracle text (tests/data/import/spells13.json):
// a countered spell exiled or put on its owner's library instead (701.6a), a discard at random (701.8a),
// a graveyard shuffled into its library (701.24), "attacks this turn if able" (508.1d), a creature that
// deals damage to itself, up to two targets returned, kept tapped or given a counter each, a spell's
// ability word (207.2c); the structure, the English written back (the round trip trusts it), the card
// format, and what the event player does with them.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spells13.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The parsed ability of `card` whose sentence holds `words`; null, with a warning, otherwise.
const AbilityDef* parsedWith(const QString& card, const QString& words)
{
    return test::parsedWith(fixtures(), card, words);
}

// Ana's Lightning Bolt aimed at Nico, and a spell of Nico's that answers it.
QByteArray boltAnd(const char* card)
{
    return QByteArray(R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
        {"id": "answer", "card": ")")
        + card + R"(", "owner": "nico", "zone": "hand"})";
}

const QByteArray boltAnswered = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
    {"id": "e2", "cast": "answer", "targets": ["bolt"]}, {"id": "e3", "resolve": "top", "pays": false})";

}   // namespace

class TestImportSpells13 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 28); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("countered, exiled") << "Dissipate"
                                           << "Counter"
                                           << "Counter target spell. If that spell is countered this way, exile it "
                                              "instead of putting it into its owner's graveyard.";
        QTest::newRow("countered, on top") << "Memory Lapse"
                                           << "Counter"
                                           << "Counter target spell. If that spell is countered this way, put it on "
                                              "top of its owner's library instead of into that player's graveyard.";
        QTest::newRow("creature spell exiled") << "Deny Existence"
                                               << "Counter"
                                               << "Counter target creature spell. If that spell is countered this way, "
                                                  "exile it instead of putting it into its owner's graveyard.";
        QTest::newRow("unless pays, exiled") << "Syncopate"
                                             << "Counter"
                                             << "Counter target spell unless its controller pays {X}. If that spell is "
                                                "countered this way, exile it instead of putting it into its owner's "
                                                "graveyard.";
        QTest::newRow("two at random") << "Hymn to Tourach"
                                       << "random"
                                       << "Target player discards two cards at random.";
        QTest::newRow("X at random") << "Mind Twist"
                                     << "random"
                                     << "Target player discards X cards at random.";
        QTest::newRow("dies, at random") << "Black Cat"
                                         << "random"
                                         << "When ~ dies, target opponent discards a card at random.";
        QTest::newRow("that player, at random") << "Bottomless Pit"
                                                << "random"
                                                << "At the beginning of each upkeep, that player discards a card at "
                                                   "random.";
        QTest::newRow("draw, then at random") << "Control of the Court"
                                              << "random"
                                              << "Draw four cards, then discard three cards at random.";
        QTest::newRow("graveyard shuffled") << "Reminisce"
                                            << "shuffles"
                                            << "Target player shuffles their graveyard into their library.";
        QTest::newRow("your graveyard shuffled") << "Feldon's Cane"
                                                 << "Shuffle"
                                                 << "{T}, Exile ~: Shuffle your graveyard into your library.";
        QTest::newRow("itself") << "Repentance"
                                << "itself"
                                << "Target creature deals damage to itself equal to its power.";
        QTest::newRow("those creatures") << "Decision Paralysis"
                                         << "Tap"
                                         << "Tap up to two target creatures. Those creatures don't untap during their "
                                            "controller's next untap step.";
        QTest::newRow("each of up to two") << "Travel Preparations"
                                           << "counter"
                                           << "Put a +1/+1 counter on each of up to two target creatures.";
        QTest::newRow("each of up to three") << "Reap What Is Sown"
                                             << "counter"
                                             << "Put a +1/+1 counter on each of up to three target creatures.";
        QTest::newRow("owners' hands") << "Grasping Current"
                                       << "Return"
                                       << "Return up to two target creatures to their owners' hands.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // Read, and kept by the card format, where only the status is asked: the writer's words differ from
    // Oracle's in what the round trip reads as the same.
    void parsedToo_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::newRow("mana value 3 or less, exiled") << "Liquify"
                                                      << "Counter";
        QTest::newRow("sorcery speed, at random") << "Urborg Mindsucker"
                                                  << "random";
        QTest::newRow("attacks if able") << "Into the Fray"
                                         << "attacks";
        QTest::newRow("buyback, attacks if able") << "Imps' Taunt"
                                                  << "attacks";
        QTest::newRow("activated, attacks if able") << "Rage Nimbus"
                                                    << "attacks";
        QTest::newRow("an opponent's creature attacks") << "Shipwreck Singer"
                                                        << "attacks";
        QTest::newRow("enchanted creature attacks") << "Nettling Curse"
                                                    << "{1}{R}";
        QTest::newRow("domain") << "Gaea's Might"
                                << "Domain";
        QTest::newRow("that creature attacks") << "Bullwhip"
                                               << "attacks";
        QTest::newRow("shuffled, then draw") << "Learn from the Past"
                                             << "shuffles";
        QTest::newRow("itself, Kiku") << "Kiku's Shadow"
                                      << "itself";
        QTest::newRow("loyalty, at random") << "Tibalt, the Fiend-Blooded"
                                            << "random";
    }
    void parsedToo()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QVERIFY(parsedWith(card, words));
        QString why;
        QVERIFY2(test::throughCardFormat(*test::findCard(fixtures(), card)->card, &why), qPrintable(why));
    }

    void structure()
    {
        // CR 701.6a: where the countered spell goes is the counter action's destination.
        const AbilityDef* dissipate = parsedWith(QStringLiteral("Dissipate"), QStringLiteral("Counter"));
        QVERIFY(dissipate);
        QCOMPARE(dissipate->effect.size(), 1);
        QCOMPARE(dissipate->effect[0].kind, ActionKind::CounterSpell);
        QCOMPARE(dissipate->effect[0].destination, std::optional<Zone>(Zone::Exile));
        const AbilityDef* lapse = parsedWith(QStringLiteral("Memory Lapse"), QStringLiteral("Counter"));
        QVERIFY(lapse);
        QCOMPARE(lapse->effect[0].destination, std::optional<Zone>(Zone::Library));
        // CR 701.8a: the random discard is an action of its own, done by the target player.
        const AbilityDef* hymn = parsedWith(QStringLiteral("Hymn to Tourach"), QStringLiteral("random"));
        QVERIFY(hymn);
        QCOMPARE(hymn->effect[0].kind, ActionKind::DiscardRandom);
        QCOMPARE(hymn->effect[0].amount.n, 2);
        QCOMPARE(hymn->effect[0].who, QStringLiteral("target_player"));
        // CR 508.1d: "attacks this turn if able" is the requirement until end of turn.
        const AbilityDef* fray = parsedWith(QStringLiteral("Into the Fray"), QStringLiteral("attacks"));
        QVERIFY(fray);
        QVERIFY(fray->effect[0].continuous);
        QCOMPARE(fray->effect[0].continuous->ops[0].rule, RuleName::AttacksEachCombat);
        QCOMPARE(fray->effect[0].continuous->duration, Duration::EndOfTurn);
        // "Those creatures": each of the up to two targets.
        const AbilityDef* paralysis = parsedWith(QStringLiteral("Decision Paralysis"), QStringLiteral("Tap"));
        QVERIFY(paralysis);
        QCOMPARE(paralysis->effect.size(), 2);
        QCOMPARE(paralysis->effect[1].kind, ActionKind::DontUntapNext);
        QCOMPARE(paralysis->effect[1].object->ref, Selector::Ref::Targets);
        QCOMPARE(paralysis->targets.value(0).upTo, quint8(2));
    }

    void counterExilesInstead()
    {
        // CR 701.6a: Dissipate counters Ana's Bolt, which goes to exile instead of her graveyard.
        const Playthrough play = played(boltAnd("Dissipate"), boltAnswered);
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Exile);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
        QVERIFY(play.finalState.stack.isEmpty());
        QVERIFY2(
            test::happened(play).contains(QStringLiteral("Lightning Bolt is countered and exiled instead (701.6a)")),
            qPrintable(test::happened(play)));
    }

    void counterPutsOnTheLibrary()
    {
        // CR 701.6a: Memory Lapse puts the countered Bolt into Ana's library, not her graveyard.
        const Playthrough play = played(boltAnd("Memory Lapse"), boltAnswered);
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Library);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
        QVERIFY2(test::happened(play).contains(QStringLiteral(
                     "Lightning Bolt is countered and put on top of its owner's library instead (701.6a)")),
            qPrintable(test::happened(play)));
    }

    void counterUnlessPaidThenExiled()
    {
        // CR 701.6a, 118.12: Syncopate with X = 1: Ana does not pay, so the Bolt is exiled.
        const Playthrough play = played(boltAnd("Syncopate"), R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "answer", "targets": ["bolt"], "choices": {"x": 1}}, {"id": "e3", "resolve": "top", "pays": false})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Exile);
    }

    void discardsAtRandom()
    {
        // CR 701.8a: Hymn to Tourach makes Nico discard two cards at random; the resolve event's
        // choices name the two the random draw picked.
        const Playthrough play = played(R"({"id": "hymn", "card": "Hymn to Tourach", "zone": "hand"},
            {"id": "h1", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h2", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"},
            {"id": "h3", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "hymn", "targets": ["nico"]},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["h3", "h2"]}})");
        QCOMPARE(test::zoneOf(play, "h1"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "h2"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "h3"), Zone::Graveyard);
        QVERIFY2(test::happened(play).contains(QStringLiteral("Nico discards Grizzly Bears at random (701.8a)")),
            qPrintable(test::happened(play)));
    }

    void graveyardShuffledIn()
    {
        // CR 701.24: Reminisce puts each card of Nico's graveyard into his library; Ana's stays.
        const Playthrough play = played(R"({"id": "rem", "card": "Reminisce", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "g2", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "mine", "card": "Grizzly Bears", "zone": "graveyard"})",
            R"({"id": "e1", "cast": "rem", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "g1"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "g2"), Zone::Library);
        QCOMPARE(test::zoneOf(play, "mine"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "rem"), Zone::Graveyard);
    }

    void attacksThisTurnIfAble()
    {
        // CR 508.1d: after Into the Fray on Ana's Grizzly Bears, an attack without the Bears obeys fewer
        // requirements than it could, and is refused; with them it is done.
        const QByteArray objects = R"({"id": "fray", "card": "Into the Fray", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 2})";
        const QByteArray cast
            = R"({"id": "e1", "cast": "fray", "targets": ["bears"]}, {"id": "e2", "resolve": "top"}, )";
        const Playthrough without = played(objects, cast + R"({"id": "e3", "attack": {"wurm": "nico"}})");
        QCOMPARE(test::eventOutcome(without, QStringLiteral("e3")), QStringList{QStringLiteral("problem 508.1d")});
        const Playthrough with = played(objects, cast + R"({"id": "e3", "attack": {"bears": "nico"}})");
        QCOMPARE(test::eventOutcome(with, QStringLiteral("e3")), QStringList());
    }

    void damageToItself()
    {
        // CR 120.3: Repentance has Nico's Craw Wurm (6/4) deal 6 damage to itself; it dies (704.5g).
        const Playthrough play = played(R"({"id": "rep", "card": "Repentance", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "rep", "targets": ["wurm"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "wurm"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 20);
    }

    void counterOnEachTarget()
    {
        // CR 122.1, 115.1: Travel Preparations puts a +1/+1 counter on each of Ana's two creatures.
        const Playthrough play = played(R"({"id": "prep", "card": "Travel Preparations", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "b2", "card": "Craw Wurm", "timestamp": 2})",
            R"({"id": "e1", "cast": "prep", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("b1"));
        const GameObject* wurm = play.finalState.object(QStringLiteral("b2"));
        QVERIFY(bears && wurm);
        QCOMPARE(bears->counterCount(QStringLiteral("+1/+1")), 1);
        QCOMPARE(wurm->counterCount(QStringLiteral("+1/+1")), 1);
    }

    void upToTwoReturned()
    {
        // CR 115.1, 601.2c: Grasping Current returns both of Nico's creatures to his hand.
        const Playthrough play = played(R"({"id": "gc", "card": "Grasping Current", "zone": "hand"},
            {"id": "b1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1},
            {"id": "b2", "card": "Craw Wurm", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "gc", "targets": ["b1", "b2"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "b1"), Zone::Hand);
        QCOMPARE(test::zoneOf(play, "b2"), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImportSpells13)
#include "tst_importspells13.moc"
