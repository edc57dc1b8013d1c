// Round 17's combat options and counters, read from real cards' Oracle text
// (tests/data/import/impcombat17.json): the reveal lands (614.1c: "As ~ enters, you may reveal a Goblin
// card from your hand. If you don't, ~ enters tapped.", Auntie's Hovel, Choked Estuary), "~ can't have
// counters put on it" (122.1: Melira's Keepers, Tatterkite) and attack costs (508.1g-h: "Creatures can't
// attack you unless their controller pays {2} for each creature they control that's attacking you.",
// Windborn Muse, Koskun Falls, Elephant Grass) and counters counted as a permanent enters (614.1c:
// "~ enters with a +1/+1 counter on it for each creature card in your graveyard", Golgari Grave-Troll,
// Golgari Raiders, Diregraf Colossus, Tidewalker) and tokens created "tapped and attacking" (508.4:
// Geist of Saint Traft, Hero of Bladehold), each written back as the card says it and played.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impcombat17.json"));
}

const GameObject* objectOf(const Playthrough& play, const QString& id)
{
    return play.finalState.object(id);
}

}   // namespace

class TestImpCombat17 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 15);
    }

    // Each ability of the round's families is parsed, written back as the Oracle text says it, and
    // comes back the same through the card format.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("Auntie's Hovel") << "Auntie's Hovel" << 0
            << "As ~ enters, you may reveal a Goblin card from your hand. If you don't, ~ enters tapped.";
        QTest::newRow("Choked Estuary") << "Choked Estuary" << 0
            << "As ~ enters, you may reveal an Island or Swamp card from your hand. If you don't, ~ enters tapped.";
        QTest::newRow("Melira's Keepers") << "Melira's Keepers" << 0 << "~ can't have counters put on it.";
        QTest::newRow("Tatterkite") << "Tatterkite" << 1 << "~ can't have counters put on it.";
        QTest::newRow("Windborn Muse") << "Windborn Muse" << 1
            << "Creatures can't attack you unless their controller pays {2} for each creature they control that's "
               "attacking you.";
        QTest::newRow("Elephant Grass") << "Elephant Grass" << 2
            << "Nonblack creatures can't attack you unless their controller pays {2} for each creature they control "
               "that's attacking you.";
        QTest::newRow("Golgari Grave-Troll") << "Golgari Grave-Troll" << 0
            << "~ enters with a +1/+1 counter on it for each creature card in your graveyard.";
        QTest::newRow("Diregraf Colossus") << "Diregraf Colossus" << 0
            << "~ enters with a +1/+1 counter on it for each Zombie card in your graveyard.";
        QTest::newRow("Tidewalker") << "Tidewalker" << 0 << "~ enters with a time counter on it for each Island you control.";
        QTest::newRow("Hero of Bladehold") << "Hero of Bladehold" << 1
            << "Whenever ~ attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    // CR 614.1c: a reveal land enters untapped when its owner reveals such a card, tapped when none is
    // revealed ("pays": false declines) or none is in the hand.
    void revealLands_data()
    {
        QTest::addColumn<QString>("land");
        QTest::addColumn<QString>("inHand");
        QTest::addColumn<bool>("pays");
        QTest::addColumn<bool>("tapped");
        QTest::newRow("Goblin revealed") << "Auntie's Hovel" << "Goblin Bully" << true << false;
        QTest::newRow("declined") << "Auntie's Hovel" << "Goblin Bully" << false << true;
        QTest::newRow("no Goblin") << "Auntie's Hovel" << "Grizzly Bears" << true << true;
        QTest::newRow("Swamp revealed") << "Choked Estuary" << "Swamp" << true << false;
        QTest::newRow("Island revealed") << "Choked Estuary" << "Island" << true << false;
        QTest::newRow("no Island or Swamp") << "Choked Estuary" << "Forest" << true << true;
    }
    void revealLands()
    {
        QFETCH(QString, land);
        QFETCH(QString, inHand);
        QFETCH(bool, pays);
        QFETCH(bool, tapped);
        const Playthrough play = test::playScenario(fixtures(),
            QStringLiteral(R"({"id": "land", "card": "%1", "zone": "hand"}, {"id": "card", "card": "%2", "zone": "hand"})")
                .arg(land, inHand)
                .toUtf8(),
            QStringLiteral(R"({"id": "e1", "move": ["land"], "to": "battlefield", "pays": %1})")
                .arg(pays ? "true" : "false")
                .toUtf8());
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        const GameObject* o = objectOf(play, QStringLiteral("land"));
        QVERIFY(o);
        QCOMPARE(o->zone, Zone::Battlefield);
        QCOMPARE(o->tapped, tapped);
        QCOMPARE(objectOf(play, QStringLiteral("card"))->zone, Zone::Hand);   // revealed, not moved
    }

    // CR 122.1: Battlegrowth puts no counter on Melira's Keepers; on another creature it does.
    void cantHaveCounters()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "keepers", "card": "Melira\u0027s Keepers", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
               {"id": "g1", "card": "Battlegrowth", "zone": "hand"}, {"id": "g2", "card": "Battlegrowth", "zone": "hand"})",
            R"({"id": "e1", "cast": "g1", "targets": ["keepers"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "cast": "g2", "targets": ["bears"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(play.events.size(), 4);
        for (const EventOutcome& e : play.events)
            QVERIFY2(e.done, qPrintable(test::happened(play)));
        QVERIFY(objectOf(play, QStringLiteral("keepers"))->counters.isEmpty());
        QCOMPARE(objectOf(play, QStringLiteral("bears"))->counters.size(), 1);
        QCOMPARE(objectOf(play, QStringLiteral("bears"))->counters[0].count, 1);
    }

    // CR 614.1c: Golgari Grave-Troll enters with one +1/+1 counter for each creature card in its
    // controller's graveyard as it enters (two creature cards; the land card and Nico's creature card
    // don't count).
    void countersCountedAsItEnters()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "troll", "card": "Golgari Grave-Troll", "zone": "hand"},
               {"id": "c1", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "c2", "card": "Walking Corpse", "zone": "graveyard"},
               {"id": "l1", "card": "Forest", "zone": "graveyard"},
               {"id": "n1", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"})",
            R"({"id": "e1", "move": ["troll"], "to": "battlefield"})");
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        const GameObject* troll = objectOf(play, QStringLiteral("troll"));
        QVERIFY(troll);
        QCOMPARE(troll->zone, Zone::Battlefield);
        QCOMPARE(troll->counters.size(), 1);
        QCOMPARE(troll->counters[0].kind, QStringLiteral("+1/+1"));
        QCOMPARE(troll->counters[0].count, 2);
    }

    // CR 508.4: Geist of Saint Traft's Angel enters tapped and attacking the player Geist attacks; it was
    // never declared as an attacker.
    void tokenTappedAndAttacking()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "geist", "card": "Geist of Saint Traft", "controller": "ana", "timestamp": 1})",
            R"({"id": "e1", "attack": {"geist": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.events.size(), 2);
        QVERIFY2(play.events[0].done && play.events[1].done, qPrintable(test::happened(play)));
        int angels = 0;
        for (const GameObject& o : play.finalState.objects)
            if (o.card && o.card->token && o.zone == Zone::Battlefield) {
                ++angels;
                QVERIFY(o.tapped);
                QVERIFY(o.attacking);
                QCOMPARE(o.attackTarget, QStringLiteral("nico"));
            }
        QCOMPARE(angels, 1);
    }

    // CR 508.1h: attacking Nico past Windborn Muse costs {2} per attacker, paid as they are declared;
    // `"pays": false` refuses the declaration (Elephant Grass: nonblack creatures, the ones that can attack).
    void attackCosts_data()
    {
        QTest::addColumn<QString>("taxer");
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<bool>("pays");
        QTest::addColumn<QString>("outcome");   // the cost noted, or the rule of the refusal
        QTest::newRow("Windborn Muse, paid") << "Windborn Muse" << "Grizzly Bears" << true << "{4}";
        QTest::newRow("Windborn Muse, not paid") << "Windborn Muse" << "Grizzly Bears" << false << "508.1h";
        QTest::newRow("Koskun Falls, paid") << "Koskun Falls" << "Grizzly Bears" << true << "{4}";
        QTest::newRow("Elephant Grass, not paid") << "Elephant Grass" << "Grizzly Bears" << false << "508.1h";
        QTest::newRow("Elephant Grass, paid") << "Elephant Grass" << "Grizzly Bears" << true << "{4}";
    }
    void attackCosts()
    {
        QFETCH(QString, taxer);
        QFETCH(QString, attacker);
        QFETCH(bool, pays);
        QFETCH(QString, outcome);
        const Playthrough play = test::playScenario(fixtures(),
            QStringLiteral(R"({"id": "tax", "card": "%1", "controller": "nico", "owner": "nico", "timestamp": 1},
                {"id": "a1", "card": "%2", "controller": "ana", "timestamp": 2},
                {"id": "a2", "card": "%2", "controller": "ana", "timestamp": 3})")
                .arg(taxer, attacker)
                .toUtf8(),
            QStringLiteral(R"({"id": "e1", "attack": {"a1": "nico", "a2": "nico"}, "pays": %1})")
                .arg(pays ? "true" : "false")
                .toUtf8());
        QCOMPARE(play.events.size(), 1);
        if (outcome == QLatin1String("508.1h")) {
            QVERIFY(!play.events[0].done);
            QCOMPARE(play.events[0].problems.value(0).rule, outcome);
            QVERIFY(!objectOf(play, QStringLiteral("a1"))->attacking);
            return;
        }
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        QVERIFY(objectOf(play, QStringLiteral("a1"))->attacking);
        QCOMPARE(test::happened(play).contains(QStringLiteral("pays ") + outcome), !outcome.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImpCombat17)
#include "tst_impcombat17.moc"
