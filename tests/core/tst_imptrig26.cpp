// Triggered abilities of entering and dying read from real cards' Oracle text
// (tests/data/import/imptrig26.json), round 26: "shuffle all creature cards from your graveyard into your
// library" after ~ is exiled (Barishi, Rooting Kavu); "that creature's toughness" after "another Treefolk
// creature enters" (Orchard Warden); "its power" after "When ~ enters" (Champion of Wits); and an
// instruction done instead of the one before when the one target or the equipped creature is of a kind
// (Elder Cathar, Blade of the Bloodchief); the dead creature's card put on top of your library (Mortuary)
// and "another target card from your graveyard" put there (Cavalier of Thorns). Ironroot Treefolk and
// Falkenrath Reaver are the vanilla Treefolk and Vampire the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig26.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsIn(const Playthrough& p, Zone zone)
{
    return int(test::idsIn(p.finalState, zone).size());
}

}   // namespace

class TestImpTrig26 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 10);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Barishi"), 0),
            QStringLiteral("When ~ dies, exile it, then shuffle all creature cards from your graveyard into your library."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Orchard Warden"), 0),
            QStringLiteral("Whenever another Treefolk you control enters, you may gain life equal to that creature's toughness."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Champion of Wits"), 0),
            QStringLiteral("When ~ enters, you may draw cards equal to its power. If you do, discard two cards."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elder Cathar"), 0),
            QStringLiteral("When ~ dies, put a +1/+1 counter on target creature you control. If that creature is a Human, "
                           "put two +1/+1 counters on it instead."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Blade of the Bloodchief"), 0),
            QStringLiteral("Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped creature is a "
                           "Vampire, put two +1/+1 counters on it instead."));
    }

    // CR 701.24, 400.7: Barishi dies; its card is exiled, then Ana's Grizzly Bears card goes from her graveyard
    // into her library. Her Island card (no creature) stays in the graveyard.
    void barishiShufflesTheCreatureCardsBack()
    {
        const QByteArray objects = R"({"id": "barishi", "card": "Barishi", "timestamp": 1},
            {"id": "gbears", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "gisland", "card": "Island", "zone": "graveyard"})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": "barishi", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("barishi")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gbears")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("gisland")), Zone::Graveyard);
    }

    // CR 701.24, 603.5: Rooting Kavu's exile is a choice; only if Ana exiles it do her creature cards go into
    // her library, the Kavu's own card among them no more (it is in exile by then). Declined, all stay.
    void rootingKavuShufflesOnlyWhenExiled()
    {
        const QByteArray objects = R"({"id": "kavu", "card": "Rooting Kavu", "timestamp": 1},
            {"id": "gbears", "card": "Grizzly Bears", "zone": "graveyard"}, {"id": "gisland", "card": "Island", "zone": "graveyard"})";
        const QByteArray dies = R"({"id": "e1", "move": "kavu", "to": "graveyard"}, {"id": "e2", "resolve": "top")";
        Playthrough p = played(objects, dies + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("kavu")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gbears")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("gisland")), Zone::Graveyard);
        p = played(objects, dies + R"(, "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("kavu")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gbears")), Zone::Graveyard);
    }

    // CR 603.7c, 608.2h: "that creature" is the Treefolk that entered: Ironroot Treefolk (3/5) entering under
    // Ana's control gains her 5 life. Grizzly Bears (no Treefolk) trigger nothing.
    void orchardWardenGainsTheTreefolksToughness()
    {
        const QByteArray warden = R"({"id": "warden", "card": "Orchard Warden", "timestamp": 1}, )";
        Playthrough p = played(warden + R"({"id": "tree", "card": "Ironroot Treefolk", "zone": "hand"})",
            R"({"id": "e1", "move": "tree", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 25, qPrintable(test::happened(p)));
        p = played(warden + R"({"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 603.7c, 608.2h: "its power" is Champion of Wits' own (2): Ana draws two of her three Islands and
    // discards two cards. Declined, she draws none.
    void championOfWitsDrawsItsPower()
    {
        const QByteArray objects = R"({"id": "champ", "card": "Champion of Wits", "zone": "hand"},
            {"id": "i1", "card": "Island", "zone": "library"}, {"id": "i2", "card": "Island", "zone": "library"},
            {"id": "i3", "card": "Island", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "champ", "to": "battlefield"}, {"id": "e2", "resolve": "top")";
        Playthrough p = played(objects, enters + "}");
        QVERIFY2(cardsIn(p, Zone::Library) == 1, qPrintable(test::happened(p)));
        QCOMPARE(cardsIn(p, Zone::Graveyard), 2);
        p = played(objects, enters + R"(, "may": false})");
        QVERIFY2(cardsIn(p, Zone::Library) == 3, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 608.2b: Elder Cathar dies; its target Benalish Hero (a Human) gets two +1/+1 counters, not
    // three; Grizzly Bears (no Human) get one.
    void elderCatharPutsTwoCountersOnAHuman()
    {
        const QByteArray objects = R"({"id": "cathar", "card": "Elder Cathar", "timestamp": 1},
            {"id": "hero", "card": "Benalish Hero", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "cathar", "to": "graveyard",
            "triggers": {"e1.1": {"targets": ["hero"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("hero")) == 2, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "cathar", "to": "graveyard",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 1, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 301.5: a creature dies; Blade of the Bloodchief on Falkenrath Reaver (a Vampire) puts two
    // +1/+1 counters on it; on Grizzly Bears, one.
    void bladeOfTheBloodchiefFeedsAVampireTwice()
    {
        const QByteArray dying = R"({"id": "hero", "card": "Benalish Hero", "timestamp": 1},
            {"id": "reaver", "card": "Falkenrath Reaver", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3}, )";
        const QByteArray dies = R"({"id": "e1", "move": "hero", "to": "graveyard"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(dying + R"({"id": "blade", "card": "Blade of the Bloodchief", "attached_to": "reaver", "timestamp": 4})", dies);
        QVERIFY2(test::countersOn(p, QStringLiteral("reaver")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(dying + R"({"id": "blade", "card": "Blade of the Bloodchief", "attached_to": "bears", "timestamp": 4})", dies);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("reaver")), 0);
    }

    // CR 400.7, 400.3: Ana's Grizzly Bears die; Mortuary puts the card they became on top of her library, above
    // her Island. Nico's Grizzly Bears go to his own graveyard: nothing triggers.
    void mortuaryPutsTheCardOnTop()
    {
        // The Island is listed first: the library's order is the list's (its top first).
        const QByteArray objects = R"({"id": "lib", "card": "Island", "zone": "library"},
            {"id": "mortuary", "card": "Mortuary", "timestamp": 1}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).value(0), QStringLiteral("bears"));
        p = played(objects, R"({"id": "e1", "move": "nbears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
    }

    // CR 115.1, 603.3d, 401.4: Cavalier of Thorns dies; Ana exiles it and puts her Grizzly Bears card from her
    // graveyard on top of her library. Its own card is no legal target ("another").
    void cavalierOfThornsPutsAnotherCardOnTop()
    {
        const QByteArray objects = R"({"id": "lib", "card": "Island", "zone": "library"},
            {"id": "cav", "card": "Cavalier of Thorns", "timestamp": 1}, {"id": "gbears", "card": "Grizzly Bears", "zone": "graveyard"})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "cav", "to": "graveyard",
            "triggers": {"e1.1": {"targets": ["gbears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("cav")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).value(0), QStringLiteral("gbears"));
        p = played(objects, R"({"id": "e1", "move": "cav", "to": "graveyard", "triggers": {"e1.1": {"targets": ["cav"]}}})");
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
    }
};

QTEST_GUILESS_MAIN(TestImpTrig26)
#include "tst_imptrig26.moc"
