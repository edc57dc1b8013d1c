// "At the beginning of …" triggers of round 16 read from real cards' Oracle text
// (tests/data/import/impupkeep16.json) and played by the event player: the intervening "if" in Oracle's
// other words (603.4: "twenty or more", "there are no Zombies on the battlefield", "~ has no charge
// counters on it", "if ~ is tapped, put a storage counter on it"), "you win the game" (104.2b), and
// "sacrifice a creature [other than ~]. If you can't, …" (701.17a).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

using test::countersOn;

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impupkeep16.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

bool won(const Playthrough& play, const QString& player)
{
    const Player* p = play.finalState.player(player);
    return p && p->won;
}

}   // namespace

class TestImpUpkeep16 : public QObject {
    Q_OBJECT
private slots:
    void writtenBackWordForWord()
    {
        const struct {
            const char* card;
            const char* words;
            const char* written;
        } cases[] = {
            {"Simic Ascendancy", "win the game",
                "At the beginning of your upkeep, if ~ has twenty or more growth counters on it, you win the game."},
            {"Test of Endurance", "win the game", "At the beginning of your upkeep, if you have 50 or more life, you win the game."},
            {"Epic Struggle", "win the game", "At the beginning of your upkeep, if you control twenty or more creatures, you win the game."},
            {"Eldrazi Monument", "upkeep", "At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice ~."},
            {"Lord of the Pit", "upkeep",
                "At the beginning of your upkeep, sacrifice another creature. If you can't, ~ deals 7 damage to you."},
            {"Woebringer Demon", "upkeep",
                "At the beginning of each upkeep, that player sacrifices a creature. If the player can't, sacrifice ~."},
            {"Demonic Taskmaster", "upkeep", "At the beginning of your upkeep, sacrifice another creature."},
            {"Bottomless Vault", "upkeep", "At the beginning of your upkeep, if ~ is tapped, put a storage counter on ~."},
            {"Mana Bloom", "upkeep",
                "At the beginning of your upkeep, if there are no charge counters on ~, return ~ to its owner's hand."},
            {"See Red", "end step",
                "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice ~."},
            {"Shadowborn Demon", "upkeep",
                "At the beginning of your upkeep, if there are fewer than six creature cards in your graveyard, sacrifice a creature."},
            {"Sarcomancy", "upkeep", "At the beginning of your upkeep, if no Zombies are on the battlefield, ~ deals 1 damage to you."},
            {"Kezzerdrix", "upkeep",
                "At the beginning of your upkeep, if no opponent controls a creature, ~ deals 4 damage to you."},
            {"Oversold Cemetery", "upkeep",
                "At the beginning of your upkeep, if you have four or more creature cards in your graveyard, you may return "
                "target creature card from your graveyard to your hand."},
        };
        test::checkWrittenBackEach(fixtures(), cases);
    }

    void cardFormatKeepsThem()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void theConditionsAreTheOnesAsLongAsReads()
    {
        const AbilityDef* demon = parsed(QStringLiteral("Shadowborn Demon"), 2);
        QVERIFY(demon && demon->triggerIf);
        QCOMPARE(demon->triggerIf->kind, Condition::Kind::GraveyardHas);
        QCOMPARE(demon->triggerIf->n, 6);
        QVERIFY(demon->triggerIf->negated);   // "fewer than six"
        const AbilityDef* bloom = parsed(QStringLiteral("Mana Bloom"), 2);
        QVERIFY(bloom && bloom->triggerIf);
        QCOMPARE(bloom->triggerIf->kind, Condition::Kind::SelfCountersAtLeast);
        QVERIFY(bloom->triggerIf->negated);
        QCOMPARE(bloom->effect.value(0).object->ref, Selector::Ref::Self);   // "return it": ~
        const AbilityDef* monument = parsed(QStringLiteral("Eldrazi Monument"), 1);
        QVERIFY(monument);
        QCOMPARE(monument->effect.value(1).kind, ActionKind::Sacrifice);
        QVERIFY(monument->effect.value(1).ifYouDont);
    }

