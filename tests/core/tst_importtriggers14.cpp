// Triggered abilities of round 14 read from real cards' Oracle text (tests/data/import/triggers14.json)
// and played by the event player: mana triggered abilities ("whenever you tap a land for mana",
// "whenever enchanted land is tapped for mana", 605.1b), which trigger as a mana ability's {T} is paid
// and, when they add mana themselves, resolve at once (605.4a); "it gets +2/+2 until end of turn for
// each creature blocking it" (509.1h, counted as it resolves, 608.2h); "At end of combat, if ~
// attacked or blocked this combat, …" (511.2); and Dark Confidant's "reveal the top card of your library
// and put that card into your hand. You lose life equal to its mana value" (202.3).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;
using test::ptOf;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("triggers14.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// The rule each ability that triggered during event `id` was put on the stack (or resolved) under.
QStringList triggerRules(const Playthrough& play, const QString& id)
{
    QStringList out;
    for (const EventOutcome& e : play.events)
        if (e.id == id)
            for (const TriggerReport& t : e.triggered)
                out << t.source + QLatin1Char(' ') + t.rule;
    return out;
}

}   // namespace

class TestImportTriggers14 : public QObject {
    Q_OBJECT
private slots:
    void manaTriggersAreRead()
    {
        // 605.1b: the filter is the permanent tapped for mana; its controller is the player who taps it.
        const AbilityDef* barbs = parsed(QStringLiteral("Manabarbs"), 0);
        QVERIFY(barbs);
        QCOMPARE(barbs->event, TriggerEvent::TappedForMana);
        QCOMPARE(barbs->eventFilter->types, quint16(CardType::Land));
        QCOMPARE(barbs->eventFilter->controller, Selector::Who::Any);
        QCOMPARE(barbs->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* firecat = parsed(QStringLiteral("Savage Firecat"), 2);
        QVERIFY(firecat);
        QCOMPARE(firecat->eventFilter->controller, Selector::Who::You);
        QCOMPARE(firecat->effect.value(0).kind, ActionKind::RemoveCounter);
        const AbilityDef* earth = parsed(QStringLiteral("Burning Earth"), 0);
        QVERIFY(earth);
        QCOMPARE(earth->eventFilter->notSupertypes, quint8(Supertype::Basic));
        const AbilityDef* fertile = parsed(QStringLiteral("Fertile Ground"), 1);
        QVERIFY(fertile);
        QCOMPARE(fertile->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(fertile->effect.value(0).kind, ActionKind::AddMana);
        QCOMPARE(fertile->effect.value(0).mana, Action::Mana::AnyColor);
        QCOMPARE(fertile->effect.value(0).who, QStringLiteral("controller_of_it"));
        // "one mana of any type that land produced": the event's land (106.7).
        const AbilityDef* flare = parsed(QStringLiteral("Mana Flare"), 0);
        QVERIFY(flare);
        QCOMPARE(flare->effect.value(0).mana, Action::Mana::AnyTypeLandsCouldProduce);
        QCOMPARE(flare->effect.value(0).object->ref, Selector::Ref::It);
        QCOMPARE(flare->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* druid = parsed(QStringLiteral("Zhur-Taa Druid"), 1);
        QVERIFY(druid);
        QCOMPARE(druid->eventFilter->ref, Selector::Ref::Self);

        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr opponent = parser.ability(QStringLiteral("Whenever an opponent taps a land for mana, draw a card."));
        QVERIFY(opponent);
        QCOMPARE(opponent->eventFilter->controller, Selector::Who::Opponent);
        // Round 35: the passive "a Mountain is tapped for mana, its controller adds" is the active "a player taps a
        // Mountain for mana, that player adds" (602.2: only its controller taps it for mana), mended before it is read.
        const AbilityPtr passive = parser.ability(QStringLiteral("Whenever a Mountain is tapped for mana, its controller adds an additional {R}."));
        QVERIFY(passive);
        QCOMPARE(passive->event, TriggerEvent::TappedForMana);
        QCOMPARE(passive->eventFilter->controller, Selector::Who::Any);
        QCOMPARE(passive->effect.value(0).who, QStringLiteral("that_player"));
        // "that land produced" after ~'s own event stays text.
        QVERIFY(!parser.ability(QStringLiteral("Whenever you tap Test for mana, add one mana of any type that land produced.")));
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Manabarbs", "for mana", "Whenever a player taps a land for mana, ~ deals 1 damage to that player."},
            {"Burning Earth", "for mana", "Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to that player."},
            {"Savage Firecat", "for mana", "Whenever you tap a land for mana, remove a +1/+1 counter from ~."},
            {"Fertile Ground", "for mana",
                "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color."},
            {"Utopia Sprawl", "for mana",
                "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color."},
            {"Overgrowth", "for mana", "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."},
            {"Mana Flare", "for mana",
                "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."},
            {"Mirari's Wake", "for mana", "Whenever you tap a land for mana, add one mana of any type that land produced."},
            {"Nirkana Revenant", "for mana", "Whenever you tap a Swamp for mana, add an additional {B}."},
            {"Zhur-Taa Druid", "for mana", "Whenever you tap ~ for mana, ~ deals 1 damage to each opponent."},
            {"Gang of Elk", "blocking",
                "Whenever ~ becomes blocked, ~ gets +X/+X until end of turn, where X is twice the number of creatures blocking it."},
            {"Clockwork Beast", "end of combat",
                "At end of combat, if ~ attacked or blocked this combat, remove a +1/+0 counter from ~."},
            {"Dark Confidant", "upkeep",
                "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. "
                "You lose life equal to its mana value."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
    }

    void tappingALandForManaTriggers()
    {
        // CR 605.1b, 603.2: each player taps a Ghost Quarter for mana; Manabarbs deals 1 damage to that
        // player each time (it adds no mana, so it uses the stack, 605.1b). Llanowar Elves is no land.
        const QByteArray objects = R"({"id": "barbs", "card": "Manabarbs", "timestamp": 1},
            {"id": "quarter", "card": "Ghost Quarter", "timestamp": 2},
            {"id": "nquarter", "card": "Ghost Quarter", "owner": "nico", "timestamp": 3},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "activate": "quarter", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "activate": "nquarter", "ability": 1},
            {"id": "e5", "resolve": "top"}, {"id": "e6", "activate": "elves", "ability": 1})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("barbs:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList{QStringLiteral("barbs:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e6")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
    }

    void whoseLandAndWhichLand()
    {
        // CR 605.1b: "you tap a land": only Ana's Ghost Quarter takes a counter off Savage Firecat;
        // Burning Earth sees a nonbasic land tapped by either player.
        const QByteArray objects = R"({"id": "firecat", "card": "Savage Firecat", "timestamp": 1,
                "counters": {"+1/+1": 7}},
            {"id": "earth", "card": "Burning Earth", "owner": "nico", "timestamp": 2},
            {"id": "quarter", "card": "Ghost Quarter", "timestamp": 3},
            {"id": "nquarter", "card": "Ghost Quarter", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "activate": "quarter", "ability": 1},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "activate": "nquarter", "ability": 1}, {"id": "e6", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")),
            (QStringList{QStringLiteral("firecat:3"), QStringLiteral("earth:1")}));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e5")), QStringList{QStringLiteral("earth:1")});
        QCOMPARE(countersOn(play, QStringLiteral("firecat"), QStringLiteral("+1/+1")), 6);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
    }

    void aManaTriggerResolvesAtOnce()
    {
        // CR 605.1b, 605.4a: Fertile Ground's ability adds mana, so it is a mana ability: it resolves as
        // it triggers and never waits on the stack, where only Ghost Quarter's ability is. Mana itself is
        // not modelled, and the log says so.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "quarter", "card": "Ghost Quarter", "timestamp": 1},
            {"id": "fertile", "card": "Fertile Ground", "timestamp": 2, "attached_to": "quarter"})",
            R"({"id": "e1", "activate": "quarter", "ability": 1})");
        QCOMPARE(triggerRules(play, QStringLiteral("e1")), QStringList{QStringLiteral("fertile 605.4a")});
        QCOMPARE(play.finalState.stack.size(), 1);
        QCOMPARE(play.finalState.stack.first().id, QStringLiteral("e1"));
        QVERIFY2(test::happened(play).contains(QLatin1String("add_mana is not performed")), qPrintable(test::happened(play)));
    }

    void tappingItselfForMana()
    {
        // CR 605.1b: "Whenever you tap Zhur-Taa Druid for mana": its own mana ability; "it" is the Druid.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "druid", "card": "Zhur-Taa Druid", "timestamp": 1},
            {"id": "elves", "card": "Llanowar Elves", "timestamp": 2})",
            R"({"id": "e1", "activate": "druid", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "activate": "elves", "ability": 1})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("druid:2")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
    }

    void pumpedForEachBlocker()
    {
        // CR 509.1h, 608.2h: Gang of Elk is blocked by two creatures; its trigger counts them as it
        // resolves: +4/+4.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "elk", "card": "Gang of Elk", "timestamp": 1},
            {"id": "b1", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"elk": "nico"}}, {"id": "e2", "block": {"b1": ["elk"], "b2": ["elk"]}},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("elk:1")});
        QCOMPARE(ptOf(play, QStringLiteral("elk")), QStringLiteral("9/8"));
    }

    void revealedCardsManaValue()
    {
        // CR 202.3, 608.2c: Nico's upkeep: Dark Confidant reveals the top card of his library, a Grizzly
        // Bears, puts it into his hand, and he loses life equal to its mana value (2).
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "confidant", "card": "Dark Confidant", "owner": "nico", "timestamp": 1},
            {"id": "c1", "card": "Grizzly Bears", "zone": "library", "owner": "nico"},
            {"id": "c2", "card": "Lightning Bolt", "zone": "library", "owner": "nico"})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("confidant:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("c1")), Zone::Hand);
        QCOMPARE(test::zoneOf(play, QStringLiteral("c2")), Zone::Library);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void endOfCombatIfItAttacked()
    {
        // CR 511.2, 603.4: at end of combat the Clockwork Beast that attacked loses a +1/+0 counter; the
        // one that stayed home does not trigger (its intervening "if" is false).
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "beast", "card": "Clockwork Beast", "timestamp": 1, "counters": {"+1/+0": 7}},
            {"id": "home", "card": "Clockwork Beast", "timestamp": 2, "counters": {"+1/+0": 7}})",
            R"({"id": "e1", "attack": {"beast": "nico"}}, {"id": "e2", "block": {}},
            {"id": "e3", "begin": "end_of_combat"}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("beast:2")});
        QCOMPARE(countersOn(play, QStringLiteral("beast"), QStringLiteral("+1/+0")), 6);
        QCOMPARE(countersOn(play, QStringLiteral("home"), QStringLiteral("+1/+0")), 7);
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers14)
#include "tst_importtriggers14.moc"
