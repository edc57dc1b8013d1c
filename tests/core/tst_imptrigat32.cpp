// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat32.json), round 32 (`imptrigat32`): "create X 2/2 black Zombie creature tokens,
// where X is half the number of Zombies you control, rounded down" (Endless Ranks of the Dead), a half
// counted as it resolves; "create a 2/2 white Cat creature token for each Equipment attached to ~" (Kemba, Kha
// Regent), those attached to the source; "if ~ attacked or blocked this turn, its owner shuffles it into their
// library" (Inferno Hellion), ~'s owner; "you may exile a land card from your graveyard. If you do, …" (Forgotten
// Harvest), a card of the controller's graveyard chosen as it resolves; two misprints mended (Obsessive Skinner's
// delirium, Branded Howler's "casts"), and the werewolves' "last turn" conditions the event player now reads;
// "scry X, where X is …" (Oath of Jace) and "bolster X, where X is …" (Dragonscale General), X counted; a
// trigger's "If you control a blue permanent and a black permanent, … instead" (Ana Sanctuary); "Then they
// create X … tokens, where X is that card's converted mana cost" after one card milled (Infernal Genesis); "you
// may discard all the cards in your hand. If you do, draw that many cards" (Forgotten Creation). The payments,
// the look and Daredevil Dragster are in tst_imptrigat32b.cpp.
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
    return test::fixtureFile(QStringLiteral("imptrigat32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// Nico's upkeep begins (the scenario opens in Ana's turn) and the trigger resolves.
const char* nicosUpkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

// The tokens on the battlefield that `controller` controls and that are named `name`.
int tokensNamed(const Playthrough& p, const QString& controller, const QString& name)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.card && o.card->token && o.zone == Zone::Battlefield && o.controller == controller
                && o.card->name() == name
            ? 1
            : 0;
    return n;
}

// `n` of Nico's Walking Corpses (2/2 Zombies), ids corpse0 …
QByteArray corpses(int n)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += ", " + test::objectJson(("corpse" + QByteArray::number(i)).constData(), "Walking Corpse", "", "nico");
    return out;
}

}   // namespace

