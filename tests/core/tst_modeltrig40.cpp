// Conditions read from real cards' Oracle text (tests/data/import/modeltrig40.json), round 40 (`modeltrig40`, the
// model values of trigger conditions): "unless it came under your control this turn" (Erg Raiders) and Mad Dog's "if ~
// didn't attack or come under your control this turn" (Condition::CameUnderControlThisTurn, 302.6: it entered this
// turn or its controller changed this turn); Aggression's "destroy that creature if it didn't attack this turn"
// (ObjectAttackedThisTurn: the object the trigger's event names, 603.7c); Pulse of the Grid's "if an opponent has more
// cards in hand than you" (OpponentHandMoreThanYou); and Hour of Revelation's "if there are ten or more nonland
// permanents on the battlefield", a count on the battlefield a cost change now reads as a trigger's "if" does.
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
    return test::fixtureFile(QStringLiteral("modeltrig40.json"));
}

// The card `name`, fully understood, written in the card format and read back.
bool survivesCardFormat(const QString& name)
{
    const ImportedCard* card = test::findCard(fixtures(), name);
    if (!card || card->status != CardStatus::Understood)
        return false;
    QString why;
    const CardPtr back = test::throughCardFormat(*card->card, &why);
    if (!back)
        qWarning().noquote() << why;
    return back && back->front.abilities.size() == card->card->front.abilities.size();
}

// Whether `card`'s condition holds for Ana, with `objects` on the battlefield (and in hands).
bool conditionHolds(const QString& card, const QString& words, const QByteArray& objects, const char* source)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    if (!a)
        return false;
    std::optional<Condition> c = a->condition;
    for (const Action& step : a->effect)
        if (!c && step.condition)
            c = step.condition;
    if (!c)
        return false;
    const test::LayerBoard board(fixtures(), objects);
    if (!board.state)
        return false;
    ContinuousEffect effect;
    effect.controller = QStringLiteral("ana");
    effect.sourceIndex = board.state->objectIndex(QString::fromLatin1(source));
    return Evaluator(*board.state, board.r.chars).holds(*c, effect);
}

// `n` Grizzly Bears in `owner`'s hand, ids "h<owner><i>", each after a comma.
QByteArray cardsInHand(const char* owner, int n)
{
    return test::bears(owner, n, "hand");
}

const QByteArray endStep = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

}   // namespace

