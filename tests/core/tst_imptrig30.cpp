// Triggered abilities of entering, dying and leaving read from real cards' Oracle text
// (tests/data/import/imptrig30.json), round 30: "you may have enchanted creature fight target creature an
// opponent controls" (Cartouche of Strength: the Aura's creature fights); "put the exiled card into its
// owner's hand" when ~ leaves or dies (Watcher for Tomorrow, Hoarding Dragon: the card the other ability
// exiled, 607.2a); "Then if it wasn't kicked, discard three cards" (Sphinx of Lost Truths: kicker's
// condition negated); "At the beginning of your next end step, exile it." (Puppeteer Clique: a delayed
// trigger of the controller's own end step); "Put a +1/+1 counter on ~ for each creature destroyed this
// way." (Whiptongue Hydra: the count of the destruction before); "That creature doesn't untap during its
// controller's untap step for as long as you control ~." (Tidebinder Mage); "you may pay {X}. If you do,
// target creature gets +X/+0 until end of turn." (Squealing Devil: the X paid as the trigger resolves);
// "Draw a card for each Gate tapped this way." (Guild Summit); "If ~ isn't a creature, it becomes a 3/3
// Angel creature …" (Answered Prayers: "it" is ~); "When ~ dies, return it to the battlefield face down
// under your control." (Ashcloud Phoenix); Carrier Thrall's Scion token, whose quoted "Sacrifice this
// creature. Add {C}." misprints the cost's colon, and Brazen Freebooter's Treasure, whose "{T}, sacrifice
// this artifact:" misprints a capital; "create Karox Bladewing, a legendary 4/4 red Dragon creature token
// with flying" (Verix Bladewing: the token's name first); "exile all cards from target opponent's hand"
// (Hypnox). Hill Giant, Ornithopter and Azorius Guildgate are the cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsInHand(const Playthrough& p)
{
    return int(test::idsIn(p.finalState, Zone::Hand).size());
}

}   // namespace

