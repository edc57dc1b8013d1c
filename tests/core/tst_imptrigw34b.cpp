// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigw34b.json), round 34
// (`imptrigw34b`): heroic's "up to three target lands you control each become 2/2 Warrior creatures until end of
// turn. They're still lands." (Anthousa, Setessan Hero), several targets each animated; Ojutai Exemplars' third
// mode, "Exile ~, then return it to the battlefield tapped under its owner's control", a flicker that comes back
// tapped; Decree of Silence's "counter that spell and put a depletion counter on ~. If there are three or more
// depletion counters on ~, sacrifice it."; Greven, Predator Captain's "you may sacrifice another creature. If you do,
// you draw cards equal to that creature's power and you lose life equal to that creature's toughness."; Fugitive
// Druid's "Whenever ~ becomes the target of an Aura spell, you draw a card."; "look at the top card of your library.
// If it's a land card, you may put it onto the battlefield tapped." (Explorer's Scope; Domri Rade's "If it's a
// creature card, you may reveal it and put it into your hand."). Giant Growth, Forest, Grizzly Bears, Craw Wurm and
// Fear are Strata's own cards.
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
    return test::fixtureFile(QStringLiteral("imptrigw34b.json"));
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

bool isCreatureLand(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QLatin1String(id));
    return c && c->type.has(CardType::Creature) && c->type.has(CardType::Land);
}

// Ana's Anthousa, four Forests and a Giant Growth in her hand.
QByteArray anthousaAndForests()
{
    return test::objectJson("anth", "Anthousa, Setessan Hero") + ", " + test::objectJson("f1", "Forest") + ", "
        + test::objectJson("f2", "Forest") + ", " + test::objectJson("f3", "Forest") + ", "
        + test::objectJson("f4", "Forest") + ", " + test::objectJson("gg", "Giant Growth", ", \"zone\": \"hand\"");
}

// Ana's Ojutai Exemplars, Nico's Grizzly Bears and a Giant Growth in her hand.
QByteArray exemplarsAndBears()
{
    return test::objectJson("oj", "Ojutai Exemplars") + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("gg", "Giant Growth", ", \"zone\": \"hand\"");
}

// Ana's Decree of Silence with `depletion` depletion counters; Nico's Grizzly Bears in his hand.
QByteArray decreeAndNicosBears(int depletion)
{
    const QByteArray counters = depletion > 0 ? ", \"counters\": {\"depletion\": " + QByteArray::number(depletion) + "}" : "";
    return test::objectJson("decree", "Decree of Silence", counters.constData()) + ", "
        + test::objectJson("nb", "Grizzly Bears", ", \"zone\": \"hand\"", "nico");
}

// Nico casts his Grizzly Bears on his turn; Decree of Silence's trigger resolves.
const QByteArray kNicoCastsBears = "{\"id\": \"e1\", \"cast\": \"nb\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

// Ana's Greven and Craw Wurm (6/4), seven Forests in her library.
QByteArray grevenAndWurm()
{
    QByteArray objects = test::objectJson("greven", "Greven, Predator Captain") + ", " + test::objectJson("wurm", "Craw Wurm");
    for (int i = 1; i <= 7; ++i)
        objects += ", {\"id\": \"lib" + QByteArray::number(i) + "\", \"card\": \"Forest\", \"zone\": \"library\"}";
    return objects;
}

