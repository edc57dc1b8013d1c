// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrigb30.json), round 30
// (`imptrigb30`): "if you control no Thopters other than ~, return ~ to its owner's hand and create …"
// (Thopter Assembly; the pair reaches Mtenda Griffin's activated ability too), "sacrifice ~ unless it was
// kicked" (Skizzik), "if there are seven or more lands on the battlefield" (Impending Disaster) and an
// attack trigger's "if defending player controls no black nontoken permanents" (Spectral Bears); a creature
// token without a power and toughness, its quoted ability defining them (Doomed Artisan, Daxos the Returned);
// "each attacking creature and each blocking creature" (Goblin Swine-Rider); "put that creature on top of its
// owner's library" of the creature blocking ~ (Elven Warhounds); "If you can't, tap ~ and it deals 9 damage to
// you" (Archdemon of Greed, Ravenous Demon's back face); "gains haste and gets +X/+X until end of turn, where
// X is that creature's power" (Xenagos, God of Revels); "~ deals damage to that creature's controller equal to
// ~'s power" (Meglonoth).
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
    return test::fixtureFile(QStringLiteral("imptrigb30.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const char* upkeepAndTrigger = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

// `n` basic lands of `controller`, ids "<prefix><i>", each after a comma (to follow other objects).
QByteArray lands(const char* card, const char* prefix, int n, const char* controller)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += ", " + test::objectJson((QByteArray(prefix) + QByteArray::number(i)).constData(), card, "", controller);
    return out;
}

// The power and toughness of each token on the battlefield, as "P/T".
QStringList tokenSizes(const Playthrough& p)
{
    QStringList out;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.card && o.card->token && o.zone == Zone::Battlefield)
            out << test::ptOf(p, o.id);
    return out;
}

int tokensOf(const Playthrough& p, const QString& controller)
{
    int n = 0;
    for (const GameObject& o : p.finalState.objects)
        n += o.exists && o.card && o.card->token && o.zone == Zone::Battlefield && o.controller == controller ? 1 : 0;
    return n;
}

}   // namespace

