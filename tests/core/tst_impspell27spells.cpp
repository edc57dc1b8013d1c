// Round 27's instants and sorceries read from real cards' Oracle text (tests/data/import/impspell27.json): a
// spell's "Choose a color." before the effects that name "the chosen color" (608.2d), "Look at its
// controller's hand." after the one target (402.3), "Then flip a coin." after an instruction (705, 608.2c)
// whose won flip returns the resolving spell to its owner's hand (608.2n), and "Exile ~ with three time
// counters on it." (608.2n, 122.1): the English written back (the round trip trusts it), the card format,
// and what the event player does.
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Whether the object ended the playthrough with protection from `color` (702.16a).
bool protectedFrom(const Playthrough& play, const char* id, Color color)
{
    const Characteristics* c = test::charsOf(play, id);
    return c && std::any_of(c->abilities.cbegin(), c->abilities.cend(), [&](const AbilityInstance& a) {
        return a.def && a.def->isKeyword(QStringLiteral("Protection")) && a.def->protectionFrom.has(color);
    });
}

// Nico's Lightning Bolt at Ana, and Ana's Lay Bare at the Bolt; Nico holds a Grizzly Bears.
const QByteArray layBareObjects = R"({"id": "bolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
    {"id": "lay", "card": "Lay Bare", "zone": "hand"},
    {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "zone": "hand"})";

const QByteArray moltenBirthObjects = R"({"id": "mb", "card": "Molten Birth", "zone": "hand"})";

}   // namespace

class TestImpSpell27Spells : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead() { QCOMPARE(fixtures().cards.size(), 7); }

    // Each ability is trusted by the round trip: the English written back, and the card format read
    // back to the same structure.
    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("choose a color, a set") << "Brave the Elements"
                                               << "Choose"
                                               << "Choose a color. White creatures you control gain protection from "
                                                  "the chosen color until end of turn.";
        QTest::newRow("choose a color, X targets") << "Prismatic Boon"
                                                   << "Choose"
                                                   << "Choose a color. X target creatures gain protection from the "
                                                      "chosen color until end of turn.";
        QTest::newRow("choose a color, all") << "Reverent Mantra"
                                             << "Choose"
                                             << "Choose a color. All creatures gain protection from the chosen color "
                                                "until end of turn.";
        QTest::newRow("its controller's hand") << "Lay Bare"
                                               << "Counter"
                                               << "Counter target spell. Look at its controller's hand.";
        QTest::newRow("then flip a coin") << "Molten Birth"
                                          << "Create"
                                          << "Create two 1/1 red Elemental creature tokens. Flip a coin. If you win "
                                             "the flip, return ~ to its owner's hand.";
        QTest::newRow("exiled with time counters") << "Cyclical Evolution"
                                                   << "Exile"
                                                   << "Target creature gets +3/+3 until end of turn. Exile ~ with "
                                                      "three time counters on it.";
        QTest::newRow("exiled with time counters, a set") << "Festering March"
                                                          << "Exile"
                                                          << "Creatures your opponents control get -1/-1 until end of "
                                                             "turn. Exile ~ with three time counters on it.";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    void chosenColorStructure()
    {
        // 608.2d: the choice is the resolving spell's; nothing in the structure but the effect that reads it.
        const AbilityDef* brave = test::parsedWith(fixtures(), QStringLiteral("Brave the Elements"), QStringLiteral("Choose"));
        QVERIFY(brave);
        QCOMPARE(brave->effect.size(), 1);
        QCOMPARE(brave->effect[0].kind, ActionKind::Continuous);
    }

    void chosenColorProtects()
    {
        // CR 702.16a, 608.2d: Brave the Elements resolved with red chosen: Ana's white creature gains
        // protection from red, Nico's white creature and Ana's green one do not.
        const Playthrough play = played(R"({"id": "brave", "card": "Brave the Elements", "zone": "hand"},
            {"id": "knight", "card": "White Knight", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "theirs", "card": "White Knight", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "cast": "brave"}, {"id": "e2", "resolve": "top", "choices": {"color": "red"}})");
        QCOMPARE(test::doneOrRefusal(play), QStringList({"done", "done"}));
        QVERIFY(protectedFrom(play, "knight", Color::Red));
        QVERIFY(!protectedFrom(play, "knight", Color::Blue));
        QVERIFY(!protectedFrom(play, "bears", Color::Red));
        QVERIFY(!protectedFrom(play, "theirs", Color::Red));
    }

    void chosenColorMissingIsAnError()
    {
        // 608.2d: the colour is chosen as the spell resolves, so a scenario's resolved Brave the Elements
        // without one is refused, as one of "the color of your choice" is (Shelter); with it, it is read.
        auto read = [](const QByteArray& choices, QString* errors) {
            const QByteArray effect = R"(, "effects": [{"id": "e", "card": "Brave the Elements", "timestamp": 10)"
                + choices + "}]";
            return test::readScenario(test::libraryOf(fixtures()),
                test::scenarioJson(R"({"id": "knight", "card": "White Knight", "timestamp": 1})", {}, {}, {}, effect),
                QStringLiteral("f"), errors);
        };
        QString errors;
        QVERIFY(!read({}, &errors));
        QVERIFY2(errors.contains(QLatin1String("Brave the Elements needs \"color\" in \"choices\"")), qPrintable(errors));
        QString none;
        QVERIFY2(read(R"(, "choices": {"color": "red"})", &none), qPrintable(none));
    }

    void looksAtCounteredSpellsController()
    {
        // CR 402.3, 701.6a: Lay Bare counters Nico's Bolt, then Ana looks at the hand of its controller.
        const Playthrough play = played(layBareObjects,
            R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "cast": "lay", "targets": ["bolt"]},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, "bolt"), Zone::Graveyard);
        QCOMPARE(test::lifeOf(play, "ana"), 20);
        QVERIFY2(test::happened(play).contains(QLatin1String("Ana looks at Nico's hand: Grizzly Bears")),
            qPrintable(test::happened(play)));
    }

    void wonFlipReturnsTheSpell()
    {
        // CR 705.1, 608.2n: Molten Birth's won flip returns it from the stack to Ana's hand, so it is not
        // put into her graveyard; a lost flip leaves it to go there. The tokens are made either way.
        const QByteArray cast = R"({"id": "e1", "cast": "mb"}, {"id": "e2", "resolve": "top", "flips": [)";
        const Playthrough won = played(moltenBirthObjects, cast + "true]}");
        QCOMPARE(test::zoneOf(won, "mb"), Zone::Hand);
        QCOMPARE(test::idsIn(won.finalState, Zone::Battlefield).size(), 2);
        const Playthrough lost = played(moltenBirthObjects, cast + "false]}");
        QCOMPARE(test::zoneOf(lost, "mb"), Zone::Graveyard);
        QCOMPARE(test::idsIn(lost.finalState, Zone::Battlefield).size(), 2);
    }

    void exiledWithTimeCounters()
    {
        // CR 608.2n, 122.1: Cyclical Evolution exiles itself with three time counters as it resolves, so
        // it is not put into Ana's graveyard; the Bears get +3/+3 first.
        const Playthrough play = played(R"({"id": "ce", "card": "Cyclical Evolution", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1})",
            R"({"id": "e1", "cast": "ce", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::ptOf(play, "bears"), QStringLiteral("5/5"));
        QCOMPARE(test::zoneOf(play, "ce"), Zone::Exile);
        QCOMPARE(test::countersOn(play, "ce", QStringLiteral("time")), 3);
    }
};

QTEST_GUILESS_MAIN(TestImpSpell27Spells)
#include "tst_impspell27spells.moc"