// Greven attacks Nico; its trigger resolves with `resolveRest` (the sacrifice's choice or "may").
QByteArray grevenAttacks(const char* resolveRest)
{
    return QByteArray("{\"id\": \"e1\", \"attack\": {\"greven\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"")
        + resolveRest + "}";
}

// Ana's Fugitive Druid and a Forest in her library; Nico's Fear and Ana's Giant Growth in their hands.
QByteArray druidAndSpells()
{
    return test::objectJson("druid", "Fugitive Druid") + ", {\"id\": \"lib1\", \"card\": \"Forest\", \"owner\": \"ana\", \"zone\": \"library\"}, "
        + test::objectJson("fear", "Fear", ", \"zone\": \"hand\"", "nico") + ", "
        + test::objectJson("gg", "Giant Growth", ", \"zone\": \"hand\"");
}

// Ana's Grizzly Bears equipped with Explorer's Scope; `top` on top of her library, a Forest under it.
QByteArray scopeOnBears(const char* top)
{
    return test::objectJson("gb", "Grizzly Bears") + ", " + test::objectJson("scope", "Explorer's Scope", ", \"attached_to\": \"gb\"")
        + ", {\"id\": \"top\", \"card\": \"" + top + "\", \"zone\": \"library\"}, "
        + "{\"id\": \"under\", \"card\": \"Forest\", \"zone\": \"library\"}";
}

// The Bears attack Nico; the Scope's trigger resolves with `resolveRest`.
QByteArray scopedBearsAttack(const char* resolveRest)
{
    return QByteArray("{\"id\": \"e1\", \"attack\": {\"gb\": \"nico\"}}, {\"id\": \"e2\", \"resolve\": \"top\"")
        + resolveRest + "}";
}

// Ana casts Giant Growth on `target` with the trigger's `choices`, then the trigger resolves.
QByteArray castGrowthOn(const char* target, const char* trigger)
{
    return QByteArray("{\"id\": \"e1\", \"cast\": \"gg\", \"targets\": [\"") + target + "\"], \"triggers\": {\"e1.1\": "
        + trigger + "}}, {\"id\": \"e2\", \"resolve\": \"top\"}";
}

}   // namespace