class TestImpTrig30 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 18);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cartouche of Strength"), 1),
            QStringLiteral("When ~ enters, you may have enchanted creature fight target creature an opponent controls."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hoarding Dragon"), 2),
            QStringLiteral("When ~ dies, you may return the exiled card to its owner's hand."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Watcher for Tomorrow"), 1),
            QStringLiteral("When ~ leaves the battlefield, return the exiled card to its owner's hand."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sphinx of Lost Truths"), 2),
            QStringLiteral("When ~ enters, draw three cards. If ~ wasn't kicked, discard three cards."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Puppeteer Clique"), 1),
            QStringLiteral("When ~ enters, return target creature card from an opponent's graveyard to the battlefield. "
                           "It gains haste. At the beginning of your next end step, exile it."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Whiptongue Hydra"), 1),
            QStringLiteral("When ~ enters, destroy all creatures with flying. Put a +1/+1 counter on ~ for each creature "
                           "destroyed this way."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tidebinder Mage"), 0),
            QStringLiteral("When ~ enters, tap target red or green creature an opponent controls. It doesn't untap during "
                           "its controller's untap step for as long as you control ~."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Squealing Devil"), 1),
            QStringLiteral("When ~ enters, you may pay {X}. If you do, target creature gets +X/+0 until end of turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Guild Summit"), 0),
            QStringLiteral("When ~ enters, you may tap any number of untapped Gates you control. Draw a card for each "
                           "Gate tapped this way."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Answered Prayers"), 0),
            QStringLiteral("Whenever a creature you control enters, you gain 1 life. If ~ isn't a creature, until end of "
                           "turn, ~ becomes a 3/3 Angel creature with flying in addition to its other types."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ashcloud Phoenix"), 1),
            QStringLiteral("When ~ dies, return it to the battlefield face down under your control."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Carrier Thrall"), 0),
            QStringLiteral("When ~ dies, create a 1/1 colorless Eldrazi Scion creature token with \"Sacrifice this "
                           "permanent: Add {C}.\""));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Brazen Freebooter"), 0),
            QStringLiteral("When ~ enters, create a colorless Treasure artifact token with \"{T}, Sacrifice this "
                           "permanent: Add one mana of any color.\""));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Verix Bladewing"), 2),
            QStringLiteral("When ~ enters, if ~ was kicked, create a legendary 4/4 red Dragon creature token with flying "
                           "named Karox Bladewing."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hypnox"), 1),
            QStringLiteral("When ~ enters, if you cast it from your hand, exile all cards from target opponent's hand."));
    }

    // CR 701.14a, 303.4a: the fighter is the creature the Aura is attached to, no target; the one target is
    // the creature it fights.
    void cartoucheFightsWithTheEnchantedCreature()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Cartouche of Strength"), 1, ActionKind::Fight);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->ref, Selector::Ref::Attached);
        QVERIFY(a->to);
        QCOMPARE(a->to->ref, Selector::Ref::Target);
        const AbilityDef* ability = test::parsedAbility(fixtures(), QStringLiteral("Cartouche of Strength"), 1);
        QVERIFY(ability);
        QVERIFY(ability->optional);
        QCOMPARE(ability->targets.size(), 1);
        QCOMPARE(ability->targets[0].controller, Selector::Who::Opponent);
    }

    // CR 603.5, 701.14a: Ana casts Cartouche of Strength on her Hill Giant (4/4 with it) and has it fight
    // Nico's Hill Giant: his dies of 4 damage, hers survives with 3; declined, neither is dealt damage.
    void cartoucheOfStrengthFights()
    {
        const QByteArray objects = R"({"id": "giant", "card": "Hill Giant", "timestamp": 1},
            {"id": "hisgiant", "card": "Hill Giant", "owner": "nico", "timestamp": 2},
            {"id": "cartouche", "card": "Cartouche of Strength", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "cartouche", "targets": ["giant"]},
            {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["hisgiant"]}}})";
        Playthrough p = played(objects, cast + R"(, {"id": "e3", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hisgiant")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("giant")), 3);
        p = played(objects, cast + R"(, {"id": "e3", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hisgiant")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("hisgiant")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("giant")), 0);
    }

    // CR 607.2a, 700.4: Hoarding Dragon exiles the Ornithopter it finds in Ana's library; when it dies, Ana
    // may put that card (not the other exiled Hill Giant) into her hand.
    void hoardingDragonReturnsTheCardItExiled()
    {
        const QByteArray objects = R"({"id": "dragon", "card": "Hoarding Dragon", "zone": "hand"},
            {"id": "thopter", "card": "Ornithopter", "zone": "library"},
            {"id": "other", "card": "Hill Giant", "zone": "exile"})";
        const QByteArray enters = R"({"id": "e1", "move": "dragon", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["thopter"]}},
            {"id": "e3", "move": "dragon", "to": "graveyard"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e4", "resolve": "top", "may": true})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("thopter")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Exile);
        p = played(objects, enters + R"(, {"id": "e4", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("thopter")) == Zone::Exile, qPrintable(test::happened(p)));
    }

    // CR 607.2a: when Watcher for Tomorrow leaves the battlefield, the card exiled with it goes to its
    // owner's hand; a card exiled otherwise stays in exile.
    void watcherForTomorrowReturnsTheHiddenCard()
    {
        const Playthrough p = played(R"({"id": "watcher", "card": "Watcher for Tomorrow", "timestamp": 1},
                {"id": "hidden", "card": "Hill Giant", "zone": "exile", "exiled_with": "watcher"},
                {"id": "other", "card": "Ornithopter", "zone": "exile"})",
            R"({"id": "e1", "move": "watcher", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hidden")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Exile);
    }

    // CR 702.33d, 608.2c: the discard is done only when the Sphinx was not kicked.
    void sphinxDiscardsOnlyUnkicked()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Sphinx of Lost Truths"), QStringLiteral("discard"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[1].kind, ActionKind::Discard);
        QVERIFY(a->effect[1].condition);
        QCOMPARE(a->effect[1].condition->kind, Condition::Kind::Kicked);
        QVERIFY(a->effect[1].condition->negated);
        QVERIFY(!a->effect[0].condition);
    }

    // CR 702.33d, 608.2c: Ana casts Sphinx of Lost Truths with two other cards in hand: unkicked, she draws
    // three and discards three (two cards left in hand); kicked, she keeps all five.
    void sphinxOfLostTruthsKeepsTheCardsWhenKicked()
    {
        const QByteArray objects = R"({"id": "sphinx", "card": "Sphinx of Lost Truths", "zone": "hand"},
            {"id": "a", "card": "Hill Giant", "zone": "hand"}, {"id": "b", "card": "Ornithopter", "zone": "hand"},
            {"id": "c", "card": "Hill Giant", "zone": "library"}, {"id": "d", "card": "Hill Giant", "zone": "library"},
            {"id": "f", "card": "Hill Giant", "zone": "library"}, {"id": "g", "card": "Hill Giant", "zone": "library"})";
        const QByteArray resolved = R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        Playthrough p = played(objects, R"({"id": "e1", "cast": "sphinx"})" + resolved);
        QVERIFY2(test::zoneOf(p, QStringLiteral("sphinx")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(cardsInHand(p) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("g")), Zone::Library);
        p = played(objects, R"({"id": "e1", "cast": "sphinx", "kicked": true})" + resolved);
        QVERIFY2(cardsInHand(p) == 5, qPrintable(test::happened(p)));
        QCOMPARE(int(test::idsIn(p.finalState, Zone::Graveyard).size()), 0);
    }

    // CR 603.7, 513.1: "your next end step" is a delayed trigger of the controller's own end step.
    void puppeteerCliqueExilesAtItsControllersEndStep()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Puppeteer Clique"), QStringLiteral("next end step"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[2].kind, ActionKind::Delayed);
        QCOMPARE(a->effect[2].event, TriggerEvent::YourEndStep);
        QCOMPARE(a->effect[2].nested.size(), 1);
        QCOMPARE(a->effect[2].nested[0].kind, ActionKind::Exile);
    }

    // CR 603.7, 513.1, 702.10b: on Ana's turn Nico's Puppeteer Clique enters and puts Ana's Hill Giant onto
    // the battlefield under his control with haste; Ana's end step leaves it there, Nico's end step exiles it.
    void puppeteerCliqueWaitsForItsControllersEndStep()
    {
        const QByteArray objects = R"({"id": "clique", "card": "Puppeteer Clique", "owner": "nico", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "zone": "graveyard"},
            {"id": "drawn", "card": "Ornithopter", "owner": "nico", "zone": "library"})";
        const QByteArray anasEndStep = R"({"id": "e1", "move": "clique", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["giant"]}}}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "end"})";
        Playthrough p = played(objects, anasEndStep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Battlefield, qPrintable(test::happened(p)));
        const Characteristics* giant = test::charsOf(p, QStringLiteral("giant"));
        QVERIFY(giant);
        QCOMPARE(giant->controller, QStringLiteral("nico"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("giant"), QStringLiteral("Haste")));
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(p)));   // nothing triggers
        p = played(objects, anasEndStep + R"(, {"id": "e4", "begin": "end"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Exile, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 122.6: the counters count the creatures the instruction before destroyed.
    void whiptongueCountsTheDestroyedCreatures()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Whiptongue Hydra"), QStringLiteral("destroyed this way"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        QCOMPARE(a->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(a->effect[1].object);
        QCOMPARE(a->effect[1].object->ref, Selector::Ref::Self);
        QVERIFY(a->effect[1].amountOf);
        QCOMPARE(a->effect[1].amountOf->kind, Expr::Kind::CountThisWay);
    }

    // CR 608.2c, 701.8a, 702.9a: Whiptongue Hydra destroys Ana's and Nico's Ornithopters (flying), not Hill
    // Giant, and gets two +1/+1 counters (6/6); with no flyers, none.
    void whiptongueHydraGrowsPerFlyerDestroyed()
    {
        const QByteArray enters = R"({"id": "e1", "move": "hydra", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(R"({"id": "hydra", "card": "Whiptongue Hydra", "zone": "hand"},
                {"id": "mine", "card": "Ornithopter", "timestamp": 1},
                {"id": "his", "card": "Ornithopter", "owner": "nico", "timestamp": 2},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 3})",
            enters);
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
        QCOMPARE(test::countersOn(p, QStringLiteral("hydra")), 2);
        QCOMPARE(test::ptOf(p, QStringLiteral("hydra")), QStringLiteral("6/6"));
        p = played(R"({"id": "hydra", "card": "Whiptongue Hydra", "zone": "hand"},
                {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1})",
            enters);
        QVERIFY2(test::countersOn(p, QStringLiteral("hydra")) == 0, qPrintable(test::happened(p)));
    }

    // CR 611.2b: the tapped target keeps the rule for as long as its controller controls the Mage.
    void tidebinderKeepsTheTargetTappedWhileControlled()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Tidebinder Mage"), QStringLiteral("untap"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Tap);
        QCOMPARE(a->effect[1].kind, ActionKind::Continuous);
        QVERIFY(a->effect[1].continuous);
        QCOMPARE(a->effect[1].continuous->duration, Duration::WhileYouControlSource);
        QVERIFY(a->effect[1].continuous->affects);
        QCOMPARE(a->effect[1].continuous->affects->ref, Selector::Ref::Target);
    }

    // CR 611.2b, 502.3: Tidebinder Mage taps Nico's red Hill Giant, which stays tapped through his untap
    // step; once the Mage has left the battlefield, the Giant untaps in his untap step.
    void tidebinderMageHoldsTheGiantTapped()
    {
        const QByteArray objects = R"({"id": "mage", "card": "Tidebinder Mage", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1},
            {"id": "drawn", "card": "Ornithopter", "owner": "nico", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "mage", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["giant"]}}}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e3", "begin": "upkeep"})");
        QVERIFY2(test::tapped(p, QStringLiteral("giant")), qPrintable(test::happened(p)));
        p = played(objects, enters + R"(, {"id": "e3", "move": "mage", "to": "graveyard"}, {"id": "e4", "begin": "upkeep"})");
        QVERIFY2(!test::tapped(p, QStringLiteral("giant")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
    }

    // CR 107.3, 608.2c: the pump's X is the X paid, done only if it was paid.
    void squealingDevilPumpsByTheXPaid()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Squealing Devil"), QStringLiteral("pay {X}"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::PayMana);
        QCOMPARE(a->effect[1].kind, ActionKind::Continuous);
        QVERIFY(a->effect[1].ifYouDo);
        QVERIFY(a->effect[1].continuous);
        QCOMPARE(a->effect[1].continuous->ops.size(), 1);
        QVERIFY(a->effect[1].continuous->ops[0].power);
        QCOMPARE(a->effect[1].continuous->ops[0].power->kind, Expr::Kind::X);
    }

    // CR 107.3, 603.5, 608.2c: Squealing Devil enters; Ana pays {3} and Nico's Hill Giant gets +3/+0 (6/3);
    // declined, it stays 3/3.
    void squealingDevilGivesThePaidX()
    {
        const QByteArray objects = R"({"id": "devil", "card": "Squealing Devil", "zone": "hand"},
            {"id": "giant", "card": "Hill Giant", "owner": "nico", "timestamp": 1})";
        const QByteArray enters = R"({"id": "e1", "move": "devil", "to": "battlefield",
            "triggers": {"e1.1": {"targets": ["giant"]}, "e1.2": {}}, "order": ["e1.2", "e1.1"]})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true, "choices": {"x": 3}})");
        QVERIFY2(test::ptOf(p, QStringLiteral("giant")) == QStringLiteral("6/3"), qPrintable(test::happened(p)));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false, "choices": {"x": 3}})");
        QVERIFY2(test::ptOf(p, QStringLiteral("giant")) == QStringLiteral("3/3"), qPrintable(test::happened(p)));
    }

    // CR 608.2c, 701.26a: Guild Summit taps the Gates Ana picks, one of her two, and she draws one card;
    // with no pick both are tapped and she draws two; declined, none is tapped and she draws none.
    void guildSummitDrawsPerGateTapped()
    {
        const QByteArray objects = R"({"id": "summit", "card": "Guild Summit", "zone": "hand"},
            {"id": "gate1", "card": "Azorius Guildgate", "timestamp": 1},
            {"id": "gate2", "card": "Azorius Guildgate", "timestamp": 2},
            {"id": "c1", "card": "Ornithopter", "zone": "library"}, {"id": "c2", "card": "Ornithopter", "zone": "library"},
            {"id": "c3", "card": "Ornithopter", "zone": "library"})";
        const QByteArray enters = R"({"id": "e1", "move": "summit", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true, "choices": {"objects": ["gate2"]}})");
        QVERIFY2(cardsInHand(p) == 1, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("gate2")));
        QVERIFY(!test::tapped(p, QStringLiteral("gate1")));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": true})");
        QVERIFY2(cardsInHand(p) == 2, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("gate1")));
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(cardsInHand(p) == 0, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("gate1")));
    }

    // CR 611.3a, 608.2c: the condition is ~ itself not being a creature as the ability resolves, and the
    // change is made to ~, not to the creature that entered.
    void answeredPrayersAnimatesItself()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Answered Prayers"), QStringLiteral("Angel"));
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QVERIFY(a->effect[1].condition);
        QCOMPARE(a->effect[1].condition->kind, Condition::Kind::SelfIs);
        QVERIFY(a->effect[1].condition->negated);
        QVERIFY(a->effect[1].continuous && a->effect[1].continuous->affects);
        QCOMPARE(a->effect[1].continuous->affects->ref, Selector::Ref::Self);
    }

    // CR 611.3a, 613.1d, 608.2c: Ana's Hill Giant enters; she gains 1 and Answered Prayers becomes a 3/3
    // flying Angel enchantment creature, the Giant stays 3/3. When Ornithopter enters next, the Prayers
    // is a creature already: Ana gains 1 again and the change is not made (its condition is false).
    void answeredPrayersBecomesAnAngelOnce()
    {
        const QByteArray objects = R"({"id": "prayers", "card": "Answered Prayers", "timestamp": 1},
            {"id": "giant", "card": "Hill Giant", "zone": "hand"}, {"id": "thopter", "card": "Ornithopter", "zone": "hand"})";
        const QByteArray first = R"({"id": "e1", "move": "giant", "to": "battlefield"}, {"id": "e2", "resolve": "top"})";
        Playthrough p = played(objects, first);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 21, qPrintable(test::happened(p)));
        const Characteristics* prayers = test::charsOf(p, QStringLiteral("prayers"));
        QVERIFY(prayers);
        QVERIFY(prayers->isCreature());
        QVERIFY(prayers->type.has(CardType::Enchantment));
        QCOMPARE(test::ptOf(p, QStringLiteral("prayers")), QStringLiteral("3/3"));
        QVERIFY(test::hasKeyword(p, QStringLiteral("prayers"), QStringLiteral("Flying")));
        QCOMPARE(test::ptOf(p, QStringLiteral("giant")), QStringLiteral("3/3"));
        QVERIFY(!test::happened(p).contains(QStringLiteral("its condition is false")));
        p = played(objects, first + R"(, {"id": "e3", "move": "thopter", "to": "battlefield"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("its condition is false")), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("prayers")), QStringLiteral("3/3"));
    }

    // CR 708.2a, 400.7: the card the Phoenix became returns face down, under Ana's control.
    void ashcloudPhoenixReturnsFaceDown()
    {
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Ashcloud Phoenix"), 1, ActionKind::ReturnToBattlefield);
        QVERIFY(a);
        QVERIFY(a->faceDown);
        QVERIFY(!a->tapped);
        QVERIFY(a->who.isEmpty());
        const Playthrough p = played(R"({"id": "phoenix", "card": "Ashcloud Phoenix", "timestamp": 1})",
            R"({"id": "e1", "move": "phoenix", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("phoenix")) == Zone::Battlefield, qPrintable(test::happened(p)));
        const int i = p.finalState.objectIndex(QStringLiteral("phoenix"));
        QVERIFY(i >= 0);
        QVERIFY(p.finalState.objects[i].faceDown);
        QCOMPARE(test::ptOf(p, QStringLiteral("phoenix")), QStringLiteral("2/2"));
        QVERIFY(!test::hasKeyword(p, QStringLiteral("phoenix"), QStringLiteral("Flying")));
        const Characteristics* phoenix = test::charsOf(p, QStringLiteral("phoenix"));
        QVERIFY(phoenix);
        QCOMPARE(phoenix->controller, QStringLiteral("ana"));
    }

    // CR 602.1, 605.1a, 111.4: Carrier Thrall dies and Ana gets a 1/1 Eldrazi Scion token whose one ability
    // is the mana ability "Sacrifice this permanent: Add {C}." (a cost, then the mana).
    void carrierThrallLeavesAScionWithAManaAbility()
    {
        const Playthrough p = played(R"({"id": "thrall", "card": "Carrier Thrall", "timestamp": 1})",
            R"({"id": "e1", "move": "thrall", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        const QStringList onBattlefield = test::idsIn(p.finalState, Zone::Battlefield);
        QVERIFY2(onBattlefield.size() == 1, qPrintable(test::happened(p)));
        const Characteristics* scion = test::charsOf(p, onBattlefield.first());
        QVERIFY(scion);
        QCOMPARE(scion->name, QStringLiteral("Eldrazi Scion"));
        QCOMPARE(test::ptOf(p, onBattlefield.first()), QStringLiteral("1/1"));
        QCOMPARE(scion->abilities.size(), 1);
        const AbilityDef& mana = *scion->abilities.first().def;
        QCOMPARE(mana.kind, AbilityDef::Kind::Activated);
        QCOMPARE(mana.costParts.size(), 1);
        QCOMPARE(mana.costParts[0].kind, CostKind::Sacrifice);
        QCOMPARE(mana.effect.size(), 1);
        QCOMPARE(mana.effect[0].kind, ActionKind::AddMana);
    }

    // CR 602.1, 605.1a, 111.10a: Brazen Freebooter enters and Ana gets a Treasure token whose one ability
    // is the mana ability "{T}, Sacrifice this artifact: Add one mana of any color." (two costs).
    void brazenFreebooterLeavesATreasure()
    {
        const Playthrough p = played(R"({"id": "pirate", "card": "Brazen Freebooter", "zone": "hand"})",
            R"({"id": "e1", "move": "pirate", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        const QStringList onBattlefield = test::idsIn(p.finalState, Zone::Battlefield);
        QVERIFY2(onBattlefield.size() == 2, qPrintable(test::happened(p)));
        const Characteristics* treasure = test::charsOf(p, onBattlefield.last());
        QVERIFY(treasure);
        QCOMPARE(treasure->name, QStringLiteral("Treasure"));
        QVERIFY(treasure->type.has(CardType::Artifact));
        QCOMPARE(treasure->abilities.size(), 1);
        const AbilityDef& mana = *treasure->abilities.first().def;
        QCOMPARE(mana.kind, AbilityDef::Kind::Activated);
        QCOMPARE(mana.costParts.size(), 2);
        QCOMPARE(mana.costParts[1].kind, CostKind::Sacrifice);
        QCOMPARE(mana.effect.size(), 1);
    }

    // CR 111.4, 702.33d, 603.4: kicked, Verix Bladewing makes Karox Bladewing, a legendary 4/4 red flying
    // Dragon token; unkicked, the ability does not trigger and no token is made.
    void verixBladewingMakesKaroxWhenKicked()
    {
        const QByteArray objects = R"({"id": "verix", "card": "Verix Bladewing", "zone": "hand"})";
        Playthrough p = played(objects,
            R"({"id": "e1", "cast": "verix", "kicked": true}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        const QStringList onBattlefield = test::idsIn(p.finalState, Zone::Battlefield);
        QVERIFY2(onBattlefield.size() == 2, qPrintable(test::happened(p)));
        const Characteristics* karox = test::charsOf(p, onBattlefield.last());
        QVERIFY(karox);
        QCOMPARE(karox->name, QStringLiteral("Karox Bladewing"));
        QVERIFY(karox->type.has(Supertype::Legendary));
        QCOMPARE(test::ptOf(p, onBattlefield.last()), QStringLiteral("4/4"));
        QVERIFY(test::hasKeyword(p, onBattlefield.last(), QStringLiteral("Flying")));
        p = played(objects, R"({"id": "e1", "cast": "verix"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::idsIn(p.finalState, Zone::Battlefield) == QStringList{QStringLiteral("verix")}, qPrintable(test::happened(p)));
        QVERIFY(test::eventOutcome(p, QStringLiteral("e2")).isEmpty());
    }

    // CR 406.3, 607.2a, 603.4: Ana casts Hypnox from her hand; every card in Nico's hand is exiled (not
    // Ana's), and when Hypnox leaves the battlefield they return to his hand. Put onto the battlefield
    // without being cast, it triggers nothing.
    void hypnoxExilesTheTargetsHand()
    {
        const QByteArray objects = R"({"id": "hypnox", "card": "Hypnox", "zone": "hand"},
            {"id": "mine", "card": "Hill Giant", "zone": "hand"},
            {"id": "his1", "card": "Hill Giant", "owner": "nico", "zone": "hand"},
            {"id": "his2", "card": "Ornithopter", "owner": "nico", "zone": "hand"})";
        const QByteArray cast = R"({"id": "e1", "cast": "hypnox"},
            {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["nico"]}}}, {"id": "e3", "resolve": "top"})";
        Playthrough p = played(objects, cast);
        QVERIFY2(test::zoneOf(p, QStringLiteral("his1")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("his2")), Zone::Exile);
        QCOMPARE(test::zoneOf(p, QStringLiteral("mine")), Zone::Hand);
        p = played(objects, cast + R"(, {"id": "e4", "move": "hypnox", "to": "graveyard"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("his2")), Zone::Hand);
        p = played(objects, R"({"id": "e1", "move": "hypnox", "to": "battlefield"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("his1")), Zone::Hand);
    }
};

QTEST_GUILESS_MAIN(TestImpTrig30)
#include "tst_imptrig30.moc"
