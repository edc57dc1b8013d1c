// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw32.json), round 32
// (`imptrigw32`): "create a 2/2 green Wolf creature token tapped and attacking for each creature card in your
// graveyard" (Kessig Cagebreakers), tokens counted as the ability resolves, each attacking; "you gain 2 life
// for each 1 life you lost" (Transcendence), twice the life the event took; "that source's controller gets a
// poison counter" (Reaper of Sheoldred) and "… gains control of ~" (Crag Saurian), the controller of the
// source that dealt ~ damage; "that player gains control of ~" (Drooling Ogre), the player who cast the
// spell; "Whenever ~ attacks alone, ~ can't be blocked this combat" (Yuan Shao's Infantry); "you and that
// player each draw that many cards" (Diviner Spirit); Headless Specter's and Star-Crowned Stag's misprinted
// names of themselves; "you may have that creature deal 1 damage to target player or planeswalker" (Rage
// Forger), the attacking creature's damage; "Whenever Grunn attacks alone, double its power and toughness
// until end of turn" (Grunn, the Lonely King); It of the Horrid Swarm's misprinted "Insect tokens"; "~ becomes an
// artifact creature and gets +1/+1 until end of turn" (Mizzium Tank); "you may have target player lose life
// equal to the number of Zombies on the battlefield" (Gempalm Polluter).
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
    return test::fixtureFile(QStringLiteral("imptrigw32.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// A scenario in Ana's turn with Ana at `anaLife`.
Playthrough playedAtLife(const QByteArray& objects, const QByteArray& events, int anaLife)
{
    const auto state = test::readScenario(
        test::libraryOf(fixtures()), test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife)));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

int poisonOf(const Playthrough& p, const char* player)
{
    const Player* who = p.finalState.player(QLatin1String(player));
    return who ? who->poison : -1;
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c ? c->controller : QString();
}

// Ana's creature `id` attacks Nico unblocked and deals its combat damage; its trigger resolves.
QByteArray unblockedHit(const char* id)
{
    return QByteArray("{\"id\": \"e1\", \"attack\": {\"") + id
        + "\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, {\"id\": \"e3\", \"begin\": \"combat_damage\"}, "
          "{\"id\": \"e4\", \"resolve\": \"top\"}";
}

// How many cards `owner` holds at the end of a playthrough.
int handOf(const Playthrough& p, const char* owner)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.zone == Zone::Hand && o.owner == QLatin1String(owner) ? 1 : 0;
    return n;
}

// How many objects named `name` ended the playthrough on the battlefield, and how many of them attacking.
QPair<int, int> onBattlefieldAttacking(const Playthrough& p, const QString& name)
{
    int here = 0, attacking = 0;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Battlefield && o.card && o.card->name() == name) {
            ++here;
            attacking += o.attacking ? 1 : 0;
        }
    return {here, attacking};
}

}   // namespace

