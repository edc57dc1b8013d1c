// Round 18's static and replacement abilities, read from real cards' Oracle text
// (tests/data/import/impstatic18.json): counters counted as a permanent enters, "where X is …" and "a
// number of … equal to …" (614.1c: Custodi Soulbinders, Drakestown Forgotten, Voracious Wurm, Rhizome
// Lurcher, Ignition Team), "enters tapped and with three charge counters on it" (Sphere of the Suns),
// "Creatures and non-basic lands your opponents control enter the battlefield tapped" (614.12: Thalia,
// Heretic Cathar), "attacks or blocks each combat if able" (508.1d, 509.1c: Relentless Raptor), "has flying
// as long as you've cast an instant or sorcery spell this turn" (613.1f, 611.3a: Leapfrog), and the
// keywords "Flying." (Senate Griffin), "Morph—Reveal a black card in your hand" (702.37a, carried) and
// "Vanishing" without a number (702.63b, carried), and "Creatures with bribery counters on them can't attack
// or block" (508.1c: Gwafa Hazid), each written back as the card says it and played.
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/CardImport.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic18.json"));
}

// Whether the layers give object `id` the keyword (613.1) on a two-player board whose Ana has `ana` more
// keys: 1 or 0, -1 when the scenario is refused.
int hasKeyword(const QByteArray& objects, const QByteArray& ana, const char* id, const char* keyword)
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, {}, ana));
    if (!state)
        return -1;
    const Resolution r = LayerEngine::resolve(*state);
    return r.chars[state->objectIndex(QLatin1String(id))].hasKeyword(QLatin1String(keyword)) ? 1 : 0;
}

// The event player's run of a two-player scenario whose Ana has `ana` more keys (`, "this_turn": …`).
Playthrough played(const QByteArray& objects, const QByteArray& events, const QByteArray& ana = {})
{
    const CardLibrary& lib = test::libraryOf(fixtures());
    const auto state = test::readScenario(lib, test::scenarioJson(objects, events, ana));
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

}   // namespace

