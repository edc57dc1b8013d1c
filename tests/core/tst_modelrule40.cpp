// Rules and replacements read from real cards' Oracle text (tests/data/import/modelrule40.json), round 40
// (`modelrule40`): "Untap ~ during each other player's untap step" and "Untap all … you control during each
// other player's untap step" (Endbringer, Victory Chimes, Prophet of Kruphix, Unwinding Clock), "~ can't
// attack alone" (Raging Kronch), "… spells you cast cost up to {2} less to cast" (Mana Matrix, Planar Gate,
// Stone Calendar) and "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
// owner's library instead" (Nexus of Fate, Legacy Weapon).
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("modelrule40.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The static rule of the card's ability that holds `words`, or NoLegendRule when it is not one rule.
RuleName ruleOf(const QString& card, const QString& words)
{
    const AbilityDef* a = test::parsedWith(fixtures(), card, words);
    if (!a || a->kind != AbilityDef::Kind::Static || a->ops.size() != 1 || a->ops.first().kind != Op::Kind::Rule)
        return RuleName::NoLegendRule;
    return a->ops.first().rule;
}

// The ability `index` of `card` once through the card format (import --json and read back); null when it is not there.
AbilityPtr firstAfterCardFormat(const QString& card, int index)
{
    const CardPtr again = test::throughFormat(fixtures(), qPrintable(card));
    return again && index < again->front.abilities.size() ? again->front.abilities[index] : AbilityPtr();
}

const char* const kTapped = ", \"tapped\": true";

}   // namespace

