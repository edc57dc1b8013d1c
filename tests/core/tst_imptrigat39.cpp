// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat39.json), round 39 (`imptrigat39`). "At the beginning of your upkeep, if each player has
// 10 or less life, transform Cryptolith Fragment." (Cryptolith Fragment: an intervening "if" about every player's life).
// "At the beginning of each player's upkeep, that player creates a 5/1 red Elemental creature token named Lightning
// Rager. It has trample, haste, and \"At the beginning of the end step, sacrifice this creature.\"" (Rite of the Raging
// Storm: a named token's keywords and quoted ability in a sentence of their own). "At the beginning of combat on your
// turn, choose up to one target creature you control. Until end of turn, that creature gets +2/+0, gains trample if
// it's red, and gains vigilance if it's white." (Aurelia, Exemplar of Justice: each gain done only if the target has
// that colour as the ability resolves).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat39.json"));
}

// Nico's Cryptolith Fragment at the beginning of his upkeep (the scenario opens in Ana's turn), Ana's and Nico's life
// as `anaLife` and `nicoLife`; the trigger, if any, resolves.
Playthrough nicosFragmentAtUpkeep(int anaLife, int nicoLife)
{
    const QByteArray objects = test::objectJson("frag", "Cryptolith Fragment", "", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
    const QByteArray json = test::scenarioJson(objects, events, ", \"life\": " + QByteArray::number(anaLife),
        ", \"life\": " + QByteArray::number(nicoLife));
    const CardLibrary& lib = test::libraryOf(fixtures());
    const std::optional<GameState> state = test::readScenario(lib, json);
    return state ? EventPlayer::play(*state, lib) : Playthrough();
}

// The tokens on the battlefield that `controller` controls and that are named `name`.
QStringList tokensNamed(const Playthrough& p, const QString& controller, const QString& name)
{
    QStringList ids;
    for (const GameObject& o : p.finalState.objects)
        if (o.exists && o.card && o.card->token && o.zone == Zone::Battlefield && o.controller == controller
            && o.card->name() == name)
            ids << o.id;
    return ids;
}

// Ana's Rite of the Raging Storm as Nico's upkeep begins (the scenario opens in Ana's turn) and its trigger resolves;
// `more` are the events after that.
Playthrough ritesUpkeepOfNico(const QByteArray& more = {})
{
    return test::playScenario(fixtures(), test::objectJson("rite", "Rite of the Raging Storm"),
        "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}" + more);
}

// Ana's Aurelia and her `card` (id "it") at the beginning of combat on her turn, the trigger targeting "it".
Playthrough aureliaTargets(const char* card)
{
    const QByteArray objects = test::objectJson("aurelia", "Aurelia, Exemplar of Justice") + ", " + test::objectJson("it", card);
    return test::playScenario(fixtures(), objects,
        "{\"id\": \"e1\", \"begin\": \"beginning_of_combat\", \"triggers\": {\"e1.1\": {\"targets\": [\"it\"]}}}, "
        "{\"id\": \"e2\", \"resolve\": \"top\"}");
}

// Whether `id` has trample and vigilance, "TV", "T-", "-V" or "--".
QString trampleVigilance(const Playthrough& p, const char* id)
{
    const QString s = QString::fromLatin1(id);
    return QString(test::hasKeyword(p, s, QStringLiteral("Trample")) ? QLatin1Char('T') : QLatin1Char('-'))
        + (test::hasKeyword(p, s, QStringLiteral("Vigilance")) ? QLatin1Char('V') : QLatin1Char('-'));
}

}   // namespace