class TestImpTrigB30 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 12); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4: "if you control no Thopters other than ~" is "if you control no other Thopters"; the
    // return of ~ and the tokens are one sentence, in that order (608.2c).
    void thopterAssemblyReadsItsConditionAndBothInstructions()
    {
        const AbilityDef* assembly
            = test::parsedWith(fixtures(), QStringLiteral("Thopter Assembly"), QStringLiteral("owner's hand"));
        QVERIFY(assembly);
        QVERIFY(assembly->triggerIf);
        QCOMPARE(assembly->triggerIf->kind, Condition::Kind::YouControlNone);
        QVERIFY(assembly->triggerIf->filter && assembly->triggerIf->filter->other);
        QCOMPARE(assembly->triggerIf->filter->subtypes.size(), 1);   // Thopter
        QCOMPARE(assembly->effect.size(), 2);
        QCOMPARE(assembly->effect[0].kind, ActionKind::ReturnToHand);
        QVERIFY(assembly->effect[0].object && assembly->effect[0].object->ref == Selector::Ref::Self);
        QCOMPARE(assembly->effect[1].kind, ActionKind::CreateToken);
        QCOMPARE(assembly->effect[1].amount.n, 5);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thopter Assembly"), 1),
            QStringLiteral("At the beginning of your upkeep, if you control no other Thopters, return ~ to its owner's "
                           "hand and create five 1/1 colorless Thopter artifact creature tokens with flying."));
    }

    // CR 603.4, 111.1: at Nico's upkeep his Thopter Assembly, his only Thopter (Ana's Ornithopter is not
    // his), returns to his hand and he gets five Thopter tokens; beside his own Ornithopter it does not
    // trigger.
    void thopterAssemblyReturnsAndMakesFiveThopters()
    {
        const QByteArray assembly = test::objectJson("assembly", "Thopter Assembly", "", "nico");
        Playthrough p = played(assembly + ", " + test::objectJson("anas", "Ornithopter"), upkeepAndTrigger);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("assembly:2")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("assembly")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(tokensOf(p, QStringLiteral("nico")), 5);
        QCOMPARE(tokensOf(p, QStringLiteral("ana")), 0);
        p = played(assembly + ", " + test::objectJson("his", "Ornithopter", "", "nico"),
            "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("assembly")), Zone::Battlefield);
        QCOMPARE(tokensOf(p, QStringLiteral("nico")), 0);
    }

    // CR 608.2c: Mtenda Griffin's "Return ~ to its owner's hand and return target Griffin card from your
    // graveyard to your hand" is the same pair, ~ first.
    void mtendaGriffinReturnsItselfThenTheTarget()
    {
        const AbilityDef* griffin
            = test::parsedWith(fixtures(), QStringLiteral("Mtenda Griffin"), QStringLiteral("Griffin card"));
        QVERIFY(griffin);
        QCOMPARE(griffin->effect.size(), 2);
        QVERIFY(griffin->effect[0].object && griffin->effect[0].object->ref == Selector::Ref::Self);
        QVERIFY(griffin->effect[1].object && griffin->effect[1].object->ref == Selector::Ref::Target);
    }

    // CR 702.33d: "sacrifice ~ unless it was kicked": the sacrifice under the negated condition "kicked",
    // said back with "it"; the older "At the beginning of the end step" is each end step.
    void skizzikReadsUnlessKicked()
    {
        const Action* sacrifice = test::firstAction(fixtures(), QStringLiteral("Skizzik"), 3, ActionKind::Sacrifice);
        QVERIFY(sacrifice);
        QVERIFY(sacrifice->condition);
        QCOMPARE(sacrifice->condition->kind, Condition::Kind::Kicked);
        QVERIFY(sacrifice->condition->negated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Skizzik"), 3),
            QStringLiteral("At the beginning of each end step, sacrifice ~ unless it was kicked."));
    }

    // CR 702.33d, 701.17a: Ana casts Skizzik; at the end step it is sacrificed, unless she kicked it.
    void skizzikStaysOnlyWhenKicked()
    {
        const QByteArray skizzik = test::objectJson("skizzik", "Skizzik", ", \"zone\": \"hand\"");
        const char* endStep = ", {\"id\": \"e3\", \"begin\": \"end\"}, {\"id\": \"e4\", \"resolve\": \"top\"}";
        Playthrough p = played(skizzik, QByteArray("{\"id\": \"e1\", \"cast\": \"skizzik\"}, {\"id\": \"e2\", \"resolve\": \"top\"}") + endStep);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e3")), QStringList{QStringLiteral("skizzik:4")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("skizzik")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = played(skizzik,
            QByteArray("{\"id\": \"e1\", \"cast\": \"skizzik\", \"kicked\": true}, {\"id\": \"e2\", \"resolve\": \"top\"}") + endStep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("skizzik")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 603.4: "if there are seven or more lands on the battlefield" counts everyone's lands; the card
    // format keeps it as "on_battlefield_at_least".
    void impendingDisasterCountsEveryonesLands()
    {
        const AbilityDef* disaster
            = test::parsedWith(fixtures(), QStringLiteral("Impending Disaster"), QStringLiteral("destroy all lands"));
        QVERIFY(disaster);
        QVERIFY(disaster->triggerIf);
        QCOMPARE(disaster->triggerIf->kind, Condition::Kind::AnyPlayerControls);
        QCOMPARE(disaster->triggerIf->n, 7);
        QVERIFY(disaster->triggerIf->filter);
        QCOMPARE(disaster->triggerIf->filter->controller, Selector::Who::Any);
        QCOMPARE(disaster->effect.size(), 2);
        QCOMPARE(disaster->effect[0].kind, ActionKind::Sacrifice);
        QCOMPARE(disaster->effect[1].kind, ActionKind::Destroy);
    }

    // CR 603.4, 701.8a: Nico's Impending Disaster with four Mountains of Ana's and three Forests of his:
    // at his upkeep he sacrifices it and every land is destroyed; with six lands it does not trigger.
    void impendingDisasterDestroysAllLandsAtSeven()
    {
        const QByteArray disaster = test::objectJson("disaster", "Impending Disaster", "", "nico");
        const QByteArray seven = disaster + lands("Mountain", "m", 4, "ana") + lands("Forest", "f", 3, "nico");
        Playthrough p = played(seven, upkeepAndTrigger);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("disaster:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("disaster")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("m0")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("f2")), Zone::Graveyard);
        const QByteArray six = disaster + lands("Mountain", "m", 3, "ana") + lands("Forest", "f", 3, "nico");
        p = played(six, "{\"id\": \"e1\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("disaster")), Zone::Battlefield);
        QCOMPARE(test::zoneOf(p, QStringLiteral("m0")), Zone::Battlefield);
    }

    // CR 506.2, 603.4: "defending player" of an attack trigger is the player ~ attacks; "it" is ~, kept
    // tapped through its controller's next untap step (502.3).
    void spectralBearsReadsTheDefendingPlayersPermanents()
    {
        const AbilityDef* bears
            = test::parsedWith(fixtures(), QStringLiteral("Spectral Bears"), QStringLiteral("doesn't untap"));
        QVERIFY(bears);
        QCOMPARE(bears->event, TriggerEvent::SelfAttacks);
        QVERIFY(bears->triggerIf);
        QCOMPARE(bears->triggerIf->kind, Condition::Kind::YouControlNone);
        QCOMPARE(bears->triggerIf->who, QStringLiteral("defending_player"));
        QVERIFY(bears->triggerIf->filter && bears->triggerIf->filter->token == false);
        QCOMPARE(bears->effect.value(0).kind, ActionKind::DontUntapNext);
        QVERIFY(bears->effect[0].object && bears->effect[0].object->ref == Selector::Ref::Self);
    }

    // CR 506.2, 603.4, 502.3: Ana's Spectral Bears attacks Nico, who controls only Grizzly Bears: it stays
    // tapped through Ana's next untap step. Beside Nico's Black Knight it does not trigger, and untaps.
    void spectralBearsStaysTappedOnlyWithoutBlackPermanents()
    {
        const QByteArray bears = test::objectJson("spectral", "Spectral Bears");
        const char* attackThenNextTurn = "{\"id\": \"e1\", \"attack\": {\"spectral\": \"nico\"}}, {\"id\": \"e2\", "
                                         "\"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", "
                                         "\"begin\": \"upkeep\"}";
        Playthrough p = played(bears + ", " + test::objectJson("his", "Grizzly Bears", "", "nico"), attackThenNextTurn);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("spectral:1")});
        QVERIFY2(test::tapped(p, QStringLiteral("spectral")), qPrintable(test::happened(p)));
        p = played(bears + ", " + test::objectJson("knight", "Black Knight", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"spectral\": \"nico\"}}, {\"id\": \"e3\", \"begin\": \"upkeep\"}, "
            "{\"id\": \"e4\", \"begin\": \"upkeep\"}");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(!test::tapped(p, QStringLiteral("spectral")), qPrintable(test::happened(p)));
    }

    // CR 111.3, 604.3, 613.4a: "a colorless Sculpture artifact creature token with \"This creature's power and
    // toughness are each equal to …\"" prints no power and toughness: its characteristic-defining ability
    // sets them; the writer says none. Daxos the Returned's "… token. It has \"…\"" is the same token shape.
    void tokenWithoutPowerAndToughnessKeepsItsAbility()
    {
        const Action* create = test::firstAction(fixtures(), QStringLiteral("Doomed Artisan"), 1, ActionKind::CreateToken);
        QVERIFY(create);
        QVERIFY(create->token);
        QVERIFY(!create->token->front.power);
        QVERIFY(!create->token->front.toughness);
        QCOMPARE(create->token->front.abilities.size(), 1);
        QCOMPARE(create->token->front.abilities.first()->kind, AbilityDef::Kind::Static);
        const QString written = test::writtenText(fixtures(), QStringLiteral("Doomed Artisan"), 1);
        QVERIFY2(written.contains(QLatin1String("create a colorless Sculpture artifact creature token with \"")), qPrintable(written));
        const Action* spirit = test::firstAction(fixtures(), QStringLiteral("Daxos the Returned"), 1, ActionKind::CreateToken);
        QVERIFY(spirit && spirit->token);
        QVERIFY(!spirit->token->front.power);
        QCOMPARE(spirit->token->front.abilities.size(), 1);
    }

    // CR 613.4a, 111.1: at Ana's end step Doomed Artisan makes a Sculpture, 1/1 (the one Sculpture); at her
    // next end step a second, and each is 2/2.
    void doomedArtisansSculpturesCountEachOther()
    {
        const QByteArray artisan = test::objectJson("artisan", "Doomed Artisan");
        const char* endStep = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = played(artisan, endStep);
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("artisan:2")});
        QVERIFY2(tokenSizes(p) == QStringList{QStringLiteral("1/1")}, qPrintable(test::happened(p)));
        p = played(artisan, QByteArray(endStep) + ", {\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", \"begin\": "
                                                   "\"upkeep\"}, {\"id\": \"e5\", \"begin\": \"end\"}, {\"id\": \"e6\", \"resolve\": \"top\"}");
        QVERIFY2(tokenSizes(p) == (QStringList{QStringLiteral("2/2"), QStringLiteral("2/2")}), qPrintable(test::happened(p)));
    }

    // CR 506.4, 120.3: "each attacking creature and each blocking creature" is one set, "each attacking or
    // blocking creature" (the writer's "attacking or blocking creatures").
    void swineRiderReadsAttackingOrBlocking()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Goblin Swine-Rider"), 0, ActionKind::Damage);
        QVERIFY(damage);
        QVERIFY(damage->to);
        QVERIFY(damage->to->attacking && damage->to->blocking);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Goblin Swine-Rider"), 0),
            QStringLiteral("Whenever ~ becomes blocked, ~ deals 2 damage to attacking or blocking creatures."));
    }

    // CR 509.3c, 120.3: Ana's Goblin Swine-Rider and Grizzly Bears attack; Nico's Craw Wurm blocks the
    // Swine-Rider: 2 damage to each attacker (both die) and to the Wurm, none to Nico's Gray Ogre.
    void swineRiderDamagesEveryCreatureInCombat()
    {
        const QByteArray objects = test::objectJson("rider", "Goblin Swine-Rider") + ", " + test::objectJson("bears", "Grizzly Bears")
            + ", " + test::objectJson("wurm", "Craw Wurm", "", "nico") + ", " + test::objectJson("ogre", "Gray Ogre", "", "nico");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"rider\": \"nico\", \"bears\": \"nico\"}}, {\"id\": \"e2\", \"block\": "
            "{\"wurm\": [\"rider\"]}}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("rider:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("rider")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("wurm")), 2);
        QCOMPARE(test::damageOn(p, QStringLiteral("ogre")), 0);
    }

    // CR 509.3c, 603.7c, 401.4: Nico's Grizzly Bears blocks Ana's Elven Warhounds and is put on top of his
    // library.
    void elvenWarhoundsPutsItsBlockerOnTop()
    {
        const Action* put = test::firstAction(fixtures(), QStringLiteral("Elven Warhounds"), 0, ActionKind::PutOnLibrary);
        QVERIFY(put);
        QVERIFY(put->object && put->object->ref == Selector::Ref::It);
        const QByteArray objects
            = test::objectJson("hounds", "Elven Warhounds") + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"hounds\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"bears\": [\"hounds\"]}}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("hounds:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Library, qPrintable(test::happened(p)));
    }

    // CR 701.17a: "Sacrifice a Human. If you can't, tap ~ and it deals 9 damage to you": both instructions
    // after the sacrifice that could not be done, said back as one sentence.
    void archdemonTapsAndDealsDamageIfItCant()
    {
        const QString written = test::writtenText(fixtures(), QStringLiteral("Ravenous Demon"), 3);
        QCOMPARE(written, QStringLiteral("At the beginning of your upkeep, sacrifice a Human. If you can't, tap ~ and it "
                                         "deals 9 damage to you."));
        const QByteArray demon = test::objectJson("demon", "Ravenous Demon", ", \"transformed\": true", "nico");
        Playthrough p = played(demon, upkeepAndTrigger);
        QVERIFY2(!test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("demon")), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 11);
        p = played(demon + ", " + test::objectJson("human", "Elite Vanguard", "", "nico"), upkeepAndTrigger);
        QVERIFY2(test::zoneOf(p, QStringLiteral("human")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY(!test::tapped(p, QStringLiteral("demon")));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 608.2h, 613.4c, 613.1f: "another target creature you control gains haste and gets +X/+X until end
    // of turn, where X is that creature's power": the one target's power as it resolves, the keyword said
    // first kept first.
    void xenagosDoublesTheTargetsPower()
    {
        const Action* pump = test::firstAction(fixtures(), QStringLiteral("Xenagos, God of Revels"), 2, ActionKind::Continuous);
        QVERIFY(pump && pump->continuous);
        QCOMPARE(pump->continuous->ops.size(), 2);
        QCOMPARE(pump->continuous->ops[0].kind, Op::Kind::AddAbilities);
        QCOMPARE(pump->continuous->ops[1].kind, Op::Kind::ModifyPT);
        QVERIFY(pump->continuous->ops[1].power && pump->continuous->ops[1].power->kind == Expr::Kind::PowerOfTarget);
        const QByteArray objects = test::objectJson("xenagos", "Xenagos, God of Revels") + ", " + test::objectJson("wurm", "Craw Wurm");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"begin\": \"beginning_of_combat\", \"triggers\": {\"e1.1\": {\"targets\": [\"wurm\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{QStringLiteral("xenagos:3")});
        QVERIFY2(test::ptOf(p, QStringLiteral("wurm")) == QLatin1String("12/10"), qPrintable(test::happened(p)));
        QVERIFY(test::hasKeyword(p, QStringLiteral("wurm"), QStringLiteral("Haste")));
    }

    // CR 509.2a, 603.7c, 608.2h: Ana's Grizzly Bears attacks; Nico's Meglonoth blocks it and deals 6 damage
    // (its power) to Ana, the blocked creature's controller.
    void meglonothDamagesTheAttackersController()
    {
        const Action* damage = test::firstAction(fixtures(), QStringLiteral("Meglonoth"), 2, ActionKind::Damage);
        QVERIFY(damage && damage->amountOf);
        QCOMPARE(damage->amountOf->kind, Expr::Kind::PowerOfSource);
        QCOMPARE(damage->who, QStringLiteral("controller_of_that"));
        const QByteArray objects
            = test::objectJson("bears", "Grizzly Bears") + ", " + test::objectJson("meglonoth", "Meglonoth", "", "nico");
        const Playthrough p = played(objects,
            "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"meglonoth\": "
            "[\"bears\"]}}, {\"id\": \"e3\", \"resolve\": \"top\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("meglonoth:3")});
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigB30)
#include "tst_imptrigb30.moc"
