// Effects read from real cards' Oracle text (tests/data/import/keyword-actions.json): the keyword
// actions amass (701.47), adapt (701.46), support (701.41), explore (701.44) and populate (701.30);
// a whole hand or graveyard ("exile target player's graveyard"); "the life lost this way"; "that
// player" after a trigger that names one player; "… and 1 damage to you"; "target opponent or
// planeswalker"; "look at the top N cards …, then put them back in any order". Each is checked as
// read, as the card format keeps it, and as the event player performs it (or names it not performed).
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("keyword-actions.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int plusCounters(const Playthrough& play, const char* id)
{
    const GameObject* o = play.finalState.object(QLatin1String(id));
    return o ? o->counterCount(QStringLiteral("+1/+1")) : -1;
}

}   // namespace

class TestImportKeywordActions : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        QCOMPARE(fixtures().cards.size(), 20);
        // Round 30: Barbed Wire's "Prevent the next 1 damage that would be dealt by ~" is read too
        // (tst_impprevent30 plays it).
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
    }

    void keywordActionsAreRead()
    {
        const AbilityDef* reaver = parsed(QStringLiteral("Lazotep Reaver"), 0);   // 701.47a
        QVERIFY(reaver);
        QCOMPARE(reaver->effect.size(), 1);
        QCOMPARE(reaver->effect[0].kind, ActionKind::Amass);
        QCOMPARE(reaver->effect[0].amount.n, 1);
        // 701.41a: "other" targets on a permanent, any on an instant or sorcery.
        const AbilityDef* lagac = parsed(QStringLiteral("Saddleback Lagac"), 0);
        QVERIFY(lagac);
        QCOMPARE(lagac->effect[0].kind, ActionKind::Support);
        QCOMPARE(lagac->targets.size(), 1);
        QCOMPARE(int(lagac->targets[0].upTo), 2);
        QVERIFY(lagac->targets[0].other);
        const AbilityDef* shoulder = parsed(QStringLiteral("Shoulder to Shoulder"), 0);
        QVERIFY(shoulder);
        QCOMPARE(shoulder->effect[0].kind, ActionKind::Support);
        QVERIFY(!shoulder->targets[0].other);
        const AbilityDef* branchwalker = parsed(QStringLiteral("Merfolk Branchwalker"), 0);   // 701.44a
        QVERIFY(branchwalker);
        QCOMPARE(branchwalker->effect[0].kind, ActionKind::Explore);
        QCOMPARE(branchwalker->effect[0].object->ref, Selector::Ref::Self);   // "it": the ~ the trigger names
        const AbilityDef* ranks = parsed(QStringLiteral("Growing Ranks"), 0);   // 701.30a
        QVERIFY(ranks);
        QCOMPARE(ranks->effect[0].kind, ActionKind::Populate);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("Amass 0.")));
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, another creature explores.")));
    }

    void playerZonesAndLifeLostThisWay()
    {
        const AbilityDef* bog = parsed(QStringLiteral("Bojuka Bog"), 1);
        QVERIFY(bog);
        QCOMPARE(bog->effect[0].kind, ActionKind::ExileGraveyard);
        QCOMPARE(bog->effect[0].who, QStringLiteral("target_player"));
        const AbilityDef* morningtide = parsed(QStringLiteral("Morningtide"), 0);
        QVERIFY(morningtide);
        QCOMPARE(morningtide->effect[0].who, QStringLiteral("each_player"));
        const AbilityDef* tithe = parsed(QStringLiteral("Blood Tithe"), 0);
        QVERIFY(tithe);
        QCOMPARE(tithe->effect.size(), 2);
        QVERIFY(tithe->effect[1].amountOf);
        QCOMPARE(tithe->effect[1].amountOf->kind, Expr::Kind::LifeLostThisWay);
        // Without a loss before it, "the life lost this way" names nothing.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("Draw a card. You gain life equal to the life lost this way.")));
    }

    void thatPlayerIsTheTriggersPlayer()
    {
        const AbilityDef* wire = parsed(QStringLiteral("Barbed Wire"), 0);
        QVERIFY(wire);
        QCOMPARE(wire->effect[0].kind, ActionKind::Damage);
        QCOMPARE(wire->effect[0].who, QStringLiteral("that_player"));
        const AbilityDef* apparition = parsed(QStringLiteral("Chilling Apparition"), 1);
        QVERIFY(apparition);
        QCOMPARE(apparition->effect[0].kind, ActionKind::Discard);
        QCOMPARE(apparition->effect[0].who, QStringLiteral("that_player"));
        // A trigger whose event names no player, or no trigger at all: "that player" is nobody.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("When ~ enters, that player discards a card.")));
        QVERIFY(!parser.ability(QStringLiteral("{T}: ~ deals 1 damage to that player.")));
    }

    void drainOfAnOpponentAndSetsThatCantBlock()
    {
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr drain = parser.ability(QStringLiteral("{1}: Target opponent loses 2 life and you gain 2 life."));
        QVERIFY(drain);
        QCOMPARE(drain->effect[0].kind, ActionKind::Drain);
        QCOMPARE(drain->targets.size(), 1);
        QCOMPARE(drain->targets[0].controller, Selector::Who::Opponent);
        QVERIFY(!parser.ability(QStringLiteral("{1}: Target opponent loses 2 life and you gain 3 life.")));
        // 514.2, 611.2c: a set of creatures, until end of turn (a sorcery's spell ability).
        TypeLine sorcery;
        sorcery.cardTypes = quint16(CardType::Sorcery);
        OracleParser spell(QStringLiteral("Test"), sorcery, {});
        const AbilityPtr falter = spell.ability(QStringLiteral("Creatures without flying can't block this turn."));
        QVERIFY(falter);
        QCOMPARE(falter->effect[0].kind, ActionKind::Continuous);
        QCOMPARE(falter->effect[0].continuous->affects->withoutKeyword, QStringLiteral("Flying"));
        QCOMPARE(falter->effect[0].continuous->duration, Duration::EndOfTurn);
        QVERIFY(!spell.ability(QStringLiteral("Creature without flying can't block this turn.")));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 20);
    }

    void amassCreatesTheArmyOnce()
    {
        // 701.47a: no Army, so a 0/0 black Zombie Army token is created and gets the counter; the
        // second amass puts its counter on that Army, creating no other.
        const Playthrough play = played(R"({"id": "r1", "card": "Lazotep Reaver", "zone": "hand"},
            {"id": "r2", "card": "Lazotep Reaver", "zone": "hand"})",
            R"({"id": "e1", "cast": "r1"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"},
               {"id": "e4", "cast": "r2"}, {"id": "e5", "resolve": "top"}, {"id": "e6", "resolve": "top"})");
        int armies = 0;
        for (const GameObject& o : play.finalState.objects)
            if (o.zone == Zone::Battlefield && o.token) {
                ++armies;
                QCOMPARE(o.counterCount(QStringLiteral("+1/+1")), 2);
            }
        QCOMPARE(armies, 1);
    }

    void supportCountersOnTheTargets()
    {
        const Playthrough play = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2},
            {"id": "lagac", "card": "Saddleback Lagac", "zone": "hand"})",
            R"({"id": "e1", "cast": "lagac"},
               {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["bears", "maw"]}}},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(plusCounters(play, "bears"), 1);
        QCOMPARE(plusCounters(play, "maw"), 1);
        QCOMPARE(plusCounters(play, "lagac"), 0);
    }

    void lifeLostThisWayIsWhatWasLost()
    {
        // Blood Tithe: the opponent loses 3, and its controller gains the 3 lost.
        const Playthrough play = played(R"({"id": "tithe", "card": "Blood Tithe", "zone": "hand"})",
            R"({"id": "e1", "cast": "tithe"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 17);
        QCOMPARE(play.finalState.player(QStringLiteral("ana"))->life, 23);
    }

    void thatPlayerTakesTheDamage()
    {
        // Barbed Wire at the beginning of each player's upkeep: the next turn is Nico's, who is dealt 1.
        const Playthrough play = played(R"({"id": "wire", "card": "Barbed Wire", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 19);
        QCOMPARE(play.finalState.player(QStringLiteral("ana"))->life, 20);
    }

    void fireslingerDealsDamageToItsController()
    {
        const Playthrough play = played(R"({"id": "slinger", "card": "Fireslinger", "timestamp": 1})",
            R"({"id": "e1", "activate": "slinger", "ability": 1, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.player(QStringLiteral("nico"))->life, 19);
        QCOMPARE(play.finalState.player(QStringLiteral("ana"))->life, 19);
    }

    void bogExilesTheTargetPlayersGraveyard()
    {
        const Playthrough play = played(R"({"id": "bog", "card": "Bojuka Bog", "zone": "hand"},
            {"id": "g1", "card": "Grizzly Bears", "zone": "graveyard", "owner": "nico"},
            {"id": "g2", "card": "Lightning Bolt", "zone": "graveyard", "owner": "nico"},
            {"id": "mine", "card": "Grizzly Bears", "zone": "graveyard"})",
            R"({"id": "e1", "move": ["bog"], "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.finalState.object(QStringLiteral("g1"))->zone, Zone::Exile);
        QCOMPARE(play.finalState.object(QStringLiteral("g2"))->zone, Zone::Exile);
        QCOMPARE(play.finalState.object(QStringLiteral("mine"))->zone, Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestImportKeywordActions)
#include "tst_importkeywordactions.moc"