    void twentyCountersWinTheGame()
    {
        // CR 104.2b, 603.4: with twenty growth counters on Simic Ascendancy, its upkeep trigger has Nico
        // win the game; with nineteen the intervening "if" is false and nothing triggers.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "sa", "card": "Simic Ascendancy", "owner": "nico", "timestamp": 1, "counters": {"growth": 20}})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("sa:3")});
        QVERIFY(won(play, QStringLiteral("nico")));
        const Playthrough short19 = test::playScenario(fixtures(),
            R"({"id": "sa", "card": "Simic Ascendancy", "owner": "nico", "timestamp": 1, "counters": {"growth": 19}})",
            R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(test::eventOutcome(short19, QStringLiteral("e1")), QStringList{});
        QVERIFY(!won(short19, QStringLiteral("nico")));
    }

    void anOpponentsPlatinumAngelStopsTheWin()
    {
        // CR 104.2b, 101.2: Ana's Platinum Angel says Ana's opponents can't win the game: Nico's Simic
        // Ascendancy resolves, and Nico does not win.
        const Playthrough play = test::playScenario(fixtures(),
            R"({"id": "sa", "card": "Simic Ascendancy", "owner": "nico", "timestamp": 1, "counters": {"growth": 20}},
            {"id": "angel", "card": "Platinum Angel", "timestamp": 2})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("sa:3")});
        QVERIFY(!won(play, QStringLiteral("nico")));
        QVERIFY2(test::happened(play).contains(QLatin1String("can't win the game")), qPrintable(test::happened(play)));
    }

    void aSacrificeThatCantBeMade()
    {
        // CR 701.17a: Nico controls a creature, so Eldrazi Monument's upkeep trigger sacrifices it and the
        // Monument stays. With no creature to sacrifice, "If you can't" sacrifices the Monument.
        const Playthrough withBears = test::playScenario(fixtures(),
            R"({"id": "em", "card": "Eldrazi Monument", "owner": "nico", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(withBears, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(withBears, QStringLiteral("em")), Zone::Battlefield);
        const Playthrough alone = test::playScenario(fixtures(), R"({"id": "em", "card": "Eldrazi Monument", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(alone, QStringLiteral("em")), Zone::Graveyard);
    }

    void thePlayerWhoCantSacrifice()
    {
        // CR 701.17a, 603.2: in Nico's upkeep Ana's Woebringer Demon has Nico sacrifice a creature; Nico
        // controls none, so "If the player can't" has Ana sacrifice the Demon.
        const Playthrough play = test::playScenario(fixtures(), R"({"id": "woe", "card": "Woebringer Demon", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")), QStringList{QStringLiteral("woe:2")});
        QCOMPARE(test::zoneOf(play, QStringLiteral("woe")), Zone::Graveyard);
    }

    void lordOfThePitCantSacrificeItself()
    {
        // CR 701.17a: "a creature other than Lord of the Pit": alone, it can't sacrifice itself, so it
        // deals 7 damage to Nico (20 → 13) and stays.
        const Playthrough play = test::playScenario(fixtures(), R"({"id": "lord", "card": "Lord of the Pit", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("lord")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 13);
    }

    void theTappedVaultStoresACounter()
    {
        // CR 603.4, 502.3: Bottomless Vault's trigger waits for it to be tapped at the beginning of the
        // upkeep; kept tapped in the untap step, it gets a storage counter; untapped, nothing triggers.
        const Playthrough tapped = test::playScenario(fixtures(),
            R"({"id": "vault", "card": "Bottomless Vault", "owner": "nico", "timestamp": 1, "tapped": true})",
            R"({"id": "e1", "begin": "upkeep", "choices": {"objects": ["vault"]}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(countersOn(tapped, QStringLiteral("vault"), QStringLiteral("storage")), 1);
        const Playthrough untapped = test::playScenario(fixtures(),
            R"({"id": "vault", "card": "Bottomless Vault", "owner": "nico", "timestamp": 1})", R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(test::eventOutcome(untapped, QStringLiteral("e1")), QStringList{});
        QCOMPARE(countersOn(untapped, QStringLiteral("vault"), QStringLiteral("storage")), 0);
    }

    void anEmptyBloomReturnsToHand()
    {
        // CR 603.4: Mana Bloom with no charge counters returns to its owner's hand; with one, it stays.
        const Playthrough empty = test::playScenario(fixtures(), R"({"id": "bloom", "card": "Mana Bloom", "owner": "nico", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(empty, QStringLiteral("bloom")), Zone::Hand);
        const Playthrough charged = test::playScenario(fixtures(),
            R"({"id": "bloom", "card": "Mana Bloom", "owner": "nico", "timestamp": 1, "counters": {"charge": 1}})",
            R"({"id": "e1", "begin": "upkeep"})");
        QCOMPARE(test::zoneOf(charged, QStringLiteral("bloom")), Zone::Battlefield);
    }
};

QTEST_MAIN(TestImpUpkeep16)
#include "tst_impupkeep16.moc"