class TestModelRule40 : public QObject {
    Q_OBJECT
private slots:
    // Victory Chimes keeps its "{T}: A player of your choice adds {C}." as text; the others are understood.
    void cardsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Endbringer", "Prophet of Kruphix", "Unwinding Clock", "Raging Kronch",
            "Mana Matrix", "Planar Gate", "Stone Calendar", "Nexus of Fate", "Legacy Weapon"});
    }
    void cardFormatKeepsUnderstoodCards() { test::checkCardFormatKeepsUnderstoodCards(fixtures(), 9); }

    // CR 502.3: the untap rule of ~ itself, and of a set of the permanents its controller controls.
    void untapDuringOtherUntapStepsRead()
    {
        QCOMPARE(ruleOf(QStringLiteral("Endbringer"), QStringLiteral("Untap")), RuleName::UntapDuringOtherUntapSteps);
        QCOMPARE(ruleOf(QStringLiteral("Victory Chimes"), QStringLiteral("Untap")), RuleName::UntapDuringOtherUntapSteps);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Endbringer"), 0),
            QStringLiteral("Untap ~ during each other player's untap step."));
        const AbilityDef* prophet = test::parsedWith(fixtures(), QStringLiteral("Prophet of Kruphix"), QStringLiteral("Untap"));
        QVERIFY(prophet && prophet->affects && !prophet->affects->isRef());
        QCOMPARE(prophet->affects->controller, Selector::Who::You);   // "creatures and lands you control"
        QVERIFY(prophet->affects->anyTypes != 0);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Prophet of Kruphix"), 0),
            QStringLiteral("Untap all creatures and lands you control during each other player's untap step."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Unwinding Clock"), 0),
            QStringLiteral("Untap all artifacts you control during each other player's untap step."));
        const AbilityPtr back = firstAfterCardFormat(QStringLiteral("Unwinding Clock"), 0);
        QVERIFY(back && back->ops.size() == 1);
        QCOMPARE(back->ops.first().rule, RuleName::UntapDuringOtherUntapSteps);
    }

    // CR 502.3: in Nico's untap step Ana's Endbringer, and the creatures and lands of Ana's under her Prophet
    // of Kruphix, untap with Nico's permanents; without the Prophet, Ana's Grizzly Bears stay tapped.
    void untapsInTheOtherPlayersUntapStep()
    {
        const QByteArray board = test::objectJson("endbringer", "Endbringer", kTapped) + ", "
            + test::objectJson("forest", "Forest", kTapped) + ", " + test::objectJson("bears", "Grizzly Bears", kTapped)
            + ", " + test::objectJson("nbears", "Grizzly Bears", kTapped, "nico");
        const QByteArray untap = "{\"id\": \"e1\", \"begin\": \"untap\"}";
        const Playthrough without = played(board, untap);
        QCOMPARE(test::doneOrRefusal(without), QStringList{"done"});
        QVERIFY(!test::tapped(without, QStringLiteral("endbringer")));
        QVERIFY(!test::tapped(without, QStringLiteral("nbears")));   // Nico's own
        QVERIFY(test::tapped(without, QStringLiteral("bears")));
        QVERIFY(test::tapped(without, QStringLiteral("forest")));
        const Playthrough prophet = played(board + ", " + test::objectJson("prophet", "Prophet of Kruphix"), untap);
        QVERIFY(!test::tapped(prophet, QStringLiteral("bears")));
        QVERIFY(!test::tapped(prophet, QStringLiteral("forest")));
    }

    // CR 502.3: Unwinding Clock untaps Ana's artifacts only, not her creatures, in Nico's untap step.
    void clockUntapsArtifacts()
    {
        const Playthrough p = played(test::objectJson("clock", "Unwinding Clock", kTapped) + ", "
                + test::objectJson("ring", "Sol Ring", kTapped) + ", " + test::objectJson("bears", "Grizzly Bears", kTapped),
            "{\"id\": \"e1\", \"begin\": \"untap\"}");
        QVERIFY(!test::tapped(p, QStringLiteral("clock")));
        QVERIFY(!test::tapped(p, QStringLiteral("ring")));
        QVERIFY(test::tapped(p, QStringLiteral("bears")));
    }

    // CR 508.1c: Raging Kronch attacks only beside another attacker; it may block alone.
    void kronchCantAttackAlone()
    {
        QCOMPARE(ruleOf(QStringLiteral("Raging Kronch"), QStringLiteral("alone")), RuleName::CantAttackAlone);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Raging Kronch"), 0),
            QStringLiteral("~ can't attack alone."));
        const QByteArray board = test::objectJson("kronch", "Raging Kronch") + ", " + test::objectJson("bears", "Grizzly Bears");
        QCOMPARE(test::doneOrRefusal(played(board, "{\"id\": \"e1\", \"attack\": {\"kronch\": \"nico\"}}")),
            QStringList{"508.1c"});
        QCOMPARE(test::doneOrRefusal(played(board, "{\"id\": \"e1\", \"attack\": {\"kronch\": \"nico\", \"bears\": \"nico\"}}")),
            QStringList{"done"});
        const Playthrough block = played(test::objectJson("bears", "Grizzly Bears") + ", "
                + test::objectJson("nkronch", "Raging Kronch", "", "nico"),
            "{\"id\": \"e1\", \"attack\": {\"bears\": \"nico\"}}, {\"id\": \"e2\", \"block\": {\"nkronch\": [\"bears\"]}}");
        QCOMPARE(test::doneOrRefusal(block), (QStringList{"done", "done"}));
    }

    // CR 601.2f: "cost up to {2} less": a reduction of at most that much generic mana, kept apart from the
    // exact one, through the card format too.
    void costsUpToLess()
    {
        const AbilityDef* gate = test::parsedWith(fixtures(), QStringLiteral("Planar Gate"), QStringLiteral("up to"));
        QVERIFY(gate && gate->ops.size() == 1);
        QCOMPARE(gate->ops.first().rule, RuleName::CostsUpToLess);
        QVERIFY(gate->ops.first().power == Expr::constant(2));
        QCOMPARE(gate->affects->controller, Selector::Who::You);
        QCOMPARE(ruleOf(QStringLiteral("Stone Calendar"), QStringLiteral("up to")), RuleName::CostsUpToLess);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mana Matrix"), 0),
            QStringLiteral("Instant and enchantment spells you cast cost up to {2} less to cast."));
        const AbilityPtr back = firstAfterCardFormat(QStringLiteral("Stone Calendar"), 0);
        QVERIFY(back && back->ops.size() == 1);
        QCOMPARE(back->ops.first().rule, RuleName::CostsUpToLess);
        QVERIFY(back->ops.first().power == Expr::constant(1));
    }

    // CR 614.1a: Nexus of Fate's replacement, read and kept through the card format.
    void shuffledIntoLibraryRead()
    {
        const AbilityDef* nexus = test::parsedWith(fixtures(), QStringLiteral("Nexus of Fate"), QStringLiteral("from anywhere"));
        QVERIFY(nexus && nexus->kind == AbilityDef::Kind::Replacement);
        QVERIFY(nexus->replacement.shuffledIntoLibraryInstead);
        const AbilityDef* weapon = test::parsedWith(fixtures(), QStringLiteral("Legacy Weapon"), QStringLiteral("from anywhere"));
        QVERIFY(weapon && weapon->replacement.shuffledIntoLibraryInstead);
        const AbilityPtr back = firstAfterCardFormat(QStringLiteral("Legacy Weapon"), 1);
        QVERIFY(back && back->kind == AbilityDef::Kind::Replacement);
        QVERIFY(back->replacement.shuffledIntoLibraryInstead);
    }

    // CR 614.1a, 608.2n: Nexus of Fate resolves and goes to its owner's library, not her graveyard; put into a
    // graveyard from the battlefield or from a hand, Legacy Weapon and Nexus go to the library too; a Grizzly
    // Bears goes to the graveyard.
    void shuffledIntoLibraryInstead()
    {
        const Playthrough cast = played(test::objectJson("nexus", "Nexus of Fate", ", \"zone\": \"hand\""),
            "{\"id\": \"e1\", \"cast\": \"nexus\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QCOMPARE(test::doneOrRefusal(cast), (QStringList{"done", "done"}));
        QCOMPARE(test::zoneOf(cast, QStringLiteral("nexus")), Zone::Library);
        const Playthrough moved = played(test::objectJson("weapon", "Legacy Weapon") + ", "
                + test::objectJson("nexus", "Nexus of Fate", ", \"zone\": \"hand\"") + ", "
                + test::objectJson("bears", "Grizzly Bears"),
            "{\"id\": \"e1\", \"move\": [\"weapon\", \"nexus\", \"bears\"], \"to\": \"graveyard\"}");
        QCOMPARE(test::zoneOf(moved, QStringLiteral("weapon")), Zone::Library);
        QCOMPARE(test::zoneOf(moved, QStringLiteral("nexus")), Zone::Library);
        QCOMPARE(test::zoneOf(moved, QStringLiteral("bears")), Zone::Graveyard);
    }
};

QTEST_GUILESS_MAIN(TestModelRule40)
#include "tst_modelrule40.moc"
