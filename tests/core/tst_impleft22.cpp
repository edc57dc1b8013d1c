// Round 22 (`impleft22`), round 21's leftovers that need no model value (tests/data/import/impleft22.json).
// The Swords' pairs, two instructions in one sentence, each half read alone and written back joined:
// "~ deals 2 damage to any target and you draw a card" (Sword of Fire and Ice; Midnight Reaper's "deals 1
// damage to you and you draw a card"), "that player discards a card and you untap all lands you control"
// (Feast and Famine), "you create a 2/2 green Wolf creature token and that player puts the top ten cards of
// their library into their graveyard" (Body and Mind), "you gain 3 life and you may return up to one target
// creature card from your graveyard to your hand" (Light and Shadow). "That player loses half their life,
// rounded up" (Havoc Festival, Virtus the Veiled): only the player the trigger names. "Each creature … with a
// prey counter on it" after a trigger that names ~ (Tetzimoc, Primal Death; Patron of the Valiant): "it" is
// each creature of the set, not ~. "For each other attacking Kithkin", a type that is its own plural (Cenn's
// Heir; Aurochs, named for its type, whose sentence says "~" for it). "Whenever another Human creature dies" (Village Cannibals), written back with its "creature".
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
    return test::fixtureFile(QStringLiteral("impleft22.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Ana's Grizzly Bears wears `sword` and attacks Nico unblocked; the trigger goes on the stack as combat
// damage is dealt (510.3a) with `triggerTargets`, and resolves.
Playthrough swordHits(const char* sword, const QByteArray& more, const QByteArray& triggerTargets = "[]")
{
    // No raw string here: moc misreads one that starts with a quote and then finds no test class.
    const QByteArray objects = QByteArray("{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}, ")
        + "{\"id\": \"sword\", \"card\": \"" + sword + "\", \"attached_to\": \"bears\", \"timestamp\": 2}" + more;
    const QByteArray events = QByteArray(R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {}},)")
        + " {\"id\": \"e3\", \"begin\": \"combat_damage\", \"triggers\": {\"e3.1\": {\"targets\": " + triggerTargets
        + "}}}, {\"id\": \"e4\", \"resolve\": \"top\"}";
    return played(objects, events);
}

int tokensOf(const Playthrough& p, const QString& player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.zone == Zone::Battlefield && o.token && o.controller == player;
    return n;
}

}   // namespace