class TestImpTrigW34b : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 7); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 115.1, 611.2a, 205.1b: heroic's several targets each become a 2/2 Warrior creature until end of turn,
    // keeping their types; the writer says "each" of them and "in addition to their other types".
    void anthousaReadsSeveralTargetLandsAnimated()
    {
        const AbilityDef* heroic = test::parsedAbility(fixtures(), QStringLiteral("Anthousa, Setessan Hero"), 0);
        QVERIFY(heroic);
        QCOMPARE(heroic->event, TriggerEvent::YouCastSpellTargetingSelf);
        QCOMPARE(heroic->targets.size(), 1);
        QCOMPARE(heroic->targets[0].upTo, 3);
        QCOMPARE(heroic->effect.size(), 1);
        const Action& become = heroic->effect[0];
        QCOMPARE(become.kind, ActionKind::Continuous);
        QVERIFY(become.continuous->affects);
        QCOMPARE(become.continuous->affects->ref, Selector::Ref::Targets);
        QCOMPARE(become.continuous->duration, Duration::EndOfTurn);
        QVERIFY(std::any_of(become.continuous->ops.cbegin(), become.continuous->ops.cend(),
            [](const Op& o) { return o.kind == Op::Kind::SetPT; }));
        QVERIFY(std::none_of(become.continuous->ops.cbegin(), become.continuous->ops.cend(),
            [](const Op& o) { return o.kind == Op::Kind::SetTypes; }));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Anthousa, Setessan Hero"), 0),
            QStringLiteral("Whenever you cast a spell that targets ~, until end of turn, up to three target lands you "
                           "control each become 2/2 Warrior creatures in addition to their other types."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Anthousa, Setessan Hero"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[0].continuous->affects->ref, Selector::Ref::Targets);
    }

    // CR 115.1, 613.1d, 613.4b, 205.1b: Ana casts Giant Growth on Anthousa; the three Forests the trigger
    // targets are 2/2 creatures and still lands, the fourth stays a land only.
    void anthousaAnimatesTheTargetedLands()
    {
        const Playthrough p = played(anthousaAndForests(), castGrowthOn("anth", "{\"targets\": [\"f1\", \"f2\", \"f3\"]}"));
        for (const char* id : {"f1", "f2", "f3"}) {
            QVERIFY2(isCreatureLand(p, id), qPrintable(test::happened(p)));
            QCOMPARE(test::ptOf(p, QLatin1String(id)), QStringLiteral("2/2"));
        }
        const Characteristics* untouched = test::charsOf(p, QStringLiteral("f4"));
        QVERIFY(untouched);
        QVERIFY(!untouched->type.has(CardType::Creature));
        QVERIFY(untouched->type.has(CardType::Land));
    }

    // CR 115.1 (601.2c): heroic triggers only for a spell that targets Anthousa; Giant Growth on Nico's Bears
    // animates no Forest.
    void anthousaIgnoresASpellTargetingAnother()
    {
        const Playthrough p = played(anthousaAndForests() + ", " + test::objectJson("nb", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"cast\": \"gg\", \"targets\": [\"nb\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        for (const char* id : {"f1", "f2", "f3", "f4"})
            QVERIFY2(!isCreatureLand(p, id), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("nb")), QStringLiteral("5/5"));
    }

    // CR 700.2, 400.7, 110.2: the third mode exiles ~ and returns that card, a new object, tapped under
    // its owner's control; the writer says it back.
    void ojutaiReadsTheFlickerReturnedTapped()
    {
        const AbilityDef* trigger = test::parsedAbility(fixtures(), QStringLiteral("Ojutai Exemplars"), 0);
        QVERIFY(trigger);
        QCOMPARE(trigger->modes.size(), 3);
        QVERIFY(trigger->modes[2]);
        QCOMPARE(trigger->modes[2]->effect.size(), 2);
        QCOMPARE(trigger->modes[2]->effect[0].kind, ActionKind::Exile);
        const Action& back = trigger->modes[2]->effect[1];
        QCOMPARE(back.kind, ActionKind::ReturnToBattlefield);
        QVERIFY(back.tapped);
        QCOMPARE(back.who, QStringLiteral("owner"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ojutai Exemplars"), 0),
            QStringLiteral("Whenever you cast a noncreature spell, choose one —\n• Tap target creature.\n"
                           "• ~ gains first strike and lifelink until end of turn.\n"
                           "• Exile ~, then return it to the battlefield tapped under its owner's control."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Ojutai Exemplars"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[0]->modes[2]->effect[1].tapped);
    }

    // CR 700.2, 400.7, 110.2: Ana casts Giant Growth on Nico's Bears and chooses the third mode: Ojutai Exemplars
    // is exiled and comes back tapped, a new object under Ana's control; Nico's Bears stay untapped.
    void ojutaiComesBackTapped()
    {
        const Playthrough p = played(exemplarsAndBears(), castGrowthOn("nb", "{\"choices\": {\"mode\": 3}}"));
        const GameObject* exemplars = objectOf(p, "oj");
        QVERIFY2(exemplars && exemplars->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(exemplars->tapped);
        QCOMPARE(exemplars->controller, QStringLiteral("ana"));
        QVERIFY(exemplars->incarnation > 0);
        QVERIFY(!test::tapped(p, QStringLiteral("nb")));
    }

    // CR 700.2: the first mode chosen instead taps its target, Nico's Bears; Ojutai Exemplars stays untapped.
    void ojutaiFirstModeTapsTheTarget()
    {
        const Playthrough p = played(exemplarsAndBears(), castGrowthOn("nb", "{\"choices\": {\"mode\": 1}, \"targets\": [\"nb\"]}"));
        QVERIFY2(test::tapped(p, QStringLiteral("nb")), qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("oj")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("oj")), Zone::Battlefield);
    }

    // CR 608.2c, 701.6a, 122.1: "counter that spell and put a depletion counter on ~" is two instructions in order,
    // then "if ~ has three or more depletion counters on it, sacrifice ~", checked as the ability resolves.
    void decreeReadsCounterPutAndSacrifice()
    {
        const AbilityDef* decree = test::parsedAbility(fixtures(), QStringLiteral("Decree of Silence"), 0);
        QVERIFY(decree);
        QCOMPARE(decree->event, TriggerEvent::OpponentCastsSpell);
        QCOMPARE(decree->effect.size(), 3);
        QCOMPARE(decree->effect[0].kind, ActionKind::CounterSpell);
        QCOMPARE(decree->effect[1].kind, ActionKind::PutCounter);
        QVERIFY(!decree->effect[1].condition);
        QCOMPARE(decree->effect[2].kind, ActionKind::Sacrifice);
        QVERIFY(decree->effect[2].condition);
        QCOMPARE(decree->effect[2].condition->kind, Condition::Kind::SelfCountersAtLeast);
        QCOMPARE(decree->effect[2].condition->n, 3);
        QCOMPARE(decree->effect[2].condition->counterKind, QStringLiteral("depletion"));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Decree of Silence"), 0),
            QStringLiteral("Whenever an opponent casts a spell, counter that spell. Put a depletion counter on ~. If ~ has "
                           "three or more depletion counters on it, sacrifice ~."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Decree of Silence"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect.size(), 3);
        QVERIFY(again->front.abilities[0]->effect[2].condition);
    }

    // CR 701.6a, 122.1, 701.17a: Nico casts Grizzly Bears with two depletion counters on Ana's Decree: the Bears are
    // countered (into his graveyard), the third counter put, and Ana sacrifices the Decree.
    void decreeCountersTheSpellAndGoesAtThree()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), decreeAndNicosBears(2), kNicoCastsBears);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QVERIFY2(test::zoneOf(p, QStringLiteral("decree")) == Zone::Graveyard, qPrintable(test::happened(p)));
    }

    // CR 701.6a, 608.2c: with no depletion counter on it, the Decree counters the Bears, gets its first counter and
    // stays.
    void decreeStaysBelowThree()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), decreeAndNicosBears(0), kNicoCastsBears);
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("decree")), Zone::Battlefield);
        QCOMPARE(test::countersOn(p, QStringLiteral("decree"), QStringLiteral("depletion")), 1);
    }

    // CR 608.2h, 603.5, 701.17a: after the optional sacrifice, "if you do" both amounts of the creature sacrificed,
    // its power drawn and its toughness lost; the writer says "the sacrificed creature's".
    void grevenReadsBothAmountsOfTheSacrifice()
    {
        const AbilityDef* attack = test::parsedAbility(fixtures(), QStringLiteral("Greven, Predator Captain"), 2);
        QVERIFY(attack);
        QCOMPARE(attack->event, TriggerEvent::SelfAttacks);
        QCOMPARE(attack->effect.size(), 3);
        QCOMPARE(attack->effect[0].kind, ActionKind::Sacrifice);
        QVERIFY(attack->optional);   // the ability's "you may", its first action's (603.5)
        const Action& draw = attack->effect[1];
        const Action& lose = attack->effect[2];
        QCOMPARE(draw.kind, ActionKind::Draw);
        QVERIFY(draw.ifYouDo);
        QCOMPARE(draw.amountOf->kind, Expr::Kind::PowerOfSacrificed);
        QCOMPARE(lose.kind, ActionKind::LoseLife);
        QVERIFY(lose.ifYouDo);
        QVERIFY(lose.who.isEmpty());
        QCOMPARE(lose.amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Greven, Predator Captain"), 2),
            QStringLiteral("Whenever ~ attacks, you may sacrifice another creature. If you do, you draw cards equal to the "
                           "sacrificed creature's power and you lose life equal to the sacrificed creature's toughness."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Greven, Predator Captain"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[2]->effect[2].amountOf->kind, Expr::Kind::ToughnessOfSacrificed);
    }

    // CR 608.2h, 119.3, 701.17a: Greven attacks and Ana sacrifices her Craw Wurm (6/4): she draws six cards and loses
    // 4 life (16), which Greven's own +X/+0 counts (9/4).
    void grevenDrawsThePowerAndLosesTheToughness()
    {
        const Playthrough p = played(grevenAndWurm(), grevenAttacks(", \"choices\": {\"objects\": [\"wurm\"]}"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("wurm")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::idsIn(p.finalState, Zone::Hand).size(), 6);
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib7")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 16);
        QCOMPARE(test::powerOf(p, QStringLiteral("greven")), 9);
    }

    // CR 603.5: when Ana declines, nothing is sacrificed, drawn or lost.
    void grevenDeclinedDoesNothing()
    {
        const Playthrough p = played(grevenAndWurm(), grevenAttacks(", \"may\": false"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Battlefield);
        QVERIFY(test::idsIn(p.finalState, Zone::Hand).isEmpty());
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 115.1, 303.4a: "becomes the target of an Aura spell" is the event of ~ becoming a target with the spell the
    // filter names, anyone's; the writer says it back.
    void fugitiveDruidReadsAnAuraSpellsTarget()
    {
        const AbilityDef* druid = test::parsedAbility(fixtures(), QStringLiteral("Fugitive Druid"), 0);
        QVERIFY(druid);
        QCOMPARE(druid->event, TriggerEvent::SelfBecomesTarget);
        QVERIFY(druid->eventFilter);
        QCOMPARE(druid->eventFilter->word, QStringLiteral("spell"));
        QCOMPARE(druid->eventFilter->subtypes.size(), 1);
        QCOMPARE(druid->eventFilter->controller, Selector::Who::Any);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Fugitive Druid"), 0),
            QStringLiteral("Whenever ~ becomes the target of an Aura spell, draw a card."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Fugitive Druid"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QVERIFY(again->front.abilities[0]->eventFilter);
        QCOMPARE(again->front.abilities[0]->eventFilter->word, QStringLiteral("spell"));
    }

    // CR 115.1, 303.4a, 601.2c: Nico casts Fear on Ana's Fugitive Druid: the Aura spell targets it and Ana draws a
    // card, before Fear resolves.
    void fugitiveDruidDrawsForAnOpponentsAura()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), druidAndSpells(),
            "{\"id\": \"e1\", \"cast\": \"fear\", \"targets\": [\"druid\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("lib1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("fear")), Zone::Stack);
    }

    // CR 115.1: Ana's Giant Growth on the Druid is no Aura spell: no draw.
    void fugitiveDruidIgnoresAnotherSpell()
    {
        const Playthrough p = played(druidAndSpells(),
            "{\"id\": \"e1\", \"cast\": \"gg\", \"targets\": [\"druid\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(!test::happened(p).contains(QStringLiteral(" draws ")), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("lib1")), Zone::Library);
        QCOMPARE(test::ptOf(p, QStringLiteral("druid")), QStringLiteral("6/5"));   // the top of the stack was Giant Growth
    }

    // CR 608.2c, 603.5: the look at the top card, then that card put onto the battlefield tapped if it is a land
    // card and Ana chooses to; otherwise it stays on top. The writer says both sentences back.
    void explorersScopeReadsALandPutTapped()
    {
        const AbilityDef* attack = test::parsedAbility(fixtures(), QStringLiteral("Explorer's Scope"), 0);
        QVERIFY(attack);
        QCOMPARE(attack->effect.size(), 1);
        const Action& look = attack->effect[0];
        QCOMPARE(look.kind, ActionKind::LookAtTop);
        QCOMPARE(look.amount.n, 1);
        QCOMPARE(look.keep, 1);
        QVERIFY(look.optional);
        QVERIFY(look.tapped);
        QCOMPARE(look.destination, std::optional<Zone>(Zone::Battlefield));
        QCOMPARE(look.text, QStringLiteral("top"));
        QVERIFY(look.object);
        QCOMPARE(look.object->types, quint16(CardType::Land));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Explorer's Scope"), 0),
            QStringLiteral("Whenever equipped creature attacks, look at the top card of your library. If it's a land card, "
                           "you may put it onto the battlefield tapped."));
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), QStringLiteral("Explorer's Scope"))->card, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->front.abilities[0]->effect[0].text, QStringLiteral("top"));
        QVERIFY(again->front.abilities[0]->effect[0].optional);
    }

    // CR 508.3a, 608.2c, 110.2: the equipped Bears attack with a Forest on top of Ana's library: it enters tapped under
    // her control; the card under it stays.
    void explorersScopePutsTheLandTapped()
    {
        const Playthrough p = played(scopeOnBears("Forest"), scopedBearsAttack(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("top")));
        QCOMPARE(test::zoneOf(p, QStringLiteral("under")), Zone::Library);
    }

    // CR 608.2c, 603.5: a Grizzly Bears card on top is no land card, and a declined Forest stays: nothing moves.
    void explorersScopeLeavesTheTopOtherwise()
    {
        Playthrough p = played(scopeOnBears("Grizzly Bears"), scopedBearsAttack(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Library, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("under")), Zone::Library);
        p = played(scopeOnBears("Forest"), scopedBearsAttack(", \"may\": false"));
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Library);
    }

    // CR 606.3, 608.2c: Domri Rade's +1 reveals a creature card on top and puts it into Ana's hand; a Forest stays on top,
    // not revealed.
    void domriRadeKeepsACreatureCard()
    {
        const QByteArray domri = test::objectJson("domri", "Domri Rade", ", \"counters\": {\"loyalty\": 3}");
        const QByteArray plus = "{\"id\": \"e1\", \"activate\": \"domri\", \"ability\": 1}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(domri + ", {\"id\": \"top\", \"card\": \"Grizzly Bears\", \"zone\": \"library\"}", plus);
        QVERIFY2(test::zoneOf(p, QStringLiteral("top")) == Zone::Hand, qPrintable(test::happened(p)));
        QVERIFY(test::happened(p).contains(QStringLiteral("reveals")));
        p = played(domri + ", {\"id\": \"top\", \"card\": \"Forest\", \"zone\": \"library\"}", plus);
        QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Library);
        QVERIFY2(!test::happened(p).contains(QStringLiteral("reveals")), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigW34b)
#include "tst_imptrigw34b.moc"
