// Triggered abilities of entering and dying read from real cards' Oracle text
// (tests/data/import/imptrig24.json), round 24: "you draw a card and lose 1 life" (Dark Prophecy), said as
// "you draw a card and you lose 1 life"; "Tap target land an opponent controls. That land doesn't untap …"
// (Stensia Innkeeper), as "It doesn't untap …"; "shuffle it into its owner's library, then scry 2" after
// "When ~ dies" (Cavalier of Gales, 701.24); "up to two target instant and/or sorcery cards from your
// graveyard" (Scholar of the Ages); Wave-Wing Elemental's misprint "Whenver", read as "Whenever"; and
// "Whenever ~ enters" (Charmed Stray), one event as "When ~ enters" is.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 6);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dark Prophecy"), 0),
            QStringLiteral("Whenever a creature you control dies, you draw a card and you lose 1 life."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Stensia Innkeeper"), 0),
            QStringLiteral("When ~ enters, tap target land an opponent controls. "
                           "It doesn't untap during its controller's next untap step."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wave-Wing Elemental"), 1),
            QStringLiteral("Whenever a land you control enters, ~ gets +2/+2 until end of turn."));
    }

    // CR 603.10a, 121.1, 119.3: Ana's Grizzly Bears dies: she draws her Island and loses 1 life. Nico's
    // Bears dying triggers nothing (a creature *you* control).
    void darkProphecyDrawsAndLosesLife()
    {
        const QByteArray objects = R"({"id": "dp", "card": "Dark Prophecy", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3},
            {"id": "lib", "card": "Island", "zone": "library"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        p = played(objects, R"({"id": "e1", "move": "nbears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 502.3: Stensia Innkeeper taps Nico's Mountain; his next untap step leaves it tapped, the
    // one after untaps it. Ana's own Mountain is no legal target (603.3d).
    void stensiaInnkeeperKeepsTheLandTapped()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Stensia Innkeeper"), QStringLiteral("land"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[1].kind, ActionKind::DontUntapNext);
        const QByteArray objects = R"({"id": "inn", "card": "Stensia Innkeeper", "zone": "hand"},
            {"id": "amtn", "card": "Mountain", "timestamp": 1},
            {"id": "nmtn", "card": "Mountain", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const QByteArray enters = R"({"id": "e1", "move": "inn", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nmtn"]}}},
            {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e3", "begin": "untap"})");
        QVERIFY2(test::tapped(p, QStringLiteral("nmtn")), qPrintable(test::happened(p)));
        p = played(objects, enters + R"(, {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"})");
        QVERIFY2(!test::tapped(p, QStringLiteral("nmtn")), qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "inn", "to": "battlefield", "triggers": {"e1.1": {"targets": ["amtn"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
    }

    // CR 700.4, 701.24: Cavalier of Gales dies and its card goes from Ana's graveyard into her library.
    void cavalierOfGalesShufflesItselfAway()
    {
        const Playthrough p = played(R"({"id": "cav", "card": "Cavalier of Gales", "timestamp": 1},
            {"id": "lib", "card": "Island", "zone": "library"})",
            R"({"id": "e1", "move": "cav", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("cav")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 115.1, 601.2c: Scholar of the Ages returns Ana's Lightning Bolt and Shock to her hand; her Grizzly
    // Bears card is no instant or sorcery, so naming it is refused (603.3d).
    void scholarReturnsInstantsAndSorceries()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Scholar of the Ages"), QStringLiteral("sorcery"));
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(int(a->targets[0].upTo), 2);
        const QByteArray objects = R"({"id": "sch", "card": "Scholar of the Ages", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"}, {"id": "shock", "card": "Shock", "zone": "graveyard"},
            {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "sch", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bolt", "shock"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("shock")), Zone::Hand);
        p = played(objects, R"({"id": "e1", "move": "sch", "to": "battlefield", "triggers": {"e1.1": {"targets": ["bears"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 207.2c, 603.2, 613.4c: a land enters under Ana's control: Wave-Wing Elemental (3/4) gets +2/+2 until
    // end of turn. Nico's land entering triggers nothing.
    void waveWingElementalGrowsOnLandfall()
    {
        const QByteArray objects = R"({"id": "wave", "card": "Wave-Wing Elemental", "timestamp": 1},
            {"id": "mtn", "card": "Mountain", "zone": "hand"},
            {"id": "nmtn", "card": "Mountain", "owner": "nico", "controller": "nico", "zone": "hand"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "mtn", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::ptOf(p, QStringLiteral("wave")) == QLatin1String("5/6"), qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "nmtn", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::ptOf(p, QStringLiteral("wave")), QStringLiteral("3/4"));
    }

    // CR 603.6a, 122.1: a second Charmed Stray enters: the first gets a +1/+1 counter, the one entering
    // none (each *other* creature named Charmed Stray), Grizzly Bears none (another name).
    void charmedStrayCountersItsNamesakes()
    {
        const QByteArray objects = R"({"id": "s1", "card": "Charmed Stray", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "s2", "card": "Charmed Stray", "zone": "hand"})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": "s2", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("s1")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("s2")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Charmed Stray"), 1),
            QStringLiteral("When ~ enters, put a +1/+1 counter on other creatures you control named ~."));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig24)
#include "tst_imptrig24.moc"
