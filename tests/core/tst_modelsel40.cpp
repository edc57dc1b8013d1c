// Amounts, selectors and an activation restriction read from real cards' Oracle text (tests/data/import/modelsel40.json),
// round 40's model values: this turn's deaths counted ("for each Zubera that died this turn", Khabal Ghoul's "for each
// creature that died this turn"), players counted ("the number of opponents you have", "the number of your opponents
// with four or more cards in hand"), "Activate this ability only once" (Touch of Vitae), a card an opponent owns (Grim
// Feast's "put into an opponent's graveyard from the battlefield") and the cards a graveyard holds that were put there
// from the battlefield this turn (Gleancrawler, No Rest for the Wicked, Fell Shepherd, Twilight Shepherd). The built-in
// Grizzly Bears are the other cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modelsel40.json"));
}

QByteArray inGraveyard(const char* id, const char* card, const char* owner = "ana")
{
    return test::objectJson(id, card, ", \"zone\": \"graveyard\"", owner);
}

}   // namespace

class TestModelSel40 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(),
            {"Ashen-Skin Zubera", "Floating-Dream Zubera", "Silent-Chant Zubera", "Khabal Ghoul", "Touch of Vitae",
                "Wolfcaller's Howl", "Inspired Sphinx", "Grim Feast", "Gleancrawler", "No Rest for the Wicked", "Fell Shepherd",
                "Twilight Shepherd", "Ember-Fist Zubera"});
    }

    void cardFormatKeepsEachAbility()
    {
        // 13 with round 41's Ember-Fist Zubera ("the number of Zubera that died this turn", tst_imptrig41).
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 13);
    }

    // CR 700.4, 608.2h: "for each Zubera that died this turn" counts the creatures of that type that died this turn, by
    // their last known types (Expr::CreaturesDiedThisTurn with a selector of the one creature type).
    void zuberaCountDeadZubera()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Silent-Chant Zubera"), 0),
            QStringLiteral("When ~ dies, you gain 2 life for each Zubera that died this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Floating-Dream Zubera"), 0),
            QStringLiteral("When ~ dies, draw a card for each Zubera that died this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ashen-Skin Zubera"), 0),
            QStringLiteral("When ~ dies, target opponent discards a card for each Zubera that died this turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Floating-Dream Zubera"), 0);
        QVERIFY(a && a->effect.size() == 1 && a->effect[0].amountOf);
        const Expr& count = *a->effect[0].amountOf;
        QCOMPARE(count.kind, Expr::Kind::CreaturesDiedThisTurn);
        QVERIFY(count.selector && count.selector->subtypes.size() == 1);
        QCOMPARE(SubtypeRegistry::instance().name(count.selector->subtypes[0]), QStringLiteral("Zubera"));
    }

    // CR 700.4, 603.10a: two Silent-Chant Zubera and a Grizzly Bears die at once; each Zubera's trigger counts the two
    // Zubera (not the Bears), so Ana gains 4 life twice.
    void zuberaGainLifeForEachDeadZubera()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("z1", "Silent-Chant Zubera") + "," + test::objectJson("z2", "Silent-Chant Zubera") + ","
                + test::objectJson("bears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"move\": [\"z1\", \"z2\", \"bears\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 24, qPrintable(test::happened(p)));
        const Playthrough both = test::playScenario(fixtures(),
            test::objectJson("z1", "Silent-Chant Zubera") + "," + test::objectJson("z2", "Silent-Chant Zubera") + ","
                + test::objectJson("bears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"move\": [\"z1\", \"z2\", \"bears\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(both, QStringLiteral("ana")) == 28, qPrintable(test::happened(both)));
    }

    // CR 700.4, 701.8a: one Zubera died, so Ashen-Skin Zubera's target opponent discards one card of his two.
    void ashenSkinZuberaMakesOneDiscard()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("z1", "Ashen-Skin Zubera") + "," + test::objectJson("h1", "Grizzly Bears", ", \"zone\": \"hand\"", "nico")
                + "," + test::objectJson("h2", "Grizzly Bears", ", \"zone\": \"hand\"", "nico"),
            "{\"id\": \"e1\", \"move\": [\"z1\"], \"to\": \"graveyard\", \"triggers\": {\"e1.1\": {\"targets\": [\"nico\"]}}}, "
            "{\"id\": \"e2\", \"resolve\": \"top\"}");
        const int discarded = (test::zoneOf(p, QStringLiteral("h1")) == Zone::Graveyard ? 1 : 0)
            + (test::zoneOf(p, QStringLiteral("h2")) == Zone::Graveyard ? 1 : 0);
        QVERIFY2(discarded == 1, qPrintable(test::happened(p)));
    }

    // CR 700.4, 500.5: Khabal Ghoul counts every player's creatures that died this turn as its end step trigger resolves.
    void khabalGhoulCountsEveryDeath()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Khabal Ghoul"), 0),
            QStringLiteral("At the beginning of each end step, put a +1/+1 counter on ~ for each creature that died this turn."));
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("ghoul", "Khabal Ghoul") + "," + test::objectJson("a1", "Grizzly Bears") + ","
                + test::objectJson("n1", "Grizzly Bears", "", "nico"),
            "{\"id\": \"e1\", \"move\": [\"a1\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"move\": [\"n1\"], \"to\": \"graveyard\"}, "
            "{\"id\": \"e3\", \"begin\": \"end\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::countersOn(p, QStringLiteral("ghoul")) == 2, qPrintable(test::happened(p)));
    }

    // CR 102.3, 800.4a: "the number of opponents you have"; CR 402.1: "your opponents with four or more cards in hand".
    void playersCounted()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Inspired Sphinx"), 1),
            QStringLiteral("When ~ enters, draw cards equal to the number of opponents you have."));
        const AbilityDef* sphinx = test::parsedAbility(fixtures(), QStringLiteral("Inspired Sphinx"), 1);
        QVERIFY(sphinx && sphinx->effect.size() == 1 && sphinx->effect[0].amountOf);
        QCOMPARE(sphinx->effect[0].amountOf->kind, Expr::Kind::Opponents);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Wolfcaller's Howl"), 0),
            QStringLiteral("At the beginning of your upkeep, create X 2/2 green Wolf creature tokens, where X is the number of "
                           "your opponents with four or more cards in hand."));
        const AbilityDef* howl = test::parsedAbility(fixtures(), QStringLiteral("Wolfcaller's Howl"), 0);
        QVERIFY(howl && howl->effect.size() == 1 && howl->effect[0].amountOf);
        QCOMPARE(howl->effect[0].amountOf->kind, Expr::Kind::OpponentsWithCardsInHand);
        QCOMPARE(howl->effect[0].amountOf->value, 4);
    }

    // CR 402.1: Nico holds four cards, so Wolfcaller's Howl makes one Wolf; with three, none.
    void wolfcallersHowlCountsBigHands()
    {
        const auto wolves = [](int nicosCards) {
            QByteArray objects = test::objectJson("howl", "Wolfcaller's Howl");
            for (int i = 0; i < nicosCards; ++i)
                objects += "," + test::objectJson(qPrintable(QStringLiteral("h%1").arg(i)), "Grizzly Bears", ", \"zone\": \"hand\"", "nico");
            const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects,   // Ana's upkeep comes next
                "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
            int n = 0;
            for (const GameObject& o : p.finalState.objects)
                n += o.token && o.zone == Zone::Battlefield ? 1 : 0;
            return n;
        };
        QCOMPARE(wolves(4), 1);
        QCOMPARE(wolves(3), 0);
    }

    // CR 602.5b: "Activate this ability only once": Touch of Vitae's granted untap ability works once, then is refused.
    void touchOfVitaeUntapsOnce()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Touch of Vitae"), 0);
        QVERIFY(a && !a->effect.isEmpty() && a->effect[0].continuous && !a->effect[0].continuous->ops.isEmpty());
        const auto& ops = a->effect[0].continuous->ops;
        const auto granted = std::find_if(ops.cbegin(), ops.cend(),
            [](const Op& op) { return op.kind == Op::Kind::AddAbilities && op.abilities.size() == 2
                                      && op.abilities[1]->kind == AbilityDef::Kind::Activated; });
        QVERIFY(granted != ops.cend());
        QCOMPARE(granted->abilities[1]->restriction, ActivationRestriction::Once);
        const QByteArray board = test::objectJson("bears", "Grizzly Bears", ", \"tapped\": true") + ","
            + test::objectJson("vitae", "Touch of Vitae", ", \"zone\": \"hand\"");
        const QByteArray cast = "{\"id\": \"e1\", \"cast\": \"vitae\", \"targets\": [\"bears\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
                                "{\"id\": \"e3\", \"activate\": \"bears\", \"ability_from\": \"e2\", \"ability\": 2}, "
                                "{\"id\": \"e4\", \"resolve\": \"top\"}, {\"id\": \"e5\", \"set\": {\"objects\": {\"bears\": {\"tapped\": true}}}}, "
                                "{\"id\": \"e6\", \"activate\": \"bears\", \"ability_from\": \"e2\", \"ability\": 2}";
        const Playthrough p = test::playScenario(fixtures(), board, cast);
        QVERIFY2(!test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY2(test::refused(p, "e6"), qPrintable(test::happened(p)));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
    }

    // CR 108.3, 400.3, 603.10a: Grim Feast triggers on a creature an opponent owns going to his graveyard, not on Ana's.
    void grimFeastWatchesOpponentsGraveyards()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Grim Feast"), 1),
            QStringLiteral("Whenever a creature is put into an opponent's graveyard from the battlefield, you gain life equal to "
                           "its toughness."));
        const QByteArray board = test::objectJson("feast", "Grim Feast") + "," + test::objectJson("a1", "Grizzly Bears") + ","
            + test::objectJson("n1", "Grizzly Bears", "", "nico");
        const Playthrough theirs = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"move\": [\"n1\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(theirs, QStringLiteral("ana")) == 22, qPrintable(test::happened(theirs)));
        const Playthrough mine = test::playScenario(fixtures(), board, "{\"id\": \"e1\", \"move\": [\"a1\"], \"to\": \"graveyard\"}");
        QVERIFY2(test::eventOutcome(mine, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(mine)));
    }

    // CR 400.7, 500.5: Gleancrawler returns the creature cards of Ana's graveyard that died this turn, not the one that
    // was already there, nor one discarded this turn.
    void gleancrawlerReturnsThisTurnsDead()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Gleancrawler"), 1),
            QStringLiteral("At the beginning of your end step, return to your hand all creature cards in your graveyard that "
                           "were put there from the battlefield this turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Gleancrawler"), 1);
        QVERIFY(a && a->effect.size() == 1 && a->effect[0].object);
        QVERIFY(a->effect[0].object->fromBattlefieldThisTurn);
        QVERIFY(a->effect[0].object->ownerYou);
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("crawler", "Gleancrawler") + "," + test::objectJson("a1", "Grizzly Bears") + ","
                + inGraveyard("old", "Grizzly Bears") + "," + test::objectJson("h1", "Grizzly Bears", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"move\": [\"a1\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"move\": [\"h1\"], \"to\": \"graveyard\"}, "
            "{\"id\": \"e3\", \"begin\": \"end\"}, {\"id\": \"e4\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("a1")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("old")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(p, QStringLiteral("h1")), Zone::Graveyard);
    }

    // CR 500.5: a new turn clears the mark; Fell Shepherd's wording reads as Gleancrawler's.
    void lastTurnsDeadStayInTheGraveyard()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("No Rest for the Wicked"), 0),
            QStringLiteral("Sacrifice ~: Return to your hand all creature cards in your graveyard that were put there from the "
                           "battlefield this turn."));
        const AbilityDef* fell = test::parsedAbility(fixtures(), QStringLiteral("Fell Shepherd"), 0);
        QVERIFY(fell && fell->effect.size() == 1 && fell->effect[0].object && fell->effect[0].object->fromBattlefieldThisTurn);
        const QByteArray board = test::objectJson("rest", "No Rest for the Wicked") + "," + test::objectJson("a1", "Grizzly Bears");
        const Playthrough sameTurn = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"move\": [\"a1\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"activate\": \"rest\", \"ability\": 1}, "
            "{\"id\": \"e3\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(sameTurn, QStringLiteral("a1")) == Zone::Hand, qPrintable(test::happened(sameTurn)));
        const Playthrough nextTurn = test::playScenario(fixtures(), board,
            "{\"id\": \"e1\", \"move\": [\"a1\"], \"to\": \"graveyard\"}, {\"id\": \"e2\", \"begin\": \"untap\"}, "
            "{\"id\": \"e3\", \"begin\": \"upkeep\"}, {\"id\": \"e4\", \"activate\": \"rest\", \"ability\": 1}, "
            "{\"id\": \"e5\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(nextTurn, QStringLiteral("a1")) == Zone::Graveyard, qPrintable(test::happened(nextTurn)));
    }
};

QTEST_GUILESS_MAIN(TestModelSel40)
#include "tst_modelsel40.moc"
