// Triggered abilities of round 15 read from real cards' Oracle text (tests/data/import/triggers15.json)
// and played by the event player: "Whenever a creature dealt damage by ~ this turn dies" (the damage
// each permanent was dealt this turn, by source, 120.3); the player whose step begins ("At the
// beginning of each player's upkeep / end step, that player untaps a land they control / sacrifices an
// untapped land").
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
    return test::fixtureFile(QStringLiteral("triggers15.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

}   // namespace

class TestImportTriggers15 : public QObject {
    Q_OBJECT
private slots:
    void dealtDamageBySelfIsRead()
    {
        const AbilityDef* vampire = parsed(QStringLiteral("Sengir Vampire"), 1);
        QVERIFY(vampire);
        QCOMPARE(vampire->event, TriggerEvent::CreatureDealtDamageBySelfDies);
        QCOMPARE(vampire->effect.value(0).kind, ActionKind::PutCounter);
        QVERIFY(!vampire->eventFilter);
        // "a creature with flying dealt damage by ~": the filter is the creature that dies.
        const AbilityDef* hunter = parsed(QStringLiteral("Trophy Hunter"), 1);
        QVERIFY(hunter);
        QCOMPARE(hunter->event, TriggerEvent::CreatureDealtDamageBySelfDies);
        QVERIFY(hunter->eventFilter);
        QCOMPARE(hunter->eventFilter->hasKeyword, QStringLiteral("Flying"));
        // "return that card": the card the creature became in its graveyard (400.7).
        const AbilityDef* collector = parsed(QStringLiteral("Soul Collector"), 1);
        QVERIFY(collector);
        QCOMPARE(collector->effect.value(0).kind, ActionKind::ReturnToBattlefield);
        QCOMPARE(collector->effect.value(0).object->ref, Selector::Ref::It);
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Sengir Vampire", "dies", "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~."},
            {"Trophy Hunter", "dies",
                "Whenever a creature with flying dealt damage by ~ this turn dies, put a +1/+1 counter on ~."},
            {"Soul Collector", "dies",
                "Whenever a creature dealt damage by ~ this turn dies, return that card to the battlefield under your control."},
            {"Rising Waters", "upkeep", "At the beginning of each upkeep, that player untaps a land they control."},
            {"Goblin Piledriver", "attacks",
                "Whenever ~ attacks, ~ gets +X/+0 until end of turn, where X is twice the number of other attacking "
                "Goblins."},
            {"Eladamri's Vineyard", "main phase",
                "At the beginning of each player's precombat main phase, that player adds {G}{G}."},
            {"Stoneshaker Shaman", "end step", "At the beginning of each end step, that player sacrifices an untapped land."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 3, qPrintable(QString::number(checked)));
    }

    void thePlayerWhoseStepBeginsIsRead()
    {
        // "that player" after "each player's upkeep" and "each player's end step": the active player.
        const AbilityDef* waters = parsed(QStringLiteral("Rising Waters"), 1);
        QVERIFY(waters);
        QCOMPARE(waters->event, TriggerEvent::EachUpkeep);
        QCOMPARE(waters->effect.value(0).kind, ActionKind::Untap);
        QCOMPARE(waters->effect.value(0).who, QStringLiteral("that_player"));
        QCOMPARE(waters->effect.value(0).object->types, quint16(CardType::Land));
        QCOMPARE(waters->effect.value(0).object->controller, Selector::Who::Any);
        QVERIFY(parsed(QStringLiteral("Hokori, Dust Drinker"), 1));
        const AbilityDef* shaman = parsed(QStringLiteral("Stoneshaker Shaman"), 0);
        QVERIFY(shaman);
        QCOMPARE(shaman->event, TriggerEvent::EndStep);
        QCOMPARE(shaman->effect.value(0).kind, ActionKind::Sacrifice);
        QCOMPARE(shaman->effect.value(0).who, QStringLiteral("that_player"));

        // "that player adds {G}{G}" in that player's precombat main phase (505.1, 106.4).
        const AbilityDef* vineyard = parsed(QStringLiteral("Eladamri's Vineyard"), 0);
        QVERIFY(vineyard);
        QCOMPARE(vineyard->event, TriggerEvent::EachPrecombatMain);
        QCOMPARE(vineyard->effect.value(0).kind, ActionKind::AddMana);
        QCOMPARE(vineyard->effect.value(0).text, QStringLiteral("{G}{G}"));
        QCOMPARE(vineyard->effect.value(0).who, QStringLiteral("that_player"));

        // "that player" after an event that names no player stays text.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("At the beginning of your upkeep, that player untaps a land they control.")));
        QVERIFY(!parser.ability(QStringLiteral("Whenever Test attacks, that player untaps a land they control.")));
    }

    void thePlayerWhoseUpkeepItIsUntapsALand()
    {
        // CR 502.3, 603.2: under Rising Waters lands don't untap in the untap step; in Nico's upkeep the
        // ability has Nico untap a land Nico controls, the one the resolve event chooses. Ana's land
        // stays tapped.
        const QByteArray objects = R"({"id": "waters", "card": "Rising Waters", "timestamp": 1},
            {"id": "forest", "card": "Forest", "timestamp": 2, "tapped": true},
            {"id": "nforest", "card": "Forest", "owner": "nico", "timestamp": 3, "tapped": true},
            {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 4, "tapped": true})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"},
            {"id": "e2", "resolve": "top", "choices": {"objects": ["nmountain"]}})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("waters:2")});
        QCOMPARE(play.finalState.object(QStringLiteral("nmountain"))->tapped, false);
        QCOMPARE(play.finalState.object(QStringLiteral("nforest"))->tapped, true);
        QCOMPARE(play.finalState.object(QStringLiteral("forest"))->tapped, true);
    }

    void thePlayerWhoseEndStepItIsSacrifices()
    {
        // CR 513.1, 701.17a: at the beginning of Ana's end step Ana sacrifices an untapped land: the
        // Mountain, not the tapped Forest; Nico sacrifices nothing.
        const QByteArray objects = R"({"id": "shaman", "card": "Stoneshaker Shaman", "owner": "nico", "timestamp": 1},
            {"id": "forest", "card": "Forest", "timestamp": 2, "tapped": true},
            {"id": "mountain", "card": "Mountain", "timestamp": 3},
            {"id": "nmountain", "card": "Mountain", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("shaman:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("mountain")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("forest")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(play, QStringLiteral("nmountain")), Zone::Battlefield);
    }

    void eachPlayersMainPhaseTriggers()
    {
        // CR 505.1, 603.2: Ana's Vineyard triggers at the beginning of Nico's precombat main phase too;
        // it is no mana ability (605.1b: no mana ability triggers it), so it uses the stack. Mana is
        // named, not tracked, and the log says so.
        const Playthrough play = test::playScenario(fixtures(),
            "{\"id\": \"vineyard\", \"card\": \"Eladamri's Vineyard\", \"timestamp\": 1}",   // no raw string: moc reads its ' as a character literal
            R"({"id": "e1", "begin": "main1"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("vineyard:1")});
        QCOMPARE(play.finalState.activePlayer(), QStringLiteral("nico"));
        QVERIFY2(test::happened(play).contains(QLatin1String("add_mana is not performed")), qPrintable(test::happened(play)));
    }

    void otherAttackersOfAKind()
    {
        // "for each other attacking Kithkin": a type that is its own plural, read since round 22 (the
        // round trip reads the written count back, RoundTripAmounts.cpp; played in tst_impleft22).
        const AbilityReport* heir = test::reportWith(fixtures(), QStringLiteral("Cenn's Heir"), QStringLiteral("attacks"));
        QVERIFY(heir);
        QCOMPARE(heir->status, AbilityStatus::Parsed);

        // CR 506.4, 608.2h: two Goblin Piledrivers attack; as each ability resolves it counts the other
        // attacking Goblin, so each gets +2/+0 until end of turn (1/2 becomes 3/2).
        const QByteArray objects = R"({"id": "p1", "card": "Goblin Piledriver", "timestamp": 1},
            {"id": "p2", "card": "Goblin Piledriver", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"p1": "nico", "p2": "nico"}},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), (QStringList{QStringLiteral("p1:2"), QStringLiteral("p2:2")}));
        QCOMPARE(ptOf(play, QStringLiteral("p1")), QStringLiteral("3/2"));
        QCOMPARE(ptOf(play, QStringLiteral("p2")), QStringLiteral("3/2"));
    }

    void aCreatureItDamagedDies()
    {
        // CR 120.3, 603.10a: Sengir Vampire deals 2 damage to Savannah Lions, which dies (704.5g): the
        // vampire's ability triggers and puts a +1/+1 counter on it. Hill Giant, dealt damage by the
        // Lions' controller's other source, dies without a counter for the vampire.
        const QByteArray objects = R"({"id": "vampire", "card": "Sengir Vampire", "timestamp": 1},
            {"id": "lions", "card": "Savannah Lions", "owner": "nico", "timestamp": 2},
            {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 3},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "vampire", "to": "lions", "amount": 2}]},
            {"id": "e2", "resolve": "top"},
            {"id": "e3", "damage": [{"source": "elves", "to": "giant", "amount": 3}]})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("lions")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("vampire:2")});
        QCOMPARE(countersOn(play, QStringLiteral("vampire"), QStringLiteral("+1/+1")), 1);
        QCOMPARE(test::zoneOf(play, QStringLiteral("giant")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{});
    }

    void theDamageMayComeEarlierInTheTurn()
    {
        // CR 120.3, 603.2: the Giant survives the vampire's 1 damage, then dies to more damage from
        // another source later in the turn: it was dealt damage by the vampire this turn, so it triggers.
        // The second Giant, dealt 1 damage by the vampire, dies to the Elves' damage only in the next
        // turn: that damage was dealt in another turn, and nothing triggers.
        const QByteArray objects = R"({"id": "vampire", "card": "Sengir Vampire", "timestamp": 1},
            {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 2},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 3},
            {"id": "giant2", "card": "Hill Giant", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "vampire", "to": "giant", "amount": 1},
                                       {"source": "vampire", "to": "giant2", "amount": 1}]},
            {"id": "e2", "damage": [{"source": "elves", "to": "giant", "amount": 2}]},
            {"id": "e3", "resolve": "top"},
            {"id": "e4", "begin": "upkeep"},
            {"id": "e5", "damage": [{"source": "elves", "to": "giant2", "amount": 3}]})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("vampire:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("giant2")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e5")), QStringList{});
        QCOMPARE(countersOn(play, QStringLiteral("vampire"), QStringLiteral("+1/+1")), 1);
    }

    void itDiesWithTheCreature()
    {
        // CR 603.10a: the vampire and the Giant deal each other lethal damage at once and both die; the
        // ability looks back in time and triggers (its counter then has no creature to go on).
        const QByteArray objects = R"({"id": "vampire", "card": "Sengir Vampire", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 2})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "vampire", "to": "giant", "amount": 4},
                                       {"source": "giant", "to": "vampire", "amount": 4}]})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("vampire")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("vampire:2")});
    }

    void onlyTheCreatureTheFilterNames()
    {
        // CR 603.2, 400.7: Trophy Hunter's ability waits for a creature with flying; Serra Angel
        // triggers it, Hill Giant (dealt damage by both) does not. Soul Collector returns the Giant
        // from Nico's graveyard to the battlefield under Ana's control.
        const QByteArray objects = R"({"id": "hunter", "card": "Trophy Hunter", "timestamp": 1},
            {"id": "collector", "card": "Soul Collector", "timestamp": 2},
            {"id": "angel", "card": "Serra Angel", "owner": "nico", "timestamp": 3},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "damage": [{"source": "hunter", "to": "giant", "amount": 2}]},
            {"id": "e2", "damage": [{"source": "hunter", "to": "angel", "amount": 4}]},
            {"id": "e3", "resolve": "top"},
            {"id": "e4", "damage": [{"source": "collector", "to": "giant", "amount": 1}]},
            {"id": "e5", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("hunter:2")});
        QCOMPARE(countersOn(play, QStringLiteral("hunter"), QStringLiteral("+1/+1")), 1);
        QCOMPARE(test::zoneOf(play, QStringLiteral("angel")), Zone::Graveyard);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e4")), QStringList{QStringLiteral("collector:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("giant")), Zone::Battlefield);
        const GameObject* giant = play.finalState.object(QStringLiteral("giant"));
        QVERIFY(giant);
        QCOMPARE(giant->controller, QStringLiteral("ana"));
    }
};

QTEST_GUILESS_MAIN(TestImportTriggers15)
#include "tst_importtriggers15.moc"
