// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw34.json), round 34
// (`imptrigw34`): a card put onto the battlefield "tapped and attacking" from a graveyard (Yore-Tiller
// Nephilim) or a hand (Preeminent Captain); "Whenever ~ or another permanent is turned face up" (Unblinking Bleb)
// and "When enchanted creature is turned face up, destroy it. It can't be regenerated." (Fatal Mutation); "it deals
// that much damage to each creature that player controls" (Balefire Dragon); "Whenever enchanted player draws a card,
// they lose 2 life and you gain 2 life" (Curse of Fool's Wisdom); a triggered ability's "you may exchange control of
// target creature you control and target creature an opponent controls" (Chromeshell Crab); "That creature doesn't
// untap during its controller's untap step for as long as ~ remains on the battlefield" (Somnophore); "remove a -1/-1
// counter from target creature you control and put a -1/-1 counter on up to one target creature defending player
// controls" (Decimator Beetle); "where X is the converted mana cost of that spell" (Pure Reflection); "you may have
// target player put the top X cards of their library into their graveyard, where X is that spell's converted mana
// cost" (Cloudhoof Kirin; Dancing Scimitar is its Spirit spell); "you may reveal cards … until you reveal a land card.
// If you do, put that card onto the battlefield …" (Avenging Druid); "creatures you control gain first strike and
// trample until end of turn and can't be blocked by creature tokens this turn" (Legion Loyalist); "return any number of
// target Spirit cards from your graveyard to your hand" (Iname, Life Aspect); a Fortification's "Whenever fortified
// land becomes tapped" (Darksteel Garrison; Ghost Quarter is a land with a printed mana ability to tap); "You may
// reveal a historic card from among them and put it into your hand" (Weatherlight, and the sorcery Board the
// Weatherlight, whose look the event player performs: crew is carried, not performed).
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
    return test::fixtureFile(QStringLiteral("imptrigw34.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const GameObject* objectOf(const Playthrough& p, const char* id)
{
    const int i = p.finalState.objectIndex(QLatin1String(id));
    return i >= 0 ? &p.finalState.objects[i] : nullptr;
}

// Ana's face-down Unblinking Bleb `id` (its ability 1 is its morph cost), `rest` more keys.
QByteArray faceDownBleb(const char* id, const char* rest = "")
{
    return test::objectJson(id, "Unblinking Bleb", (QByteArray(", \"face_down\": true") + rest).constData());
}

// A card in each player's library, so that a draw has one to take.
const QByteArray kLibraries = "{\"id\": \"al1\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}, "
                              "{\"id\": \"nl1\", \"card\": \"Grizzly Bears\", \"owner\": \"nico\", \"zone\": \"library\"}";

// Ana's Curse of Fool's Wisdom attached to `player`, and the libraries.
QByteArray curseOn(const char* player)
{
    return test::objectJson("curse", "Curse of Fool's Wisdom", (QByteArray(", \"attached_to\": \"") + player + "\"").constData())
        + ", " + kLibraries;
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c ? c->controller : QString();
}

// The power and toughness of each Reflection token on the battlefield at the end of a playthrough, and whose.
QStringList reflections(const Playthrough& p)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.zone == Zone::Battlefield && o.card && o.card->name() == QLatin1String("Reflection"))
            out << test::ptOf(p, o.id) + QLatin1Char(' ') + o.controller;
    return out;
}

}   // namespace

