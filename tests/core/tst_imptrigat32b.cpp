// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat32.json, the fixture of tst_imptrigat32.cpp, which checks every card of it),
// round 32 (`imptrigat32`), continued: "sacrifice ~ unless you put the top two cards of your library into your
// graveyard" (Deep Spawn), a mill as the payment, and "… unless you exile the top creature card of your
// graveyard" (Barrow Ghoul); "Look at the top card of your library. You may put that card into your
// graveyard." (Etherwrought Page's second mode); Elder Spawn's leading "unless you sacrifice an Island,
// sacrifice ~ and it deals 6 damage to you", one payment for both; Daredevil Dragster's "put a velocity counter
// on it. Then if it has two or more …, sacrifice it and draw two cards", one condition over both.
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrigAt32b : public QObject {
    Q_OBJECT
private slots:
    // CR 118.12, 701.13b: "unless you put the top two cards of your library into your graveyard" is a payment
    // of milling two cards; the writer says it in today's words.
    void deepSpawnReadsAMillPayment()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Deep Spawn"), QStringLiteral("unless"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::UnlessPays);
        QCOMPARE(upkeep->effect[0].unlessPayment.size(), 1);
        QCOMPARE(upkeep->effect[0].unlessPayment[0].kind, CostKind::Mill);
        QCOMPARE(upkeep->effect[0].unlessPayment[0].amount, 2);
        QCOMPARE(upkeep->effect[0].nested.value(0).kind, ActionKind::Sacrifice);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deep Spawn"), 1),
            QStringLiteral("At the beginning of your upkeep, sacrifice ~ unless you mill two cards."));
    }

    // CR 118.12, 118.3, 701.13a: Nico pays with the top two cards of his library and keeps Deep Spawn; with
    // one card there he can't pay, and when he declines it is sacrificed and his library stays.
    void deepSpawnMillsTwoOrGoes()
    {
        const QByteArray spawn = test::objectJson("spawn", "Deep Spawn", "", "nico");
        QByteArray library;
        for (const char* id : {"l1", "l2", "l3"})
            library += ", " + test::objectJson(id, "Forest", ", \"zone\": \"library\"", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(spawn + library, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l3")), Zone::Library);
        p = played(spawn + ", " + test::objectJson("only", "Forest", ", \"zone\": \"library\"", "nico"), upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("only")), Zone::Library);
        p = played(spawn + library, QByteArray(upkeep).replace("\"resolve\": \"top\"", "\"resolve\": \"top\", \"pays\": false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Library);
    }

    // CR 118.12, 118.3: "unless you exile the top creature card of your graveyard" is paid with the topmost
    // creature card there (the first listed); Nico keeps Barrow Ghoul by exiling his Grizzly Bears card,
    // not the Forest above it nor the Craw Wurm below; with no creature card, or declining, he sacrifices it.
    void barrowGhoulExilesTheTopCreatureCard()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Barrow Ghoul"), QStringLiteral("unless"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.value(0).kind, ActionKind::UnlessPays);
        QCOMPARE(upkeep->effect.value(0).unlessPayment.value(0).kind, CostKind::ExileTopOfGraveyard);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Barrow Ghoul"), 0),
            QStringLiteral("At the beginning of your upkeep, sacrifice ~ unless you exile the top creature card of your graveyard."));
        const QByteArray ghoul = test::objectJson("ghoul", "Barrow Ghoul", "", "nico") + ", "
            + test::objectJson("forest", "Forest", ", \"zone\": \"graveyard\"", "nico");
        const QByteArray creatures = ", " + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico") + ", "
            + test::objectJson("wurm", "Craw Wurm", ", \"zone\": \"graveyard\"", "nico");
        const char* upkeepEvents = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(ghoul + creatures, upkeepEvents);
        QVERIFY2(test::zoneOf(p, QStringLiteral("ghoul")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Graveyard);
        p = played(ghoul, upkeepEvents);
        QVERIFY2(test::zoneOf(p, QStringLiteral("ghoul")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Graveyard);
        p = played(ghoul + creatures, QByteArray(upkeepEvents).replace("\"resolve\": \"top\"", "\"resolve\": \"top\", \"pays\": false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("ghoul")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 700.2, 401.4, 608.2c: the mode's look at one card and "You may put that card into your graveyard" are
    // one instruction: the card looked at goes to the graveyard or stays on top, as its controller chooses.
    void etherwroughtPageReadsTheLook()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Etherwrought Page"), QStringLiteral("choose one"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->modes.size(), 3);
        QVERIFY(upkeep->modes[1]);
        QCOMPARE(upkeep->modes[1]->effect.size(), 1);
        const Action& look = upkeep->modes[1]->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.amount.n, 1);
        QCOMPARE(look.keep, 1);
        QCOMPARE(look.destination, std::optional<Zone>(Zone::Graveyard));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Etherwrought Page"), 0),
            QStringLiteral("At the beginning of your upkeep, choose one \u2014\n\u2022 You gain 2 life.\n\u2022 Look at the top card of "
                           "your library. You may put that card into your graveyard.\n\u2022 Each opponent loses 1 life."));
    }

    // CR 700.2, 401.4: at Nico's upkeep he chooses the second mode: the Craw Wurm on top of his library goes to
    // his graveyard when the resolution names it, and stays on top when it names nothing.
    void etherwroughtPageMillsOnlyTheChosenCard()
    {
        const QByteArray objects = test::objectJson("page", "Etherwrought Page", "", "nico") + ", "
            + test::objectJson("wurm", "Craw Wurm", ", \"zone\": \"library\"", "nico") + ", "
            + test::objectJson("forest", "Forest", ", \"zone\": \"library\"", "nico");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"choices\": {\"mode\": 2}}}}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"";
        Playthrough p = played(objects, upkeep + ", \"choices\": {\"objects\": [\"wurm\"]}}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        p = played(objects, upkeep + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 118.12, 701.17a: "unless you sacrifice an Island, X and Y" is one payment for both instructions; the
    // writer says the payment after them.
    void elderSpawnReadsOnePaymentForBoth()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Elder Spawn"), QStringLiteral("Island"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::UnlessPays);
        QCOMPARE(upkeep->effect[0].unlessPayment.value(0).kind, CostKind::Sacrifice);
        QCOMPARE(upkeep->effect[0].nested.size(), 2);
        QCOMPARE(upkeep->effect[0].nested[0].kind, ActionKind::Sacrifice);
        QCOMPARE(upkeep->effect[0].nested[1].kind, ActionKind::Damage);
        QCOMPARE(upkeep->effect[0].nested[1].who, QStringLiteral("you"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Elder Spawn"), 0),
            QStringLiteral("At the beginning of your upkeep, sacrifice ~ and it deals 6 damage to you unless you sacrifice an Island."));
    }

    // CR 118.12, 701.17a, 120.3: Nico sacrifices his Island and keeps Elder Spawn; without an Island, or
    // declining, he sacrifices the Spawn and it deals him 6.
    void elderSpawnTakesAnIslandOrSixLife()
    {
        const QByteArray spawn = test::objectJson("spawn", "Elder Spawn", "", "nico");
        const QByteArray island = ", " + test::objectJson("island", "Island", "", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(spawn + island, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        p = played(spawn, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        p = played(spawn + island, QByteArray(upkeep).replace("\"resolve\": \"top\"", "\"resolve\": \"top\", \"pays\": false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("spawn")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("island")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
    }

    // CR 603.4, 608.2c: every "it" after "if ~ attacked or blocked this combat" is ~; "Then if it has two or
    // more velocity counters on it" holds both the sacrifice and the draw, which the writer joins.
    void daredevilDragsterReadsItsCounters()
    {
        const AbilityDef* combat = test::parsedWith(fixtures(), QStringLiteral("Daredevil Dragster"), QStringLiteral("velocity"));
        QVERIFY(combat);
        QCOMPARE(combat->event, TriggerEvent::EndOfCombat);
        QCOMPARE(combat->effect.size(), 3);
        QCOMPARE(combat->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(combat->effect[1].kind, ActionKind::Sacrifice);
        QCOMPARE(combat->effect[2].kind, ActionKind::Draw);
        QVERIFY(combat->effect[1].condition && combat->effect[2].condition);
        QCOMPARE(combat->effect[1].condition->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(combat->effect[1].condition->n, 2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Daredevil Dragster"), 0),
            QStringLiteral("At end of combat, if ~ attacked or blocked this combat, put a velocity counter on ~. If ~ has two or "
                           "more velocity counters on it, sacrifice ~ and draw two cards."));
    }

    // CR 122.1, 608.2c, 701.17a: Ana's Dragster (a 3/3 artifact creature under March of the Machines) attacks
    // with one velocity counter: at end of combat it gets its second, is sacrificed and she draws two; with
    // none it keeps its first and she draws nothing.
    void daredevilDragsterGoesAtTwoCounters()
    {
        const QByteArray march = test::objectJson("march", "March of the Machines");
        QByteArray library;
        for (const char* id : {"l1", "l2", "l3"})
            library += ", " + test::objectJson(id, "Forest", ", \"zone\": \"library\"");
        const char* combat = "{\"id\": \"e1\", \"attack\": {\"dragster\": \"nico\"}}, {\"id\": \"e2\", \"begin\": \"end_of_combat\"}, "
                             "{\"id\": \"e3\", \"resolve\": \"top\"}";
        Playthrough p = played(march + ", " + test::objectJson("dragster", "Daredevil Dragster", ", \"counters\": {\"velocity\": 1}") + library,
            combat);
        QVERIFY2(test::zoneOf(p, QStringLiteral("dragster")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l2")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l3")), Zone::Library);
        p = played(march + ", " + test::objectJson("dragster", "Daredevil Dragster") + library, combat);
        QVERIFY2(test::zoneOf(p, QStringLiteral("dragster")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("dragster"), QStringLiteral("velocity")), 1);
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt32b)
#include "tst_imptrigat32b.moc"