class TestImpStatic18 : public QObject {
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
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Custodi Soulbinders") << "Custodi Soulbinders" << "where X"
            << "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.";
        QTest::newRow("Drakestown Forgotten") << "Drakestown Forgotten" << "where X"
            << "~ enters with X +1/+1 counters on it, where X is the number of creature cards in all graveyards.";
        QTest::newRow("Voracious Wurm") << "Voracious Wurm" << "where X"
            << "~ enters with X +1/+1 counters on it, where X is the amount of life you gained this turn.";
        QTest::newRow("Rhizome Lurcher") << "Rhizome Lurcher" << "equal to"
            << "~ enters with X +1/+1 counters on it, where X is the number of creature cards in your graveyard.";
        QTest::newRow("Ignition Team") << "Ignition Team" << "where X"
            << "~ enters with X +1/+1 counters on it, where X is the number of tapped lands on the battlefield.";
        QTest::newRow("Sphere of the Suns") << "Sphere of the Suns" << "tapped and"
            << "~ enters tapped with three charge counters on it.";
        QTest::newRow("Senate Griffin") << "Senate Griffin" << "Flying." << "Flying";
        QTest::newRow("Thalia, Heretic Cathar") << "Thalia, Heretic Cathar" << "non-basic"
            << "Creatures and nonbasic lands your opponents control enter tapped.";
        QTest::newRow("Relentless Raptor") << "Relentless Raptor" << "attacks or blocks"
            << "~ attacks each combat if able and blocks each combat if able.";
        QTest::newRow("Ruthless Ripper") << "Ruthless Ripper" << "Morph" << "Morph\u2014Reveal a black card from your hand.";
        QTest::newRow("Watcher of the Roost") << "Watcher of the Roost" << "Morph" << "Morph\u2014Reveal a white card from your hand.";
        QTest::newRow("Leapfrog") << "Leapfrog" << "has flying"
            << "As long as you've cast an instant or sorcery spell this turn, ~ has flying.";
        QTest::newRow("Tidewalker") << "Tidewalker" << "Vanishing" << "Vanishing";
        QTest::newRow("Gwafa Hazid, Profiteer") << "Gwafa Hazid, Profiteer" << "bribery counters"
            << "Each creature with a bribery counter on it can't attack or block.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // CR 614.1c: each enters with as many +1/+1 counters as its amount counts on the board as it enters:
    // Custodi Soulbinders the two other creatures (either player's), Drakestown Forgotten the creature cards
    // of both graveyards (not the land card), Rhizome Lurcher those of its controller's graveyard only,
    // Ignition Team the tapped lands of both players, Voracious Wurm the 3 life Ana gained this turn.
    void countersCountedAsItEnters_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("counters");
        QTest::newRow("Custodi Soulbinders") << "Custodi Soulbinders" << 2;
        QTest::newRow("Drakestown Forgotten") << "Drakestown Forgotten" << 3;
        QTest::newRow("Rhizome Lurcher") << "Rhizome Lurcher" << 2;
        QTest::newRow("Ignition Team") << "Ignition Team" << 2;
        QTest::newRow("Voracious Wurm") << "Voracious Wurm" << 3;
    }
    void countersCountedAsItEnters()
    {
        QFETCH(QString, card);
        QFETCH(int, counters);
        const Playthrough play = played(
            QStringLiteral(R"({"id": "it", "card": "%1", "zone": "hand"},
                {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
                {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
                {"id": "f1", "card": "Forest", "tapped": true, "timestamp": 3},
                {"id": "f2", "card": "Forest", "controller": "nico", "owner": "nico", "tapped": true, "timestamp": 4},
                {"id": "f3", "card": "Forest", "timestamp": 5},
                {"id": "g1", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "g2", "card": "Walking Corpse", "zone": "graveyard"},
                {"id": "g3", "card": "Forest", "zone": "graveyard"},
                {"id": "g4", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"})")
                .arg(card)
                .toUtf8(),
            R"({"id": "e1", "move": ["it"], "to": "battlefield"})", R"(, "this_turn": {"life_gained": 3})");
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        QCOMPARE(test::zoneOf(play, QStringLiteral("it")), Zone::Battlefield);
        QCOMPARE(test::countersOn(play, QStringLiteral("it")), counters);
    }

    // CR 614.1c: Sphere of the Suns enters tapped with three charge counters.
    void sphereEntersTappedWithCounters()
    {
        const Playthrough play = test::playScenario(fixtures(), R"({"id": "sphere", "card": "Sphere of the Suns", "zone": "hand"})",
            R"({"id": "e1", "move": ["sphere"], "to": "battlefield"})");
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("sphere")));
        QCOMPARE(test::countersOn(play, QStringLiteral("sphere"), QStringLiteral("charge")), 3);
    }

    // CR 614.12: with Ana's Thalia, Nico's creature and nonbasic land enter tapped; Nico's basic land and
    // Ana's own creature enter untapped.
    void thaliaTapsWhatOpponentsPlay()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "thalia", "card": "Thalia, Heretic Cathar", "timestamp": 1},
               {"id": "nb", "card": "Grizzly Bears", "zone": "hand", "controller": "nico", "owner": "nico"},
               {"id": "nl", "card": "Thespian\u0027s Stage", "zone": "hand", "controller": "nico", "owner": "nico"},
               {"id": "nf", "card": "Forest", "zone": "hand", "controller": "nico", "owner": "nico"},
               {"id": "ab", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "move": ["nb", "nl", "nf", "ab"], "to": "battlefield"})");
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events[0].done, qPrintable(test::happened(play)));
        QVERIFY(test::tapped(play, QStringLiteral("nb")));
        QVERIFY(test::tapped(play, QStringLiteral("nl")));
        QVERIFY(!test::tapped(play, QStringLiteral("nf")));
        QVERIFY(!test::tapped(play, QStringLiteral("ab")));
    }

    // CR 508.1d: on Ana's turn her Relentless Raptor attacks if able: a declaration without it is refused.
    void raptorAttacks()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "raptor", "card": "Relentless Raptor", "timestamp": 1},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "attack": {"raptor": "nico", "bears": "nico"}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"508.1d", "done"}));
    }

    // CR 509.1c: on Ana's turn Nico's Relentless Raptor blocks if able: a declaration without it is refused.
    void raptorBlocks()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "raptor", "card": "Relentless Raptor", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "block": {"raptor": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 508.1c: with Gwafa Hazid on the battlefield, Ana's bears with a bribery counter can't attack; her
    // other bears can.
    void briberyCounterStopsAttacks()
    {
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "gwafa", "card": "Gwafa Hazid, Profiteer", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "bribed", "card": "Grizzly Bears", "counters": {"bribery": 1}, "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})",
            R"({"id": "e1", "attack": {"bribed": "nico"}}, {"id": "e2", "attack": {"bears": "nico"}})");
        QCOMPARE(test::doneOrRefusal(play), (QStringList{"508.1c", "done"}));
    }

    // CR 613.1f, 611.3a: Leapfrog has flying (layer 6) while its controller has cast an instant or sorcery
    // spell this turn; a creature spell alone doesn't count.
    void leapfrogFlies_data()
    {
        QTest::addColumn<QByteArray>("record");
        QTest::addColumn<bool>("flying");
        QTest::newRow("an instant cast") << QByteArray(R"({"spells_cast": 1, "noncreature_spells_cast": 1, "instants_and_sorceries_cast": 1})") << true;
        QTest::newRow("a creature spell cast") << QByteArray(R"({"spells_cast": 1})") << false;
        QTest::newRow("nothing cast") << QByteArray("{}") << false;
    }
    void leapfrogFlies()
    {
        QFETCH(QByteArray, record);
        QFETCH(bool, flying);
        QCOMPARE(hasKeyword(R"({"id": "frog", "card": "Leapfrog", "timestamp": 1})", ", \"this_turn\": " + record, "frog", "Flying"),
            flying ? 1 : 0);
    }

    // CR 702.9a: Senate Griffin's "Flying." is the keyword flying, which the layers give it.
    void griffinFlies()
    {
        QCOMPARE(hasKeyword(R"({"id": "griffin", "card": "Senate Griffin", "timestamp": 1})", {}, "griffin", "Flying"), 1);
    }
};

QTEST_GUILESS_MAIN(TestImpStatic18)
#include "tst_impstatic18.moc"
