// Round 32's static abilities, read from real cards' Oracle text (tests/data/import/impstatic32.json) and
// played: Progenitor Mimic's granted "if this creature isn't a token" (111.1, 603.4), Angry Mob's base power
// and toughness set by turn (604.3a, 613.4b), Avatar of Might's "at least four more creatures than you"
// (601.2f), and Conqueror's Flail's "your opponents can't cast spells during your turn" while it is attached
// to a creature (101.2, 601.3).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "LayerBoard.h"
#include "engine/Evaluator.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic32.json"));
}

// The tokens `player` controls on the battlefield at the end of a playthrough.
int tokensOf(const Playthrough& play, const QString& player)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        if (o.exists && o.token && o.zone == Zone::Battlefield && o.controller == player)
            ++n;
    return n;
}

// Nico's Progenitor Mimic entered as a copy of Ana's Grizzly Bears; then `events`.
Playthrough mimicPlays(const QByteArray& events)
{
    const QByteArray objects = test::objectJson("b", "Grizzly Bears") + ", "
        + test::objectJson("m", "Progenitor Mimic", ", \"choices\": {\"copy_of\": \"b\"}", "nico");
    return test::playScenario(fixtures(), objects, events);
}

// Whether Avatar of Might's condition holds for Ana, its card in her hand, with Nico controlling `nicos`
// Grizzly Bears and Ana `anas`, as the engine's evaluator checks it (the cost is carried, not paid: the
// event player takes a cast as paid).
bool avatarCostsLess(int nicos, int anas)
{
    const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Avatar of Might"), QStringLiteral("less"));
    if (!a || !a->condition)
        return false;
    QByteArray objects = test::objectJson("a", "Avatar of Might", ", \"zone\": \"hand\"");
    for (int n = 0; n < nicos; ++n)
        objects += ", " + test::objectJson(("n" + QByteArray::number(n)).constData(), "Grizzly Bears", "", "nico");
    for (int n = 0; n < anas; ++n)
        objects += ", " + test::objectJson(("a" + QByteArray::number(n)).constData(), "Grizzly Bears");
    const test::LayerBoard board(fixtures(), objects);
    if (!board.state)
        return false;
    ContinuousEffect effect;
    effect.controller = QStringLiteral("ana");
    effect.sourceIndex = board.state->objectIndex(QStringLiteral("a"));
    return Evaluator(*board.state, board.r.chars).holds(*a->condition, effect);
}

// Nico casts Lightning Bolt at Ana, after `events` ("" for none), with Ana's Conqueror's Flail attached to
// her Grizzly Bears or, unattached, beside them.
QStringList nicoBoltsWithFlail(bool attached, const QByteArray& events)
{
    const QByteArray objects = test::objectJson("b", "Grizzly Bears") + ", "
        + test::objectJson("f", "Conqueror's Flail", attached ? ", \"attached_to\": \"b\"" : "") + ", "
        + test::objectJson("bolt", "Lightning Bolt", ", \"zone\": \"hand\"", "nico");
    const QByteArray bolt = "{\"id\": \"c1\", \"cast\": \"bolt\", \"targets\": [\"ana\"]}";
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, events.isEmpty() ? bolt : events + ", " + bolt));
}

}   // namespace

