// The stack, read from real cards' Oracle text (tests/data/import/stack.json): countering a spell
// (701.6), copying one (707.10) and flipping a coin (705); the structure, the English written back (the
// round trip trusts it), the card format, and what the event player does with them.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "io/ScenarioWriter.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("stack.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

QStringList stackAfter(const Playthrough& play, const QString& event)
{
    QStringList ids;
    for (const EventOutcome& e : play.events)
        if (e.id == event)
            for (const StackItem& s : e.state.stack)
                ids << s.id;
    return ids;
}

// Ana's Lightning Bolt aimed at Nico, on the stack, and Nico's Grizzly Bears.
const QByteArray boltAndBears = R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
    {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1})";

}   // namespace

class TestImportStack : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 17); }

    // Each ability is trusted by the round trip: the English written back is the Oracle sentence.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("copy") << "Twincast" << 0
                              << "Copy target instant or sorcery spell. You may choose new targets for the copy.";
        QTest::newRow("copy yours") << "Nivix Guildmage" << 1
                                    << "{2}{U}{R}: Copy target instant or sorcery spell you control. You may choose "
                                       "new targets for the copy.";
        QTest::newRow("copy on entering") << "Dualcaster Mage" << 1
                                          << "When ~ enters, copy target instant or sorcery spell. You may choose "
                                             "new targets for the copy.";
        QTest::newRow("copy, sacrifice") << "Mirrorpool" << 2
                                         << "{2}{C}, {T}, Sacrifice ~: Copy target instant or sorcery spell you "
                                            "control. You may choose new targets for the copy.";
        QTest::newRow("copy twice") << "Echo Mage" << 2
                                    << "LEVEL 4+\n2/5\n{U}{U}, {T}: Copy target instant or sorcery spell twice. You "
                                       "may choose new targets for the copies.";
        QTest::newRow("counter") << "Cancel" << 0 << "Counter target spell.";
        QTest::newRow("counter unless") << "Quench" << 0 << "Counter target spell unless its controller pays {2}.";
        QTest::newRow("its controller discards") << "Dismal Failure" << 0
                                                 << "Counter target spell. Its controller discards a card.";
        QTest::newRow("that spell's controller") << "Ionize" << 0
                                                 << "Counter target spell. ~ deals 2 damage to that spell's controller.";
        QTest::newRow("older mill") << "Psychic Strike" << 0 << "Counter target spell. Its controller mills two cards.";
        QTest::newRow("pays for each") << "Circular Logic" << 0
                                       << "Counter target spell unless its controller pays {1} for each card in your "
                                          "graveyard.";
        QTest::newRow("pays for each you control") << "Override" << 0
                                                   << "Counter target spell unless its controller pays {1} for each "
                                                      "artifact you control.";
        QTest::newRow("flip") << "Boompile" << 0
                              << "{T}: Flip a coin. If you win the flip, destroy all nonland permanents.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    void copyNamesTheSpell()
    {
        // CR 707.10: the object is the targeted spell, an instant or sorcery spell on the stack.
        const AbilityDef* twincast = parsed(QStringLiteral("Twincast"), 0);
        QVERIFY(twincast);
        QCOMPARE(twincast->effect.size(), 1);
        QCOMPARE(twincast->effect[0].kind, ActionKind::CopySpell);
        QCOMPARE(twincast->targets.size(), 1);
        QCOMPARE(twincast->targets[0].zone, Zone::Stack);
        QVERIFY(twincast->targets[0].anyTypes != 0);
        const AbilityDef* nivix = parsed(QStringLiteral("Nivix Guildmage"), 1);
        QVERIFY(nivix);
        QCOMPARE(nivix->targets[0].controller, Selector::Who::You);
    }

    void copyWithNewTargets()
    {
        // CR 707.10, 707.10c: Twincast copies Ana's Bolt; the copy (not cast, no card) goes on the stack
        // above the Bolt with the Bears as its new target, resolves first and then ceases to exist
        // (707.10a); the Bolt still hits Nico.
        const Playthrough play = played(boltAndBears + R"(, {"id": "twin", "card": "Twincast", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "cast": "twin", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top", "targets": ["bears"]}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "resolve": "top"})");
        QCOMPARE(stackAfter(play, QStringLiteral("e3")), (QStringList{QStringLiteral("bolt"), QStringLiteral("e3.copy1")}));
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "nico"), 17);
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QVERIFY(play.finalState.stack.isEmpty());
        const QString log = test::happened(play);
        QVERIFY2(log.contains(QStringLiteral("Ana puts e3.copy1, a copy of Lightning Bolt, onto the stack (707.10)")),
            qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("e3.copy1, a copy of a spell, ceases to exist (707.10a)")), qPrintable(log));
    }

    void copyKeepsTheTargets()
    {
        // CR 707.10c: choosing new targets is optional; without them the copy aims where the Bolt does.
        const Playthrough play = played(boltAndBears + R"(, {"id": "twin", "card": "Twincast", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "cast": "twin", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, "nico"), 14);
        QCOMPARE(test::zoneOf(play, "bears"), Zone::Battlefield);
    }

    void copyTwice()
    {
        // CR 707.10, 711.2a: Echo Mage at level 4 has the ability its striation grants (the effect
        // "echo#3"); it copies Ana's Bolt twice, and both copies resolve before the Bolt.
        const QByteArray grant = "{\"id\": \"e2\", \"activate\": \"echo\", \"ability_from\": \"echo#3\", \"ability\": 1, "
                                 "\"targets\": [\"bolt\"]}, ";
        const Playthrough play = played(R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "echo", "card": "Echo Mage", "timestamp": 1, "counters": {"level": 4}})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, )" + grant
                + R"({"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
            {"id": "e6", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList());
        QCOMPARE(stackAfter(play, QStringLiteral("e3")),
            (QStringList{QStringLiteral("bolt"), QStringLiteral("e3.copy1"), QStringLiteral("e3.copy2")}));
        QCOMPARE(test::lifeOf(play, "nico"), 11);
    }

    void copyOnlyYourSpell()
    {
        // CR 115.1, 602.2b: Nivix Guildmage copies only a spell Ana controls: Nico's Bolt is no target, her
        // own is.
        const QByteArray activate = R"({"id": "e2", "activate": "nivix", "ability": 2, "targets": ["bolt"]})";
        const Playthrough nicos = played(R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
            {"id": "nivix", "card": "Nivix Guildmage", "timestamp": 1})",
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, )" + activate);
        QCOMPARE(test::eventOutcome(nicos, QStringLiteral("e2")), QStringList{QStringLiteral("problem 602.2b")});
        const Playthrough anas = played(R"({"id": "bolt", "card": "Lightning Bolt", "zone": "hand"},
            {"id": "nivix", "card": "Nivix Guildmage", "timestamp": 1})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, )" + activate
                + R"(, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(anas, QStringLiteral("e2")), QStringList());
        QCOMPARE(test::lifeOf(anas, "nico"), 14);
    }

    void counterPutsTheSpellIntoTheGraveyard()
    {
        // CR 701.6a: Cancel counters the Bolt: it leaves the stack for its owner's graveyard unresolved.
        const Playthrough play = played(boltAndBears + R"(, {"id": "cancel", "card": "Cancel", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "cast": "cancel", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, "cancel"), Zone::Graveyard);
        QVERIFY(play.finalState.stack.isEmpty());
        QCOMPARE(test::lifeOf(play, "nico"), 20);
        QVERIFY2(test::happened(play).contains(
                     QStringLiteral("Lightning Bolt is countered and put into its owner's graveyard (701.6a)")),
            qPrintable(test::happened(play)));
    }

    void counterUnlessPaid()
    {
        // CR 701.6a, 118.12: Quench counters the Bolt only if Ana does not pay {2} ("pays": false).
        const QByteArray objects = boltAndBears + R"(, {"id": "quench", "card": "Quench", "owner": "nico", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "quench", "targets": ["bolt"]}, )";
        const Playthrough unpaid = played(objects, cast + R"({"id": "e3", "resolve": "top", "pays": false})");
        QCOMPARE(test::zoneOf(unpaid, "bolt"), Zone::Graveyard);
        QVERIFY(unpaid.finalState.stack.isEmpty());
        const Playthrough paid
            = played(objects, cast + R"({"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::lifeOf(paid, "nico"), 17);
        QVERIFY2(test::happened(paid).contains(QStringLiteral("Ana pays {2}, so Lightning Bolt is not countered (701.6a)")),
            qPrintable(test::happened(paid)));
    }

    void counterAWrongSpellIsRefused()
    {
        // CR 601.2c: Essence Scatter counters only a creature spell; the Bolt is no legal target.
        const Playthrough play = played(boltAndBears + R"(, {"id": "scatter", "card": "Essence Scatter", "owner": "nico", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "cast": "scatter", "targets": ["bolt"]})");
        QVERIFY(!test::eventOutcome(play, QStringLiteral("e2")).isEmpty());
        QCOMPARE(test::zoneOf(play, "scatter"), Zone::Hand);
    }

    void multicoloredSpell()
    {
        // CR 105.2b: "target multicolored spell" (Error, the second half of Trial // Error).
        const AbilityReport* error = test::reportWith(fixtures(), QStringLiteral("Trial"), QStringLiteral("multicolored"));
        QVERIFY(error);
        QCOMPARE(error->status, AbilityStatus::Parsed);
        QCOMPARE(error->written, QStringLiteral("Counter target multicolored spell."));
    }

    void counterThenItsController()
    {
        // CR 701.6a, 608.2h: Ionize counters Ana's Bolt and deals 2 damage to its controller, Ana; Dismal
        // Failure's "its controller discards a card" (701.8) takes the card in Ana's hand.
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "answer", "targets": ["bolt"]}, {"id": "e3", "resolve": "top"})";
        const Playthrough ionize
            = played(boltAndBears + R"(, {"id": "answer", "card": "Ionize", "owner": "nico", "zone": "hand"})", cast);
        QCOMPARE(test::zoneOf(ionize, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(ionize, "ana"), 18);
        QCOMPARE(test::lifeOf(ionize, "nico"), 20);
        const Playthrough failure = played(boltAndBears
                + R"(, {"id": "answer", "card": "Dismal Failure", "owner": "nico", "zone": "hand"},
                {"id": "spare", "card": "Grizzly Bears", "zone": "hand"})",
            cast);
        QCOMPARE(test::zoneOf(failure, "bolt"), Zone::Graveyard);
        QCOMPARE(test::zoneOf(failure, "spare"), Zone::Graveyard);
    }

    void paysForEachCountsOnResolution()
    {
        // CR 701.6a, 608.2h: Circular Logic asks {1} for each card in Nico's graveyard, counted as it
        // resolves: two cards, so Ana pays {2}; with "pays": false the Bolt is countered.
        const QByteArray objects = boltAndBears + R"(, {"id": "logic", "card": "Circular Logic", "owner": "nico", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"},
            {"id": "g2", "card": "Grizzly Bears", "owner": "nico", "zone": "graveyard"})";
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["nico"]},
            {"id": "e2", "cast": "logic", "targets": ["bolt"]}, )";
        const Playthrough paid = played(objects, cast + R"({"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(paid, "bolt"), Zone::Stack);
        QVERIFY2(test::happened(paid).contains(QStringLiteral("Ana pays {2}, so Lightning Bolt is not countered (701.6a)")),
            qPrintable(test::happened(paid)));
        const Playthrough unpaid = played(objects, cast + R"({"id": "e3", "resolve": "top", "pays": false})");
        QCOMPARE(test::zoneOf(unpaid, "bolt"), Zone::Graveyard);
    }

    void flipWonDoesTheWin()
    {
        // CR 705.1: the resolve event's "flips" gives the result: Boompile's flip won destroys the Bears;
        // lost, it does nothing.
        const QByteArray objects = R"({"id": "boom", "card": "Boompile", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})";
        const QByteArray activate = R"({"id": "e1", "activate": "boom", "ability": 1}, )";
        const Playthrough won = played(objects, activate + R"({"id": "e2", "resolve": "top", "flips": [true]})");
        QCOMPARE(test::zoneOf(won, "bears"), Zone::Graveyard);
        QVERIFY2(test::happened(won).contains(QStringLiteral("Ana flips a coin and wins the flip (705)")),
            qPrintable(test::happened(won)));
        const Playthrough lost = played(objects, activate + R"({"id": "e2", "resolve": "top", "flips": [false]})");
        QCOMPARE(test::zoneOf(lost, "bears"), Zone::Battlefield);
        QVERIFY2(test::happened(lost).contains(QStringLiteral("Ana flips a coin and loses the flip (705)")),
            qPrintable(test::happened(lost)));
    }

    void flipLostDoesTheLoss()
    {
        // CR 705.1: Bottle of Suleiman's flip lost: it deals 5 damage to Ana and makes no Djinn; won, the
        // Djinn is created and Ana keeps her life.
        const QByteArray objects = R"({"id": "bottle", "card": "Bottle of Suleiman", "timestamp": 1})";
        const QByteArray activate = R"({"id": "e1", "activate": "bottle", "ability": 1}, )";
        const Playthrough lost = played(objects, activate + R"({"id": "e2", "resolve": "top", "flips": [false]})");
        QCOMPARE(test::lifeOf(lost, "ana"), 15);
        const Playthrough won = played(objects, activate + R"({"id": "e2", "resolve": "top", "flips": [true]})");
        QCOMPARE(test::lifeOf(won, "ana"), 20);
        int djinns = 0;
        for (const GameObject& o : won.finalState.objects)
            djinns += o.zone == Zone::Battlefield && o.id != QLatin1String("bottle") ? 1 : 0;
        QCOMPARE(djinns, 1);
    }

    void resolveKeysWrittenBack()
    {
        // The writer keeps a resolve event's flip results and a copy's new targets: read, written, read
        // again, the events are the same.
        CardLibrary lib;
        const auto state = test::scenario(fixtures(), boltAndBears + R"(, {"id": "twin", "card": "Twincast", "zone": "hand"})",
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "cast": "twin", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top", "targets": ["bears"], "flips": [true, false]})", &lib);
        QVERIFY(state);
        const QByteArray written = scenarioToJson(*state);
        QVERIFY2(written.contains(R"("flips": [true, false])"), written.constData());
        Diagnostics diags;
        const auto back = ScenarioReader(lib).read(written, QStringLiteral("back.strata.json"), &diags);
        QVERIFY2(back, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(back->events.size(), 3);
        QCOMPARE(back->events[2].flips, (QVector<bool>{true, false}));
        QVERIFY(back->events[2].hasTargets);
        QCOMPARE(back->events[2].targets, QStringList{QStringLiteral("bears")});
    }

    void flipsMustBeBooleans()
    {
        // A result that is not true or false is refused by the reader, with its position.
        CardLibrary lib;
        const auto state = test::scenario(fixtures(), R"({"id": "boom", "card": "Boompile", "timestamp": 1})",
            R"({"id": "e1", "activate": "boom", "ability": 1}, {"id": "e2", "resolve": "top", "flips": [1]})", &lib);
        QVERIFY(!state);
    }
};

QTEST_GUILESS_MAIN(TestImportStack)
#include "tst_importstack.moc"
