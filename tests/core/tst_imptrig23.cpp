// Triggered abilities of entering and dying read from real cards' Oracle text
// (tests/data/import/imptrig23.json), round 23: devotion as an amount as the ability resolves, "each
// opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel) and "it deals damage
// to each opponent equal to your devotion to red" (Fanatic of Mogis), "create a number of 1/0 blue Elemental
// creature tokens equal to your devotion to blue" (Master of Waves, 700.5); "you may gain life equal to the
// number of Allies you control" (Ondu Cleric); the power or toughness of the
// creature that died, as it last existed on the battlefield (603.10a, 608.2h): "create X 1/1 … tokens,
// where X is its power" (Murder Investigation), "its controller loses life equal to its power and you gain
// life equal to its toughness" (Death Watch), "target player loses X life and you gain X life, where X is
// its power" (Dying Wish), "you gain X life and draw X cards, where X is its toughness" (Fruit of the First
// Tree), "you gain life and draw cards equal to its power" (Lifeblood Hydra); "return that card to the
// battlefield under your control with a +1/+1 counter on it" (Unholy Indenture, 614.1c); "create a 1/1
// white Soldier creature token, then attach ~ to it" (Ancestral Blade, 701.3a); "you may put X +1/+1
// counters on ~, where X is that creature's power" (Hamletback Goliath, 603.7c).
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
    return test::fixtureFile(QStringLiteral("imptrig23.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// `id` dies (put into its owner's graveyard from the battlefield), then the top of the stack resolves.
const QByteArray kDiesThenResolve = R"({"id": "e1", "move": "%1", "to": "graveyard"}, {"id": "e2", "resolve": "top"})";

Playthrough dies(const QByteArray& objects, const char* id)
{
    return played(objects, QString::fromUtf8(kDiesThenResolve).arg(QLatin1String(id)).toUtf8());
}

// Five Swamps in Ana's library, "lib1" … "lib5".
const QByteArray kLibrary = R"({"id": "lib1", "card": "Swamp", "zone": "library"}, {"id": "lib2", "card": "Swamp", "zone": "library"},
    {"id": "lib3", "card": "Swamp", "zone": "library"}, {"id": "lib4", "card": "Swamp", "zone": "library"},
    {"id": "lib5", "card": "Swamp", "zone": "library"})";

int inHand(const Playthrough& p)
{
    int n = 0;
    for (const char* id : {"lib1", "lib2", "lib3", "lib4", "lib5"})
        n += test::zoneOf(p, QLatin1String(id)) == Zone::Hand ? 1 : 0;
    return n;
}

int tokens(const Playthrough& p)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.token && o.zone == Zone::Battlefield ? 1 : 0;
    return n;
}

}   // namespace

