// Round 38's helper on instants and sorceries (tests/data/import/impspellr38.json, the real card objects): more land
// plays for the turn, "You may play an additional land this turn." (Explore, Urban Evolution) and "You may play up to
// three additional lands this turn." (Summer Bloom); one subject's three instructions, "You draw two cards, lose 2
// life, and get {E}{E}." (Live Fast); "Lands you control don't untap during your next untap step." (Rhonas's Last
// Stand); "You gain X plus 1 life, where X is the number of green creatures on the battlefield." (An-Havva Inn); "~ deals
// X damage to any target and you gain X life, where X is the number of Clerics on the battlefield." (Profane Prayers);
// "… That creature gets +0/+X until end of turn, where X is its converted mana cost." (Subdue). The structure, the English written back (the round trip trusts it), the card format, and what the event
// player does.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>
#include <algorithm>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspellr38.json"));
}

// Ana casts `card` from her hand and it resolves, then `more` events follow (each starting with ", "). She has five
// Grizzly Bears in her library.
Playthrough castAlone(const char* card, const QByteArray& more = {})
{
    const QByteArray objects
        = QByteArray("{\"id\": \"spell\", \"card\": \"") + card + "\", \"zone\": \"hand\"}" + test::bears("ana", 5, "library");
    return test::playScenario(
        fixtures(), objects, "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}" + more);
}

// The rules effects on the whole game that give `player` one more land play each (305.2).
int landPlaysGiven(const Playthrough& play, const QString& player)
{
    return int(std::count_if(play.finalResolution.gameRules.cbegin(), play.finalResolution.gameRules.cend(),
        [&](const RuleEffectRecord& r) { return r.rule == RuleName::AdditionalLandPlay && r.controller == player; }));
}

// The one continuous action of `card`'s spell ability whose ops are player rules, or null.
const ContinuousDef* landPlaysOf(const char* card, const char* words)
{
    const AbilityDef* spell = test::parsedWith(fixtures(), QString::fromLatin1(card), QString::fromLatin1(words));
    if (!spell)
        return nullptr;
    for (const Action& a : spell->effect)
        if (a.kind == ActionKind::Continuous && a.continuous && !a.continuous->ops.isEmpty()
            && a.continuous->ops[0].kind == Op::Kind::PlayerRule)
            return &*a.continuous;
    return nullptr;
}

