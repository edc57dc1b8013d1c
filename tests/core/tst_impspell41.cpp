// Round 41's threshold paragraphs, read from real cards' Oracle text (tests/data/import/impspell41.json) and played:
// "Threshold — If seven or more cards are in your graveyard, instead X and Y" replacing the paragraph before whole
// (Kamahl's Sledge, Rancid Earth), the damage again with another number that can't be prevented (Lightning Surge), and
// "… to each of those targets instead" (Shower of Coals). Hold at Bay is the shield Lightning Surge's damage ignores;
// the built-in Craw Wurm, Grizzly Bears and Forest are the other cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "ThresholdGraveyard.h"
#include "model/Card.h"
#include "model/ResolvableAbilities.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impspell41.json"));
}

QString outcome(const Playthrough& p, const char* event)
{
    return test::eventOutcome(p, QLatin1String(event)).join(QLatin1Char(' '));
}

// Ana casts `card` at `targets` (a JSON list) and it resolves, Nico's Craw Wurm (6/4) and Grizzly Bears and Ana's
// Grizzly Bears on the battlefield, and Nico's Forest.
Playthrough cast(const char* card, const char* targets, bool threshold)
{
    const QByteArray objects = test::objectJson("spell", card, ", \"zone\": \"hand\"") + ","
        + test::objectJson("wurm", "Craw Wurm", "", "nico") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
        + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("nf", "Forest", "", "nico")
        + test::thresholdGraveyard(threshold);
    return test::playScenario(fixtures(), objects,
        QByteArray(R"({"id": "e1", "cast": "spell", "targets": )") + targets + R"(}, {"id": "e2", "resolve": "top"})");
}

}   // namespace

