// Counters read from real cards (tests/data/import/imptoken16.json) and put by the event player: counters
// on players ("defending player gets a poison counter", "you get an experience counter", 122.1), "remove
// all +1/+1 counters from ~" (122.8), and counters counted as the ability resolves ("put X +1/+1 counters
// on target creature, where X is your life total", "put a loyalty counter on ~ for each creature you
// control", 608.2h).
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptoken16.json"));
}

const CardLibrary& library()
{
    return test::libraryOf(fixtures());
}

// Ana and Nico, Nico with `nicoPoison` poison counters, the objects and the events.
Playthrough play(const QByteArray& objects, const QByteArray& events, int nicoPoison = 0)
{
    const QByteArray nico = ", \"poison\": " + QByteArray::number(nicoPoison);
    const auto state = test::readScenario(
        library(), test::scenarioJson(objects, events, {}, nico), QStringLiteral("imptoken16.strata.json"));
    return state ? EventPlayer::play(*state, library()) : Playthrough();
}

const Player* player(const Playthrough& p, const QString& id)
{
    return p.finalState.player(id);
}

}   // namespace

class TestImpToken16 : public QObject {
    Q_OBJECT
private slots:
    // CR 122.1: counters put on a player, not a permanent: no object, `who` names the players.
    void playerCountersAreRead()
    {
        const AbilityDef* cobra = test::parsedAbility(fixtures(), QStringLiteral("Crypt Cobra"), 0);
        QVERIFY(cobra);
        QCOMPARE(cobra->event, TriggerEvent::SelfAttacksUnblocked);
        QCOMPARE(cobra->effect.size(), 1);
        QCOMPARE(cobra->effect[0].kind, ActionKind::PutCounter);
        QVERIFY(!cobra->effect[0].object);
        QCOMPARE(cobra->effect[0].who, QStringLiteral("defending_player"));
        QCOMPARE(cobra->effect[0].counters.kind, QStringLiteral("poison"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crypt Cobra"), 0),
            QStringLiteral("Whenever ~ attacks and isn't blocked, defending player gets a poison counter."));
        const AbilityDef* rats = test::parsedAbility(fixtures(), QStringLiteral("Ichor Rats"), 1);
        QVERIFY(rats);
        QCOMPARE(rats->effect.value(0).who, QStringLiteral("each_player"));
        const AbilityDef* kalemne = test::parsedAbility(fixtures(), QStringLiteral("Kalemne, Disciple of Iroas"), 2);
        QVERIFY(kalemne);
        QCOMPARE(kalemne->effect.value(0).kind, ActionKind::PutCounter);
        QCOMPARE(kalemne->effect.value(0).who, QString());   // you
        QCOMPARE(kalemne->effect.value(0).counters.kind, QStringLiteral("experience"));
        const AbilityDef* relic = test::parsedAbility(fixtures(), QStringLiteral("Relic Putrescence"), 1);
        QVERIFY(relic);
        QCOMPARE(relic->effect.value(0).who, QStringLiteral("controller_of_it"));   // the tapped artifact's
    }

    // CR 122.8, 608.2h: "remove all" is the counters on ~ of that kind; X and "for each" are counted.
    void countedCountersAreRead()
    {
        const AbilityDef* hound = test::parsedAbility(fixtures(), QStringLiteral("Blood Hound"), 1);
        QVERIFY(hound);
        QCOMPARE(hound->effect.value(0).kind, ActionKind::RemoveCounter);
        QVERIFY(hound->effect.value(0).amountOf);
        QCOMPARE(hound->effect.value(0).amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Blood Hound"), 1),
            QStringLiteral("At the beginning of your end step, remove all +1/+1 counters from ~."));
        const AbilityDef* ajani = test::parsedAbility(fixtures(), QStringLiteral("Ajani, Valiant Protector"), 2);
        QVERIFY(ajani);
        QCOMPARE(ajani->effect.value(0).kind, ActionKind::PutCounter);
        QVERIFY(ajani->effect.value(0).amountOf);
        QCOMPARE(ajani->effect.value(0).amountOf->kind, Expr::Kind::Life);
        QVERIFY(ajani->effect.value(0).amount.x);   // "where X is"
        const AbilityDef* huatli = test::parsedAbility(fixtures(), QStringLiteral("Huatli, Radiant Champion"), 0);
        QVERIFY(huatli);
        QVERIFY(huatli->effect.value(0).amountOf);
        QCOMPARE(huatli->effect.value(0).amountOf->kind, Expr::Kind::Count);
        QVERIFY(!huatli->effect.value(0).amount.x);   // "for each"
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Huatli, Radiant Champion"), 0),
            QStringLiteral("+1: Put a loyalty counter on ~ for each creature you control."));
    }

    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(checked >= 10);
    }

    // CR 509.1h, 122.1, 704.5c: the Cobra attacks Nico, who has 9 poison counters; nothing blocks it, so
    // its ability gives Nico a tenth, and Nico loses the game.
    void cobraPoisonsDefendingPlayer()
    {
        const Playthrough p = play(R"({"id": "cobra", "card": "Crypt Cobra", "timestamp": 1})",
            R"({"id": "e1", "attack": {"cobra": "nico"}}, {"id": "e2", "block": {}},
               {"id": "e3", "resolve": "top"})",
            9);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("cobra:1")});
        QVERIFY(player(p, QStringLiteral("nico")));
        QCOMPARE(player(p, QStringLiteral("nico"))->poison, 10);
        QVERIFY(player(p, QStringLiteral("nico"))->lost);
        QCOMPARE(player(p, QStringLiteral("ana"))->poison, 0);
        // CR 509.1h: a blocked Cobra does not trigger.
        const Playthrough blocked = play(R"({"id": "cobra", "card": "Crypt Cobra", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "attack": {"cobra": "nico"}}, {"id": "e2", "block": {"bears": ["cobra"]}})", 9);
        QCOMPARE(test::eventOutcome(blocked, QStringLiteral("e2")), QStringList{});
        QCOMPARE(player(blocked, QStringLiteral("nico"))->poison, 9);
    }

    // CR 122.1: Ichor Rats enters: each player gets a poison counter. Kalemne's experience counter is
    // a counter of Ana's own, which its static ability counts (+1/+1 for each).
    void eachPlayerAndYouGetCounters()
    {
        const Playthrough rats = play(R"({"id": "rats", "card": "Ichor Rats", "zone": "hand"})",
            R"({"id": "e1", "cast": "rats"}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(player(rats, QStringLiteral("ana"))->poison, 1);
        QCOMPARE(player(rats, QStringLiteral("nico"))->poison, 1);
        const Playthrough kalemne = play(R"({"id": "k", "card": "Kalemne, Disciple of Iroas", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "zone": "hand"})",
            R"({"id": "e1", "cast": "wurm"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(kalemne, QStringLiteral("e1")), QStringList{QStringLiteral("k:3")});
        QCOMPARE(player(kalemne, QStringLiteral("ana"))->counters.value(QStringLiteral("experience")), 1);
        QCOMPARE(player(kalemne, QStringLiteral("nico"))->counters.value(QStringLiteral("experience")), 0);
    }

    // CR 122.8, 513.1: at the beginning of Ana's end step Blood Hound loses all three of its +1/+1
    // counters.
    void houndLosesAllItsCounters()
    {
        const Playthrough p = play(R"({"id": "hound", "card": "Blood Hound", "timestamp": 1, "counters": {"+1/+1": 3}})",
            R"({"id": "e1", "begin": "end"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("hound:2")});
        QCOMPARE(countersOn(p, QStringLiteral("hound"), QStringLiteral("+1/+1")), 0);
    }

    // CR 606.4, 608.2h: Ajani's -11 puts X counters on the target, X Ana's life total (20) as it resolves;
    // Huatli's +1 puts a loyalty counter for each of Ana's two creatures (3 + 1 + 2 = 6).
    void countedCountersArePut()
    {
        const Playthrough ajani = play(R"({"id": "ajani", "card": "Ajani, Valiant Protector", "timestamp": 1, "counters": {"loyalty": 12}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})",
            R"({"id": "e1", "activate": "ajani", "ability": 3, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(countersOn(ajani, QStringLiteral("bears"), QStringLiteral("+1/+1")), 20);
        QCOMPARE(countersOn(ajani, QStringLiteral("ajani"), QStringLiteral("loyalty")), 1);
        const Playthrough huatli = play(R"({"id": "huatli", "card": "Huatli, Radiant Champion", "timestamp": 1, "counters": {"loyalty": 3}},
            {"id": "b1", "card": "Grizzly Bears", "timestamp": 2}, {"id": "b2", "card": "Grizzly Bears", "timestamp": 3},
            {"id": "b3", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "activate": "huatli", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(countersOn(huatli, QStringLiteral("huatli"), QStringLiteral("loyalty")), 6);
    }

    // "you lose 1 life and create …", "put a +1/+1 counter on ~ and you gain 2 life": two actions of one
    // sentence; "Remove three quest counters from ~ and sacrifice it" two costs (602.2b).
    void pairsAndQuestCostsAreRead()
    {
        const AbilityDef* blossom = test::parsedAbility(fixtures(), QStringLiteral("Bitterblossom"), 0);
        QVERIFY(blossom);
        QCOMPARE(blossom->effect.size(), 2);
        QCOMPARE(blossom->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(blossom->effect[1].kind, ActionKind::CreateToken);
        const AbilityDef* host = test::parsedAbility(fixtures(), QStringLiteral("Blood Host"), 0);
        QVERIFY(host);
        QCOMPARE(host->effect.size(), 2);
        QCOMPARE(host->effect[0].kind, ActionKind::PutCounter);
        QCOMPARE(host->effect[1].kind, ActionKind::GainLife);
        const AbilityDef* quest = test::parsedAbility(fixtures(), QStringLiteral("Quest for the Gravelord"), 1);
        QVERIFY(quest);
        QCOMPARE(quest->costParts.size(), 2);
        QCOMPARE(quest->costParts[0].kind, CostKind::RemoveCounters);
        QCOMPARE(quest->costParts[0].amount, 3);
        QCOMPARE(quest->costParts[1].kind, CostKind::Sacrifice);
    }

    // CR 503.1, 119.3, 111.2: in Nico's upkeep (the next turn's) his Bitterblossom's ability makes him
    // lose 1 life and create a 1/1 black Faerie Rogue with flying.
    void bitterblossomLosesLifeAndCreates()
    {
        const Playthrough p = play(R"({"id": "blossom", "card": "Bitterblossom", "controller": "nico", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("blossom:1")});
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        int faeries = 0;
        for (const GameObject& o : p.finalState.objects)
            if (o.zone == Zone::Battlefield && o.card && o.card->front.name == QLatin1String("Faerie Rogue"))
                ++faeries;
        QCOMPARE(faeries, 1);
    }

    // CR 602.2b, 118.3: the quest's cost removes its three quest counters and sacrifices it; with two
    // counters the activation is refused.
    void questPaysBothCosts()
    {
        const Playthrough p = play(R"({"id": "quest", "card": "Quest for the Gravelord", "timestamp": 1, "counters": {"quest": 3}})",
            R"({"id": "e1", "activate": "quest", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("quest")), Zone::Graveyard);
        int giants = 0;
        for (const GameObject& o : p.finalState.objects)
            if (o.zone == Zone::Battlefield && o.card && o.card->front.name == QLatin1String("Zombie Giant"))
                ++giants;
        QCOMPARE(giants, 1);
        const Playthrough two = play(R"({"id": "quest", "card": "Quest for the Gravelord", "timestamp": 1, "counters": {"quest": 2}})",
            R"({"id": "e1", "activate": "quest", "ability": 2})");
        QVERIFY(!test::eventOutcome(two, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::zoneOf(two, QStringLiteral("quest")), Zone::Battlefield);
    }
};

QTEST_GUILESS_MAIN(TestImpToken16)
#include "tst_imptoken16.moc"