// Ana casts Rhonas's Last Stand from her hand on her turn with two tapped Forests; Nico has a tapped Forest; then
// `untapSteps` untap steps begin, the first Nico's, the second Ana's (each "begin" starts the next turn's).
Playthrough lastStandThenUntaps(int untapSteps)
{
    const QByteArray objects = QByteArray("{\"id\": \"spell\", \"card\": \"Rhonas's Last Stand\", \"zone\": \"hand\"}, ")
        + test::objectJson("forest1", "Forest", ", \"tapped\": true") + ", "
        + test::objectJson("forest2", "Forest", ", \"tapped\": true") + ", "
        + test::objectJson("nicoforest", "Forest", ", \"tapped\": true", "nico");
    QByteArray events = "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
    for (int i = 1; i <= untapSteps; ++i)
        events += ", {\"id\": \"u" + QByteArray::number(i) + "\", \"begin\": \"untap\"}";
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpSpellR38 : public QObject {
    Q_OBJECT
private slots:
    // Every card of the fixture is understood.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }

    // Each card goes through the card format and reads back the same.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 305.2, 514.2: Explore's first paragraph is Exploration's rule for its controller until the turn ends, once;
    // Summer Bloom's "up to three" is the rule three times, three more land plays.
    void landPlaysStructure()
    {
        const ContinuousDef* explore = landPlaysOf("Explore", "additional land");
        QVERIFY(explore);
        QCOMPARE(explore->duration, Duration::EndOfTurn);
        QVERIFY(explore->affects);
        QCOMPARE(explore->affects->ref, Selector::Ref::Self);
        QCOMPARE(explore->ops.size(), 1);
        QCOMPARE(explore->ops[0].rule, RuleName::AdditionalLandPlay);
        const ContinuousDef* bloom = landPlaysOf("Summer Bloom", "additional lands");
        QVERIFY(bloom);
        QCOMPARE(bloom->duration, Duration::EndOfTurn);
        QCOMPARE(bloom->ops.size(), 3);
        for (const Op& op : bloom->ops)
            QCOMPARE(op.rule, RuleName::AdditionalLandPlay);
        const ContinuousDef* evolution = landPlaysOf("Urban Evolution", "additional land");
        QVERIFY(evolution);
        QCOMPARE(evolution->ops.size(), 1);
    }

    // CR 305.2: the English written back says the plays for this turn, not Exploration's "on each of your turns".
    void landPlaysWrittenBack()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Explore"), 0),
            QStringLiteral("You may play an additional land this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Summer Bloom"), 0),
            QStringLiteral("You may play up to three additional lands this turn."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Urban Evolution"), 0),
            QStringLiteral("Draw three cards. You may play an additional land this turn."));
    }

    // CR 305.2, 608.2c: after Explore resolves, Ana has one more land play and has drawn a card; Nico has none.
    void exploreGivesOneLandPlay()
    {
        const Playthrough p = castAlone("Explore");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(landPlaysGiven(p, QStringLiteral("ana")), 1);
        QCOMPARE(landPlaysGiven(p, QStringLiteral("nico")), 0);
        QCOMPARE(test::bearsIn(p, "ana", 5, "library", Zone::Hand), 1);
    }

    // CR 305.2: Summer Bloom gives three more land plays; Urban Evolution one, after three cards drawn.
    void summerBloomGivesThree()
    {
        const Playthrough bloom = castAlone("Summer Bloom");
        QVERIFY2(test::zoneOf(bloom, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(bloom)));
        QCOMPARE(landPlaysGiven(bloom, QStringLiteral("ana")), 3);
        QCOMPARE(test::bearsIn(bloom, "ana", 5, "library", Zone::Hand), 0);
        const Playthrough evolution = castAlone("Urban Evolution");
        QCOMPARE(landPlaysGiven(evolution, QStringLiteral("ana")), 1);
        QCOMPARE(test::bearsIn(evolution, "ana", 5, "library", Zone::Hand), 3);
    }

    // CR 514.2: the extra land plays end with the turn, in its cleanup step.
    void landPlaysEndWithTheTurn()
    {
        const Playthrough p = castAlone("Summer Bloom", ", {\"id\": \"e3\", \"begin\": \"cleanup\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(landPlaysGiven(p, QStringLiteral("ana")), 0);
    }

    // CR 608.2c, 107.14: Live Fast's three instructions in order, written back as two sentences of "you".
    void liveFastStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Live Fast"), QStringLiteral("lose 2 life"));
        QVERIFY(spell);
        QCOMPARE(spell->effect.size(), 3);
        QCOMPARE(spell->effect[0].kind, ActionKind::Draw);
        QCOMPARE(spell->effect[0].amount.n, 2);
        QCOMPARE(spell->effect[1].kind, ActionKind::LoseLife);
        QCOMPARE(spell->effect[1].amount.n, 2);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Live Fast"), 0),
            QStringLiteral("You draw two cards and you lose 2 life. You get {E}{E}."));
    }

    // CR 608.2c, 107.14: Ana draws two cards, loses 2 life and gets two energy counters.
    void liveFastPlayed()
    {
        const Playthrough p = castAlone("Live Fast");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::bearsIn(p, "ana", 5, "library", Zone::Hand), 2);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const auto ana = std::find_if(p.finalState.players.cbegin(), p.finalState.players.cend(),
            [](const Player& pl) { return pl.id == QLatin1String("ana"); });
        QVERIFY(ana != p.finalState.players.cend());
        QCOMPARE(ana->counters.value(QStringLiteral("energy")), 2);
    }

    // CR 502.3, 611.2c: Rhonas's Last Stand keeps the lands Ana controls as it resolves tapped through her next untap
    // step, written back as Oracle says it.
    void lastStandStructure()
    {
        const Action* kept
            = test::firstAction(fixtures(), QStringLiteral("Rhonas's Last Stand"), 0, ActionKind::DontUntapNext);
        QVERIFY(kept && kept->object);
        QVERIFY(!kept->object->isRef());
        QCOMPARE(kept->object->types, quint16(CardType::Land));
        QCOMPARE(kept->object->controller, Selector::Who::You);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rhonas's Last Stand"), 0),
            QStringLiteral("Create a 5/4 green Snake creature token. Lands you control don't untap during your next "
                           "untap step."));
    }

    // CR 502.3: Ana's Forests stay tapped through her next untap step, Nico's untaps in his; in her untap step after
    // that, hers untap. She gets the 5/4 Snake.
    void lastStandKeepsHerLandsTapped()
    {
        const Playthrough next = lastStandThenUntaps(2);
        QVERIFY2(test::zoneOf(next, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(next)));
        QVERIFY2(test::tapped(next, QStringLiteral("forest1")), qPrintable(test::happened(next)));
        QVERIFY(test::tapped(next, QStringLiteral("forest2")));
        QVERIFY2(!test::tapped(next, QStringLiteral("nicoforest")), qPrintable(test::happened(next)));
        const int snakes = int(std::count_if(next.finalResolution.chars.cbegin(), next.finalResolution.chars.cend(),
            [](const Characteristics& c) { return c.name == QLatin1String("Snake") && c.controller == QLatin1String("ana"); }));
        QCOMPARE(snakes, 1);
        const Playthrough later = lastStandThenUntaps(4);
        QVERIFY2(!test::tapped(later, QStringLiteral("forest1")), qPrintable(test::happened(later)));
        QVERIFY(!test::tapped(later, QStringLiteral("forest2")));
    }

    // CR 119.3, 608.2h: An-Havva Inn's gain is one of the count and 1, written back as a sum.
    void innStructure()
    {
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("An-Havva Inn"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->amountOf);
        QCOMPARE(gain->amountOf->kind, Expr::Kind::Sum);
        QCOMPARE(gain->amountOf->args.size(), 2);
        QVERIFY(gain->amountOf->args[0].isConst());
        QCOMPARE(gain->amountOf->args[0].value, 1);
        QCOMPARE(gain->amountOf->args[1].kind, Expr::Kind::Count);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("An-Havva Inn"), 0),
            QStringLiteral("You gain X life, where X is 1 plus the number of green creatures on the battlefield."));
    }

    // CR 119.3, 608.2h: with Ana's two Grizzly Bears and Nico's one on the battlefield (his Gray Ogre is red), Ana
    // gains 3 plus 1; with no green creature, 1.
    void innGainsTheCountPlusOne()
    {
        const QByteArray spell = "{\"id\": \"spell\", \"card\": \"An-Havva Inn\", \"zone\": \"hand\"}";
        const QByteArray events = "{\"id\": \"e1\", \"cast\": \"spell\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const QByteArray board = ", " + test::objectJson("bears1", "Grizzly Bears") + ", "
            + test::objectJson("bears2", "Grizzly Bears") + ", " + test::objectJson("nicobears", "Grizzly Bears", "", "nico")
            + ", " + test::objectJson("ogre", "Gray Ogre", "", "nico");
        const Playthrough p = test::playScenario(fixtures(), spell + board, events);
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 24);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        const Playthrough none = test::playScenario(fixtures(), spell + ", " + test::objectJson("ogre", "Gray Ogre"), events);
        QVERIFY2(test::zoneOf(none, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(none)));
        QCOMPARE(test::lifeOf(none, QStringLiteral("ana")), 21);
    }

    // CR 608.2h, 120.3, 119.3: Profane Prayers' damage to its one target, then the gain, each of the same X, written
    // back as one sentence.
    void prayersStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Profane Prayers"), QStringLiteral("Clerics"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->effect.size(), 2);
        const Action& damage = spell->effect[0];
        const Action& gain = spell->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QVERIFY(damage.to && damage.to->ref == Selector::Ref::Target);
        QVERIFY(damage.amountOf && damage.amountOf->kind == Expr::Kind::Count);
        QCOMPARE(gain.kind, ActionKind::GainLife);
        QVERIFY(gain.amountOf && *gain.amountOf == *damage.amountOf);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Profane Prayers"), 0),
            QStringLiteral("~ deals X damage to any target and you gain X life, where X is the number of Clerics on the "
                           "battlefield."));
    }

    // CR 608.2h: with Ana's and Nico's Academy Rectors (Clerics) on the battlefield and her Grizzly Bears, Nico is dealt
    // 2 and Ana gains 2; with her Rector alone, 1 each.
    void prayersCountsTheClerics()
    {
        const QByteArray spell = "{\"id\": \"spell\", \"card\": \"Profane Prayers\", \"zone\": \"hand\"}, "
            + test::objectJson("rector", "Academy Rector") + ", " + test::objectJson("bears", "Grizzly Bears");
        const QByteArray events
            = "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"nico\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        const Playthrough two = test::playScenario(
            fixtures(), spell + ", " + test::objectJson("nicorector", "Academy Rector", "", "nico"), events);
        QVERIFY2(test::zoneOf(two, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(two)));
        QCOMPARE(test::lifeOf(two, QStringLiteral("nico")), 18);
        QCOMPARE(test::lifeOf(two, QStringLiteral("ana")), 22);
        const Playthrough one = test::playScenario(fixtures(), spell, events);
        QVERIFY2(test::zoneOf(one, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(one)));
        QCOMPARE(test::lifeOf(one, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(one, QStringLiteral("ana")), 21);
    }

    // CR 608.2h, 202.3: Subdue's second sentence changes the one target by its mana value, written with X.
    void subdueStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Subdue"), QStringLiteral("+0/+X"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(spell->effect.size(), 2);
        const Action& pump = spell->effect[1];
        QCOMPARE(pump.kind, ActionKind::Continuous);
        QVERIFY(pump.continuous && pump.continuous->affects);
        QCOMPARE(pump.continuous->affects->ref, Selector::Ref::Target);
        QCOMPARE(pump.continuous->duration, Duration::EndOfTurn);
        QVERIFY(pump.continuous->ops.size() == 1 && pump.continuous->ops[0].toughness);
        QCOMPARE(pump.continuous->ops[0].toughness->kind, Expr::Kind::ManaValueOfAffected);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Subdue"), 0),
            QStringLiteral("Prevent all combat damage that would be dealt by target creature this turn. It gets +0/+X until "
                           "end of turn, where X is its mana value."));
    }

    // CR 615.1a, 608.2h: Nico's Craw Wurm (mana value 6) attacks Ana; after Subdue it is 6/10 and its 6 combat damage
    // to her is prevented.
    void subdueStopsTheWurm()
    {
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(),
            "{\"id\": \"spell\", \"card\": \"Subdue\", \"owner\": \"ana\", \"zone\": \"hand\"}, "
                + test::objectJson("wurm", "Craw Wurm", "", "nico"),
            "{\"id\": \"a1\", \"attack\": {\"wurm\": \"ana\"}}, {\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"wurm\"]},"
            " {\"id\": \"e2\", \"resolve\": \"top\"}, {\"id\": \"e3\", \"begin\": \"combat_damage\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QLatin1String("6 damage from Craw Wurm is prevented")), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("wurm")), QStringLiteral("6/10"));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR38)
#include "tst_impspellr38.moc"
