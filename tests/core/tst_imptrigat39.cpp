// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat39.json), round 39 (`imptrigat39`). "At the beginning of your upkeep, if each player has
// 10 or less life, transform Cryptolith Fragment." (Cryptolith Fragment: an intervening "if" about every player's life).
// "At the beginning of each player's upkeep, that player creates a 5/1 red Elemental creature token named Lightning
// Rager. It has trample, haste, and \"At the beginning of the end step, sacrifice this creature.\"" (Rite of the Raging
// Storm: a named token's keywords and quoted ability in a sentence of their own).
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

}   // namespace

class TestImpTrigAt39 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 2); }

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
};

QTEST_GUILESS_MAIN(TestImpTrigAt39)
#include "tst_imptrigat39.moc"
