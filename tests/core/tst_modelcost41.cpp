// Costs and actions read from real cards' Oracle text (tests/data/import/modelcost41.json), round 41: "Exert ~" (Steward
// of Solidarity, Oasis Ritualist), "Pay half your life, rounded up" (Murderous Betrayal), "Activate this ability no more
// than three times each turn" (Soul Kiss), "Put a -1/-1 counter on a creature you control" (Hatchet Bully), "Exile a
// creature you control" (City of Shadows), "Unattach all Equipment from target creature" (Disarm), "unattach enchanted
// Equipment" (Carry Away) and a life total exchanged with ~'s toughness or power (Tree of Redemption, Tree of Perdition,
// Evra, Halcyon Witness). The built-in Grizzly Bears and Bonesplitter are the other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("modelcost41.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The same with Ana's life total `life`.
Playthrough playedAtLife(int life, const QByteArray& objects, const QByteArray& events)
{
    const auto state = test::readScenario(
        test::libraryOf(fixtures()), test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(life)));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

// The one cost part of `kind` of ability `index` of `card`; null when there is none.
const CostPart* costPart(const QString& card, int index, CostKind kind)
{
    const AbilityDef* a = test::parsedAbility(fixtures(), card, index);
    if (!a)
        return nullptr;
    for (const CostPart& c : a->costParts)
        if (c.kind == kind)
            return &c;
    return nullptr;
}

}   // namespace

