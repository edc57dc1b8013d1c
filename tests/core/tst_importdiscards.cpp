// Discarding as an event (701.8a) read from real cards' Oracle text (tests/data/import/discards.json):
// "whenever an opponent discards a card" and "whenever a player discards a card", with the card
// discarded as the filter (Waste Not); every discard the event player performs is one happening that
// these and "whenever you cycle or discard a card" (702.29d) see: a spell's "discards two cards", "discard
// your hand", "that player discards that card", a discard cost (602.2b) and cycling (702.29a). The card a
// linked ability exiled returns under its owner's control as its source leaves (607.2a, 610.3).
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::zoneOf;
using test::lifeOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("discards.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// "Caress" in a scenario is Liliana's Caress: moc reads no apostrophe inside a raw string literal.
Playthrough played(QByteArray objects, const QByteArray& events)
{
    objects.replace("\"Caress\"", "\"Liliana's Caress\"");
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImportDiscards : public QObject {
    Q_OBJECT
private slots:
    void fixtureCardsAreUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 12);
        // Waste Not's "a noncreature, nonland card" is read since round 21 (imptrigb21).
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    void theEventsAreRead()
    {
        // 701.8a: the player who discards, and "that player" is that player (603.7c).
        const AbilityDef* caress = parsed(QStringLiteral("Liliana's Caress"), 0);
        QVERIFY(caress);
        QCOMPARE(caress->event, TriggerEvent::OpponentDiscards);
        QVERIFY(!caress->eventFilter);
        QCOMPARE(caress->effect.value(0).kind, ActionKind::LoseLife);
        QCOMPARE(caress->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* confessor = parsed(QStringLiteral("Confessor"), 0);
        QVERIFY(confessor);
        QCOMPARE(confessor->event, TriggerEvent::PlayerDiscards);
        QVERIFY(confessor->optional);
        // The card discarded: "a creature card", "a land card".
        const AbilityDef* creature = parsed(QStringLiteral("Waste Not"), 0);
        QVERIFY(creature);
        QCOMPARE(creature->event, TriggerEvent::OpponentDiscards);
        QVERIFY(creature->eventFilter);
        QCOMPARE(creature->eventFilter->types, quint16(CardType::Creature));
        const AbilityDef* land = parsed(QStringLiteral("Waste Not"), 1);
        QVERIFY(land);
        QCOMPARE(land->eventFilter->types, quint16(CardType::Land));
    }

    void writtenBackWordForWord()
    {
        const AbilityReport* r = test::reportWith(fixtures(), QStringLiteral("Waste Not"), QStringLiteral("creature card"));
        QVERIFY(r);
        QCOMPARE(r->status, AbilityStatus::Parsed);
        QCOMPARE(r->written, QStringLiteral("Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token."));
        r = test::reportWith(fixtures(), QStringLiteral("Confessor"), QStringLiteral("discards"));
        QVERIFY(r);
        QCOMPARE(r->written, QStringLiteral("Whenever a player discards a card, you may gain 1 life."));
        // "That player" names no player of an event that has none of its own.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(parser.ability(QStringLiteral("Whenever an opponent discards a card, that player loses 2 life.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever you gain life, that player loses 2 life.")));
        // Cards the importer can't name stay text.
        QVERIFY(!parser.ability(QStringLiteral("Whenever an opponent discards two cards, you gain 1 life.")));
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 12);
    }

    void anOpponentsDiscardNotYours()
    {
        // 701.8a, 603.2: Nico discards two cards to Ana's Mind Rot: Ana's Liliana's Caress triggers once
        // for each, and Nico loses 2 life each time.
        const QByteArray objects = R"({"id": "caress", "card": "Caress", "timestamp": 1},
            {"id": "rot", "card": "Mind Rot", "zone": "hand"},
            {"id": "ana1", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "ana2", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "nico1", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "nico2", "card": "Forest", "zone": "hand", "owner": "nico"})";
        Playthrough play = played(objects, R"({"id": "e1", "cast": "rot", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")),
            (QStringList{QStringLiteral("caress:1"), QStringLiteral("caress:1")}));
        QCOMPARE(zoneOf(play, QStringLiteral("nico1")), Zone::Graveyard);
        QCOMPARE(zoneOf(play, QStringLiteral("nico2")), Zone::Graveyard);
        QCOMPARE(lifeOf(play, QStringLiteral("nico")), 16);
        // Ana's own discard is no opponent's: nothing triggers, and she loses no life.
        play = played(objects, R"({"id": "e1", "cast": "rot", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(play, QStringLiteral("ana1")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{});
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 20);
    }

    void theFilterNamesTheCardDiscarded()
    {
        // Waste Not: Nico's creature card triggers the first ability, his land card the second.
        const Playthrough play = played(R"({"id": "waste", "card": "Waste Not", "timestamp": 1},
            {"id": "rot", "card": "Mind Rot", "zone": "hand"},
            {"id": "nico1", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "nico2", "card": "Forest", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "rot", "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")),
            (QStringList{QStringLiteral("waste:1"), QStringLiteral("waste:2")}));
    }

    void cyclingIsADiscard()
    {
        // 702.29a, 702.29d: Ana cycles Horror of the Broken Lands: her Hekma Sentinels ("whenever you cycle
        // or discard a card") triggers once, and so does Nico's Liliana's Caress (Ana is his opponent).
        const Playthrough play = played(R"({"id": "horror", "card": "Horror of the Broken Lands", "zone": "hand"},
            {"id": "hekma", "card": "Hekma Sentinels", "timestamp": 1},
            {"id": "ncaress", "card": "Caress", "timestamp": 2, "owner": "nico"})",
            R"({"id": "e1", "activate": "horror", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")),
            (QStringList{QStringLiteral("hekma:1"), QStringLiteral("ncaress:1")}));
        QCOMPARE(zoneOf(play, QStringLiteral("horror")), Zone::Graveyard);
        QCOMPARE(lifeOf(play, QStringLiteral("ana")), 18);
    }

    void aDiscardCostIsADiscard()
    {
        // 602.2b: Insolent Neonate's "Discard a card, Sacrifice ~" discards the card the event chooses;
        // Nico's Confessor sees it (a player discards) and Ana's Hekma Sentinels too.
        const QByteArray objects = R"({"id": "neonate", "card": "Insolent Neonate", "timestamp": 1},
            {"id": "hekma", "card": "Hekma Sentinels", "timestamp": 2},
            {"id": "confessor", "card": "Confessor", "timestamp": 3, "owner": "nico"},
            {"id": "ana1", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "ana2", "card": "Forest", "zone": "hand"})";
        const Playthrough play = played(objects, R"({"id": "e1", "activate": "neonate", "ability": 2,
            "choices": {"objects": ["ana2"]}})");
        QCOMPARE(zoneOf(play, QStringLiteral("ana2")), Zone::Graveyard);
        QCOMPARE(zoneOf(play, QStringLiteral("ana1")), Zone::Hand);
        QCOMPARE(zoneOf(play, QStringLiteral("neonate")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")),
            (QStringList{QStringLiteral("hekma:1"), QStringLiteral("confessor:1")}));
        // 118.3: with no card in hand the cost can't be paid.
        const Playthrough empty = played(R"({"id": "neonate", "card": "Insolent Neonate", "timestamp": 1})",
            R"({"id": "e1", "activate": "neonate", "ability": 2})");
        QCOMPARE(test::eventOutcome(empty, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.2b")});
        QCOMPARE(zoneOf(empty, QStringLiteral("neonate")), Zone::Battlefield);
    }

    void aWholeHandAndAChosenCard()
    {
        // "Discard your hand" discards each card (701.8a): Nico's Sangromancer triggers for each.
        Playthrough play = played(R"({"id": "wager", "card": "Dangerous Wager", "zone": "hand"},
            {"id": "ana1", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "ana2", "card": "Forest", "zone": "hand"},
            {"id": "sangro", "card": "Sangromancer", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "cast": "wager"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")),
            (QStringList{QStringLiteral("sangro:3"), QStringLiteral("sangro:3")}));
        // Coercion: the card Ana chooses from Nico's revealed hand is discarded; her Caress sees it.
        play = played(R"({"id": "coercion", "card": "Coercion", "zone": "hand"},
            {"id": "caress", "card": "Caress", "timestamp": 1},
            {"id": "nico1", "card": "Grizzly Bears", "zone": "hand", "owner": "nico"},
            {"id": "nico2", "card": "Forest", "zone": "hand", "owner": "nico"})",
            R"({"id": "e1", "cast": "coercion", "targets": ["nico"]},
               {"id": "e2", "resolve": "top", "choices": {"objects": ["nico2"]}})");
        QCOMPARE(zoneOf(play, QStringLiteral("nico2")), Zone::Graveyard);
        QCOMPARE(zoneOf(play, QStringLiteral("nico1")), Zone::Hand);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("caress:1")});
    }

    void theExiledCardReturnsUnderItsOwnersControl()
    {
        // 607.2a, 610.3: Ana's Journey to Nowhere exiles Nico's Bears; when it leaves, the card it
        // exiled returns to the battlefield under its owner's (Nico's) control.
        const Playthrough play = played(R"({"id": "journey", "card": "Journey to Nowhere", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "move": ["journey"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"},
               {"id": "e3", "move": ["journey"], "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("journey:2")});
        const GameObject* bears = play.finalState.object(QStringLiteral("nbears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Battlefield);
        QCOMPARE(bears->controller, QStringLiteral("nico"));
        // Oblivion Ring the same, for another nonland permanent; the exile waits for the ability to
        // resolve (e2), and before Ring leaves, the Bears are still in exile.
        const Playthrough ring = played(R"({"id": "ring", "card": "Oblivion Ring", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "move": ["ring"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(zoneOf(ring, QStringLiteral("nbears")), Zone::Exile);
        const Playthrough back = played(R"({"id": "ring", "card": "Oblivion Ring", "zone": "hand"},
            {"id": "nbears", "card": "Grizzly Bears", "timestamp": 1, "owner": "nico"})",
            R"({"id": "e1", "move": ["ring"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nbears"]}}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "move": ["ring"], "to": "exile"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(back, QStringLiteral("e3")), QStringList{QStringLiteral("ring:2")});
        QCOMPARE(zoneOf(back, QStringLiteral("nbears")), Zone::Battlefield);
        QCOMPARE(back.finalState.object(QStringLiteral("nbears"))->controller, QStringLiteral("nico"));
    }
};

QTEST_GUILESS_MAIN(TestImportDiscards)
#include "tst_importdiscards.moc"