class TestImpTrigAt32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 16); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 107.1a, 608.2h: "half the number of Zombies you control, rounded down" is counted as the ability
    // resolves; the writer says it as the card does.
    void endlessRanksCountsHalfItsZombies()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Endless Ranks of the Dead"), QStringLiteral("Zombie"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::CreateToken);
        QVERIFY(upkeep->effect[0].amount.x);
        QVERIFY(upkeep->effect[0].amountOf);
        QCOMPARE(upkeep->effect[0].amountOf->kind, Expr::Kind::HalfRoundedDown);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Endless Ranks of the Dead"), 0),
            QStringLiteral("At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is half the "
                           "number of Zombies you control, rounded down."));
    }

    // CR 107.1a, 111.2: with five Zombies Nico gets two Zombie tokens, with one none; Ana's Zombies are not his.
    void endlessRanksMakesHalfAsManyZombies()
    {
        const QByteArray ranks = test::objectJson("ranks", "Endless Ranks of the Dead", "", "nico");
        const QByteArray anas = ", " + test::objectJson("anas", "Walking Corpse") + ", " + test::objectJson("anas2", "Walking Corpse");
        Playthrough p = played(ranks + corpses(5) + anas, nicosUpkeep);
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Zombie")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(tokensNamed(p, QStringLiteral("ana"), QStringLiteral("Zombie")), 0);
        p = played(ranks + corpses(1) + anas, nicosUpkeep);
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Zombie")) == 0, qPrintable(test::happened(p)));
    }

    // CR 301.5, 608.2h: "for each Equipment attached to ~" counts those attached to the source; the writer
    // says "attached to it" of the source, as it does in a static ability.
    void kembaCountsTheEquipmentAttachedToIt()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Kemba, Kha Regent"), QStringLiteral("Cat"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::CreateToken);
        QVERIFY(upkeep->effect[0].amountOf);
        QCOMPARE(upkeep->effect[0].amountOf->kind, Expr::Kind::Count);
        QVERIFY(upkeep->effect[0].amountOf->selector);
        QVERIFY(upkeep->effect[0].amountOf->selector->attachedToSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kemba, Kha Regent"), 0),
            QStringLiteral("At the beginning of your upkeep, create a 2/2 white Cat creature token for each Equipment attached to it."));
    }

    // CR 301.5, 111.2: Nico's Kemba with two Bonesplitters makes two Cats; the Bonesplitter on his Grizzly
    // Bears is not attached to Kemba; bare, Kemba makes none.
    void kembaMakesACatForEachOfItsEquipment()
    {
        const QByteArray kemba = test::objectJson("kemba", "Kemba, Kha Regent", "", "nico");
        const QByteArray others = ", " + test::objectJson("bears", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("split3", "Bonesplitter", ", \"attached_to\": \"bears\"", "nico");
        const QByteArray equipped = ", " + test::objectJson("split1", "Bonesplitter", ", \"attached_to\": \"kemba\"", "nico")
            + ", " + test::objectJson("split2", "Bonesplitter", ", \"attached_to\": \"kemba\"", "nico");
        Playthrough p = played(kemba + equipped + others, nicosUpkeep);
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Cat")) == 2, qPrintable(test::happened(p)));
        p = played(kemba + others, nicosUpkeep);
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Cat")) == 0, qPrintable(test::happened(p)));
    }

    // CR 603.4, 701.24: "its owner" after "if ~ attacked or blocked this turn" is ~'s owner, as "~'s owner
    // shuffles it into their library" (Blitz Hellion) says.
    void infernoHellionReadsItsOwner()
    {
        const AbilityDef* end = test::parsedWith(fixtures(), QStringLiteral("Inferno Hellion"), QStringLiteral("shuffles"));
        QVERIFY(end);
        QCOMPARE(end->event, TriggerEvent::EndStep);
        QVERIFY(end->triggerIf);
        QCOMPARE(end->triggerIf->kind, Condition::Kind::SourceAttackedOrBlockedThisTurn);
        QCOMPARE(end->effect.size(), 1);
        QCOMPARE(end->effect[0].kind, ActionKind::ShuffleIntoLibrary);
        QCOMPARE(end->effect[0].who, QStringLiteral("owner"));
        QVERIFY(end->effect[0].object && end->effect[0].object->ref == Selector::Ref::Self);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Inferno Hellion"), 1),
            QStringLiteral("At the beginning of each end step, if ~ attacked or blocked this turn, ~'s owner shuffles it into "
                           "their library."));
    }

    // CR 508.1, 603.4, 701.24: Ana's Inferno Hellion attacks Nico; at the end step it goes into her library.
    // Had it not attacked, the trigger does not trigger and it stays.
    void infernoHellionGoesHomeAfterAttacking()
    {
        const QByteArray hellion = test::objectJson("hellion", "Inferno Hellion");
        Playthrough p = played(hellion,
            "{\"id\": \"e1\", \"attack\": {\"hellion\": \"nico\"}}, {\"id\": \"e2\", \"begin\": \"end\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hellion")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 13);
        p = played(hellion, "{\"id\": \"e1\", \"begin\": \"end\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("hellion")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 115.1, 603.5, 608.2c: "exile a land card from your graveyard" names no target: one card of the
    // controller's graveyard, chosen as the ability resolves; "If you do" follows that choice.
    void forgottenHarvestExilesALandCard()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Forgotten Harvest"), QStringLiteral("exile"));
        QVERIFY(upkeep);
        QVERIFY(upkeep->optional);
        QCOMPARE(upkeep->targets.size(), 1);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::ExileFromGraveyard);
        QVERIFY(upkeep->effect[0].object);
        QCOMPARE(upkeep->effect[0].object->types, quint16(CardType::Land));
        QCOMPARE(upkeep->effect[0].object->zone, Zone::Graveyard);
        QVERIFY(upkeep->effect[0].object->ownerYou);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(upkeep->effect[1].ifYouDo);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Forgotten Harvest"), 0),
            QStringLiteral("At the beginning of your upkeep, you may exile a land card from your graveyard. If you do, put a "
                           "+1/+1 counter on target creature."));
    }

    // CR 406.3, 603.5, 608.2c: Nico exiles the Forest from his graveyard (not his Grizzly Bears card, nor
    // Ana's Forest) and his Bears on the battlefield get a counter; declined, or with no land card of his
    // there, nothing is exiled and no counter is put.
    void forgottenHarvestPutsACounterOnlyAfterExiling()
    {
        const QByteArray harvest = test::objectJson("harvest", "Forgotten Harvest", "", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("deadbears", "Grizzly Bears", ", \"zone\": \"graveyard\"", "nico")
            + ", " + test::objectJson("anasforest", "Forest", ", \"zone\": \"graveyard\"");
        const QByteArray forest = ", " + test::objectJson("forest", "Forest", ", \"zone\": \"graveyard\"", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"bears\"]}}}, "
                             "{\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(harvest + forest, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("deadbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("anasforest")), Zone::Graveyard);
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 1);
        p = played(harvest + forest, QByteArray(upkeep).replace("\"resolve\": \"top\"", "\"resolve\": \"top\", \"may\": false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
        p = played(harvest, upkeep);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 0, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("anasforest")), Zone::Graveyard);
        QVERIFY2(test::happened(p).contains(QStringLiteral("no such card")), qPrintable(test::happened(p)));
    }

    // CR 207.2c, 603.4: Oracle's misprint "four or more cards types among card in your graveyard" is
    // delirium's "four or more card types among cards in your graveyard"; the ability word is not written.
    void obsessiveSkinnerReadsDelirium()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Obsessive Skinner"), QStringLiteral("Delirium"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::OpponentUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::CardTypesInGraveyardAtLeast);
        QCOMPARE(upkeep->triggerIf->n, 4);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Obsessive Skinner"), 1),
            QStringLiteral("At the beginning of each opponent's upkeep, if there are four or more card types among cards in "
                           "your graveyard, put a +1/+1 counter on target creature."));
    }

    // CR 603.4, 207.2c: at Nico's upkeep Ana's Skinner puts a counter on her Grizzly Bears when her graveyard
    // holds a land, a creature, an instant and an artifact card; with three types it does not trigger.
    void obsessiveSkinnerCountsCardTypesInItsGraveyard()
    {
        const QByteArray three = test::objectJson("skinner", "Obsessive Skinner") + ", " + test::objectJson("bears", "Grizzly Bears")
            + ", " + test::objectJson("forest", "Forest", ", \"zone\": \"graveyard\"")
            + ", " + test::objectJson("deadbears", "Grizzly Bears", ", \"zone\": \"graveyard\"")
            + ", " + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"graveyard\"");
        const QByteArray four = three + ", " + test::objectJson("splitter", "Bonesplitter", ", \"zone\": \"graveyard\"");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"bears\"]}}}, "
                             "{\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(four, upkeep);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 1, qPrintable(test::happened(p)));
        p = played(three, "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(!test::happened(p).contains(QStringLiteral("Obsessive Skinner")), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("bears")), 0);
    }

    // CR 603.4: Branded Howler's misprint "if a player casts two or more spells last turn" is the
    // werewolves' "cast", as Convicted Killer's other werewolves say it.
    void brandedHowlerReadsTheWerewolfCondition()
    {
        const AbilityDef* back = test::parsedWith(fixtures(), QStringLiteral("Convicted Killer"), QStringLiteral("two or more spells"));
        QVERIFY(back);
        QCOMPARE(back->event, TriggerEvent::EachUpkeep);
        QVERIFY(back->triggerIf);
        QCOMPARE(back->triggerIf->kind, Condition::Kind::TwoSpellsCastLastTurn);
        QCOMPARE(back->effect.size(), 1);
        QCOMPARE(back->effect[0].kind, ActionKind::Transform);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Convicted Killer"), 1),
            QStringLiteral("At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~."));
    }

    // CR 603.4: Ana casts two Lightning Bolts at Nico in her turn; at his upkeep her Branded Howler
    // transforms back into Convicted Killer. After one Bolt it stays; her Convicted Killer after a turn with no
    // spell transforms into Branded Howler.
    void werewolvesReadTheTurnBefore()
    {
        const QByteArray bolts = ", " + test::objectJson("bolt1", "Lightning Bolt", ", \"zone\": \"hand\"")
            + ", " + test::objectJson("bolt2", "Lightning Bolt", ", \"zone\": \"hand\"");
        const QByteArray howler = test::objectJson("wolf", "Convicted Killer", ", \"transformed\": true") + bolts;
        const QByteArray oneBolt = "{\"id\": \"e1\", \"cast\": \"bolt1\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray secondBolt = ", {\"id\": \"e3\", \"cast\": \"bolt2\", \"targets\": [\"nico\"]}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        const QByteArray upkeep = ", {\"id\": \"e5\", \"begin\": \"upkeep\"}, {\"id\": \"e6\", \"resolve\": \"top\"}";
        Playthrough p = played(howler, oneBolt + secondBolt + upkeep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QVERIFY2(!p.finalState.objects[p.finalState.objectIndex(QStringLiteral("wolf"))].transformed, qPrintable(test::happened(p)));
        p = played(howler, oneBolt + ", {\"id\": \"e5\", \"begin\": \"upkeep\"}");
        QVERIFY2(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("wolf"))].transformed, qPrintable(test::happened(p)));
        p = played(test::objectJson("wolf", "Convicted Killer"), upkeep.mid(2));
        QVERIFY2(p.finalState.objects[p.finalState.objectIndex(QStringLiteral("wolf"))].transformed, qPrintable(test::happened(p)));
    }

    // CR 701.39a, 608.2h: a keyword action's X "where X is …" is counted as the ability resolves; the
    // writer says it back (the reminder text is not written).
    void scryAndBolsterTakeACountedX()
    {
        const AbilityDef* oath = test::parsedWith(fixtures(), QStringLiteral("Oath of Jace"), QStringLiteral("scry"));
        QVERIFY(oath);
        QCOMPARE(oath->effect.size(), 1);
        QCOMPARE(oath->effect[0].kind, ActionKind::Scry);
        QVERIFY(oath->effect[0].amount.x);
        QVERIFY(oath->effect[0].amountOf && oath->effect[0].amountOf->kind == Expr::Kind::Count);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Oath of Jace"), 1),
            QStringLiteral("At the beginning of your upkeep, scry X, where X is the number of planeswalkers you control."));
        const AbilityDef* general = test::parsedWith(fixtures(), QStringLiteral("Dragonscale General"), QStringLiteral("bolster"));
        QVERIFY(general);
        QCOMPARE(general->event, TriggerEvent::YourEndStep);
        QCOMPARE(general->effect.size(), 1);
        QCOMPARE(general->effect[0].kind, ActionKind::Bolster);
        QVERIFY(general->effect[0].amountOf && general->effect[0].amountOf->selector);
        QVERIFY(general->effect[0].amountOf->selector->tapped);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Dragonscale General"), 0),
            QStringLiteral("At the beginning of your end step, bolster X, where X is the number of tapped creatures you control."));
    }

    // CR 701.39a, 608.2h: at Ana's end step, with her Grizzly Bears and Craw Wurm tapped, the General bolsters
    // 2: the Bears (toughness 2, the least) get two counters; with none of hers tapped it bolsters 0 (Nico's
    // tapped Gray Ogre is not hers).
    void dragonscaleGeneralBolstersByItsTappedCreatures()
    {
        const QByteArray general = test::objectJson("general", "Dragonscale General") + ", "
            + test::objectJson("ogre", "Gray Ogre", ", \"tapped\": true", "nico");
        const char* endStep = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(general + ", " + test::objectJson("bears", "Grizzly Bears", ", \"tapped\": true") + ", "
                + test::objectJson("wurm", "Craw Wurm", ", \"tapped\": true"),
            endStep);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("general")), 0);
        p = played(general + ", " + test::objectJson("bears", "Grizzly Bears"), endStep);
        QVERIFY2(test::countersOn(p, QStringLiteral("bears")) == 0, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 603.4: a later sentence's "If …, … instead" is checked as the ability resolves: the
    // +5/+5 replaces the +1/+1 when both permanents are there, and the +1/+1 is done when either is not.
    void anaSanctuaryReadsItsInstead()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Ana Sanctuary"), QStringLiteral("instead"));
        QVERIFY(upkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->effect.size(), 2);
        QVERIFY(upkeep->effect[0].condition && upkeep->effect[0].condition->orElse);
        QVERIFY(upkeep->effect[1].condition && upkeep->effect[1].condition->also);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ana Sanctuary"), 0),
            QStringLiteral("At the beginning of your upkeep, if you control one or more blue or black permanents, target creature "
                           "gets +1/+1 until end of turn. If you control a blue permanent and a black permanent, that creature "
                           "gets +5/+5 until end of turn instead."));
    }

    // CR 608.2c, 613.4c: Nico's Sanctuary with his Merfolk of the Pearl Trident (blue) and Walking Corpse
    // (black) makes his Grizzly Bears 7/7; with the Merfolk alone, 3/3; with neither, it does not trigger.
    void anaSanctuaryGivesFiveWithBothColors()
    {
        const QByteArray sanctuary = test::objectJson("sanctuary", "Ana Sanctuary", "", "nico") + ", "
            + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const QByteArray merfolk = ", " + test::objectJson("merfolk", "Merfolk of the Pearl Trident", "", "nico");
        const QByteArray corpse = ", " + test::objectJson("corpse", "Walking Corpse", "", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\", \"triggers\": {\"e1.1\": {\"targets\": [\"bears\"]}}}, "
                             "{\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(sanctuary + merfolk + corpse, upkeep);
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("7/7"), qPrintable(test::happened(p)));
        p = played(sanctuary + merfolk, upkeep);
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("3/3"), qPrintable(test::happened(p)));
        p = played(sanctuary, "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("bears")) == QStringLiteral("2/2"), qPrintable(test::happened(p)));
        QVERIFY2(!test::happened(p).contains(QStringLiteral("Ana Sanctuary")), qPrintable(test::happened(p)));
    }

    // CR 111.2, 400.7, 608.2h: "they" after "that player puts the top card of their library into their
    // graveyard" is that player, and "that card" the card milled, where it went.
    void infernalGenesisReadsTheMilledCard()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Infernal Genesis"), QStringLiteral("Minion"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EachUpkeep);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::Mill);
        QCOMPARE(upkeep->effect[0].who, QStringLiteral("that_player"));
        QCOMPARE(upkeep->effect[1].kind, ActionKind::CreateToken);
        QCOMPARE(upkeep->effect[1].who, QStringLiteral("that_player"));
        QVERIFY(upkeep->effect[1].amountOf);
        QCOMPARE(upkeep->effect[1].amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Infernal Genesis"), 0),
            QStringLiteral("At the beginning of each upkeep, that player mills a card. That player creates X 1/1 black Minion "
                           "creature tokens, where X is its mana value."));
    }

    // CR 701.13a, 111.2, 202.3: at Nico's upkeep Ana's Infernal Genesis mills his Craw Wurm (mana value 6):
    // he gets six Minions, she none; a Forest on top (mana value 0) gives him none.
    void infernalGenesisMakesMinionsByTheMilledCard()
    {
        const QByteArray genesis = test::objectJson("genesis", "Infernal Genesis");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray library = ", " + test::objectJson("forest", "Forest", ", \"zone\": \"library\"", "nico");
        Playthrough p = played(genesis + ", " + test::objectJson("wurm", "Craw Wurm", ", \"zone\": \"library\"", "nico") + library, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("forest")), Zone::Library);
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Minion")) == 6, qPrintable(test::happened(p)));
        QCOMPARE(tokensNamed(p, QStringLiteral("ana"), QStringLiteral("Minion")), 0);
        p = played(genesis + library, upkeep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Minion")) == 0, qPrintable(test::happened(p)));
    }

    // CR 701.8a, 603.5, 608.2c: the older "discard all the cards in your hand" is discarding one's hand, and
    // "that many" after "If you do" the cards that discard moved.
    void forgottenCreationReadsThatMany()
    {
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Forgotten Creation"), QStringLiteral("discard"));
        QVERIFY(upkeep);
        QVERIFY(upkeep->optional);
        QCOMPARE(upkeep->effect.size(), 2);
        QCOMPARE(upkeep->effect[0].kind, ActionKind::DiscardHand);
        QCOMPARE(upkeep->effect[1].kind, ActionKind::Draw);
        QVERIFY(upkeep->effect[1].ifYouDo);
        QVERIFY(upkeep->effect[1].amountOf && upkeep->effect[1].amountOf->kind == Expr::Kind::CountThisWay);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Forgotten Creation"), 1),
            QStringLiteral("At the beginning of your upkeep, you may discard your hand. If you do, draw that many cards."));
    }

    // CR 701.8a, 121.2: Nico discards his three cards and draws three (the top three of his library); when
    // he declines, his hand stays.
    void forgottenCreationDrawsAsManyAsDiscarded()
    {
        QByteArray objects = test::objectJson("creation", "Forgotten Creation", "", "nico");
        for (const char* id : {"h1", "h2", "h3"})
            objects += ", " + test::objectJson(id, "Grizzly Bears", ", \"zone\": \"hand\"", "nico");
        for (const char* id : {"l1", "l2", "l3", "l4"})
            objects += ", " + test::objectJson(id, "Forest", ", \"zone\": \"library\"", "nico");
        const char* upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(objects, upkeep);
        for (const char* id : {"h1", "h2", "h3"})
            QVERIFY2(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Graveyard, qPrintable(test::happened(p)));
        for (const char* id : {"l1", "l2", "l3"})
            QVERIFY2(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l4")), Zone::Library);
        p = played(objects, QByteArray(upkeep).replace("\"resolve\": \"top\"", "\"resolve\": \"top\", \"may\": false"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("h1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("l1")), Zone::Library);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt32)
#include "tst_imptrigat32.moc"