class TestImpSpell41 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 207.2c, 608.2c: the threshold paragraph is two instructions under one condition, naming the first paragraph's
    // target again; the damage to the creature's controller is to its controller as it last existed (608.2h).
    void kamahlsSledgeReadsTwoInstructionsInstead()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Kamahl's Sledge"), 1);
        QVERIFY(a);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
        QCOMPARE(a->effect[0].amount.n, 4);
        QVERIFY(a->effect[0].to && a->effect[0].to->ref == Selector::Ref::Target);
        QCOMPARE(a->effect[0].instead, Action::Instead::InsteadFirst);
        QVERIFY(a->effect[0].condition && a->effect[0].condition->kind == Condition::Kind::CardsInGraveyardAtLeast);
        QCOMPARE(a->effect[0].condition->n, 7);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QCOMPARE(a->effect[1].who, QStringLiteral("controller_of_that_target"));
        QVERIFY(a->effect[1].condition && *a->effect[1].condition == *a->effect[0].condition);
        QCOMPARE(a->effect[1].instead, Action::Instead::None);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Kamahl's Sledge"), 1),
            QStringLiteral("If seven or more cards are in your graveyard, instead ~ deals 4 damage to that creature and 4 damage "
                           "to that creature's controller."));
        // The spell resolves as one: the paragraph's two instructions first, then the one they replace, done otherwise.
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Kamahl's Sledge"));
        QVERIFY(c && c->card);
        const AbilityPtr whole = spellAbility(c->card);
        QVERIFY(whole);
        QCOMPARE(whole->targets.size(), 1);
        QCOMPARE(whole->effect.size(), 3);
        QVERIFY(whole->effect[2].otherwise);
        QVERIFY(!whole->effect[2].condition);
    }

    // CR 120.3, 608.2c: without threshold only the Wurm is dealt 4 damage (and dies, 704.5g); Nico keeps his life.
    void kamahlsSledgeWithoutThreshold()
    {
        const Playthrough p = cast("Kamahl's Sledge", R"(["wurm"])", false);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 120.3, 608.2c, 608.2h: with threshold the Wurm is dealt 4 and its controller 4 more, and the paragraph before
    // is not done again.
    void kamahlsSledgeWithThreshold()
    {
        const Playthrough p = cast("Kamahl's Sledge", R"(["wurm"])", true);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 16);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 207.2c, 701.8a: Rancid Earth's paragraph destroys that land again and deals 1 damage to each creature and
    // each player.
    void rancidEarthReadsTwoInstructionsInstead()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Rancid Earth"), 1);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Destroy);
        QVERIFY(a->effect[0].object && a->effect[0].object->ref == Selector::Ref::Target);
        QCOMPARE(a->effect[1].kind, ActionKind::Damage);
        QVERIFY(a->effect[1].eachPlayer);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Rancid Earth"), 1),
            QStringLiteral("If seven or more cards are in your graveyard, instead destroy that land and ~ deals 1 damage to each "
                           "creature and each player."));
    }

    // CR 701.8a, 608.2c: without threshold only Nico's Forest is destroyed.
    void rancidEarthWithoutThreshold()
    {
        const Playthrough p = cast("Rancid Earth", R"(["nf"])", false);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("ab")), 0);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 701.8a, 120.3, 608.2c: with threshold the Forest is destroyed and each creature and each player is dealt 1.
    void rancidEarthWithThreshold()
    {
        const Playthrough p = cast("Rancid Earth", R"(["nf"])", true);
        QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nf")), Zone::Graveyard);
        QCOMPARE(test::damageOn(p, QStringLiteral("ab")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("nb")), 1);
        QCOMPARE(test::damageOn(p, QStringLiteral("wurm")), 1);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 19);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 19);
    }

    // CR 207.2c, 615.12: Lightning Surge's paragraph is the damage again with 6, which can't be prevented.
    void lightningSurgeReadsUnpreventableDamage()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Lightning Surge"), 1);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
        QCOMPARE(a->effect[0].amount.n, 6);
        QVERIFY(a->effect[0].cantBePrevented);
        QCOMPARE(a->effect[0].instead, Action::Instead::InsteadFirst);
        QVERIFY(!test::parsedAbility(fixtures(), QStringLiteral("Lightning Surge"), 0)->effect[0].cantBePrevented);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lightning Surge"), 1),
            QStringLiteral("If seven or more cards are in your graveyard, instead ~ deals 6 damage to it and the damage can't "
                           "be prevented."));
    }

    // CR 615.7, 615.12, 608.2c: Nico has Hold at Bay's shield of 7. Without threshold the Surge's 4 damage is prevented;
    // with it the 6 damage is dealt whatever the shield.
    void lightningSurgeIgnoresTheShieldWithThreshold()
    {
        for (const bool threshold : {false, true}) {
            const QByteArray objects = test::objectJson("hold", "Hold at Bay", ", \"zone\": \"hand\"") + ","
                + test::objectJson("spell", "Lightning Surge", ", \"zone\": \"hand\"") + test::thresholdGraveyard(threshold);
            const Playthrough p = test::playScenario(fixtures(), objects,
                R"({"id": "e1", "cast": "hold", "targets": ["nico"]}, {"id": "e2", "resolve": "top"},
                   {"id": "e3", "cast": "spell", "targets": ["nico"]}, {"id": "e4", "resolve": "top"})");
            QVERIFY2(outcome(p, "e3").isEmpty(), qPrintable(test::happened(p)));
            QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), threshold ? 14 : 20);
        }
    }

    // CR 207.2c, 115.1: Shower of Coals' paragraph deals 4 to each of the targets the paragraph before chose.
    void showerOfCoalsReadsEachOfThoseTargets()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Shower of Coals"), 1);
        QVERIFY(a);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].amount.n, 4);
        QVERIFY(a->effect[0].to && a->effect[0].to->ref == Selector::Ref::Targets);
        QCOMPARE(a->effect[0].instead, Action::Instead::ConditionLast);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Shower of Coals"), 1),
            QStringLiteral("~ deals 4 damage to each of those targets instead if seven or more cards are in your graveyard."));
    }

    // CR 120.3, 608.2c: at Nico, his Wurm and his Bears: 2 each without threshold, 4 each with it (not 6).
    void showerOfCoalsDealsFourToEachWithThreshold()
    {
        for (const bool threshold : {false, true}) {
            const Playthrough p = cast("Shower of Coals", R"(["nico", "wurm", "ab"])", threshold);
            QVERIFY2(outcome(p, "e1").isEmpty(), qPrintable(test::happened(p)));
            QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), threshold ? 16 : 18);
            QCOMPARE(test::zoneOf(p, QStringLiteral("wurm")), threshold ? Zone::Graveyard : Zone::Battlefield);
            QCOMPARE(test::zoneOf(p, QStringLiteral("ab")), Zone::Graveyard);
            QCOMPARE(test::damageOn(p, QStringLiteral("nb")), 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestImpSpell41)
#include "tst_impspell41.moc"