class TestModelTrig40 : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c, 603.4: each card of the fixture is fully understood and keeps its abilities through the card format.
    void everyCardIsUnderstoodAndKeptByTheCardFormat()
    {
        test::checkEveryCardUnderstood(fixtures(), 5);
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 603.4, 302.6: the intervening "if" is the source's attack this turn; the damage has its own "unless",
    // checked as it is done (608.2c), written back as Oracle says it.
    void ergRaidersReadsItsUnless()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Erg Raiders"), 0),
            QStringLiteral("At the beginning of your end step, if ~ didn't attack this turn, ~ deals 2 damage to you unless "
                           "it came under your control this turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Erg Raiders"), 0);
        QVERIFY(a && a->triggerIf);
        QCOMPARE(a->event, TriggerEvent::YourEndStep);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::SourceAttackedThisTurn);
        QVERIFY(a->triggerIf->negated);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect.first().kind, ActionKind::Damage);
        QVERIFY(a->effect.first().condition);
        QCOMPARE(a->effect.first().condition->kind, Condition::Kind::CameUnderControlThisTurn);
        QVERIFY(a->effect.first().condition->negated);
        QVERIFY(survivesCardFormat(QStringLiteral("Erg Raiders")));
    }

    // CR 302.6, 608.2c: at Ana's end step Erg Raiders that stayed home deals her 2 damage; one that entered this turn
    // triggers but deals none; one that attacked doesn't trigger (603.4).
    void ergRaidersAtYourEndStep()
    {
        Playthrough p = test::playScenario(fixtures(), test::objectJson("raiders", "Erg Raiders"), endStep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 18, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), test::objectJson("raiders", "Erg Raiders", ", \"entered_this_turn\": true"), endStep);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).size() == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(),
            test::objectJson("raiders", "Erg Raiders", ", \"combat_this_turn\": [\"attacked\"]"), "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 302.6, 608.2c: Ana's Act of Treason takes Nico's Erg Raiders this turn; at her end step they trigger (they
    // didn't attack) but deal her no damage, since their controller changed this turn.
    void ergRaidersTakenThisTurnDealNoDamage()
    {
        const QByteArray objects = test::objectJson("raiders", "Erg Raiders", "", "nico") + ", "
            + test::objectJson("treason", "Act of Treason", ", \"zone\": \"hand\"");
        const QByteArray events = "{\"id\": \"e1\", \"cast\": \"treason\", \"targets\": [\"raiders\"]}, "
                                  "{\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"end\"}, "
                                  "{\"id\": \"e4\", \"resolve\": \"top\"}";
        const Playthrough p = test::playScenario(fixtures(), objects, events);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e3")).size() == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Erg Raiders")), qPrintable(test::happened(p)));
    }

    // CR 603.4, 302.6: "didn't attack or come under your control" is neither of the two, both negated, said as one;
    // "sacrifice it" is ~ (the round trip reads Oracle's "it" after a step's "if ~ …" as ~).
    void madDogReadsNeitherOfTwo()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mad Dog"), 0),
            QStringLiteral("At the beginning of your end step, if ~ didn't attack or come under your control this turn, "
                           "sacrifice ~."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Mad Dog"), 0);
        QVERIFY(a && a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::SourceAttackedThisTurn);
        QVERIFY(a->triggerIf->negated);
        QVERIFY(a->triggerIf->also);
        QCOMPARE(a->triggerIf->also->kind, Condition::Kind::CameUnderControlThisTurn);
        QVERIFY(a->triggerIf->also->negated);
        QVERIFY(survivesCardFormat(QStringLiteral("Mad Dog")));
    }

    // CR 603.4, 701.17a: Mad Dog that neither attacked nor entered this turn is sacrificed at Ana's end step; one
    // that entered this turn, or attacked, doesn't trigger.
    void madDogAtYourEndStep()
    {
        Playthrough p = test::playScenario(fixtures(), test::objectJson("dog", "Mad Dog"), endStep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("dog")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), test::objectJson("dog", "Mad Dog", ", \"entered_this_turn\": true"),
            "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        p = test::playScenario(fixtures(), test::objectJson("dog", "Mad Dog", ", \"combat_this_turn\": [\"attacked\"]"),
            "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::zoneOf(p, QStringLiteral("dog")), Zone::Battlefield);
    }

    // CR 603.7c, 608.2c: "that creature" is the enchanted creature the end step's trigger names; "if it didn't attack
    // this turn" is the destroy's own condition, about that creature.
    void aggressionReadsThatCreaturesAttack()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Aggression"), 2),
            QStringLiteral("At the beginning of the end step of enchanted creature's controller, destroy that creature if it "
                           "didn't attack this turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Aggression"), 2);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::EndStep);
        QCOMPARE(a->effect.size(), 1);
        const Action& destroy = a->effect.first();
        QCOMPARE(destroy.kind, ActionKind::Destroy);
        QVERIFY(destroy.object && destroy.object->ref == Selector::Ref::It);
        QVERIFY(destroy.condition);
        QCOMPARE(destroy.condition->kind, Condition::Kind::ObjectAttackedThisTurn);
        QVERIFY(destroy.condition->negated);
        QVERIFY(survivesCardFormat(QStringLiteral("Aggression")));
    }

    // CR 513.1, 508.1, 701.7a: Ana's Aggression on Nico's Bears: at his end step the Bears are destroyed unless they
    // attacked this turn.
    void aggressionDestroysACreatureThatDidntAttack()
    {
        const QByteArray aura = test::objectJson("aura", "Aggression", ", \"attached_to\": \"bears\"");
        Playthrough p = test::playScenarioOnNicosTurn(
            fixtures(), test::objectJson("bears", "Grizzly Bears", "", "nico") + ", " + aura, endStep);
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = test::playScenarioOnNicosTurn(fixtures(),
            test::objectJson("bears", "Grizzly Bears", ", \"combat_this_turn\": [\"attacked\"]", "nico") + ", " + aura, endStep);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).size() == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
    }

    // CR 608.2c, 402.1: "if an opponent has more cards in hand than you" compares each opponent's hand with Ana's, as
    // the instruction is done (the writer's "If" says Oracle's "Then if"; the round trip reads them alike).
    void pulseOfTheGridComparesHands()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Pulse of the Grid"), 0),
            QStringLiteral("Draw two cards, then discard a card. If an opponent has more cards in hand than you, return ~ to "
                           "its owner's hand."));
        QVERIFY(survivesCardFormat(QStringLiteral("Pulse of the Grid")));
        const QByteArray pulse = test::objectJson("pulse", "Pulse of the Grid", ", \"zone\": \"hand\"");
        const QString card = QStringLiteral("Pulse of the Grid");
        const QString words = QStringLiteral("more cards in hand");
        QVERIFY(conditionHolds(card, words, pulse + cardsInHand("nico", 2), "pulse"));
        QVERIFY(!conditionHolds(card, words, pulse + cardsInHand("nico", 1), "pulse"));   // one each: not more
        QVERIFY(!conditionHolds(card, words, pulse + cardsInHand("ana", 2) + cardsInHand("nico", 2), "pulse"));
    }

    // CR 119.1: "if an opponent has more life than you" (no card of the fixture says it; Pulse of the Forge says it of
    // "that player or that planeswalker's controller", not read): Nico's 21 life against Ana's 20 holds, 20 doesn't.
    void opponentWithMoreLife()
    {
        Condition c;
        c.kind = Condition::Kind::OpponentLifeMoreThanYou;
        for (const int nicos : {21, 20}) {
            const test::LayerBoard board(fixtures(), test::objectJson("bears", "Grizzly Bears"), ", \"life\": " + QByteArray::number(nicos));
            QVERIFY(board.state);
            ContinuousEffect effect;
            effect.controller = QStringLiteral("ana");
            QCOMPARE(Evaluator(*board.state, board.r.chars).holds(c, effect), nicos > 20);
        }
    }

    // CR 601.2f: Hour of Revelation costs {3} less with ten nonland permanents on the battlefield, whoever controls them.
    void hourOfRevelationCountsNonlandPermanents()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Hour of Revelation"), 0),
            QStringLiteral("~ costs {3} less to cast if there are ten or more nonland permanents on the battlefield."));
        QVERIFY(survivesCardFormat(QStringLiteral("Hour of Revelation")));
        const QByteArray hour = test::objectJson("hour", "Hour of Revelation", ", \"zone\": \"hand\"");
        const QString card = QStringLiteral("Hour of Revelation");
        const QString words = QStringLiteral("less to cast");
        QVERIFY(conditionHolds(card, words, hour + test::bears("ana", 5, "battlefield") + test::bears("nico", 5, "battlefield"), "hour"));
        QVERIFY(!conditionHolds(card, words, hour + test::bears("ana", 5, "battlefield") + test::bears("nico", 4, "battlefield"), "hour"));
    }
};

QTEST_GUILESS_MAIN(TestModelTrig40)
#include "tst_modeltrig40.moc"