class TestImpTrig23 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 20);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The amounts are written back as the Oracle text says them, each once.
    void sharedAmountsAreWrittenOnce()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fruit of the First Tree"), 1),
            QStringLiteral("Whenever enchanted creature dies, you gain X life and draw X cards, where X is its toughness."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lifeblood Hydra"), 2),
            QStringLiteral("When ~ dies, you gain life and draw cards equal to its power."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gray Merchant of Asphodel"), 0),
            QStringLiteral("When ~ enters, each opponent loses X life, where X is your devotion to black. "
                           "You gain life equal to the life lost this way."));
    }

    // CR 700.5, 119.3: Gray Merchant ({3}{B}{B}) enters beside Ana's Cabal Evangel ({1}{B}): her devotion
    // to black is 3 (the Merchant's own symbols count). Nico loses 3, Ana gains what he lost. Nico's own
    // Cabal Evangel counts for nobody here; the Evangel entering triggers nothing.
    void grayMerchantDrainsHerDevotion()
    {
        const QByteArray objects = R"({"id": "gm", "card": "Gray Merchant of Asphodel", "zone": "hand", "timestamp": 1},
            {"id": "ev", "card": "Cabal Evangel", "timestamp": 2},
            {"id": "nev", "card": "Cabal Evangel", "owner": "nico", "timestamp": 3},
            {"id": "ev2", "card": "Cabal Evangel", "zone": "hand", "timestamp": 4})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "gm", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        p = played(objects, R"({"id": "e1", "move": "ev2", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 700.5, 120.3: Fanatic of Mogis ({3}{R}) enters beside Ana's Dwarven Trader ({R}): 2 damage to
    // Nico, none to Ana.
    void fanaticOfMogisDealsItsDevotion()
    {
        const Playthrough p = played(R"({"id": "fan", "card": "Fanatic of Mogis", "zone": "hand", "timestamp": 1},
            {"id": "dt", "card": "Dwarven Trader", "timestamp": 2})",
            R"({"id": "e1", "move": "fan", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 700.5, 111.2: Master of Waves ({3}{U}) enters beside Ana's Horned Turtle ({2}{U}): two 1/0
    // Elementals, 2/1 with the Master's +1/+1. The Turtle entering makes none.
    void masterOfWavesMakesItsDevotionInTokens()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Master of Waves"), 2),
            QStringLiteral("When ~ enters, create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue."));
        const QByteArray objects = R"({"id": "mw", "card": "Master of Waves", "zone": "hand", "timestamp": 1},
            {"id": "turtle", "card": "Horned Turtle", "timestamp": 2},
            {"id": "turtle2", "card": "Horned Turtle", "zone": "hand", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "mw", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokens(p), 2);
        for (const GameObject& o : p.finalState.objects)
            if (o.exists && o.token)
                QCOMPARE(test::ptOf(p, o.id), QStringLiteral("2/1"));
        p = played(objects, R"({"id": "e1", "move": "turtle2", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(tokens(p), 0);
    }

    // CR 603.5, 119.1: Ondu Cleric enters beside Ana's Expedition Envoy: two Allies, she may gain 2. Nico's
    // Envoy entering does not trigger it (under his control, not hers).
    void onduClericGainsForEachAlly()
    {
        const QByteArray objects = R"({"id": "oc", "card": "Ondu Cleric", "zone": "hand", "timestamp": 1},
            {"id": "env", "card": "Expedition Envoy", "timestamp": 2},
            {"id": "nenv", "card": "Expedition Envoy", "owner": "nico", "zone": "hand", "timestamp": 3})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "oc", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
        p = played(objects, R"({"id": "e1", "move": "oc", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = played(R"({"id": "oc", "card": "Ondu Cleric", "timestamp": 1},
            {"id": "nenv", "card": "Expedition Envoy", "owner": "nico", "zone": "hand", "timestamp": 3})",
            R"({"id": "e1", "move": "nenv", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
    }

    // CR 603.10a, 608.2h, 111.2: Murder Investigation's Hill Giant (3/3) dies: three Soldiers. Her Centaur
    // Courser, not enchanted, dying makes none.
    void murderInvestigationCountsThePowerItHad()
    {
        const QByteArray objects = R"({"id": "giant", "card": "Hill Giant", "timestamp": 1},
            {"id": "mi", "card": "Murder Investigation", "timestamp": 2, "attached_to": "giant"},
            {"id": "cc", "card": "Centaur Courser", "timestamp": 3})";
        Playthrough p = dies(objects, "giant");
        QCOMPARE(tokens(p), 3);
        p = dies(objects, "cc");
        QCOMPARE(tokens(p), 0);
    }

    // CR 603.10a, 608.2h, 119.3: Ana's Death Watch on Nico's Giant Spider (2/4): the Spider dies, Nico
    // (its controller) loses 2 (its power), Ana gains 4 (its toughness).
    void deathWatchLosesPowerAndGainsToughness()
    {
        const Playthrough p = dies(R"({"id": "spider", "card": "Giant Spider", "owner": "nico", "timestamp": 1},
            {"id": "dw", "card": "Death Watch", "timestamp": 2, "attached_to": "spider"})", "spider");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 24);
    }

    // CR 603.10a, 608.2h: Dying Wish on Ana's Giant Spider (2/4) with a +1/+1 counter (3/5): the Spider
    // dies, the target Nico loses 3, Ana gains 3 (its power as it last existed, not the card's 2).
    void dyingWishDrainsThePowerItHad()
    {
        const Playthrough p = played(R"({"id": "spider", "card": "Giant Spider", "timestamp": 1, "counters": {"+1/+1": 1}},
            {"id": "wish", "card": "Dying Wish", "timestamp": 2, "attached_to": "spider"})",
            R"({"id": "e1", "move": "spider", "to": "graveyard", "triggers": {"e1.1": {"targets": ["nico"]}}},
            {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
    }

    // CR 603.10a, 121.2: Fruit of the First Tree's Giant Spider (2/4) dies: Ana gains 4 and draws 4. A
    // Hill Giant of hers, not enchanted, dying does nothing.
    void fruitOfTheFirstTreeGainsAndDrawsItsToughness()
    {
        const QByteArray objects = R"({"id": "spider", "card": "Giant Spider", "timestamp": 1},
            {"id": "fruit", "card": "Fruit of the First Tree", "timestamp": 2, "attached_to": "spider"},
            {"id": "giant", "card": "Hill Giant", "timestamp": 3}, )" + kLibrary;
        Playthrough p = dies(objects, "spider");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 24);
        QCOMPARE(inHand(p), 4);
        p = dies(objects, "giant");
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(inHand(p), 0);
    }

    // CR 603.10a, 400.7, 614.1c: Ana's Unholy Indenture on Nico's Hill Giant: the Giant dies and returns
    // under Ana's control with a +1/+1 counter (4/4). Nico's Centaur Courser, not enchanted, stays in his
    // graveyard.
    void unholyIndentureReturnsTheCardWithACounter()
    {
        const QByteArray objects = R"({"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1},
            {"id": "ui", "card": "Unholy Indenture", "timestamp": 2, "attached_to": "giant"},
            {"id": "cc", "card": "Centaur Courser", "owner": "nico", "timestamp": 3})";
        Playthrough p = dies(objects, "giant");
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
        QCOMPARE(test::countersOn(p, QStringLiteral("giant")), 1);
        QCOMPARE(test::ptOf(p, QStringLiteral("giant")), QStringLiteral("4/4"));
        const GameObject* giant = p.finalState.object(QStringLiteral("giant"));
        QVERIFY(giant);
        QCOMPARE(giant->controller, QStringLiteral("ana"));
        p = dies(objects, "cc");
        QCOMPARE(test::zoneOf(p, QStringLiteral("cc")), Zone::Graveyard);
        QCOMPARE(p.finalState.stack.size(), 0);
    }

    // CR 111.1, 701.3a: Ancestral Blade enters: a 1/1 Soldier, the Blade attached to it (2/2). Hill Giant
    // entering creates nothing.
    void ancestralBladeIsAttachedToItsSoldier()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ancestral Blade"), 0),
            QStringLiteral("When ~ enters, create a 1/1 white Soldier creature token, then attach ~ to it."));
        const QByteArray objects = R"({"id": "blade", "card": "Ancestral Blade", "zone": "hand", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "zone": "hand", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "blade", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(tokens(p), 1);
        const GameObject* blade = p.finalState.object(QStringLiteral("blade"));
        QVERIFY(blade);
        const GameObject* soldier = p.finalState.object(blade->attachedTo);
        QVERIFY2(soldier && soldier->token, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, soldier->id), QStringLiteral("2/2"));
        p = played(objects, R"({"id": "e1", "move": "giant", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
        QCOMPARE(tokens(p), 0);
    }

    // CR 603.7c, 603.5, 122.1: Nico's Hill Giant (3/3) enters: Ana may put three +1/+1 counters on her
    // Hamletback Goliath (6/6 → 9/9); declined, none. The Goliath's own entering does not trigger it.
    void hamletbackGoliathGrowsByThePowerThatEntered()
    {
        const QByteArray objects = R"({"id": "ham", "card": "Hamletback Goliath", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "zone": "hand", "timestamp": 2})";
        Playthrough p = played(objects, R"({"id": "e1", "move": "giant", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": true})");
        QCOMPARE(test::countersOn(p, QStringLiteral("ham")), 3);
        QCOMPARE(test::ptOf(p, QStringLiteral("ham")), QStringLiteral("9/9"));
        p = played(objects, R"({"id": "e1", "move": "giant", "to": "battlefield"}, {"id": "e2", "resolve": "top", "may": false})");
        QCOMPARE(test::countersOn(p, QStringLiteral("ham")), 0);
        p = played(R"({"id": "ham", "card": "Hamletback Goliath", "zone": "hand", "timestamp": 1})",
            R"({"id": "e1", "move": "ham", "to": "battlefield"})");
        QCOMPARE(p.finalState.stack.size(), 0);
    }

    // CR 603.10a, 608.2h: Lifeblood Hydra (0/0) with three +1/+1 counters dies: its power as it last
    // existed on the battlefield is 3, so Ana gains 3 and draws 3 (in the graveyard the card is 0/0).
    void lifebloodHydraUsesItsLastPower()
    {
        const Playthrough p = dies(R"({"id": "hydra", "card": "Lifeblood Hydra", "timestamp": 1, "counters": {"+1/+1": 3}}, )"
                + kLibrary, "hydra");
        QCOMPARE(test::zoneOf(p, QStringLiteral("hydra")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        QCOMPARE(inHand(p), 3);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig23)
#include "tst_imptrig23.moc"