class TestImpTrigAt39 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 603.4, 119.1: "if each player has 10 or less life" is an intervening "if" that holds when no player has 11 or
    // more life (life totals are whole numbers), asked of every player in the game.
    void fragmentReadsEachPlayersLife()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cryptolith Fragment"), 2),
            QStringLiteral("At the beginning of your upkeep, if each player has 10 or less life, transform ~."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Cryptolith Fragment"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QVERIFY(upkeep->triggerIf);
        QCOMPARE(upkeep->triggerIf->kind, Condition::Kind::LifeAtLeast);
        QCOMPARE(upkeep->triggerIf->n, 11);
        QVERIFY(upkeep->triggerIf->negated);
        QCOMPARE(upkeep->triggerIf->who, QStringLiteral("any_player"));
        QCOMPARE(upkeep->effect.size(), 1);
        QCOMPARE(upkeep->effect.first().kind, ActionKind::Transform);
    }

    // CR 603.4, 712.8: with both players at 10 life, Nico's Fragment transforms into Aurora of Emrakul (flying).
    void fragmentTransformsWhenEveryoneIsLow()
    {
        const Playthrough p = nicosFragmentAtUpkeep(10, 10);
        QVERIFY2(test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
        const Playthrough low = nicosFragmentAtUpkeep(3, 7);
        QVERIFY2(test::hasKeyword(low, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(low)));
    }

    // CR 603.4: when any one player has 11 or more life, whether Nico or his opponent, the ability doesn't trigger.
    void fragmentStaysWhenAnyoneIsHigh()
    {
        Playthrough p = nicosFragmentAtUpkeep(11, 10);
        QVERIFY(test::charsOf(p, QStringLiteral("frag")));
        QVERIFY2(!test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
        p = nicosFragmentAtUpkeep(10, 20);
        QVERIFY(test::charsOf(p, QStringLiteral("frag")));
        QVERIFY2(!test::hasKeyword(p, QStringLiteral("frag"), QStringLiteral("Flying")), qPrintable(test::happened(p)));
    }

    // CR 111.4, 111.2, 113.6: the token is named Lightning Rager and has trample, haste and its quoted end-step trigger;
    // it is the upkeep's player's. The name's sentence and the ability's are one token.
    void riteReadsTheNamedTokensAbilities()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rite of the Raging Storm"), 1),
            QStringLiteral("At the beginning of each upkeep, that player creates a 5/1 red Elemental creature token named "
                           "Lightning Rager with trample, haste, and \"At the beginning of each end step, sacrifice this "
                           "permanent.\""));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Rite of the Raging Storm"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EachUpkeep);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& create = upkeep->effect.first();
        QCOMPARE(create.kind, ActionKind::CreateToken);
        QCOMPARE(create.who, QStringLiteral("that_player"));
        QVERIFY(create.token);
        QCOMPARE(create.token->front.name, QStringLiteral("Lightning Rager"));
        QCOMPARE(create.token->front.abilities.size(), 3);
        QVERIFY(create.token->front.abilities[0]->isKeyword(QStringLiteral("Trample")));
        QVERIFY(create.token->front.abilities[1]->isKeyword(QStringLiteral("Haste")));
        QCOMPARE(create.token->front.abilities[2]->kind, AbilityDef::Kind::Triggered);
    }

    // CR 111.2, 603.2: at Nico's upkeep, Nico (that player) creates a 5/1 Lightning Rager with trample and haste; Ana,
    // the Rite's controller, gets none.
    void riteGivesTheUpkeepsPlayerARager()
    {
        const Playthrough p = ritesUpkeepOfNico();
        const QStringList his = tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Lightning Rager"));
        QVERIFY2(his.size() == 1, qPrintable(test::happened(p)));
        QVERIFY(tokensNamed(p, QStringLiteral("ana"), QStringLiteral("Lightning Rager")).isEmpty());
        QCOMPARE(test::ptOf(p, his.first()), QStringLiteral("5/1"));
        QVERIFY(test::hasKeyword(p, his.first(), QStringLiteral("Trample")));
        QVERIFY(test::hasKeyword(p, his.first(), QStringLiteral("Haste")));
    }

    // CR 113.6, 701.21a: the Rager's own trigger sacrifices it at the beginning of the end step.
    void ragerIsSacrificedAtTheEndStep()
    {
        const Playthrough p = ritesUpkeepOfNico(", {\"id\": \"e3\", \"begin\": \"end\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(tokensNamed(p, QStringLiteral("nico"), QStringLiteral("Lightning Rager")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Lightning Rager")), qPrintable(test::happened(p)));
    }

    // CR 115.1, 608.2c: to choose up to one target is to target it; "that creature" is that target; the +2/+0 is done
    // whatever its colour, each gain only when it has that colour as the ability resolves.
    void aureliaReadsThreeChangesOfTheTarget()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aurelia, Exemplar of Justice"), 2),
            QStringLiteral("At the beginning of combat on your turn, up to one target creature you control gets +2/+0 until end "
                           "of turn. It gains trample until end of turn if it's red. It gains vigilance until end of turn if "
                           "it's white."));
        const AbilityDef* combat = test::parsedWith(fixtures(), QStringLiteral("Aurelia, Exemplar of Justice"), QStringLiteral("combat"));
        QVERIFY(combat);
        QCOMPARE(combat->targets.size(), 1);
        QCOMPARE(int(combat->targets.first().upTo), 1);
        QCOMPARE(combat->effect.size(), 3);
        QVERIFY(!combat->effect[0].condition);
        for (int i = 0; i < 3; ++i) {
            const Action& a = combat->effect[i];
            QCOMPARE(a.kind, ActionKind::Continuous);
            QVERIFY(a.continuous && a.continuous->affects && a.continuous->affects->ref == Selector::Ref::Target);
            QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        }
        for (int i = 1; i < 3; ++i) {
            const Action& a = combat->effect[i];
            QVERIFY(a.condition && a.condition->kind == Condition::Kind::TargetIs && a.condition->filter);
            QVERIFY(a.condition->filter->colors.has(i == 1 ? Color::Red : Color::White));
        }
    }

    // CR 608.2c, 613.4c: a red creature gets +2/+0 and trample, a white one +2/+0 and vigilance, a red and white one
    // both, a green one only +2/+0.
    void aureliaGivesWhatTheColorsSay()
    {
        Playthrough p = aureliaTargets("Boggart Brute");   // red 3/2
        QVERIFY2(test::ptOf(p, QStringLiteral("it")) == QStringLiteral("5/2"), qPrintable(test::happened(p)));
        QCOMPARE(trampleVigilance(p, "it"), QStringLiteral("T-"));
        p = aureliaTargets("Benalish Hero");   // white 1/1
        QCOMPARE(test::ptOf(p, QStringLiteral("it")), QStringLiteral("3/1"));
        QCOMPARE(trampleVigilance(p, "it"), QStringLiteral("-V"));
        p = aureliaTargets("Boros Swiftblade");   // red and white 1/2
        QCOMPARE(test::ptOf(p, QStringLiteral("it")), QStringLiteral("3/2"));
        QCOMPARE(trampleVigilance(p, "it"), QStringLiteral("TV"));
        p = aureliaTargets("Grizzly Bears");   // green 2/2
        QCOMPARE(test::ptOf(p, QStringLiteral("it")), QStringLiteral("4/2"));
        QCOMPARE(trampleVigilance(p, "it"), QStringLiteral("--"));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt39)
#include "tst_imptrigat39.moc"