class TestImpLeft22 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 12);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The pair is two actions, in printed order; Light and Shadow's second is the choice (603.5).
    void swordPairsAreTwoActions()
    {
        const struct {
            const char* card;
            ActionKind first, second;
        } pairs[] = {{"Sword of Fire and Ice", ActionKind::Damage, ActionKind::Draw},
            {"Sword of Feast and Famine", ActionKind::Discard, ActionKind::Untap},
            {"Sword of Body and Mind", ActionKind::CreateToken, ActionKind::Mill},
            {"Sword of Light and Shadow", ActionKind::GainLife, ActionKind::ReturnToHand},
            {"Midnight Reaper", ActionKind::Damage, ActionKind::Draw}};
        for (const auto& pair : pairs) {
            const AbilityDef* a = test::parsedWith(fixtures(), QString::fromUtf8(pair.card), QStringLiteral(", "));   // the trigger
            QVERIFY2(a, pair.card);
            QCOMPARE(a->effect.size(), 2);
            QCOMPARE(a->effect[0].kind, pair.first);
            QCOMPARE(a->effect[1].kind, pair.second);
            QCOMPARE(a->effect[1].optional, pair.second == ActionKind::ReturnToHand);
        }
        const AbilityDef* mind = test::parsedWith(fixtures(), QStringLiteral("Sword of Body and Mind"), QStringLiteral("top ten"));
        QVERIFY(mind);
        QCOMPARE(mind->effect[1].amount.n, 10);
        QCOMPARE(mind->effect[1].who, QStringLiteral("that_player"));
    }

    // CR 510.3a, 603.2, 120.3, 121.1: the 4/4 bears deal 4 combat damage to Nico; the Sword deals 2 more to
    // him, its target, and Ana draws a card.
    void swordOfFireAndIceDealsTwoAndDraws()
    {
        const Playthrough p = swordHits("Sword of Fire and Ice", R"(, {"id": "lib", "card": "Forest", "zone": "library"})",
            R"(["nico"])");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("sword:2")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Hand);
    }

    // CR 701.9a, 701.26b: Nico discards his one card; Ana's tapped lands untap, Nico's stays tapped.
    void swordOfFeastAndFamineDiscardsAndUntaps()
    {
        const Playthrough p = swordHits("Sword of Feast and Famine",
            R"(, {"id": "nbolt", "card": "Lightning Bolt", "owner": "nico", "zone": "hand"},
            {"id": "f1", "card": "Forest", "tapped": true, "timestamp": 3},
            {"id": "f2", "card": "Forest", "tapped": true, "timestamp": 4},
            {"id": "nf", "card": "Forest", "owner": "nico", "tapped": true, "timestamp": 5})");
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbolt")), Zone::Graveyard);
        QVERIFY2(!test::tapped(p, QStringLiteral("f1")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("f2")));
        QVERIFY(test::tapped(p, QStringLiteral("nf")));
    }

    // CR 111.2, 701.13b: Ana gets the Wolf token; Nico puts the top ten cards of his library into his
    // graveyard, and the eleventh stays.
    void swordOfBodyAndMindMakesAWolfAndMillsTen()
    {
        QByteArray library;
        for (int i = 1; i <= 11; ++i)
            library += ", {\"id\": \"n" + QByteArray::number(i) + "\", \"card\": \"Forest\", \"owner\": \"nico\", \"zone\": \"library\"}";
        const Playthrough p = swordHits("Sword of Body and Mind", library);
        QCOMPARE(tokensOf(p, QStringLiteral("ana")), 1);
        for (int i = 1; i <= 10; ++i)
            QVERIFY2(test::zoneOf(p, QStringLiteral("n%1").arg(i)) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("n11")), Zone::Library);
    }

    // CR 119.3, 115.1, 603.5: Ana gains 3 life and returns the target creature card, her choice taken.
    void swordOfLightAndShadowGainsAndReturns()
    {
        const Playthrough p = swordHits("Sword of Light and Shadow",
            R"(, {"id": "elves", "card": "Llanowar Elves", "zone": "graveyard"})", R"(["elves"])");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 23, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("elves")), Zone::Hand);
    }

    // CR 700.4, 603.10a: Ana's nontoken creature dies; Midnight Reaper deals 1 damage to her and she draws.
    void midnightReaperDamagesAndDraws()
    {
        const Playthrough p = played(R"({"id": "reaper", "card": "Midnight Reaper", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}, {"id": "lib", "card": "Forest", "zone": "library"})",
            R"({"id": "e1", "move": "bears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("reaper:1")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib")), Zone::Hand);
    }

    // CR 107.1a, 503.1a: the next upkeep is Nico's; Havoc Festival makes him lose half his 20 life; Ana's
    // life stays.
    void havocFestivalHalvesTheUpkeepPlayersLife()
    {
        const Playthrough p = test::playScenario(fixtures(),
            R"({"id": "festival", "card": "Havoc Festival", "timestamp": 1})",
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("festival:2")});
        QCOMPARE(p.finalState.activePlayer(), QStringLiteral("nico"));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 10, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 510.3a, 107.1a: Virtus deals 1 combat damage to Nico (20 to 19); he then loses 10, half of 19
    // rounded up. Ana's life stays.
    void virtusHalvesTheDamagedPlayersLife()
    {
        const Playthrough p = played(R"({"id": "virtus", "card": "Virtus the Veiled", "timestamp": 1})",
            R"({"id": "e1", "attack": {"virtus": "nico"}}, {"id": "e2", "block": {}}, {"id": "e3", "begin": "combat_damage"},
               {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("virtus:3")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 9, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 122.1, 701.8a: Tetzimoc enters; Nico's creature with a prey counter is destroyed, his other creature
    // and Ana's own creature with a prey counter stay.
    void tetzimocDestroysOpponentsPreyedCreatures()
    {
        const Playthrough p = played(R"({"id": "tetz", "card": "Tetzimoc, Primal Death", "zone": "hand"},
            {"id": "prey", "card": "Grizzly Bears", "owner": "nico", "timestamp": 1, "counters": {"prey": 1}},
            {"id": "free", "card": "Grizzly Bears", "owner": "nico", "timestamp": 2},
            {"id": "mine", "card": "Grizzly Bears", "timestamp": 3, "counters": {"prey": 1}})",
            R"({"id": "e1", "move": "tetz", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("tetz:3")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("prey")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("free")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Battlefield);
    }

    // CR 122.1, 122.6: Patron of the Valiant enters; Ana's creature with a +1/+1 counter gets one more, her
    // other creature and Nico's creature with a counter get none.
    void patronOfTheValiantAddsToCountedCreatures()
    {
        const Playthrough p = played(R"({"id": "patron", "card": "Patron of the Valiant", "zone": "hand"},
            {"id": "grown", "card": "Grizzly Bears", "timestamp": 1, "counters": {"+1/+1": 1}},
            {"id": "plain", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "theirs", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3, "counters": {"+1/+1": 1}})",
            R"({"id": "e1", "move": "patron", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("patron:2")});
        QVERIFY2(test::countersOn(p, QStringLiteral("grown")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("plain")), 0);
        QCOMPARE(test::countersOn(p, QStringLiteral("theirs")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("patron")), 0);
    }

    // CR 506.4, 611.2c: two Heirs and a Bear attack; each Heir counts the other attacking Kithkin (one, not
    // itself nor the Bear) as its trigger resolves and gets +1/+1 until end of turn.
    void cennsHeirCountsTheOtherAttackingKithkin()
    {
        // No raw string: moc reads the name's ' as a character literal.
        const Playthrough p = played("{\"id\": \"h1\", \"card\": \"Cenn's Heir\", \"timestamp\": 1}, "
                                     "{\"id\": \"h2\", \"card\": \"Cenn's Heir\", \"timestamp\": 2}, "
                                     "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 3}",
            R"({"id": "e1", "attack": {"h1": "nico", "h2": "nico", "bears": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), (QStringList{QStringLiteral("h1:1"), QStringLiteral("h2:1")}));
        QVERIFY2(test::ptOf(p, QStringLiteral("h1")) == QStringLiteral("2/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("h2")), QStringLiteral("2/2"));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 700.4, 603.10a: Nico's Human Knight dies and Village Cannibals gets a +1/+1 counter; a Bear dying
    // (no Human) triggers nothing.
    void villageCannibalsGrowsWhenAHumanDies()
    {
        const QByteArray objects = R"({"id": "cannibals", "card": "Village Cannibals", "timestamp": 1},
            {"id": "knight", "card": "Black Knight", "owner": "nico", "timestamp": 2},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "knight", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("cannibals:1")});
        QVERIFY2(test::countersOn(p, QStringLiteral("cannibals")) == 1, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::countersOn(p, QStringLiteral("cannibals")), 0);
    }

    // CR 506.4, 611.2c: two Aurochs attack; each counts the other attacking Aurochs (the creature type its
    // name is) and gets +1/+0 until end of turn: 2/3 becomes 3/3.
    void aurochsCountsTheOtherAttackingAurochs()
    {
        const Playthrough p = played(R"({"id": "a1", "card": "Aurochs", "timestamp": 1},
            {"id": "a2", "card": "Aurochs", "timestamp": 2}, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})",
            R"({"id": "e1", "attack": {"a1": "nico", "a2": "nico", "bears": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), (QStringList{QStringLiteral("a1:2"), QStringLiteral("a2:2")}));
        QVERIFY2(test::ptOf(p, QStringLiteral("a1")) == QStringLiteral("3/3"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("a2")), QStringLiteral("3/3"));
    }
};

QTEST_GUILESS_MAIN(TestImpLeft22)
#include "tst_impleft22.moc"