class TestImpTrigW32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 14); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.4, 608.2h: the older "token tapped and attacking" is today's "token that's tapped and
    // attacking"; one token for each creature card counted as the ability resolves.
    void cagebreakersReadsAnAttackingTokenForEachCard()
    {
        const Action* token = test::firstAction(fixtures(), QStringLiteral("Kessig Cagebreakers"), 0, ActionKind::CreateToken);
        QVERIFY(token);
        QVERIFY(token->attacking);
        QVERIFY(token->tapped);
        QVERIFY(token->amountOf);
        QCOMPARE(token->amountOf->kind, Expr::Kind::Count);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kessig Cagebreakers"), 0),
            QStringLiteral("Whenever ~ attacks, create a 2/2 green Wolf creature token that's tapped and "
                           "attacking for each creature card in your graveyard."));
    }

    // CR 508.4: Kessig Cagebreakers attacks with two creature cards (and a land) in Ana's graveyard: two
    // tapped Wolves enter attacking; with none in it, none.
    void cagebreakersMakesAWolfForEachCreatureCard()
    {
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"cage\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray cage = test::objectJson("cage", "Kessig Cagebreakers");
        Playthrough p = played(cage + ", " + test::objectJson("g1", "Grizzly Bears", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("g2", "Craw Wurm", ", \"zone\": \"graveyard\"") + ", "
                + test::objectJson("g3", "Forest", ", \"zone\": \"graveyard\""),
            attack);
        const auto wolves = onBattlefieldAttacking(p, QStringLiteral("Wolf"));
        QVERIFY2(wolves.first == 2, qPrintable(test::happened(p)));
        QCOMPARE(wolves.second, 2);
        for (const GameObject& o : p.finalState.objects)
            if (o.card && o.card->name() == QLatin1String("Wolf"))
                QVERIFY(o.tapped);
        p = played(cage, attack);
        QVERIFY2(onBattlefieldAttacking(p, QStringLiteral("Wolf")).first == 0, qPrintable(test::happened(p)));
    }

    // CR 119.3, 603.7c: "2 life for each 1 life you lost" is twice the event's amount; the writer says "twice
    // that much life".
    void transcendenceReadsTwiceTheLifeLost()
    {
        const AbilityDef* lose = test::parsedWith(fixtures(), QStringLiteral("Transcendence"), QStringLiteral("you lost"));
        QVERIFY(lose);
        QCOMPARE(lose->event, TriggerEvent::YouLoseLife);
        QCOMPARE(lose->effect.size(), 1);
        QCOMPARE(lose->effect[0].kind, ActionKind::GainLife);
        QVERIFY(lose->effect[0].amountOf);
        QCOMPARE(lose->effect[0].amountOf->kind, Expr::Kind::Sum);
        QCOMPARE(lose->effect[0].amountOf->args.size(), 2);
        QCOMPARE(lose->effect[0].amountOf->args[0].kind, Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Transcendence"), 2),
            QStringLiteral("Whenever you lose life, you gain twice that much life."));
    }

    // CR 119.3, 120.3a: Ana (10 life) under Transcendence is dealt 6 by Nico's Craw Wurm: she loses 6 (4
    // left), and the trigger gains her 12 (16).
    void transcendenceGainsTwiceTheLifeLost()
    {
        const QByteArray objects = test::objectJson("trans", "Transcendence") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray damage = "{\"id\": \"e1\", \"damage\": [{\"source\": \"wurm\", \"to\": \"ana\", \"amount\": 6}]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough p = playedAtLife(objects, damage, 10);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 16, qPrintable(test::happened(p)));
    }

    // CR 120.3, 603.7c: "that source's controller" is the controller of the source that dealt ~ damage, the
    // event's object; the writer says it "that source's controller".
    void reaperAndSaurianReadTheSourcesController()
    {
        const Action* poison = test::firstAction(fixtures(), QStringLiteral("Reaper of Sheoldred"), 1, ActionKind::PutCounter);
        QVERIFY(poison);
        QCOMPARE(poison->who, QStringLiteral("controller_of_that"));
        QCOMPARE(poison->counters.kind, QStringLiteral("poison"));
        const AbilityDef* saurian = test::parsedWith(fixtures(), QStringLiteral("Crag Saurian"), QStringLiteral("gains control"));
        QVERIFY(saurian);
        QCOMPARE(saurian->event, TriggerEvent::SourceDealsDamageToSelf);
        QCOMPARE(saurian->effect.size(), 1);
        QCOMPARE(saurian->effect[0].who, QStringLiteral("controller_of_that"));
        QVERIFY(saurian->effect[0].continuous);
        QCOMPARE(saurian->effect[0].continuous->ops.first().kind, Op::Kind::GainControl);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crag Saurian"), 0),
            QStringLiteral("Whenever a source deals damage to ~, that source's controller gains control of ~."));
    }

    // CR 120.3, 122.1, 603.7c: Nico's Craw Wurm deals 2 damage to Ana's Reaper of Sheoldred: Nico gets a poison
    // counter; her own Grizzly Bears' damage gives her one.
    void reaperPoisonsTheSourcesController()
    {
        const QByteArray objects = test::objectJson("reaper", "Reaper of Sheoldred") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = played(objects,
            "{\"id\": \"e1\", \"damage\": [{\"source\": \"wurm\", \"to\": \"reaper\", \"amount\": 2}]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(poisonOf(p, "nico") == 1, qPrintable(test::happened(p)));
        QCOMPARE(poisonOf(p, "ana"), 0);
        p = played(objects,
            "{\"id\": \"e1\", \"damage\": [{\"source\": \"bears\", \"to\": \"reaper\", \"amount\": 2}]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(poisonOf(p, "ana") == 1, qPrintable(test::happened(p)));
        QCOMPARE(poisonOf(p, "nico"), 0);
    }

    // CR 613.1b, 603.7c: Nico's Craw Wurm deals 2 damage to Ana's Crag Saurian: Nico gains control of it for
    // good; Ana's own Grizzly Bears' damage leaves it hers.
    void saurianGoesToTheSourcesController()
    {
        const QByteArray objects = test::objectJson("saurian", "Crag Saurian") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico")
            + ", " + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = played(objects,
            "{\"id\": \"e1\", \"damage\": [{\"source\": \"wurm\", \"to\": \"saurian\", \"amount\": 2}]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(controllerOf(p, "saurian") == QLatin1String("nico"), qPrintable(test::happened(p)));
        p = played(objects,
            "{\"id\": \"e1\", \"damage\": [{\"source\": \"bears\", \"to\": \"saurian\", \"amount\": 2}]}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(controllerOf(p, "saurian") == QLatin1String("ana"), qPrintable(test::happened(p)));
    }

    // CR 601.2i, 603.7c, 613.1b: "that player" is the player who cast the artifact spell; ~ is given to them
    // for good.
    void droolingOgreReadsTheCaster()
    {
        const AbilityDef* cast = test::parsedWith(fixtures(), QStringLiteral("Drooling Ogre"), QStringLiteral("artifact spell"));
        QVERIFY(cast);
        QCOMPARE(cast->event, TriggerEvent::PlayerCastsSpell);
        QCOMPARE(cast->effect.size(), 1);
        QCOMPARE(cast->effect[0].who, QStringLiteral("that_player"));
        QVERIFY(cast->effect[0].continuous);
        QCOMPARE(cast->effect[0].continuous->duration, Duration::Indefinite);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Drooling Ogre"), 0),
            QStringLiteral("Whenever a player casts an artifact spell, that player gains control of ~."));
    }

    // CR 613.1b: Ana casts Ornithopter beside Nico's Drooling Ogre: she gains control of the Ogre; casting
    // Grizzly Bears does not trigger it.
    void droolingOgreGoesToTheCaster()
    {
        const QByteArray ogre = test::objectJson("ogre", "Drooling Ogre", "", "nico") + ", ";
        Playthrough p = played(ogre + test::objectJson("orni", "Ornithopter", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"orni\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(controllerOf(p, "ogre") == QLatin1String("ana"), qPrintable(test::happened(p)));
        p = played(ogre + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"bears\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(controllerOf(p, "ogre") == QLatin1String("nico"), qPrintable(test::happened(p)));
    }

    // CR 506.5, 511.3: "attacks alone" is exalted's event narrowed to ~; the rule lasts until the combat ends.
    void yuanShaoReadsAttacksAloneThisCombat()
    {
        const AbilityDef* alone = test::parsedWith(fixtures(), QStringLiteral("Yuan Shao's Infantry"), QStringLiteral("alone"));
        QVERIFY(alone);
        QCOMPARE(alone->event, TriggerEvent::CreatureYouControlAttacksAlone);
        QVERIFY(alone->eventFilter && alone->eventFilter->ref == Selector::Ref::Self);
        QCOMPARE(alone->effect.size(), 1);
        QVERIFY(alone->effect[0].continuous);
        QCOMPARE(alone->effect[0].continuous->duration, Duration::EndOfCombat);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Yuan Shao's Infantry"), 0),
            QStringLiteral("Whenever ~ attacks alone, ~ can't be blocked until end of combat."));
    }

    // CR 506.5, 509.1b: Yuan Shao's Infantry attacking alone can't be blocked by Nico's Grizzly Bears;
    // attacking beside Ana's Bears it triggers not, and the block stands.
    void yuanShaoAloneCantBeBlocked()
    {
        const QByteArray objects = test::objectJson("yuan", "Yuan Shao's Infantry") + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"yuan\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"block\": {\"nbears\": [\"yuan\"]}}");
        QVERIFY2(test::refused(p, "e3"), qPrintable(test::happened(p)));
        p = played(objects + ", " + test::objectJson("abears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"attack\": {\"yuan\": \"nico\", \"abears\": \"nico\"}}, "
            "{\"id\": \"e3\", \"block\": {\"nbears\": [\"yuan\"]}}");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
    }

    // CR 121.2, 603.7c: "you and that player each draw that many cards" is your draw of the damage dealt, then
    // the player dealt it draws as many.
    void divinerSpiritReadsBothDraws()
    {
        const AbilityDef* hit = test::parsedWith(fixtures(), QStringLiteral("Diviner Spirit"), QStringLiteral("each draw"));
        QVERIFY(hit);
        QCOMPARE(hit->effect.size(), 2);
        QCOMPARE(hit->effect[0].kind, ActionKind::Draw);
        QVERIFY(hit->effect[0].who.isEmpty());
        QCOMPARE(hit->effect[1].kind, ActionKind::Draw);
        QCOMPARE(hit->effect[1].who, QStringLiteral("that_player"));
        QVERIFY(hit->effect[1].amountOf && hit->effect[1].amountOf->kind == Expr::Kind::EventAmount);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Diviner Spirit"), 0),
            QStringLiteral("Whenever ~ deals combat damage to a player, draw that many cards. That player draws that many cards."));
    }

    // CR 510.2, 121.2: Diviner Spirit deals Nico 2 combat damage: Ana and Nico each draw two cards.
    void divinerSpiritDrawsForBoth()
    {
        const QByteArray objects = test::objectJson("spirit", "Diviner Spirit") + test::bears("ana", 3, "library")
            + test::bears("nico", 3, "library");
        const Playthrough p = played(objects, unblockedHit("spirit"));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(handOf(p, "ana"), 2);
        QCOMPARE(handOf(p, "nico"), 2);
    }

    // CR 201.5, 603.4: the misprinted names read as ~; Headless Specter's hellbent "if" and the discard at
    // random of the player dealt damage, Star-Crowned Stag's target of defending player's.
    void misprintedNamesReadAsTheCard()
    {
        const AbilityDef* specter = test::parsedWith(fixtures(), QStringLiteral("Headless Specter"), QStringLiteral("at random"));
        QVERIFY(specter);
        QCOMPARE(specter->event, TriggerEvent::SelfDealsCombatDamageToPlayer);
        QVERIFY(specter->triggerIf);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Headless Specter"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, if you have no cards in hand, that player discards a card at random."));
        const AbilityDef* stag = test::parsedWith(fixtures(), QStringLiteral("Star-Crowned Stag"), QStringLiteral("tap target"));
        QVERIFY(stag);
        QCOMPARE(stag->event, TriggerEvent::SelfAttacks);
        QCOMPARE(stag->targets.size(), 1);
        QCOMPARE(stag->targets.first().whose, QStringLiteral("defending_player"));
    }

    // CR 603.4, 701.8: Headless Specter deals Nico combat damage while Ana holds no card: Nico discards one of
    // his two at random; while Ana holds one, the ability does not trigger and Nico keeps both.
    void headlessSpecterDiscardsOnlyWhenHellbent()
    {
        const QByteArray objects = test::objectJson("specter", "Headless Specter") + test::bears("nico", 2, "hand");
        Playthrough p = played(objects, unblockedHit("specter"));
        QVERIFY2(handOf(p, "nico") == 1, qPrintable(test::happened(p)));
        p = played(objects + test::bears("ana", 1, "hand"), unblockedHit("specter"));
        QVERIFY2(handOf(p, "nico") == 2, qPrintable(test::happened(p)));
    }

    // CR 508.5a: Star-Crowned Stag attacks Nico and taps his Grizzly Bears.
    void starCrownedStagTapsTheDefendersCreature()
    {
        const QByteArray objects = test::objectJson("stag", "Star-Crowned Stag") + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"stag\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"nbears\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::tapped(p, QStringLiteral("nbears")), qPrintable(test::happened(p)));
    }

    // CR 603.5, 603.7c: "that creature" is the attacking creature, the source of the optional damage; the
    // writer says "you may have it deal".
    void rageForgerReadsTheAttackersDamage()
    {
        const AbilityDef* attack = test::parsedWith(fixtures(), QStringLiteral("Rage Forger"), QStringLiteral("attacks"));
        QVERIFY(attack);
        QCOMPARE(attack->event, TriggerEvent::Attacks);
        QVERIFY(attack->optional);
        QCOMPARE(attack->targets.size(), 1);
        QCOMPARE(attack->effect.size(), 1);
        QCOMPARE(attack->effect[0].kind, ActionKind::Damage);
        QVERIFY(attack->effect[0].object && attack->effect[0].object->ref == Selector::Ref::It);
    }

    // CR 120.3, 508.1: Ana's Grizzly Bears with a +1/+1 counter attack beside her Rage Forger: the Bears deal
    // Nico 1; when she declines, none; her Bears without a counter do not trigger it.
    void rageForgerHasTheAttackerDealDamage()
    {
        const QByteArray forger = test::objectJson("forger", "Rage Forger") + ", ";
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"nico\"]}}}, ";
        const QByteArray counted = forger + test::objectJson("bears", "Grizzly Bears", ", \"counters\": {\"+1/+1\": 1}");
        Playthrough p = played(counted, attack + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
        p = played(counted, attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        p = played(forger + test::objectJson("bears", "Grizzly Bears"), "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}}");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
    }

    // CR 701.9b: doubling ~'s power and toughness is +X/+Y, X its power and Y its toughness as the ability
    // resolves; the writer says it so.
    void grunnReadsDoubledPowerAndToughness()
    {
        const AbilityDef* alone = test::parsedWith(fixtures(), QStringLiteral("Grunn, the Lonely King"), QStringLiteral("alone"));
        QVERIFY(alone);
        QCOMPARE(alone->event, TriggerEvent::CreatureYouControlAttacksAlone);
        QCOMPARE(alone->effect.size(), 1);
        QVERIFY(alone->effect[0].continuous);
        const Op& pt = alone->effect[0].continuous->ops.first();
        QCOMPARE(pt.kind, Op::Kind::ModifyPT);
        QVERIFY(pt.power && pt.power->kind == Expr::Kind::PowerOfSource);
        QVERIFY(pt.toughness && pt.toughness->kind == Expr::Kind::ToughnessOfSource);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Grunn, the Lonely King"), 2),
            QStringLiteral("Whenever ~ attacks alone, ~ gets +X/+Y until end of turn, where X is ~'s power and Y is ~'s toughness."));
    }

    // CR 701.9b, 506.5: Grunn (5/5) with two +1/+1 counters (7/7) attacks alone and becomes 14/14 until end of
    // turn; attacking beside Ana's Grizzly Bears it stays 7/7.
    void grunnDoublesWhenAlone()
    {
        const QByteArray grunn = test::objectJson("grunn", "Grunn, the Lonely King", ", \"counters\": {\"+1/+1\": 2}");
        Playthrough p = played(grunn, "{\"id\": \"e1\", \"attack\": {\"grunn\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("grunn")) == QLatin1String("14/14"), qPrintable(test::happened(p)));
        p = played(grunn + ", " + test::objectJson("bears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"attack\": {\"grunn\": \"nico\", \"bears\": \"nico\"}}");
        QVERIFY2(test::ptOf(p, QStringLiteral("grunn")) == QLatin1String("7/7"), qPrintable(test::happened(p)));
    }

    // CR 111.2, 601.2i: "two 1/1 green Insect tokens" are creature tokens; casting the spell makes them, before
    // the spell resolves.
    void itOfTheHorridSwarmMakesTwoInsects()
    {
        const Action* tokens = test::firstAction(fixtures(), QStringLiteral("It of the Horrid Swarm"), 1, ActionKind::CreateToken);
        QVERIFY(tokens && tokens->token);
        QCOMPARE(tokens->amount.n, 2);
        QVERIFY(tokens->token->front.type.has(CardType::Creature));
        const Playthrough p = played(test::objectJson("swarm", "It of the Horrid Swarm", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"swarm\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(onBattlefieldAttacking(p, QStringLiteral("Insect")).first == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("swarm")), Zone::Stack);
    }

    // CR 611.2a, 301.7b: both changes last until end of turn; the writer says the duration first.
    void mizziumTankReadsBothChangesUntilEndOfTurn()
    {
        const AbilityDef* cast = test::parsedWith(fixtures(), QStringLiteral("Mizzium Tank"), QStringLiteral("noncreature"));
        QVERIFY(cast);
        QCOMPARE(cast->event, TriggerEvent::YouCastSpell);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mizzium Tank"), 1),
            QStringLiteral("Whenever you cast a noncreature spell, until end of turn, ~ becomes an artifact creature in addition to "
                           "its other types and gets +1/+1."));
    }

    // CR 205.1b, 613.4c: Ana casts Sol Ring: her Mizzium Tank (a 3/2 Vehicle) becomes a 4/3 artifact creature;
    // casting Grizzly Bears leaves it a noncreature Vehicle.
    void mizziumTankBecomesACreature()
    {
        const QByteArray tank = test::objectJson("tank", "Mizzium Tank") + ", ";
        Playthrough p = played(tank + test::objectJson("ring", "Sol Ring", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"ring\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        const Characteristics* c = test::charsOf(p, QStringLiteral("tank"));
        QVERIFY2(c && c->type.has(CardType::Creature), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("tank")), QStringLiteral("4/3"));
        p = played(tank + test::objectJson("bears", "Grizzly Bears", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"bears\"}");
        c = test::charsOf(p, QStringLiteral("tank"));
        QVERIFY2(c && !c->type.has(CardType::Creature), qPrintable(test::happened(p)));
    }

    // CR 603.5, 119.3: "you may have target player lose life equal to …" is the controller's choice and the
    // target's loss, counted as it resolves (608.2h).
    void gempalmPolluterReadsTheOptionalLoss()
    {
        const AbilityDef* cycle = test::parsedWith(fixtures(), QStringLiteral("Gempalm Polluter"), QStringLiteral("Zombies"));
        QVERIFY(cycle);
        QVERIFY(cycle->optional);
        QCOMPARE(cycle->targets.size(), 1);
        QCOMPARE(cycle->effect.size(), 1);
        QCOMPARE(cycle->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(cycle->effect[0].who, QStringLiteral("target_player"));
        QVERIFY(cycle->effect[0].amountOf && cycle->effect[0].amountOf->kind == Expr::Kind::Count);
    }

    // CR 702.29c, 603.5: Ana cycles Gempalm Polluter with two Walking Corpses on the battlefield (hers and
    // Nico's): Nico loses 2; when she declines, nothing.
    void gempalmPolluterDrainsPerZombie()
    {
        const QByteArray objects = test::objectJson("gempalm", "Gempalm Polluter", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("z1", "Walking Corpse") + ", " + test::objectJson("z2", "Walking Corpse", "", "nico");
        const QByteArray cycle = "{\"id\": \"e1\", \"activate\": \"gempalm\", \"ability\": 1, \"triggers\": {\"e1.1\": {\"targets\": [\"nico\"]}}}, ";
        Playthrough p = played(objects, cycle + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        p = played(objects, cycle + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW32)
#include "tst_imptrigw32.moc"
