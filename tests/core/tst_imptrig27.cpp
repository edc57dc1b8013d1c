// Triggered abilities of entering and dying read from real cards' Oracle text
// (tests/data/import/imptrig27.json), round 27: "Its controller creates …" after "destroy up to one target"
// (Cavalier of Dawn); "Those creatures don't untap during their controllers' next untap steps." after "tap
// all nonblue creatures" (Breaching Leviathan); "sacrifice ~ and it deals 3 damage to …" (Mogg Bombers) and
// "exile it and put a +1/+1 counter on each Vampire you control" (Patron of the Vein); "if it had no time
// counters on it" (Lost Auramancers); Earwig Squad's search of the target opponent's library after its
// prowl condition; "~ becomes a 5/5 Demon creature … in addition to its other types" (Daxos's Torment);
// "target opponent gains control of ~" (Avarice Amulet).
// Falkenrath Reaver is the vanilla Vampire the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig27.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The tokens `player` controls on the battlefield at the end of a playthrough.
int tokensOf(const Playthrough& p, const QString& player)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.token && o.zone == Zone::Battlefield && o.controller == player)
            ++n;
    return n;
}

}   // namespace

class TestImpTrig27 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 9);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cavalier of Dawn"), 1),
            QStringLiteral("When ~ enters, destroy up to one target nonland permanent. Its controller creates a 3/3 "
                           "colorless Golem artifact creature token."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Breaching Leviathan"), 0),
            QStringLiteral("When ~ enters, if you cast it from your hand, tap nonblue creatures. Those creatures don't "
                           "untap during their controllers' next untap steps."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mogg Bombers"), 0),
            QStringLiteral("Whenever another creature enters, sacrifice ~ and it deals 3 damage to target player or planeswalker."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Patron of the Vein"), 2),
            QStringLiteral("Whenever a creature an opponent controls dies, exile it and put a +1/+1 counter on Vampires you control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lost Auramancers"), 1),
            QStringLiteral("When ~ dies, if it had no time counters on it, you may search your library for an enchantment "
                           "card, put it onto the battlefield, then shuffle."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Earwig Squad"), 1),
            QStringLiteral("When ~ enters, if ~'s prowl cost was paid, search target opponent's library for three cards "
                           "and exile them. Then that player shuffles their library."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Avarice Amulet"), 1),
            QStringLiteral("Whenever equipped creature dies, target opponent gains control of ~."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Daxos's Torment"), 0),
            QStringLiteral("Whenever ~ or another enchantment you control enters, until end of turn, ~ becomes a 5/5 Demon "
                           "creature with flying and haste in addition to its other types."));
    }

    // CR 608.2b, 608.2h, 111.2: Cavalier of Dawn destroys Nico's Grizzly Bears and Nico creates the Golem.
    // Put on the stack with no target, it does nothing: nobody creates a Golem (the Cavalier's ruling).
    void cavalierOfDawnGivesTheGolemToTheTargetsController()
    {
        const QByteArray objects = R"({"id": "cav", "card": "Cavalier of Dawn", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "cav", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["bears"]}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(tokensOf(p, QStringLiteral("nico")), 1);
        QCOMPARE(tokensOf(p, QStringLiteral("ana")), 0);
        p = played(objects, R"({"id": "e1", "move": "cav", "to": "battlefield",
            "triggers": {"e1.1": {"targets": []}}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(tokensOf(p, QStringLiteral("nico")), 0);
        QCOMPARE(tokensOf(p, QStringLiteral("ana")), 0);
    }

    // CR 603.4, 502.3: Breaching Leviathan cast from Ana's hand taps Nico's Grizzly Bears (green), which stay
    // tapped through Nico's next untap step; a blue creature is not tapped. Nico's Forest untaps (not a creature).
    void breachingLeviathanKeepsTheNonblueTapped()
    {
        const QByteArray objects = R"({"id": "lev", "card": "Breaching Leviathan", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 1},
            {"id": "bird", "card": "Ornithopter", "owner": "nico", "controller": "nico", "timestamp": 2},
            {"id": "forest", "card": "Forest", "owner": "nico", "controller": "nico", "tapped": true, "timestamp": 3})";
        const Playthrough p = played(objects, R"({"id": "e1", "cast": "lev"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "begin": "untap"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lev")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("bears")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("forest")));
        QVERIFY(test::tapped(p, QStringLiteral("bird")));   // colorless: nonblue too
        QVERIFY(!test::tapped(p, QStringLiteral("lev")));   // blue
    }

    // CR 701.17a, 608.2h: Grizzly Bears enter; Mogg Bombers is sacrificed and deals 3 damage to Nico as it
    // last existed on the battlefield.
    void moggBombersSacrificedThenDealsDamage()
    {
        const Playthrough p = played(R"({"id": "bombers", "card": "Mogg Bombers", "timestamp": 1},
            {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "move": "bears", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bombers")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 400.7, 122.1: Nico's Grizzly Bears die; Patron of the Vein exiles the card they became and Ana's
    // Vampires (Falkenrath Reaver and the Patron itself) each get a +1/+1 counter. Ana's own Bears dying
    // trigger nothing.
    void patronOfTheVeinExilesAndFeedsVampires()
    {
        const QByteArray objects = R"({"id": "patron", "card": "Patron of the Vein", "timestamp": 1},
            {"id": "reaver", "card": "Falkenrath Reaver", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 4})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "nbears", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nbears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("reaver")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("patron")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(objects, R"({"id": "e1", "move": "bears", "to": "graveyard"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 603.4, 603.10a: Lost Auramancers dies with no time counters on it: its ability triggers. With one
    // left (as it last existed), it doesn't.
    void lostAuramancersTriggersOnlyWithoutTimeCounters()
    {
        Playthrough p = played(R"({"id": "aura", "card": "Lost Auramancers", "timestamp": 1})",
            R"({"id": "e1", "move": "aura", "to": "graveyard"})");
        QVERIFY2(p.finalState.stack.size() == 1, qPrintable(test::happened(p)));
        p = played(R"({"id": "aura", "card": "Lost Auramancers", "timestamp": 1, "counters": {"time": 1}})",
            R"({"id": "e1", "move": "aura", "to": "graveyard"})");
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 702.76a, 603.4, 701.23: Earwig Squad cast for its prowl cost searches Nico's library for three cards
    // and exiles them; cast for its mana cost, nothing triggers.
    void earwigSquadExilesFromTheTargetsLibrary()
    {
        const QByteArray objects = R"({"id": "squad", "card": "Earwig Squad", "zone": "hand"},
            {"id": "l1", "card": "Forest", "owner": "nico", "zone": "library"}, {"id": "l2", "card": "Forest", "owner": "nico", "zone": "library"},
            {"id": "l3", "card": "Forest", "owner": "nico", "zone": "library"}, {"id": "l4", "card": "Forest", "owner": "nico", "zone": "library"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "squad", "choices": {"paid": ["prowl"]}},
            {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::idsIn(p.finalState, Zone::Exile).size() == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 1);
        p = played(objects, R"({"id": "e1", "cast": "squad"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Library).size(), 4);
    }

    // CR 613.1b, 611.2a: Ana's Grizzly Bears equipped with Avarice Amulet die; Nico, the target opponent,
    // controls the Amulet from then on, also after the turn ends.
    void avariceAmuletGoesToTheTargetOpponent()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "amulet", "card": "Avarice Amulet", "attached_to": "bears", "timestamp": 2})",
            R"({"id": "e1", "move": "bears", "to": "graveyard", "triggers": {"e1.1": {"targets": ["nico"]}}},
               {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        const Characteristics* amulet = test::charsOf(p, QStringLiteral("amulet"));
        QVERIFY2(amulet && amulet->controller == QLatin1String("nico"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("amulet")), Zone::Battlefield);
    }

    // CR 205.1b, 613.1d, 613.4b: Daxos's Torment enters and becomes a 5/5 Demon creature with flying and
    // haste until end of turn, still an enchantment; after the cleanup step it is an enchantment alone.
    void daxossTormentBecomesADemon()
    {
        const QByteArray objects = "{\"id\": \"dax\", \"card\": \"Daxos's Torment\", \"zone\": \"hand\"}";   // no raw string: moc
        const QByteArray enters = R"({"id": "e1", "move": "dax", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, enters);
        const Characteristics* c = test::charsOf(p, QStringLiteral("dax"));
        QVERIFY2(c, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("dax")), QStringLiteral("5/5"));
        QVERIFY(c->type.has(CardType::Creature));
        QVERIFY(c->type.has(CardType::Enchantment));
        QVERIFY(c->hasKeyword(QStringLiteral("Flying")));
        QVERIFY(c->hasKeyword(QStringLiteral("Haste")));
        p = played(objects, enters + R"(, {"id": "e3", "begin": "cleanup"})");
        c = test::charsOf(p, QStringLiteral("dax"));
        QVERIFY2(c && !c->type.has(CardType::Creature), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig27)
#include "tst_imptrig27.moc"