class TestImpStatic32 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 111.1, 603.4, 707.9a: the copy's granted trigger has an intervening "if" about the permanent
    // itself, whether it is a token; written back with "this creature".
    void readsMimicTokenCondition()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Progenitor Mimic"), QStringLiteral("as a copy"));
        QVERIFY(a && a->replacement.entersAsCopy);
        QCOMPARE(a->replacement.entersAsCopy->except.addAbilities.size(), 1);
        const AbilityDef& granted = *a->replacement.entersAsCopy->except.addAbilities[0];
        QCOMPARE(granted.kind, AbilityDef::Kind::Triggered);
        QVERIFY(granted.triggerIf);
        QCOMPARE(granted.triggerIf->kind, Condition::Kind::SelfIs);
        QVERIFY(granted.triggerIf->negated);
        QVERIFY(granted.triggerIf->filter && granted.triggerIf->filter->token == std::optional<bool>(true));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Progenitor Mimic"), 0),
            QStringLiteral("You may have ~ enter as a copy of a creature on the battlefield, except it has \"At the "
                           "beginning of your upkeep, if this creature isn't a token, create a token that's a copy of "
                           "this creature.\""));
    }

    // CR 603.4, 707.9a, 111.1: in Nico's upkeep the Mimic (a Grizzly Bears with the trigger) makes a token
    // copy of itself; the token has the trigger too (707.2), but it's a token: in his next upkeep only the
    // Mimic's triggers, and one more token is made.
    void mimicCopiesItselfButItsTokensDont()
    {
        const Playthrough once = mimicPlays(R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(once), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
        QVERIFY2(tokensOf(once, QStringLiteral("nico")) == 1, qPrintable(test::happened(once)));
        const Playthrough twice = mimicPlays(R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"}, )"
                                             R"({"id": "e3", "begin": "upkeep"}, {"id": "e4", "begin": "upkeep"})");
        QVERIFY2(twice.events.value(3).done, qPrintable(test::happened(twice)));
        QCOMPARE(twice.finalState.stack.size(), 1);
        int tokens = 0;
        for (const GameObject& o : twice.finalState.objects) {
            if (!o.token || !o.exists)
                continue;
            ++tokens;
            // A copy of the copy (707.3): the Bears, with the Mimic's trigger (707.9b).
            const Characteristics* c = test::charsOf(twice, o.id);
            QVERIFY(c);
            QCOMPARE(c->name, QStringLiteral("Grizzly Bears"));
            QCOMPARE(test::ptOf(twice, o.id), QStringLiteral("2/2"));
            QVERIFY(std::any_of(c->abilities.cbegin(), c->abilities.cend(),
                [](const AbilityInstance& a) { return a.def->kind == AbilityDef::Kind::Triggered; }));
        }
        QCOMPARE(tokens, 1);
    }

    // CR 604.3a, 613.4b: values set only while a condition holds are no characteristic-defining ability:
    // ~'s base power and toughness in layer 7b, by turn; written back in Oracle's words.
    void readsAngryMobByTurn()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Angry Mob"), QStringLiteral("your turn"));
        QVERIFY(a);
        QVERIFY(!a->cda);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::YourTurn);
        QVERIFY(!a->condition->negated);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::SetPT);
        QCOMPARE(a->ops[0].layer(a->cda), Layer::L7b);
        QVERIFY(a->otherwise && a->otherwise->condition && a->otherwise->condition->negated);
        QCOMPARE(a->otherwise->ops.size(), 1);
        QVERIFY(a->otherwise->ops[0].power && *a->otherwise->ops[0].power == Expr::constant(2));
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Angry Mob"), QStringLiteral("your turn"))->written,
            QStringLiteral("As long as it's your turn, ~'s power and toughness are each equal to 2 plus the number of "
                           "Swamps your opponents control. As long as it's not your turn, ~'s power and toughness "
                           "are each 2."));
    }

    // CR 613.4b, 611.3a: in Ana's turn her Angry Mob is 2 plus Nico's three Swamps, 5/5; Nico's Mob, in
    // Ana's turn, is 2/2 whatever Swamps Ana has.
    void angryMobCountsSwampsOnItsTurn()
    {
        QByteArray swamps;
        for (const char* id : {"s1", "s2", "s3"})
            swamps += ", " + test::objectJson(id, "Swamp", "", "nico");
        const test::LayerBoard yours(fixtures(), test::objectJson("mob", "Angry Mob") + swamps);
        QCOMPARE(yours.power(QStringLiteral("mob")), 5);
        QCOMPARE(yours.toughness(QStringLiteral("mob")), 5);
        QByteArray anas;
        for (const char* id : {"s1", "s2", "s3"})
            anas += ", " + test::objectJson(id, "Swamp");
        const test::LayerBoard theirs(fixtures(), test::objectJson("mob", "Angry Mob", "", "nico") + anas);
        QCOMPARE(theirs.power(QStringLiteral("mob")), 2);
        QCOMPARE(theirs.toughness(QStringLiteral("mob")), 2);
    }

    // CR 601.2f: "at least four more creatures than you": n more, written back so; the card format's
    // {"opponent_controls_more_by": {"n": 4, …}}.
    void readsAvatarFourMoreCreatures()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Avatar of Might"), QStringLiteral("less"));
        QVERIFY(a && a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::OpponentControlsMore);
        QCOMPARE(a->condition->n, 4);
        QVERIFY(a->condition->filter && a->condition->filter->types == quint16(CardType::Creature));
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Avatar of Might"), QStringLiteral("less"))->written,
            QStringLiteral("~ costs {6} less to cast if an opponent controls at least four more creatures than you."));
    }

    // CR 601.2f: the condition counts each side's creatures: four more than Ana's (five against one) is
    // enough, three more (four against one) is not.
    void avatarNeedsFourMoreCreatures()
    {
        QVERIFY(avatarCostsLess(5, 1));
        QVERIFY(avatarCostsLess(4, 0));
        QVERIFY(!avatarCostsLess(4, 1));
        QVERIFY(!avatarCostsLess(0, 0));
    }

    // CR 611.3a, 301.5: "during your turn" is the rule while it's Ana's turn, beside the Flail being
    // attached to a creature; written back as one condition of two parts.
    void readsFlailDuringYourTurn()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Conqueror's Flail"), QStringLiteral("cast spells"));
        QVERIFY(a && a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::AttachedIs);
        QVERIFY(a->condition->filter && a->condition->filter->types == quint16(CardType::Creature));
        QVERIFY(a->condition->also);
        QCOMPARE(a->condition->also->kind, Condition::Kind::YourTurn);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CantBeCast);
        QVERIFY(a->ops[0].filter && a->ops[0].filter->controller == Selector::Who::Opponent);
        QCOMPARE(test::reportWith(fixtures(), QStringLiteral("Conqueror's Flail"), QStringLiteral("cast spells"))->written,
            QStringLiteral("As long as ~ is attached to a creature and it's your turn, your opponents can't cast spells."));
    }

    // CR 101.2, 601.3: in Ana's turn, with her Flail on her Bears, Nico can't cast Lightning Bolt; with the
    // Flail unattached he can, and in his own turn (his upkeep) he can with the Flail attached.
    void flailStopsOpponentsSpellsOnItsTurn()
    {
        QCOMPARE(nicoBoltsWithFlail(true, {}), QStringList{QStringLiteral("601.3")});
        QCOMPARE(nicoBoltsWithFlail(false, {}), QStringList{QStringLiteral("done")});
        QCOMPARE(nicoBoltsWithFlail(true, "{\"id\": \"e1\", \"begin\": \"upkeep\"}"),
            (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic32)
#include "tst_impstatic32.moc"
