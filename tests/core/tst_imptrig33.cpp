// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig33.json), round 33: "When ~
// dies, put all land cards from your graveyard onto the battlefield tapped." (World Shaper: every card of a kind
// returned from your graveyard, tapped), "When ~ becomes monstrous, each player sacrifices three lands." (Ember
// Swallower: that many permanents of each player's), and "Whenever an opponent taps a land for mana, that land
// doesn't untap during its controller's next untap step." (Vorinclex, Voice of Hunger: the event's land kept
// tapped), "… Then, if you control three or more Wizards, transform ~." (Docent of Perfection: "Then, if" as
// "Then if"), "When ~ becomes monstrous, it deals 2 damage to each opponent and each creature your opponents
// control." (Wildfire Cerberus: the pair Goblin Chainwhirler's reading makes, creatures only), "… You may choose new
// targets for that copy." (Mischievous Quanar: "the copy"), "Whenever another card is put into a graveyard from
// anywhere, exile that card." (Planar Void: the card where it went), "Whenever Tilomalli's Skinshifter attacks, it
// becomes a copy of another target nonlegendary attacking creature until end of turn." (Tilonalli's Skinshifter:
// its own name misprinted, "it" is ~), "… you may put target creature card from that player's graveyard onto the
// battlefield under your control." (Ink-Eyes, Servant of Oni: a target in the event player's graveyard), "When ~ is
// turned face up, return all Zombie cards from all graveyards to their owners' hands." (Infernal Caretaker: a set of
// cards in every graveyard). Severed Legion, a built-in Zombie, is one more card the scenarios need. Ghost Quarter (a land with its mana ability printed) and the built-in Forest, Island, Grizzly Bears,
// Lumengrid Warden and Lightning Bolt are the other cards the scenarios need.
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
    return test::fixtureFile(QStringLiteral("imptrig33.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpTrig33 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 11);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 110.5b, 400.7: "put … from your graveyard onto the battlefield" is the writer's "return … to the
    // battlefield", every land card of yours there, tapped; a set chosen as it resolves, not a target.
    void worldShaperReturnsEveryLandCardTapped()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("World Shaper"), 1),
            QStringLiteral("When ~ dies, return all land cards from your graveyard to the battlefield tapped."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("World Shaper"), 1, ActionKind::ReturnFromGraveyard);
        QVERIFY(a);
        QVERIFY(a->tapped);
        QVERIFY(a->object && !a->object->isRef());
        QCOMPARE(a->object->types, quint16(CardType::Land));
        QVERIFY(a->object->ownerYou);
        QVERIFY(test::parsedWith(fixtures(), QStringLiteral("World Shaper"), QStringLiteral("land cards"))->targets.isEmpty());
    }

    // CR 110.5b: World Shaper dies with two Forests and an Island in Ana's graveyard and a Forest in Nico's:
    // her three lands return tapped, her Bears card and Nico's Forest stay where they are.
    void worldShaperDyingReturnsTheLands()
    {
        const QByteArray objects = test::objectJson("shaper", "World Shaper") + ","
            + test::objectJson("forest1", "Forest", R"(, "zone": "graveyard")") + ","
            + test::objectJson("forest2", "Forest", R"(, "zone": "graveyard")") + ","
            + test::objectJson("island", "Island", R"(, "zone": "graveyard")") + ","
            + test::objectJson("bearcard", "Grizzly Bears", R"(, "zone": "graveyard")") + ","
            + test::objectJson("nicoforest", "Forest", R"(, "zone": "graveyard")", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "shaper", "to": "graveyard"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest1")) == Zone::Battlefield, qPrintable(test::happened(p)));
        for (const char* id : {"forest1", "forest2", "island"}) {
            QCOMPARE(test::zoneOf(p, QLatin1String(id)), Zone::Battlefield);
            QVERIFY(test::tapped(p, QLatin1String(id)));
        }
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicoforest")), Zone::Graveyard);
    }

    // CR 701.17a: "each player sacrifices three lands": `pick` 3 of each player's lands, chosen as it resolves.
    void emberSwallowerMakesEachPlayerSacrificeThree()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ember Swallower"), 1),
            QStringLiteral("When ~ becomes monstrous, each player sacrifices three lands."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Ember Swallower"), 1, ActionKind::Sacrifice);
        QVERIFY(a);
        QCOMPARE(a->who, QStringLiteral("each_player"));
        QCOMPARE(a->pick, 3);
        QVERIFY(!a->pickUpTo);
        QCOMPARE(a->object->types, quint16(CardType::Land));
    }

    // CR 701.17a, 701.37: Ember Swallower becomes monstrous; Ana sacrifices three of her four lands (the two the
    // resolve event names first), Nico his two, all he has; creatures stay.
    void emberSwallowerSacrificesAsItBecomesMonstrous()
    {
        const QByteArray objects = test::objectJson("swallower", "Ember Swallower") + ","
            + test::objectJson("f1", "Forest") + "," + test::objectJson("f2", "Forest") + ","
            + test::objectJson("f3", "Forest") + "," + test::objectJson("isl", "Island") + ","
            + test::objectJson("n1", "Forest", "", "nico") + "," + test::objectJson("n2", "Island", "", "nico") + ","
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "activate": "swallower", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top", "choices": {"objects": ["isl", "f3"]}})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("n1")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("n2")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("isl")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f3")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f2")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("swallower")), Zone::Battlefield);
    }

    // CR 603.7c, 502.3: the land the event names, no target.
    void vorinclexKeepsTheEventsLandTapped()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vorinclex, Voice of Hunger"), 2),
            QStringLiteral("Whenever an opponent taps a land for mana, that land doesn't untap during its controller's "
                           "next untap step."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Vorinclex, Voice of Hunger"), 2, ActionKind::DontUntapNext);
        QVERIFY(a);
        QVERIFY(a->object);
        QCOMPARE(a->object->ref, Selector::Ref::It);
        QVERIFY(test::parsedAbility(fixtures(), QStringLiteral("Vorinclex, Voice of Hunger"), 2)->targets.isEmpty());
    }

    // CR 605.1b, 502.3: on his turn Nico taps his Ghost Quarter for mana beside Ana's Vorinclex; the trigger uses
    // the stack (it adds no mana). In his next untap step, after Ana's turn, that land stays tapped and his other
    // tapped Ghost Quarter untaps. Ana tapping her own Ghost Quarter does not trigger it.
    void vorinclexPlayedOnNicosLand()
    {
        const QByteArray objects = test::objectJson("vorinclex", "Vorinclex, Voice of Hunger") + ","
            + test::objectJson("anaquarter", "Ghost Quarter") + "," + test::objectJson("nf1", "Ghost Quarter", "", "nico") + ","
            + test::objectJson("nf2", "Ghost Quarter", R"(, "tapped": true)", "nico");
        Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects,
            R"({"id": "e1", "activate": "nf1", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "begin": "upkeep"}, {"id": "e4", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("vorinclex:3")),
            qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("nf1")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("nf2")));
        p = played(objects, R"({"id": "e1", "activate": "anaquarter", "ability": 1})");
        QVERIFY(!test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("vorinclex:3")));
    }

    // CR 608.2c: "Then, if …" is checked after the instruction before it, as "Then if" is.
    void docentTransformsWithThreeWizards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Docent of Perfection"), 1),
            QStringLiteral("Whenever you cast an instant or sorcery spell, create a 1/1 blue Human Wizard creature token. "
                           "If you control three or more Wizards, transform ~."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Docent of Perfection"), QStringLiteral("Then, if")),
            (QList<ActionKind>{ActionKind::CreateToken, ActionKind::Transform}));
    }

    // CR 608.2c, 701.28a: Ana casts Lightning Bolt with two Lumengrid Wardens: the Wizard token makes three, and
    // Docent of Perfection transforms; with one Warden there are two Wizards and it does not.
    void docentPlayedWithTwoAndOneWardens()
    {
        const QByteArray docent = test::objectJson("docent", "Docent of Perfection") + ","
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"") + ","
            + test::objectJson("warden1", "Lumengrid Warden");
        const QByteArray events = "{\"id\": \"e1\", \"cast\": \"bolt\", \"targets\": [\"nico\"]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(docent + "," + test::objectJson("warden2", "Lumengrid Warden"), events);
        QVERIFY2(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("docent"))].transformed, qPrintable(test::happened(p)));
        p = played(docent, events);
        QVERIFY2(!p.finalState.objects[p.finalState.objectIndex(QStringLiteral("docent"))].transformed, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("Wizard")), qPrintable(test::happened(p)));
    }

    // CR 120.3, 701.37: "it" is ~; the damage to each opponent, then as much to each creature an opponent controls.
    void wildfireCerberusDamagesOpponentsAndTheirCreatures()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wildfire Cerberus"), 1),
            QStringLiteral("When ~ becomes monstrous, ~ deals 2 damage to each opponent and each creature your opponents "
                           "control."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Wildfire Cerberus"), QStringLiteral("becomes monstrous")),
            (QList<ActionKind>{ActionKind::DamageEachOpponent, ActionKind::Damage}));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Wildfire Cerberus"), 1, ActionKind::Damage);
        QVERIFY(a && a->to);
        QCOMPARE(a->to->types, quint16(CardType::Creature));
        QCOMPARE(a->to->controller, Selector::Who::Opponent);
    }

    // CR 120.3, 701.37: Wildfire Cerberus becomes monstrous: Nico goes to 18 and his Grizzly Bears die; Ana, her
    // Bears and the Cerberus are not dealt damage.
    void wildfireCerberusPlayed()
    {
        const QByteArray objects = test::objectJson("cerberus", "Wildfire Cerberus") + ","
            + test::objectJson("anabears", "Grizzly Bears") + "," + test::objectJson("nicobears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "activate": "cerberus", "ability": 1}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicobears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("anabears")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("cerberus")), 0);
    }

    // CR 707.10c: "that copy" is the copy the sentence before made.
    void mischievousQuanarCopiesTheSpell()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mischievous Quanar"), 2),
            QStringLiteral("When ~ is turned face up, copy target instant or sorcery spell. You may choose new targets "
                           "for the copy."));
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Mischievous Quanar"), QStringLiteral("turned face up")),
            QList<ActionKind>{ActionKind::CopySpell});
    }

    // CR 707.10, 708.8: Ana casts Lightning Bolt at Nico, then turns Mischievous Quanar face up; its trigger
    // copies the Bolt (the copy keeps its target), so Nico is dealt 3 twice.
    void mischievousQuanarPlayed()
    {
        const QByteArray objects = test::objectJson("quanar", "Mischievous Quanar", ", \"face_down\": true") + ","
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
        const Playthrough p = played(objects,
            R"({"id": "e1", "cast": "bolt", "targets": ["nico"]}, {"id": "e2", "activate": "quanar", "ability": 2},
            {"id": "e3", "resolve": "top"}, {"id": "e4", "resolve": "top"}, {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);
    }

    // CR 400.7, 603.10a: "that card" is the card in the graveyard the event names, no target.
    void planarVoidExilesThatCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Planar Void"), 0),
            QStringLiteral("Whenever another card is put into a graveyard from anywhere, exile that card."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Planar Void"), 0, ActionKind::Exile);
        QVERIFY(a && a->object);
        QCOMPARE(a->object->ref, Selector::Ref::It);
        QCOMPARE(test::parsedAbility(fixtures(), QStringLiteral("Planar Void"), 0)->event, TriggerEvent::CardPutIntoGraveyard);
    }

    // CR 400.7, 603.10a: Nico's Grizzly Bears dies and Ana's Lightning Bolt resolves; each card is exiled from
    // the graveyard it went to.
    void planarVoidPlayed()
    {
        const QByteArray objects = test::objectJson("void", "Planar Void") + ","
            + test::objectJson("nicobears", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"");
        const Playthrough p = played(objects,
            R"({"id": "e1", "move": "nicobears", "to": "graveyard"}, {"id": "e2", "resolve": "top"},
            {"id": "e3", "cast": "bolt", "targets": ["nico"]}, {"id": "e4", "resolve": "top"},
            {"id": "e5", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Exile, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        QCOMPARE(test::zoneOf(p, QStringLiteral("void")), Zone::Battlefield);
    }

    // CR 707.2, 603.7c: the misprinted name is ~, and so is "it"; the target is another attacking creature.
    void skinshifterBecomesACopy()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tilonalli's Skinshifter"), 1),
            QStringLiteral("Whenever ~ attacks, ~ becomes a copy of another target attacking nonlegendary creature until "
                           "end of turn."));
    }

    // CR 707.2, 613.2: Tilonalli's Skinshifter (0/1) attacks beside Grizzly Bears and becomes a copy of the
    // Bears until end of turn: a 2/2.
    void skinshifterPlayed()
    {
        const QByteArray objects = test::objectJson("skin", "Tilonalli's Skinshifter") + ","
            + test::objectJson("bears", "Grizzly Bears");
        const Playthrough p = played(objects,
            R"({"id": "e1", "attack": {"skin": "nico", "bears": "nico"}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::ptOf(p, QStringLiteral("skin")) == QStringLiteral("2/2"), qPrintable(test::happened(p)));
        const Playthrough alone = played(test::objectJson("skin", "Tilonalli's Skinshifter"),
            R"({"id": "e1", "attack": {"skin": "nico"}})");
        QCOMPARE(test::ptOf(alone, QStringLiteral("skin")), QStringLiteral("0/1"));
    }

    // CR 110.2a, 115.1: the target is a creature card in the graveyard of the player dealt damage; returned under
    // the controller's control, as "return … to the battlefield" says.
    void inkEyesReturnsFromThatPlayersGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ink-Eyes, Servant of Oni"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, you may return target creature card from that "
                           "player's graveyard to the battlefield."));
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Ink-Eyes, Servant of Oni"), QStringLiteral("that player's graveyard"));
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->targets[0].whose, QStringLiteral("that_player"));
        QCOMPARE(a->targets[0].zone, Zone::Graveyard);
        QCOMPARE(a->effect.value(0).kind, ActionKind::ReturnFromGraveyard);
        QVERIFY(a->optional);
    }

    // CR 110.2a, 510.3a: Ink-Eyes hits Nico; his Grizzly Bears card (not Ana's) comes back under Ana's control;
    // declined, it stays in his graveyard.
    void inkEyesPlayed()
    {
        const QByteArray objects = test::objectJson("inkeyes", "Ink-Eyes, Servant of Oni") + ","
            + test::objectJson("anabears", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("nicobears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico");
        const QByteArray hit = "{\"id\": \"e1\", \"attack\": {\"inkeyes\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
                               "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"";
        Playthrough p = played(objects, hit + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("nicobears"))].controller, QStringLiteral("ana"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("anabears")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 15);
        p = played(objects, hit + ", \"may\": false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("nicobears")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 400.3, 608.2h: every Zombie card in every graveyard as it resolves, no target, each to its owner's hand.
    void infernalCaretakerReturnsEveryZombieCard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Infernal Caretaker"), 1),
            QStringLiteral("When ~ is turned face up, return all Zombie cards in all graveyards to their owners' hands."));
        const Action* a = test::firstAction(fixtures(), QStringLiteral("Infernal Caretaker"), 1, ActionKind::ReturnToHand);
        QVERIFY(a && a->object);
        QVERIFY(a->each);
        QCOMPARE(a->object->zone, Zone::Graveyard);
        QVERIFY(!a->object->ownerYou);
        QCOMPARE(a->object->subtypes.size(), 1);
    }

    // CR 400.3, 708.8: Ana turns Infernal Caretaker face up: her Severed Legion card and Nico's go to their owners'
    // hands; her Grizzly Bears card and the Severed Legion on the battlefield stay.
    void infernalCaretakerPlayed()
    {
        const QByteArray objects = test::objectJson("caretaker", "Infernal Caretaker", ", \"face_down\": true") + ","
            + test::objectJson("analegion", "Severed Legion", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("nicolegion", "Severed Legion", ", \"zone\": \"graveyard\"", "nico") + ","
            + test::objectJson("bearcard", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ","
            + test::objectJson("legion", "Severed Legion", "", "nico");
        const Playthrough p = played(objects,
            R"({"id": "e1", "activate": "caretaker", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("analegion")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nicolegion")), Zone::Hand);
        QCOMPARE(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("nicolegion"))].owner, QStringLiteral("nico"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bearcard")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("legion")), Zone::Battlefield);
    }
};

QTEST_MAIN(TestImpTrig33)
#include "tst_imptrig33.moc"
