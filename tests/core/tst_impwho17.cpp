// Round 17 (impwho17): the trigger's players whose objects a selector names (Selector::whose), read
// from real cards' Oracle text (tests/data/import/impwho17.json) and played by the event player:
// "target creature defending player controls" (508.5a), "target artifact or enchantment that player
// controls" after combat damage to a player (603.7c), "tap all creatures defending player controls", "exile
// target card from that player's graveyard"; and
// an intervening "if that player has one or fewer cards in hand" (Condition::who, 603.4); "whenever you
// cast your second spell each turn" (601.2i).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impwho17.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

bool tapped(const Playthrough& play, const QString& id)
{
    const GameObject* o = play.finalState.object(id);
    return o && o->tapped;
}

// Ana's Fiend Binder attacks Nico, her Savannah Lions first among the objects, his Hill Giant after them;
// `attack` is the attack event's extra keys (the trigger's targets), then its ability resolves.
Playthrough binderAttacks(const QByteArray& attack)
{
    const QByteArray objects = R"({"id": "binder", "card": "Fiend Binder", "timestamp": 1},
        {"id": "lions", "card": "Savannah Lions", "timestamp": 2},
        {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 3})";
    return test::playScenario(fixtures(), objects,
        R"({"id": "e1", "attack": {"binder": "nico"})" + attack + R"(}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpWho17 : public QObject {
    Q_OBJECT
private slots:
    void theTriggersPlayerIsRead()
    {
        const AbilityDef* binder = parsed(QStringLiteral("Fiend Binder"), 0);
        QVERIFY(binder);
        QCOMPARE(binder->targets.size(), 1);
        QCOMPARE(binder->targets[0].whose, QStringLiteral("defending_player"));
        QCOMPARE(binder->targets[0].controller, Selector::Who::Any);
        const AbilityDef* shaman = parsed(QStringLiteral("Sunder Shaman"), 1);
        QVERIFY(shaman);
        QCOMPARE(shaman->targets.value(0).whose, QStringLiteral("that_player"));
        const AbilityDef* torrent = parsed(QStringLiteral("Torrent Elemental"), 1);
        QVERIFY(torrent);
        QVERIFY(torrent->targets.isEmpty());
        QCOMPARE(torrent->effect.value(0).object.value_or(Selector()).whose, QStringLiteral("defending_player"));
    }

    void readOnlyWhereThePlayerIsKnown()
    {
        // 603.7c: "that player" needs an event that names one player; "defending player" an attack
        // (508.5a). A spell or an enters trigger knows neither, so the sentence stays text.
        TypeLine sorcery;
        sorcery.add(CardType::Sorcery);
        OracleParser spell(QStringLiteral("Test"), sorcery, {});
        QVERIFY(!spell.ability(QStringLiteral("Tap target creature that player controls.")));
        TypeLine bear;
        bear.add(CardType::Creature);
        OracleParser creature(QStringLiteral("Test"), bear, {});
        QVERIFY(!creature.ability(QStringLiteral("When ~ enters the battlefield, tap target creature defending player controls.")));
        QVERIFY(!creature.ability(QStringLiteral("When ~ enters the battlefield, tap target creature that player controls.")));
        QVERIFY(creature.ability(QStringLiteral("Whenever ~ attacks, tap target creature defending player controls.")));
        // Round 40: an amount of the defending player's set ("the number of lands defending player controls") is
        // counted as an attack trigger resolves (Terra Ravager, 608.2h); after a block, nobody is read as defending.
        QVERIFY(creature.ability(QStringLiteral(
            "Whenever ~ attacks, it gets +X/+0 until end of turn, where X is the number of lands defending player controls.")));
        QVERIFY(!creature.ability(QStringLiteral(
            "Whenever ~ blocks, it gets +X/+0 until end of turn, where X is the number of lands defending player controls.")));
    }

    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Fiend Binder", "attacks", "Whenever ~ attacks, tap target creature defending player controls."},
            {"Sunder Shaman", "combat damage",
                "Whenever ~ deals combat damage to a player, destroy target artifact or enchantment that player controls."},
            {"Torrent Elemental", "attacks", "Whenever ~ attacks, tap creatures defending player controls."},
            {"Mistblade Shinobi", "combat damage",
                "Whenever ~ deals combat damage to a player, you may return target creature that player controls to its owner's hand."},
            {"Hellkite Whelp", "attacks", "Whenever ~ attacks, ~ deals 1 damage to target creature defending player controls."},
            // "they" and "them" after "if that player has …" are that player (the round trip reads them so)
            {"Shrieking Affliction", "upkeep",
                "At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand, that player loses 3 life."},
            {"Razor Pendulum", "end step",
                "At the beginning of each end step, if that player has 5 or less life, ~ deals 2 damage to that player."},
            {"Misers' Cage", "upkeep",
                "At the beginning of each opponent's upkeep, if that player has five or more cards in hand, ~ deals 2 damage to that player."},
            {"Zombie Cannibal", "graveyard",
                "Whenever ~ deals combat damage to a player, you may exile target card from that player's graveyard."},
            {"Graven Abomination", "graveyard", "Whenever ~ attacks, exile target card from defending player's graveyard."},
            {"Pyromancer's Assault", "second spell",
                "Whenever you cast your second spell each turn, ~ deals 2 damage to any target."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void aConditionOfThatPlayerIsRead()
    {
        const AbilityDef* affliction = parsed(QStringLiteral("Shrieking Affliction"), 0);
        QVERIFY(affliction && affliction->triggerIf);
        QCOMPARE(affliction->triggerIf->kind, Condition::Kind::HandAtMost);
        QCOMPARE(affliction->triggerIf->n, 1);
        QCOMPARE(affliction->triggerIf->who, QStringLiteral("that_player"));
        QCOMPARE(affliction->effect.value(0).who, QStringLiteral("that_player"));
        const AbilityDef* barghest = parsed(QStringLiteral("Hollowborn Barghest"), 1);
        QVERIFY(barghest && barghest->triggerIf);
        QCOMPARE(barghest->triggerIf->kind, Condition::Kind::HandEmpty);
        QCOMPARE(barghest->triggerIf->who, QStringLiteral("that_player"));
        // 603.7c: "that player" needs an event that names one player; "at the beginning of your upkeep"
        // names you only as "you".
        TypeLine enchantment;
        enchantment.add(CardType::Enchantment);
        OracleParser parser(QStringLiteral("Test"), enchantment, {});
        QVERIFY(!parser.ability(QStringLiteral(
            "At the beginning of your upkeep, if that player has no cards in hand, they lose 2 life.")));
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
    }

    void aTargetDefendingPlayerControls()
    {
        // CR 508.5a, 603.3d: Ana's Fiend Binder attacks Nico. Her own Savannah Lions come first among
        // the objects but are no legal target; the ability targets Nico's Hill Giant and taps it.
        const Playthrough play = binderAttacks({});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("binder:1")});
        QVERIFY(tapped(play, QStringLiteral("giant")));
        QVERIFY(!tapped(play, QStringLiteral("lions")));
    }

    void aTargetAnotherPlayerControlsIsIllegal()
    {
        // CR 603.3d, 601.2c: the scenario names Ana's own Lions as the target; defending player, Nico,
        // doesn't control them, so they can't be chosen as the ability triggers: the attack is refused
        // and nothing is tapped.
        const Playthrough play = binderAttacks(R"(, "triggers": {"e1.1": {"targets": ["lions"]}})");
        QCOMPARE(test::doneOrRefusal(play).value(0), QStringLiteral("603.3d"));
        QVERIFY(!tapped(play, QStringLiteral("lions")));
        QVERIFY(!tapped(play, QStringLiteral("giant")));
        QVERIFY(!tapped(play, QStringLiteral("binder")));
    }

    void eachCreatureDefendingPlayerControls()
    {
        // CR 508.5a: Torrent Elemental attacks Nico: his Hill Giant and Llanowar Elves become tapped,
        // Ana's Savannah Lions don't.
        const QByteArray objects = R"({"id": "torrent", "card": "Torrent Elemental", "timestamp": 1},
            {"id": "lions", "card": "Savannah Lions", "timestamp": 2},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 3},
            {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "timestamp": 4})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"torrent": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("torrent:2")});
        QVERIFY(tapped(play, QStringLiteral("giant")));
        QVERIFY(tapped(play, QStringLiteral("elves")));
        QVERIFY(!tapped(play, QStringLiteral("lions")));
    }

    void aTargetThePlayerDealtDamageControls()
    {
        // CR 603.7c, 510.2: Sunder Shaman deals combat damage to Nico; its ability targets an artifact or
        // enchantment Nico controls: his Ornithopter is destroyed, Ana's Glorious Anthem (first among
        // the objects, and making the Shaman 6/6: 6 damage) stays.
        const QByteArray objects = R"({"id": "shaman", "card": "Sunder Shaman", "timestamp": 1},
            {"id": "anthem", "card": "Glorious Anthem", "timestamp": 2},
            {"id": "thopter", "card": "Ornithopter", "owner": "nico", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"shaman": "nico"}}, {"id": "e2", "begin": "combat_damage"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 14);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("shaman:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(play, QStringLiteral("anthem")), Zone::Battlefield);
    }

    void thatPlayersHandAsTheUpkeepBegins()
    {
        // CR 603.4, 603.7c: Nico's upkeep begins with one card in his hand: Ana's Shrieking Affliction
        // triggers and he loses 3 life. Hollowborn Barghest asks for no cards in his hand: it doesn't.
        const QByteArray objects = R"({"id": "affliction", "card": "Shrieking Affliction", "timestamp": 1},
            {"id": "barghest", "card": "Hollowborn Barghest", "timestamp": 2},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "zone": "hand", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("affliction:1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void twoCardsInThatPlayersHand()
    {
        // CR 603.4: with two cards in Nico's hand, Shrieking Affliction's intervening "if" is false.
        const QByteArray objects = R"({"id": "affliction", "card": "Shrieking Affliction", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "zone": "hand", "timestamp": 2},
            {"id": "elves", "card": "Llanowar Elves", "owner": "nico", "zone": "hand", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects, R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 20);
    }

    void aCardFromThatPlayersGraveyard()
    {
        // CR 603.7c, 108.3: Zombie Cannibal deals combat damage to Nico; its target must be a card in
        // Nico's graveyard. Ana's Hill Giant, first among the objects, stays; Nico's Lions are exiled.
        const QByteArray objects = R"({"id": "cannibal", "card": "Zombie Cannibal", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "zone": "graveyard", "timestamp": 2},
            {"id": "lions", "card": "Savannah Lions", "owner": "nico", "zone": "graveyard", "timestamp": 3})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"cannibal": "nico"}}, {"id": "e2", "begin": "combat_damage"},
            {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e2")), QStringList{QStringLiteral("cannibal:1")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("lions")), Zone::Exile);
        QCOMPARE(test::zoneOf(play, QStringLiteral("giant")), Zone::Graveyard);
    }

    void theSecondSpellEachTurn()
    {
        const AbilityDef* jori = parsed(QStringLiteral("Jori En, Ruin Diver"), 0);
        QVERIFY(jori);
        QCOMPARE(jori->event, TriggerEvent::YouCastSecondSpellEachTurn);
        // CR 601.2i, 603.2: Ana casts Ornithopter, then Savannah Lions, then Llanowar Elves: Jori En
        // triggers for the Lions only, the second spell she cast this turn.
        const QByteArray objects = R"({"id": "jori", "card": "Jori En, Ruin Diver", "timestamp": 1},
            {"id": "thopter", "card": "Ornithopter", "zone": "hand", "timestamp": 2},
            {"id": "lions", "card": "Savannah Lions", "zone": "hand", "timestamp": 3},
            {"id": "elves", "card": "Llanowar Elves", "zone": "hand", "timestamp": 4},
            {"id": "top", "card": "Hill Giant", "zone": "library", "timestamp": 5})";
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "cast": "thopter"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "lions"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"},
            {"id": "e6", "cast": "elves"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{QStringLiteral("jori:1")});
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e6")), QStringList{});
        QCOMPARE(test::zoneOf(play, QStringLiteral("top")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpWho17)
#include "tst_impwho17.moc"
