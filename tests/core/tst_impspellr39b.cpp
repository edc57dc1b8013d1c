// Round 39's second helper on instants and sorceries (tests/data/import/impspellr39b.json, the real card objects):
// "X target creatures can't be blocked this turn. Until end of turn, those creatures gain "Whenever this creature deals
// combat damage to a player, draw a card."" (Open into Wonder). The structure, the English written back (the round
// trip trusts it), the card format, and what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspellr39b.json"));
}

// Ana's three Bears "b0" to "b2" and three Forests in her library; Nico's Bears "nb" can block.
QByteArray wonderBoard()
{
    return "{\"id\": \"spell\", \"card\": \"Open into Wonder\", \"zone\": \"hand\"}, " + test::objectJson("b0", "Grizzly Bears")
        + ", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears") + ", "
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("lib0", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib1", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib2", "Forest", ", \"zone\": \"library\"");
}

// Ana casts Open into Wonder with X = 2 at "b0" and "b1", and it resolves; then all three Bears attack Nico.
QByteArray castAndAttack()
{
    return "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"b0\", \"b1\"], \"choices\": {\"x\": 2}}, "
           "{\"id\": \"e2\", \"resolve\": \"top\"}, "
           "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, ";
}

// How many of Ana's three library Forests are in her hand.
int forestsDrawn(const Playthrough& p)
{
    int n = 0;
    for (const char* id : {"lib0", "lib1", "lib2"})
        n += int(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Hand);
    return n;
}

}   // namespace

class TestImpSpellR39b : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: the card's one ability is read and written back as Oracle says it.
    void spellIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    // The card format keeps the ability as it was read.
    void cardFormatKeepsTheAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 601.2c, 611.2c, 611.2a: X target creatures, each unblockable until the turn ends, then the same targets ("those
    // creatures") each given the triggered ability until end of turn; written "They gain "…" until end of turn."
    void wonderStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Open into Wonder"), QStringLiteral("draw a card"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QVERIFY(spell->targets.first().upToX);
        QCOMPARE(spell->effect.size(), 2);
        for (const Action& a : spell->effect) {
            QCOMPARE(a.kind, ActionKind::Continuous);
            QVERIFY(a.continuous && a.continuous->affects);
            QCOMPARE(a.continuous->affects->ref, Selector::Ref::Targets);
            QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
            QCOMPARE(a.continuous->ops.size(), 1);
        }
        QCOMPARE(spell->effect[0].continuous->ops.first().kind, Op::Kind::Rule);
        QCOMPARE(spell->effect[0].continuous->ops.first().rule, RuleName::CantBeBlocked);
        const Op& grant = spell->effect[1].continuous->ops.first();
        QCOMPARE(grant.kind, Op::Kind::AddAbilities);
        QCOMPARE(grant.abilities.size(), 1);
        QCOMPARE(grant.abilities.first()->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Open into Wonder"), 0),
            QStringLiteral("X target creatures can't be blocked until end of turn. They gain \"Whenever this creature deals "
                           "combat damage to a player, draw a card.\" until end of turn."));
    }

    // CR 509.1b: Nico's Bears can't block either target; the declaration is refused as a whole.
    void targetsCantBeBlocked()
    {
        for (const char* attacker : {"b0", "b1"}) {
            const Playthrough p = test::playScenario(fixtures(), wonderBoard(),
                castAndAttack() + "{\"id\": \"e4\", \"block\": {\"nb\": [\"" + attacker + "\"]}}");
            QVERIFY2(test::refused(p, "e4"), qPrintable(test::happened(p)));
        }
    }

    // CR 509.1b, 510.2, 603.2: Nico's Bears blocks the third Bears, which the spell didn't target; the two targets
    // connect, Nico is at 16, and each one's trigger draws Ana a Forest: two, not three.
    void eachTargetThatConnectsDraws()
    {
        const Playthrough p = test::playScenario(fixtures(), wonderBoard(),
            castAndAttack()
                + "{\"id\": \"e4\", \"block\": {\"nb\": [\"b2\"]}}, {\"id\": \"e5\", \"begin\": \"combat_damage\"}, "
                  "{\"id\": \"e6\", \"resolve\": \"top\"}, {\"id\": \"e7\", \"resolve\": \"top\"}");
        QVERIFY2(!test::refused(p, "e4"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("spell")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QVERIFY2(forestsDrawn(p) == 2, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR39b)
#include "tst_impspellr39b.moc"