class TestImpTrigW34 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 20); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 508.4: "return target creature card from your graveyard to the battlefield tapped and attacking" is a
    // target card returned tapped, attacking; the writer says it back.
    void yoreTillerReadsACardReturnedAttacking()
    {
        const Action* back = test::firstAction(fixtures(), QStringLiteral("Yore-Tiller Nephilim"), 0, ActionKind::ReturnFromGraveyard);
        QVERIFY(back);
        QVERIFY(back->tapped);
        QVERIFY(back->attacking);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Yore-Tiller Nephilim"), 0),
            QStringLiteral("Whenever ~ attacks, return target creature card from your graveyard to the battlefield "
                           "tapped and attacking."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Yore-Tiller Nephilim"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[0]->effect[0].attacking);
    }

    // CR 508.4, 510.1: Ana's Grizzly Bears card comes back tapped and attacking Nico, never declared as an
    // attacker, and deals its combat damage beside Yore-Tiller Nephilim: Nico 20 → 16.
    void yoreTillerReturnsTheCardAttacking()
    {
        const Playthrough p = played(test::objectJson("yore", "Yore-Tiller Nephilim") + ", "
                + test::objectJson("gb", "Grizzly Bears", ", \"zone\": \"graveyard\""),
            "{\"id\": \"e1\", \"attack\": {\"yore\": \"nico\"}, \"triggers\": {\"e1.1\": {\"targets\": [\"gb\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"block\": {}}, "
            "{\"id\": \"e4\", \"begin\": \"combat_damage\"}");
        const GameObject* bears = objectOf(p, "gb");
        QVERIFY2(bears && bears->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(bears->tapped);
        QVERIFY(bears->attacking);
        QCOMPARE(bears->attackTarget, QStringLiteral("nico"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
    }

    // CR 508.4: "you may put a Soldier creature card from your hand onto the battlefield tapped and attacking".
    void preeminentCaptainReadsACardPutAttacking()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Preeminent Captain"), 1, ActionKind::ReturnToBattlefield);
        QVERIFY(put);
        QVERIFY(put->tapped);
        QVERIFY(put->attacking);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Preeminent Captain"), 1),
            QStringLiteral("Whenever ~ attacks, you may put a Soldier creature card from your hand onto the battlefield "
                           "tapped and attacking."));
    }

    // CR 508.4, 603.5: Ana puts Glory Seeker (a Soldier) from her hand onto the battlefield tapped and attacking
    // Nico; when she declines it stays in her hand; Grizzly Bears (no Soldier) can't be put.
    void preeminentCaptainPutsTheSoldierAttacking()
    {
        const QByteArray captain = test::objectJson("cap", "Preeminent Captain");
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"cap\": \"nico\"}}, ";
        Playthrough p = played(captain + ", " + test::objectJson("seeker", "Glory Seeker", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"seeker\"]}}");
        const GameObject* seeker = objectOf(p, "seeker");
        QVERIFY2(seeker && seeker->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(seeker->tapped);
        QVERIFY(seeker->attacking);
        QCOMPARE(seeker->attackTarget, QStringLiteral("nico"));
        p = played(captain + ", " + test::objectJson("seeker", "Glory Seeker", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("seeker")), Zone::Hand);
        p = played(captain + ", " + test::objectJson("hb", "Grizzly Bears", ", \"zone\": \"hand\""),
            attack + "{\"id\": \"e2\", \"resolve\": \"top\", \"choices\": {\"objects\": [\"hb\"]}}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("hb")), Zone::Hand);
    }

    // CR 708.8: "~ or another permanent" is any permanent turned face up, written as the writer's "a permanent".
    void blebReadsAnyPermanentTurnedFaceUp()
    {
        const AbilityDef* scry = test::parsedWith(fixtures(), QStringLiteral("Unblinking Bleb"), QStringLiteral("scry 2"));
        QVERIFY(scry);
        QCOMPARE(scry->event, TriggerEvent::PermanentTurnedFaceUp);
        QVERIFY(!scry->eventFilter);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Unblinking Bleb"), 1),
            QStringLiteral("Whenever a permanent is turned face up, you may scry 2."));
    }

    // CR 702.37e, 708.8: Ana turns her face-down Bleb face up: its own ability triggers, as does her face-up
    // Bleb's for another permanent; a face-down Bleb has no abilities (708.2) and sees nothing.
    void blebTriggersForItselfAndAnother()
    {
        Playthrough p = played(test::objectJson("up", "Unblinking Bleb") + ", " + faceDownBleb("down") + ", "
                + faceDownBleb("other"),
            "{\"id\": \"e1\", \"activate\": \"down\", \"ability\": 1}");
        QStringList triggered = test::eventOutcome(p, QStringLiteral("e1"));
        triggered.sort();
        QVERIFY2(triggered == QStringList({QStringLiteral("down:2"), QStringLiteral("up:2")}), qPrintable(test::happened(p)));
    }

    // CR 708.8, 603.7c, 701.19c: the event of the enchanted creature only, "it" that creature, not regenerated.
    void fatalMutationReadsTheEnchantedCreatureTurnedFaceUp()
    {
        const AbilityDef* up = test::parsedWith(fixtures(), QStringLiteral("Fatal Mutation"), QStringLiteral("face up"));
        QVERIFY(up);
        QCOMPARE(up->event, TriggerEvent::PermanentTurnedFaceUp);
        QVERIFY(up->eventFilter);
        QCOMPARE(up->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(up->effect.size(), 1);
        QCOMPARE(up->effect[0].kind, ActionKind::Destroy);
        QVERIFY(up->effect[0].object && up->effect[0].object->ref == Selector::Ref::It);
        QVERIFY(up->effect[0].noRegenerate);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fatal Mutation"), 1),
            QStringLiteral("When enchanted creature is turned face up, destroy that creature. It can't be regenerated."));
    }

    // CR 708.8, 701.7: the face-down Bleb Fatal Mutation enchants is destroyed as it is turned face up; another
    // face-down Bleb turned face up leaves the enchanted one alone.
    void fatalMutationDestroysTheCreatureTurnedFaceUp()
    {
        Playthrough p = played(faceDownBleb("down") + ", "
                + test::objectJson("fm", "Fatal Mutation", ", \"attached_to\": \"down\""),
            "{\"id\": \"e1\", \"activate\": \"down\", \"ability\": 1}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("fm:2")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("down")), Zone::Graveyard);
        p = played(faceDownBleb("down") + ", " + faceDownBleb("other") + ", "
                + test::objectJson("fm", "Fatal Mutation", ", \"attached_to\": \"other\""),
            "{\"id\": \"e1\", \"activate\": \"down\", \"ability\": 1}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(!test::eventOutcome(p, QStringLiteral("e1")).contains(QStringLiteral("fm:2")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("down")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("other")), Zone::Battlefield);
    }

    // CR 120.3, 603.7c: the event's amount, dealt to each creature the player dealt damage controls.
    void balefireReadsThatMuchToEachCreatureOfThatPlayer()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Balefire Dragon"), 1, ActionKind::Damage);
        QVERIFY(damage);
        QVERIFY(damage->amountOf);
        QCOMPARE(damage->amountOf->kind, Expr::Kind::EventAmount);
        QVERIFY(damage->to);
        QVERIFY(!damage->to->isRef());
        QCOMPARE(damage->to->whose, QStringLiteral("that_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Balefire Dragon"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, ~ deals that much damage to creatures that player controls."));
    }

    // CR 510.2, 120.3: Balefire Dragon deals Nico 6 combat damage, then 6 to each of his creatures (Grizzly Bears and
    // Craw Wurm die); Ana's Grizzly Bears is not his and is dealt none.
    void balefireDealsTheSameDamageToThatPlayersCreatures()
    {
        const Playthrough p = played(test::objectJson("dragon", "Balefire Dragon") + ", " + test::objectJson("abears", "Grizzly Bears")
                + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico") + ", "
                + test::objectJson("wurm", "Craw Wurm", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"dragon\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
            "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("abears")), Zone::Battlefield);
        QCOMPARE(test::damageOn(p, QStringLiteral("abears")), 0);
    }

    // CR 303.4, 121.2, 603.7c: the draws of the player the Curse enchants; "they" is that player.
    void curseReadsTheEnchantedPlayersDraws()
    {
        const AbilityDef* draws = test::parsedWith(fixtures(), QStringLiteral("Curse of Fool's Wisdom"), QStringLiteral("draws a card"));
        QVERIFY(draws);
        QCOMPARE(draws->event, TriggerEvent::PlayerDrawsCard);
        QVERIFY(draws->eventFilter);
        QCOMPARE(draws->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(draws->effect.size(), 2);
        QCOMPARE(draws->effect[0].kind, ActionKind::LoseLife);
        QCOMPARE(draws->effect[0].who, QStringLiteral("that_player"));
        QCOMPARE(draws->effect[1].kind, ActionKind::GainLife);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Curse of Fool's Wisdom"), 1),
            QStringLiteral("Whenever enchanted player draws a card, that player loses 2 life and you gain 2 life."));
    }

    // CR 504.1, 121.2, 603.2: Nico, enchanted, draws in his draw step: he loses 2 and Ana gains 2. With the Curse on
    // Ana, Nico's draw triggers nothing.
    void curseDrainsTheEnchantedPlayerAsTheyDraw()
    {
        const QByteArray nicosDraw = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"draw\"}, "
                                     "{\"id\": \"e3\", \"resolve\": \"top\"}";
        Playthrough p = played(curseOn("nico"), nicosDraw);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nl1")), Zone::Hand);
        p = played(curseOn("ana"), "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"begin\": \"draw\"}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("nl1")), Zone::Hand);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 701.12b, 611.2a: the exchange of a triggered ability's two targets, for good; "you may" is the ability's.
    void crabReadsAnExchangeOfTwoTargets()
    {
        const AbilityDef* up = test::parsedWith(fixtures(), QStringLiteral("Chromeshell Crab"), QStringLiteral("exchange control"));
        QVERIFY(up);
        QCOMPARE(up->event, TriggerEvent::SelfTurnedFaceUp);
        QVERIFY(up->optional);
        QCOMPARE(up->targets.size(), 2);
        QCOMPARE(up->targets[0].controller, Selector::Who::You);
        QCOMPARE(up->targets[1].controller, Selector::Who::Opponent);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Chromeshell Crab"), 1),
            QStringLiteral("When ~ is turned face up, you may exchange control of target creature you control and target "
                           "creature an opponent controls."));
    }

    // CR 708.8, 701.12b, 603.5: turned face up, Chromeshell Crab gives Nico Ana's Grizzly Bears and Ana his Craw Wurm;
    // when she declines, each keeps their own.
    void crabExchangesTheTwoCreatures()
    {
        const QByteArray objects = test::objectJson("crab", "Chromeshell Crab", ", \"face_down\": true") + ", "
            + test::objectJson("abears", "Grizzly Bears") + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico");
        const QByteArray turned = "{\"id\": \"e1\", \"activate\": \"crab\", \"ability\": 1, "
                                  "\"triggers\": {\"e1.1\": {\"targets\": [\"abears\", \"wurm\"]}}}, ";
        Playthrough p = played(objects, turned + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(controllerOf(p, "wurm") == QLatin1String("ana"), qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, "abears"), QStringLiteral("nico"));
        p = played(objects, turned + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(controllerOf(p, "wurm") == QLatin1String("nico"), qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, "abears"), QStringLiteral("ana"));
    }

    // CR 611.2b: the tapped target keeps the rule until ~ leaves the battlefield; the writer says it so.
    void somnophoreReadsTheRuleUntilItLeaves()
    {
        const Action* kept = test::firstAction(fixtures(), QStringLiteral("Somnophore"), 1, ActionKind::Continuous);
        QVERIFY(kept);
        QVERIFY(kept->continuous);
        QCOMPARE(kept->continuous->duration, Duration::UntilSourceLeaves);
        QCOMPARE(kept->continuous->ops.size(), 1);
        QCOMPARE(kept->continuous->ops[0].rule, RuleName::DoesntUntap);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Somnophore"), 1),
            QStringLiteral("Whenever ~ deals damage to a player, tap target creature that player controls. It doesn't untap "
                           "during its controller's untap step until ~ leaves the battlefield."));
    }

    // CR 502.3, 611.2b: Somnophore hits Nico and taps his Grizzly Bears, which stays tapped through his untap step;
    // once Somnophore has left the battlefield, the Bears untap there.
    void somnophoreKeepsTheCreatureTappedWhileItStays()
    {
        const QByteArray objects = test::objectJson("somno", "Somnophore") + ", " + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const QByteArray hit = "{\"id\": \"e1\", \"attack\": {\"somno\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
                               "{\"id\": \"e3\", \"begin\": \"combat_damage\", \"triggers\": {\"e3.1\": {\"targets\": [\"nbears\"]}}}, "
                               "{\"id\": \"e4\", \"resolve\": \"top\"}, ";
        Playthrough p = played(objects, hit + "{\"id\": \"e5\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("nbears")), qPrintable(test::happened(p)));
        p = played(objects, hit + "{\"id\": \"e5\", \"move\": [\"somno\"], \"to\": \"graveyard\"}, "
                                  "{\"id\": \"e6\", \"begin\": \"upkeep\"}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("somno")), Zone::Graveyard);
        QVERIFY2(!test::tapped(p, QStringLiteral("nbears")), qPrintable(test::happened(p)));
    }

    // CR 608.2c, 115.1: two instructions in order, each of its own target, the second up to one.
    void beetleReadsTwoCounterInstructions()
    {
        const AbilityDef* attacks = test::parsedWith(fixtures(), QStringLiteral("Decimator Beetle"), QStringLiteral("attacks"));
        QVERIFY(attacks);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Decimator Beetle"), QStringLiteral("attacks")),
            QList<ActionKind>({ActionKind::RemoveCounter, ActionKind::PutCounter}));
        QCOMPARE(attacks->targets.size(), 2);
        QCOMPARE(attacks->targets[1].upTo, 1);
        QCOMPARE(attacks->targets[1].whose, QStringLiteral("defending_player"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Decimator Beetle"), 1),
            QStringLiteral("Whenever ~ attacks, remove a -1/-1 counter from target creature you control. Put a -1/-1 counter "
                           "on up to one target creature defending player controls."));
    }

    // CR 122.1, 613.4c: the Beetle moves a -1/-1 counter from Ana's Grizzly Bears to Nico's (1/1); with no second
    // target, only Ana's counter goes.
    void beetleMovesTheCounter()
    {
        const QByteArray objects = test::objectJson("beetle", "Decimator Beetle") + ", "
            + test::objectJson("abears", "Grizzly Bears", ", \"counters\": {\"-1/-1\": 1}") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        Playthrough p = played(objects, "{\"id\": \"e1\", \"attack\": {\"beetle\": \"nico\"}, "
                                        "\"triggers\": {\"e1.1\": {\"targets\": [\"abears\", \"nbears\"]}}}, "
                                        "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("abears")) == QLatin1String("2/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("nbears")), QStringLiteral("1/1"));
        p = played(objects, "{\"id\": \"e1\", \"attack\": {\"beetle\": \"nico\"}, "
                            "\"triggers\": {\"e1.1\": {\"targets\": [\"abears\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("abears")) == QLatin1String("2/2"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("nbears")), QStringLiteral("2/2"));
    }

    // CR 202.3, 603.7c: X is the mana value of the spell the event names; the token is the caster's.
    void pureReflectionReadsTheSpellsManaValue()
    {
        const Action* token = test::firstAction(fixtures(), QStringLiteral("Pure Reflection"), 0, ActionKind::CreateToken);
        QVERIFY(token);
        QCOMPARE(token->who, QStringLiteral("that_player"));
        QVERIFY(token->amountOf);
        QCOMPARE(token->amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pure Reflection"), 0),
            QStringLiteral("Whenever a player casts a creature spell, destroy all Reflections. That player creates an X/X white "
                           "Reflection creature token, where X is that spell's mana value."));
    }

    // CR 601.2i, 608.2h, 111.1: Ana casts Grizzly Bears and gets a 2/2 Reflection; then Craw Wurm: the 2/2 is
    // destroyed and she gets a 6/6.
    void pureReflectionMakesATokenOfTheSpellsSize()
    {
        const QByteArray objects = test::objectJson("pure", "Pure Reflection") + ", "
            + test::objectJson("hbears", "Grizzly Bears", ", \"zone\": \"hand\"") + ", "
            + test::objectJson("hwurm", "Craw Wurm", ", \"zone\": \"hand\"");
        const QByteArray bears = "{\"id\": \"e1\", \"cast\": \"hbears\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
                                 "{\"id\": \"e3\", \"resolve\": \"top\"}";
        Playthrough p = played(objects, bears);
        QVERIFY2(reflections(p) == QStringList(QStringLiteral("2/2 ana")), qPrintable(test::happened(p)));
        p = played(objects, bears + ", {\"id\": \"e4\", \"cast\": \"hwurm\"}, {\"id\": \"e5\", \"resolve\": \"top\"}");
        QVERIFY2(reflections(p) == QStringList(QStringLiteral("6/6 ana")), qPrintable(test::happened(p)));
    }

    // CR 701.13b, 603.5, 202.3: the older words of a target player's optional mill of X, X the cast spell's mana value.
    void cloudhoofReadsAnOptionalMillOfTheSpellsManaValue()
    {
        const AbilityDef* cast = test::parsedWith(fixtures(), QStringLiteral("Cloudhoof Kirin"), QStringLiteral("Spirit or Arcane"));
        QVERIFY(cast);
        QVERIFY(cast->optional);
        const Action* mill = test::firstAction(fixtures(), QStringLiteral("Cloudhoof Kirin"), 1, ActionKind::Mill);
        QVERIFY(mill);
        QCOMPARE(mill->who, QStringLiteral("target_player"));
        QVERIFY(mill->amountOf);
        QCOMPARE(mill->amountOf->kind, Expr::Kind::ManaValueOfMoved);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cloudhoof Kirin"), 1),
            QStringLiteral("Whenever you cast a Spirit or Arcane spell, you may have target player mill X cards, where X is "
                           "that spell's mana value."));
    }

    // CR 701.13a, 601.2i: Ana casts Dancing Scimitar (a Spirit, mana value 4): Nico mills four of his five cards;
    // when she declines, none.
    void cloudhoofMillsAsManyAsTheSpellsManaValue()
    {
        const QByteArray objects = test::objectJson("kirin", "Cloudhoof Kirin") + ", "
            + test::objectJson("scimitar", "Dancing Scimitar", ", \"zone\": \"hand\"") + test::bears("nico", 5, "library");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"scimitar\", \"triggers\": {\"e1.1\": {\"targets\": [\"nico\"]}}}, ";
        Playthrough p = played(objects, cast + "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::bearsIn(p, "nico", 5, "library", Zone::Graveyard) == 4, qPrintable(test::happened(p)));
        p = played(objects, cast + "{\"id\": \"e2\", \"resolve\": \"top\", \"may\": false}");
        QVERIFY2(test::bearsIn(p, "nico", 5, "library", Zone::Graveyard) == 0, qPrintable(test::happened(p)));
    }

    // CR 701.20a, 603.5: the reveal is the choice; the land and the rest follow it.
    void avengingDruidReadsAnOptionalRevealUntilALand()
    {
        const AbilityDef* reveal = test::parsedWith(fixtures(), QStringLiteral("Avenging Druid"), QStringLiteral("reveal cards"));
        QVERIFY(reveal);
        QCOMPARE(reveal->event, TriggerEvent::SelfDealsDamageToOpponent);
        QVERIFY(reveal->optional);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Avenging Druid"), QStringLiteral("reveal cards")),
            QList<ActionKind>({ActionKind::RevealUntil}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Avenging Druid"), 0),
            QStringLiteral("Whenever ~ deals damage to an opponent, you may reveal cards from the top of your library until you "
                           "reveal a land card. Put that card onto the battlefield and put all other cards revealed this way "
                           "into your graveyard."));
    }

    // CR 701.20a, 510.2: the Druid hits Nico; Ana reveals Grizzly Bears, then a Forest: the Forest enters, the Bears
    // go to her graveyard, the card under them stays; when she declines, all stay.
    void avengingDruidPutsTheLandOntoTheBattlefield()
    {
        const QByteArray objects = test::objectJson("druid", "Avenging Druid") + ", "
            + test::objectJson("lbears", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("lforest", "Forest", ", \"zone\": \"library\"") + ", "
            + test::objectJson("lwurm", "Craw Wurm", ", \"zone\": \"library\"");
        const QByteArray hit = "{\"id\": \"e1\", \"attack\": {\"druid\": \"nico\"}}, {\"id\": \"e2\", \"block\": {}}, "
                               "{\"id\": \"e3\", \"begin\": \"combat_damage\"}, {\"id\": \"e4\", \"resolve\": \"top\"";
        Playthrough p = played(objects, hit + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lforest")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lbears")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lwurm")), Zone::Library);
        p = played(objects, hit + ", \"may\": false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lforest")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lbears")), Zone::Library);
    }

    // CR 611.2c, 509.1b: two changes of the creatures Ana controls as it resolves, both for the turn.
    void legionLoyalistReadsTwoChangesForTheTurn()
    {
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Legion Loyalist"), QStringLiteral("Battalion")),
            QList<ActionKind>({ActionKind::Continuous, ActionKind::Continuous}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Legion Loyalist"), 1),
            QStringLiteral("Whenever ~ and at least two other creatures attack, creatures you control gain first strike and "
                           "trample until end of turn. Creatures you control can't be blocked by creature tokens until end of turn."));
    }

    // CR 702.7, 702.19, 509.1b: Legion Loyalist attacks with two Grizzly Bears: each has first strike and trample;
    // Nico's Bears token can't block one, his nontoken Bears can.
    void legionLoyalistsAttackersEscapeTokens()
    {
        const QByteArray objects = test::objectJson("loyalist", "Legion Loyalist") + ", " + test::objectJson("b1", "Grizzly Bears")
            + ", " + test::objectJson("b2", "Grizzly Bears") + ", "
            + test::objectJson("ntoken", "Grizzly Bears", ", \"token\": true", "nico") + ", "
            + test::objectJson("nbears", "Grizzly Bears", "", "nico");
        const QByteArray attack = "{\"id\": \"e1\", \"attack\": {\"loyalist\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}, ";
        Playthrough p = played(objects, attack + "{\"id\": \"e3\", \"block\": {\"ntoken\": [\"b1\"]}}");
        QVERIFY2(test::hasKeyword(p, QStringLiteral("b1"), QStringLiteral("First strike")), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("b2"), QStringLiteral("Trample")));
        QVERIFY2(test::refused(p, "e3"), qPrintable(test::happened(p)));
        p = played(objects, attack + "{\"id\": \"e3\", \"block\": {\"nbears\": [\"b1\"]}}");
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
    }

    // CR 115.1d, 601.2c: any number of targets in your graveyard, returned to your hand.
    void inameReadsAnyNumberOfTargetCards()
    {
        const AbilityDef* dies = test::parsedWith(fixtures(), QStringLiteral("Iname, Life Aspect"), QStringLiteral("Spirit cards"));
        QVERIFY(dies);
        QCOMPARE(dies->targets.size(), 1);
        QCOMPARE(dies->targets[0].upTo, Selector::kAnyNumber);
        QCOMPARE(dies->targets[0].zone, Zone::Graveyard);
        QCOMPARE(test::actionKinds(fixtures(), QStringLiteral("Iname, Life Aspect"), QStringLiteral("Spirit cards")),
            QList<ActionKind>({ActionKind::Exile, ActionKind::ReturnToHand}));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Iname, Life Aspect"), 0),
            QStringLiteral("When ~ dies, you may exile it. If you do, return any number of target Spirit cards from your "
                           "graveyard to your hand."));
    }

    // CR 700.4, 603.10a, 608.2b: Iname dies; Ana exiles it and her two Spirit cards return to her hand; when she
    // declines, Iname and the two stay in her graveyard.
    void inameReturnsTheChosenSpirits()
    {
        const QByteArray objects = test::objectJson("iname", "Iname, Life Aspect") + ", "
            + test::objectJson("gs1", "Dancing Scimitar", ", \"zone\": \"graveyard\"") + ", "
            + test::objectJson("gs2", "Cloudhoof Kirin", ", \"zone\": \"graveyard\"");
        const QByteArray dies = "{\"id\": \"e1\", \"move\": [\"iname\"], \"to\": \"graveyard\", "
                                "\"triggers\": {\"e1.1\": {\"targets\": [\"gs1\", \"gs2\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"";
        Playthrough p = played(objects, dies + "}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("iname")) == Zone::Exile, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gs1")), Zone::Hand);
        QCOMPARE(test::zoneOf(p, QStringLiteral("gs2")), Zone::Hand);
        p = played(objects, dies + ", \"may\": false}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("iname")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("gs1")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("gs2")), Zone::Graveyard);
    }

    // CR 301.6, 603.2: the land the Fortification is attached to, written "fortified land".
    void garrisonReadsTheFortifiedLandBecomingTapped()
    {
        const AbilityDef* tapped = test::parsedWith(fixtures(), QStringLiteral("Darksteel Garrison"), QStringLiteral("becomes tapped"));
        QVERIFY(tapped);
        QCOMPARE(tapped->event, TriggerEvent::BecomesTapped);
        QVERIFY(tapped->eventFilter);
        QCOMPARE(tapped->eventFilter->ref, Selector::Ref::Attached);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Darksteel Garrison"), 1),
            QStringLiteral("Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn."));
    }

    // CR 301.6, 605.1a: Ana taps her fortified Ghost Quarter for mana: her Grizzly Bears gets +1/+1; tapping her
    // other Ghost Quarter triggers nothing.
    void garrisonPumpsAsTheLandIsTapped()
    {
        const QByteArray objects = test::objectJson("garrison", "Darksteel Garrison", ", \"attached_to\": \"f1\"") + ", "
            + test::objectJson("f1", "Ghost Quarter") + ", " + test::objectJson("f2", "Ghost Quarter") + ", "
            + test::objectJson("abears", "Grizzly Bears");
        Playthrough p = played(objects, "{\"id\": \"e1\", \"activate\": \"f1\", \"ability\": 1, "
                                        "\"triggers\": {\"e1.1\": {\"targets\": [\"abears\"]}}}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::ptOf(p, QStringLiteral("abears")) == QLatin1String("3/3"), qPrintable(test::happened(p)));
        p = played(objects, "{\"id\": \"e1\", \"activate\": \"f2\", \"ability\": 1}");
        QVERIFY2(test::tapped(p, QStringLiteral("f2")), qPrintable(test::happened(p)));
        QVERIFY(test::eventOutcome(p, QStringLiteral("e1")).isEmpty());
        QCOMPARE(test::ptOf(p, QStringLiteral("abears")), QStringLiteral("2/2"));
    }

    // CR 700.6, 701.16a: the card that may be kept is an artifact, legendary or Saga card, written "a historic card".
    void weatherlightReadsAHistoricCard()
    {
        const Action* look = test::firstAction(fixtures(), QStringLiteral("Weatherlight"), 1, ActionKind::LookAtTop);
        QVERIFY(look);
        QVERIFY(look->object);
        QCOMPARE(look->object->anyOf.size(), 3);
        QCOMPARE(look->object->word, QStringLiteral("card"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Weatherlight"), 1),
            QStringLiteral("Whenever ~ deals combat damage to a player, look at the top five cards of your library. You may "
                           "reveal a historic card from among them and put it into your hand. Put the rest on the bottom of "
                           "your library in a random order."));
    }

    // CR 701.16a, 700.6: Ana casts Board the Weatherlight; of her top five cards she keeps Dancing Scimitar (an
    // artifact), the Grizzly Bears stay in her library; the Bears can't be the one kept.
    void boardTheWeatherlightKeepsAHistoricCard()
    {
        const QByteArray objects = test::objectJson("board", "Board the Weatherlight", ", \"zone\": \"hand\"")
            + test::bears("ana", 2, "library") + ", " + test::objectJson("lscim", "Dancing Scimitar", ", \"zone\": \"library\"")
            + ", " + test::objectJson("lb3", "Grizzly Bears", ", \"zone\": \"library\"") + ", "
            + test::objectJson("lb4", "Grizzly Bears", ", \"zone\": \"library\"");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"board\"}, {\"id\": \"e2\", \"resolve\": \"top\", ";
        Playthrough p = played(objects, cast + "\"choices\": {\"objects\": [\"lscim\"]}}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lscim")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "ana", 2, "library", Zone::Library), 2);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lb4")), Zone::Library);
        p = played(objects, cast + "\"choices\": {\"objects\": [\"libraryana0\"]}}");
        QVERIFY2(test::bearsIn(p, "ana", 2, "library", Zone::Hand) == 0, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW34)
#include "tst_imptrigw34.moc"
