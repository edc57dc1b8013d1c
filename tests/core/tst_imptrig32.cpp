// Triggered abilities of entering, dying and leaving read from real cards' Oracle text
// (tests/data/import/imptrig32.json), round 32: "When ~ enters, if you cast it from your hand and there are
// five or more other creatures on the battlefield, destroy all other creatures." (Deathbringer Regent: two
// intervening conditions at once, a count of creatures other than ~), "When ~ dies, flip a coin. If you lose
// the flip, it deals 4 damage to each creature and each player." (Volatile Rig: "it" is ~ after the flip), and
// "Whenever a creature you control of the chosen type enters the battlefield or attacks, draw a card."
// (Kindred Discovery: one subject, two events); "each other player may put a creature card from their hand onto
// the battlefield" (Hunted Wumpus; Iwamori of the Open Fist's "each opponent", Charmed Griffin's "onto the
// battlefield from their hand"); "Whenever an artifact or Artificer enters the battlefield under your control"
// (Era of Innovation: a card type or a subtype); "each other player may search their library for a land card and
// put that card onto the battlefield. Then each player who searched their library this way shuffles it." (Hired
// Giant; Boldwyr Heavyweights' "each opponent"); "it deals 1 damage to each opponent and each creature and
// planeswalker they control" (Goblin Chainwhirler); "sacrifice another creature. You gain X life and draw X cards,
// where X is that creature's power." (Disciple of Bolas). Hill Giant, Llanowar Elves, Aeronaut Tinkerer, Forest and the
// built-in Grizzly Bears, Ornithopter, Adamaro, First to Desire and Tezzeret, Agent of Bolas are the cards the
// scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 15);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // The writer says its own words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deathbringer Regent"), 1),
            QStringLiteral("When ~ enters, if you cast it from your hand and there are five or more other creatures on "
                           "the battlefield, destroy all other creatures."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Volatile Rig"), 3),
            QStringLiteral("When ~ dies, flip a coin. If you lose the flip, ~ deals 4 damage to each creature and each "
                           "player."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kindred Discovery"), 1),
            QStringLiteral("Whenever a creature of the chosen type you control enters or attacks, draw a card."));
    }

    // CR 603.5, 110.2a: each of those players' choice, a card of their own hand.
    void huntedWumpusLetsEachOtherPlayerPut()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hunted Wumpus"), 0),
            QStringLiteral("When ~ enters, each other player may put a creature card from their hand onto the battlefield."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Iwamori of the Open Fist"), 1),
            QStringLiteral("When ~ enters, each opponent may put a legendary creature card from their hand onto the "
                           "battlefield."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Charmed Griffin"), 1),
            QStringLiteral("When ~ enters, each other player may put an artifact or enchantment card from their hand "
                           "onto the battlefield."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Hunted Wumpus"), 0, ActionKind::ReturnToBattlefield);
        QVERIFY(a);
        QCOMPARE(a->who, QStringLiteral("each_other_player"));
        QVERIFY(a->optional);
        QVERIFY(a->object);
        QCOMPARE(a->object->zone, Zone::Hand);
        QVERIFY(!a->object->ownerYou);
    }

    // CR 603.5, 110.2a: Ana's Hunted Wumpus enters; Nico puts the creature card of his hand he names (his
    // Grizzly Bears), or the first that fits (his Hill Giant), onto the battlefield under his control; Ana's own
    // Grizzly Bears stays in her hand; declined, nothing moves.
    void huntedWumpusPutsNicosCreature()
    {
        const QByteArray objects = R"({"id": "wumpus", "card": "Hunted Wumpus", "zone": "hand"},
            {"id": "anabear", "card": "Grizzly Bears", "zone": "hand"}, )"
            + test::objectJson("giant", "Hill Giant", R"(, "zone": "hand")", "nico") + ","
            + test::objectJson("nicobear", "Grizzly Bears", R"(, "zone": "hand")", "nico");
        const QByteArray enters = R"({"id": "e1", "move": "wumpus", "to": "battlefield"})";
        Playthrough p = played(objects, enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::charsOf(p, QStringLiteral("giant")));
        QCOMPARE(test::charsOf(p, QStringLiteral("giant"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobear")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabear")), Zone::Hand);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "choices": {"objects": ["nicobear"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobear")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Hand);
        p = played(objects, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobear")), Zone::Hand);
    }

    // CR 205.4d, 603.5: Iwamori's opponent puts a legendary creature card (Adamaro), never the Hill Giant;
    // Charmed Griffin's, an artifact card (Ornithopter), never the Giant.
    void iwamoriAndGriffinPutOnlyTheirKind()
    {
        const QByteArray nicosHand = test::objectJson("giant", "Hill Giant", R"(, "zone": "hand")", "nico") + ","
            + test::objectJson("adamaro", "Adamaro, First to Desire", R"(, "zone": "hand")", "nico") + ","
            + test::objectJson("thopter", "Ornithopter", R"(, "zone": "hand")", "nico");
        // Adamaro is as big as Ana's hand (the Grizzly Bears there), so it stays.
        Playthrough p = played(R"({"id": "iwamori", "card": "Iwamori of the Open Fist", "zone": "hand"},
            {"id": "anabear", "card": "Grizzly Bears", "zone": "hand"}, )" + nicosHand,
            R"({"id": "e1", "move": "iwamori", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("adamaro")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("thopter")), Zone::Hand);
        p = played(R"({"id": "griffin", "card": "Charmed Griffin", "zone": "hand"}, )" + nicosHand,
            R"({"id": "e1", "move": "griffin", "to": "battlefield"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["giant"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("thopter")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("adamaro")), Zone::Hand);
    }

    // CR 205.3, 603.2: an artifact, or a permanent with the subtype Artificer, each one Ana controls.
    void eraOfInnovationWaitsForEitherKind()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Era of Innovation"), 0),
            QStringLiteral("Whenever an artifact or Artificer you control enters, you may pay {1}. If you do, you get {E}{E}."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Era of Innovation"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PermanentEnters);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->anyOf.size(), 2);
        QCOMPARE(a->eventFilter->anyOf[0].controller, Selector::Who::You);
        QCOMPARE(a->eventFilter->anyOf[1].controller, Selector::Who::You);
    }

    // CR 603.2, 107.14: Ana's Ornithopter (an artifact) and her Aeronaut Tinkerer (an Artificer) entering each
    // give her two energy counters for {1}; her Grizzly Bears and Nico's Ornithopter trigger nothing; declined,
    // none.
    void eraOfInnovationGivesEnergy()
    {
        const QByteArray objects = test::objectJson("era", "Era of Innovation")
            + R"(, {"id": "thopter", "card": "Ornithopter", "zone": "hand"},
            {"id": "tinkerer", "card": "Aeronaut Tinkerer", "zone": "hand"},
            {"id": "bear", "card": "Grizzly Bears", "zone": "hand"}, )"
            + test::objectJson("nicothopter", "Ornithopter", R"(, "zone": "hand")", "nico");
        const auto energy = [](const Playthrough& p) {
            const Player* ana = p.finalState.player(QStringLiteral("ana"));
            return ana ? ana->counters.value(QStringLiteral("energy")) : -1;
        };
        Playthrough p = played(objects, R"({"id": "e1", "move": "thopter", "to": "battlefield"},
            {"id": "e2", "resolve": "top"}, {"id": "e3", "move": "tinkerer", "to": "battlefield"},
            {"id": "e4", "resolve": "top"})");
        QVERIFY2(energy(p) == 4, qPrintable(test::happened(p)));
        p = played(objects, R"({"id": "e1", "move": "bear", "to": "battlefield"},
            {"id": "e2", "move": "nicothopter", "to": "battlefield"})");
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(energy(p), 0);
        p = played(objects, R"({"id": "e1", "move": "thopter", "to": "battlefield"},
            {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(energy(p) == 0, qPrintable(test::happened(p)));
    }

    // CR 701.23, 603.5: each of those players searches their own library, the card put under their control.
    void hiredGiantLetsEachOtherPlayerSearch()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hired Giant"), 0),
            QStringLiteral("When ~ enters, each other player may search their library for a land card, put it onto the "
                           "battlefield, then shuffle."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Boldwyr Heavyweights"), 1),
            QStringLiteral("When ~ enters, each opponent may search their library for a creature card, put it onto the "
                           "battlefield, then shuffle."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Hired Giant"), 0, ActionKind::SearchLibrary);
        QVERIFY(a);
        QCOMPARE(a->who, QStringLiteral("each_other_player"));
        QVERIFY(a->optional);
        QCOMPARE(a->text, QStringLiteral("battlefield"));
    }

    // CR 701.23, 110.2a: Ana's Hired Giant enters; Nico finds the Forest of his library (not his Hill Giant, nor
    // Ana's Forest) and it enters under his control; declined, his library stays. Boldwyr Heavyweights lets him
    // put his Hill Giant onto the battlefield, not his Forest.
    void hiredGiantAndBoldwyrPutNicosCard()
    {
        const QByteArray libraries = R"({"id": "anaforest", "card": "Forest", "zone": "library"}, )"
            + test::objectJson("nicogiant", "Hill Giant", R"(, "zone": "library")", "nico") + ","
            + test::objectJson("nicoforest", "Forest", R"(, "zone": "library")", "nico");
        const QByteArray hired = R"({"id": "hired", "card": "Hired Giant", "zone": "hand"}, )" + libraries;
        const QByteArray enters = R"({"id": "e1", "move": "hired", "to": "battlefield"})";
        Playthrough p = played(hired, enters + R"(, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicoforest")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::charsOf(p, QStringLiteral("nicoforest")));
        QCOMPARE(test::charsOf(p, QStringLiteral("nicoforest"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicogiant")), Zone::Library);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anaforest")), Zone::Library);
        p = played(hired, enters + R"(, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicoforest")) == Zone::Library, qPrintable(test::happened(p)));
        p = played(R"({"id": "boldwyr", "card": "Boldwyr Heavyweights", "zone": "hand"}, )" + libraries,
            R"({"id": "e1", "move": "boldwyr", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicogiant")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::charsOf(p, QStringLiteral("nicogiant"))->controller, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoforest")), Zone::Library);
    }

    // CR 120.3, 608.2c: the damage to each opponent, then as much to each creature and planeswalker an
    // opponent controls, written back as one sentence.
    void goblinChainwhirlerDamagesOpponentsAndTheirs()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Goblin Chainwhirler"), 1),
            QStringLiteral("When ~ enters, ~ deals 1 damage to each opponent and each creature and planeswalker they control."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Goblin Chainwhirler"), 1);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::DamageEachOpponent);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QVERIFY(a->effect[1].to);
        QCOMPARE(a->effect[1].to->controller, Selector::Who::Opponent);
    }

    // CR 120.3, 704.5f, 704.5i: Ana's Chainwhirler enters: Nico goes to 19, his Llanowar Elves dies, his Hill
    // Giant keeps 1 damage, his Tezzeret loses a loyalty counter; Ana (20) and her own Elves are not dealt any.
    void goblinChainwhirlerSparesItsController()
    {
        const QByteArray objects = R"({"id": "whirler", "card": "Goblin Chainwhirler", "zone": "hand"}, )"
            + test::objectJson("anaelves", "Llanowar Elves") + "," + test::objectJson("nicoelves", "Llanowar Elves", "", "nico")
            + "," + test::objectJson("giant", "Hill Giant", "", "nico") + ","
            + test::objectJson("tez", "Tezzeret, Agent of Bolas", R"(, "counters": {"loyalty": 3})", "nico");
        const Playthrough p = played(objects, R"({"id": "e1", "move": "whirler", "to": "battlefield"},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoelves")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anaelves")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("anaelves")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("giant")), 1);
        QCOMPARE(test::countersOn(p, QStringLiteral("tez"), QStringLiteral("loyalty")), 2);
    }

    // CR 608.2h, 701.17a: X is the power of the creature the instruction before sacrificed, said once.
    void discipleOfBolasCountsTheSacrificedPower()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Disciple of Bolas"), 0),
            QStringLiteral("When ~ enters, sacrifice another creature. You gain X life and draw X cards, where X is the "
                           "sacrificed creature's power."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Disciple of Bolas"), 0);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 3);
        QCOMPARE(a->effect[1].kind, ActionKind::GainLife);
        QVERIFY(a->effect[1].amountOf);
        QCOMPARE(a->effect[1].amountOf->kind, Expr::Kind::PowerOfSacrificed);
        QCOMPARE(a->effect[2].kind, ActionKind::Draw);
        QVERIFY(a->effect[2].amountOf);
        QCOMPARE(a->effect[2].amountOf->kind, Expr::Kind::PowerOfSacrificed);
    }

    // CR 608.2h, 701.17a: Ana's Disciple enters and she sacrifices her Hill Giant (power 3): she gains 3 life
    // and draws three of her four cards; the Disciple stays.
    void discipleOfBolasGainsAndDrawsThePower()
    {
        const QByteArray objects = R"({"id": "disciple", "card": "Disciple of Bolas", "zone": "hand"}, )"
            + test::objectJson("giant", "Hill Giant") + R"(,
            {"id": "f1", "card": "Forest", "zone": "library"}, {"id": "f2", "card": "Forest", "zone": "library"},
            {"id": "f3", "card": "Forest", "zone": "library"}, {"id": "f4", "card": "Forest", "zone": "library"})";
        const Playthrough p = played(objects, R"({"id": "e1", "move": "disciple", "to": "battlefield"},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("giant")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("disciple")), Zone::Battlefield);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 23);
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 3);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f4")), Zone::Library);
    }

    // CR 603.4: both conditions are the intervening "if"; the second counts creatures other than ~.
    void deathbringerRegentHasTwoConditions()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Deathbringer Regent"), 1);
        QVERIFY(a);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::CastFromHand);
        QVERIFY(a->triggerIf->also);
        QCOMPARE(a->triggerIf->also->kind, Condition::Kind::AnyPlayerControls);
        QCOMPARE(a->triggerIf->also->n, 5);
        QVERIFY(a->triggerIf->also->filter);
        QVERIFY(a->triggerIf->also->filter->other);
    }

    // CR 603.4, 601.2: cast from Ana's hand with five other creatures (three of hers, two of Nico's), the
    // Regent destroys them all and stays; with four, or put onto the battlefield without being cast, nothing
    // is destroyed.
    void deathbringerRegentDestroysWhenBothHold()
    {
        const QByteArray regent = R"({"id": "regent", "card": "Deathbringer Regent", "zone": "hand"})";
        const QByteArray resolved = R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})";
        Playthrough p = played(regent + test::bears("ana", 3, "battlefield") + test::bears("nico", 2, "battlefield"),
            R"({"id": "e1", "cast": "regent"})" + resolved);
        QVERIFY2(test::bearsIn(p, "ana", 3, "battlefield", Zone::Graveyard) == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 2, "battlefield", Zone::Graveyard), 2);
        QCOMPARE(test::zoneOf(p, QStringLiteral("regent")), Zone::Battlefield);
        p = played(regent + test::bears("ana", 2, "battlefield") + test::bears("nico", 2, "battlefield"),
            R"({"id": "e1", "cast": "regent"})" + resolved);
        QVERIFY2(test::bearsIn(p, "ana", 2, "battlefield", Zone::Battlefield) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 2, "battlefield", Zone::Battlefield), 2);
        p = played(regent + test::bears("ana", 3, "battlefield") + test::bears("nico", 2, "battlefield"),
            R"({"id": "e1", "move": "regent", "to": "battlefield"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::bearsIn(p, "ana", 3, "battlefield", Zone::Battlefield) == 3, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "nico", 2, "battlefield", Zone::Battlefield), 2);
    }

    // CR 705.1, 608.2h: Volatile Rig dies; a lost flip deals 4 damage from it, as it last existed, to each
    // creature and each player (Nico's Hill Giant dies, each player goes to 16); a won flip deals none.
    void volatileRigDealsDamageOnALostFlip()
    {
        const QByteArray objects = test::objectJson("rig", "Volatile Rig") + ","
            + test::objectJson("giant", "Hill Giant", "", "nico");
        const QByteArray dies = R"({"id": "e1", "move": "rig", "to": "graveyard"})";
        Playthrough p = played(objects, dies + R"(, {"id": "e2", "resolve": "top", "flips": [false]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 16, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Graveyard);
        p = played(objects, dies + R"(, {"id": "e2", "resolve": "top", "flips": [true]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("giant")), Zone::Battlefield);
    }

    // CR 603.2: either event triggers it, each with the same filter (the chosen type, 700.6 not needed).
    void kindredDiscoveryHasTwoEvents()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Kindred Discovery"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::PermanentEnters);
        QVERIFY(a->orEvent);
        QCOMPARE(a->orEvent->event, TriggerEvent::Attacks);
        QVERIFY(a->eventFilter && a->orEvent->eventFilter);
        QCOMPARE(*a->orEvent->eventFilter, *a->eventFilter);
        QVERIFY(a->eventFilter->subtypeChosen);
    }

    // CR 603.2, 508.3a: with Elf chosen, Ana draws as her Llanowar Elves enters and as her other Elves
    // attack; her Grizzly Bears entering and Nico's Elves entering draw nothing.
    void kindredDiscoveryDrawsForTheChosenType()
    {
        const QByteArray objects = test::objectJson("kd", "Kindred Discovery", R"(, "choices": {"creature_type": "Elf"})")
            + R"(, {"id": "elves", "card": "Llanowar Elves", "zone": "hand"},
            {"id": "bear", "card": "Grizzly Bears", "zone": "hand"},
            {"id": "lib1", "card": "Hill Giant", "zone": "library"},
            {"id": "lib2", "card": "Hill Giant", "zone": "library"}, )"
            + test::objectJson("elder", "Llanowar Elves") + ","
            + test::objectJson("nicoelves", "Llanowar Elves", R"(, "zone": "hand")", "nico");
        Playthrough p = played(objects, R"({"id": "e1", "move": "elves", "to": "battlefield"},
            {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib2")), Zone::Library);
        p = played(objects, R"({"id": "e1", "attack": {"elder": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib2")), Zone::Library);
        p = played(objects, R"({"id": "e1", "move": "bear", "to": "battlefield"},
            {"id": "e2", "move": "nicoelves", "to": "battlefield"})");
        QVERIFY2(p.finalState.stack.isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib1")), Zone::Library);
    }
};

QTEST_MAIN(TestImpTrig32)
#include "tst_imptrig32.moc"