class TestModelCost41 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(),
            {"Steward of Solidarity", "Oasis Ritualist", "Murderous Betrayal", "Soul Kiss", "Hatchet Bully", "City of Shadows",
                "Disarm", "Carry Away", "Tree of Redemption", "Tree of Perdition", "Evra, Halcyon Witness"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 11);
    }

    // CR 701.43a: "Exert ~" is a cost part of the source itself.
    void exertIsACostPart()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Steward of Solidarity"), 0),
            QStringLiteral("{T}, Exert ~: Create a 1/1 white Warrior creature token with vigilance."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Oasis Ritualist"), 1),
            QStringLiteral("{T}, Exert ~: Add two mana of any one color."));
        QVERIFY(costPart(QStringLiteral("Steward of Solidarity"), 0, CostKind::ExertSelf));
        QVERIFY(costPart(QStringLiteral("Oasis Ritualist"), 1, CostKind::ExertSelf));
    }

    // CR 701.43a, 502.3: exerted as the cost is paid, the Steward doesn't untap during Ana's next untap step (the second
    // "begin untap": Nico's comes first) and untaps in the one after; the token is made.
    void exertedStewardStaysTappedOneUntapStep()
    {
        const QByteArray steward = test::objectJson("steward", "Steward of Solidarity");
        const Playthrough p = played(steward,
            R"({"id": "e1", "activate": "steward", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("Steward of Solidarity is exerted")), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("steward")));
        QCOMPARE(test::idsIn(p.finalState, Zone::Battlefield).size(), 2);   // the Warrior token
        const Playthrough later = played(steward,
            R"({"id": "e1", "activate": "steward", "ability": 1}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"},
               {"id": "e6", "begin": "untap"})");
        QVERIFY(!test::tapped(later, QStringLiteral("steward")));
    }

    // CR 119.4, 107.1a: half of 15 life rounded up is 8: Ana pays it and goes to 7; the target is destroyed.
    void murderousBetrayalPaysHalfRoundedUp()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Murderous Betrayal"), 0),
            QStringLiteral("{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature. It can't be regenerated."));
        QVERIFY(costPart(QStringLiteral("Murderous Betrayal"), 0, CostKind::PayHalfLife));
        const Playthrough p = playedAtLife(15,
            test::objectJson("betrayal", "Murderous Betrayal") + "," + test::objectJson("bears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "betrayal", "ability": 1, "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 7, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
    }

    // CR 602.5b: "no more than three times each turn": the fourth activation in one turn is refused; three resolve,
    // each +2/+2 (613.4c).
    void soulKissActivatesThreeTimesEachTurn()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Soul Kiss"), 1),
            QStringLiteral("{B}, Pay 1 life: Enchanted creature gets +2/+2 until end of turn. Activate no more than three "
                           "times each turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Soul Kiss"), 1);
        QVERIFY(a);
        QCOMPARE(a->restriction, ActivationRestriction::ThriceEachTurn);
        const Playthrough p = played(test::objectJson("bears", "Grizzly Bears") + ","
                + test::objectJson("kiss", "Soul Kiss", R"(, "attached_to": "bears")"),
            R"({"id": "e1", "activate": "kiss", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "activate": "kiss", "ability": 2}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "activate": "kiss", "ability": 2}, {"id": "e6", "resolve": "top"},
               {"id": "e7", "activate": "kiss", "ability": 2})");
        QVERIFY(!test::refused(p, "e5"));
        QVERIFY2(test::refused(p, "e7"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("8/8"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 17);
    }

    // CR 602.2b, 122.1: the -1/-1 counter goes on the creature the activation names, another than the Bully here.
    void hatchetBullyPutsACounterOnACreatureYouControl()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hatchet Bully"), 0),
            QStringLiteral("{2}{R}, {T}, Put a -1/-1 counter on a creature you control: ~ deals 2 damage to any target."));
        const CostPart* c = costPart(QStringLiteral("Hatchet Bully"), 0, CostKind::PutCounters);
        QVERIFY(c);
        QCOMPARE(c->counterKind, QStringLiteral("-1/-1"));
        QVERIFY(c->card);
        QCOMPARE(c->card->controller, Selector::Who::You);
        const Playthrough p = played(test::objectJson("bully", "Hatchet Bully") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "bully", "ability": 1, "targets": ["nico"], "choices": {"objects": ["bears"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("-1/-1")) == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bully"), QStringLiteral("-1/-1")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 602.2b, 122.1: "Put two +1/+1 counters on a creature you control" picks one creature and puts both counters
    // on it; the amount is the counters', not the creatures'. No card of the dev set pays this cost with two counters,
    // so a made-up variant of Hatchet Bully carries it (modelcost41-madeup.json).
    void twoCountersGoOnOneCreature()
    {
        const ImportResult& madeUp = test::fixtureFile(QStringLiteral("modelcost41-madeup.json"));
        QCOMPARE(test::writtenText(madeUp, QStringLiteral("Two-Counter Bully"), 0),
            QStringLiteral("{2}{R}, {T}, Put two +1/+1 counters on a creature you control: ~ deals 2 damage to any target."));
        const Playthrough p = test::playScenario(madeUp,
            test::objectJson("bully", "Two-Counter Bully") + "," + test::objectJson("bears", "Grizzly Bears"),
            R"({"id": "e1", "activate": "bully", "ability": 1, "targets": ["nico"], "choices": {"objects": ["bears"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("+1/+1")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bully"), QStringLiteral("+1/+1")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
    }

    // CR 602.2b, 118.3: the creature exiled is one Ana controls; with none, the cost can't be paid.
    void cityOfShadowsExilesACreatureYouControl()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("City of Shadows"), 0),
            QStringLiteral("{T}, Exile a creature you control: Put a storage counter on ~."));
        QVERIFY(costPart(QStringLiteral("City of Shadows"), 0, CostKind::ExilePermanent));
        const QByteArray city = test::objectJson("city", "City of Shadows");
        const Playthrough p = played(city + "," + test::objectJson("bears", "Grizzly Bears") + ","
                + test::objectJson("nbears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "city", "ability": 1, "choices": {"objects": ["nbears", "bears"]}},
               {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Battlefield);
        QCOMPARE(test::countersOn(p, QStringLiteral("city"), QStringLiteral("storage")), 1);
        const Playthrough none = played(city + "," + test::objectJson("nbears", "Grizzly Bears", "", "nico"),
            R"({"id": "e1", "activate": "city", "ability": 1})");
        QVERIFY(test::refused(none, "e1"));
        QCOMPARE(test::zoneOf(none, QStringLiteral("nbears")), Zone::Battlefield);
    }

    // CR 701.3d: Disarm unattaches every Equipment from the target; the Equipment stays on the battlefield.
    void disarmUnattachesTheEquipment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Disarm"), 0),
            QStringLiteral("Unattach all Equipment from target creature."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Disarm"), 0, ActionKind::Unattach);
        QVERIFY(a);
        QCOMPARE(a->text, QStringLiteral("equipment_from"));
        const QByteArray board = test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("splitter", "Bonesplitter", R"(, "attached_to": "bears")", "nico") + ","
            + test::objectJson("disarm", "Disarm", R"(, "zone": "hand")");
        const Playthrough p = played(board, R"({"id": "e1", "cast": "disarm", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("2/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("splitter")), Zone::Battlefield);
        const Playthrough before = played(board, {});
        QCOMPARE(test::ptOf(before, QStringLiteral("bears")), QStringLiteral("4/2"));
    }

    // CR 701.3d, 303.4: Carry Away's trigger unattaches the Equipment it enchants.
    void carryAwayUnattachesEnchantedEquipment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Carry Away"), 1),
            QStringLiteral("When ~ enters, unattach enchanted Equipment."));
        const Playthrough p = played(test::objectJson("bears", "Grizzly Bears", "", "nico") + ","
                + test::objectJson("splitter", "Bonesplitter", R"(, "attached_to": "bears")", "nico") + ","
                + test::objectJson("carry", "Carry Away", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "carry", "targets": ["splitter"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("Bonesplitter is unattached")), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
    }

    // CR 701.12, 613.4b: Ana at 7 life exchanges it with the Tree's toughness 13: she goes to 13 and the Tree's toughness
    // becomes 7 (layer 7b), and stays so after the turn.
    void treeOfRedemptionExchangesLifeAndToughness()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tree of Redemption"), 1),
            QStringLiteral("{T}: Exchange your life total with ~'s toughness."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Tree of Redemption"), 1, ActionKind::ExchangeLifeTotals);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->ref, Selector::Ref::Self);
        QCOMPARE(a->text, QStringLiteral("toughness"));
        const Playthrough p = playedAtLife(7, test::objectJson("tree", "Tree of Redemption"),
            R"({"id": "e1", "activate": "tree", "ability": 2}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "cleanup"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 13, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("tree")), QStringLiteral("0/7"));
    }

    // CR 701.12: the target opponent's life total and the Tree's toughness.
    void treeOfPerditionExchangesTheOpponentsLife()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tree of Perdition"), 1),
            QStringLiteral("{T}: Exchange target opponent's life total with ~'s toughness."));
        const Playthrough p = played(test::objectJson("tree", "Tree of Perdition"),
            R"({"id": "e1", "activate": "tree", "ability": 2, "targets": ["nico"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 13, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::ptOf(p, QStringLiteral("tree")), QStringLiteral("0/20"));
    }

    // CR 701.12, 613.4b: Evra's power (4) and Ana's 20 life: she goes to 4, Evra's power to 20.
    void evraExchangesLifeAndPower()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Evra, Halcyon Witness"), 1),
            QStringLiteral("{4}: Exchange your life total with ~'s power."));
        const Playthrough p = played(test::objectJson("evra", "Evra, Halcyon Witness"),
            R"({"id": "e1", "activate": "evra", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 4, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("evra")), QStringLiteral("20/4"));
    }
};

QTEST_GUILESS_MAIN(TestModelCost41)
#include "tst_modelcost41.moc"
