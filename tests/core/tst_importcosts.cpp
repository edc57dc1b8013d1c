// Costs and what changes how a spell is cast, read from real cards' Oracle text
// (tests/data/import/costs.json): cost changers (601.2f), alternative costs (118.9), "Cast this spell
// only …" (601.3), the cost parts of activated abilities beyond the first templates (602.1, 113.6),
// activation restrictions (602.5), and keywords whose cost is not mana (702.1); the round trip that
// trusts each and the card format that keeps it.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "text/RulesText.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("costs.json"));
}

const AbilityDef* parsed(const QString& name, int index)
{
    return test::parsedAbility(fixtures(), name, index);
}

// The single rule op of a cost changer.
const Op* costRule(const AbilityDef* a)
{
    if (!a || a->kind != AbilityDef::Kind::Static || a->ops.size() != 1 || a->ops[0].kind != Op::Kind::Rule)
        return nullptr;
    return &a->ops[0];
}

}   // namespace

class TestImportCosts : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 20);
    }

    void spellsCostMoreOrLess()
    {
        // 601.2f: Thalia's "Noncreature spells cost {1} more to cast": every player's noncreature spells.
        const Op* thalia = costRule(parsed(QStringLiteral("Thalia, Guardian of Thraben"), 1));
        QVERIFY(thalia);
        QCOMPARE(thalia->rule, RuleName::CostsMore);
        QVERIFY(thalia->power && thalia->power->isConst());
        QCOMPARE(thalia->power->value, 1);
        const AbilityDef* noncreature = parsed(QStringLiteral("Thalia, Guardian of Thraben"), 1);
        QCOMPARE(noncreature->affects->word, QStringLiteral("spell"));
        QCOMPARE(noncreature->affects->controller, Selector::Who::Any);
        // "you cast" is the spell's controller (the player who casts it); "your opponents cast" theirs.
        const AbilityDef* white = parsed(QStringLiteral("Grand Arbiter Augustin IV"), 0);
        QVERIFY(costRule(white));
        QCOMPARE(white->ops[0].rule, RuleName::CostsLess);
        QCOMPARE(white->affects->controller, Selector::Who::You);
        QVERIFY(white->affects->colors.has(Color::White));
        const AbilityDef* theirs = parsed(QStringLiteral("Grand Arbiter Augustin IV"), 2);
        QVERIFY(costRule(theirs));
        QCOMPARE(theirs->ops[0].rule, RuleName::CostsMore);
        QCOMPARE(theirs->affects->controller, Selector::Who::Opponent);
        const AbilityDef* servant = parsed(QStringLiteral("Dragonlord's Servant"), 0);
        QVERIFY(costRule(servant));
        QCOMPARE(servant->affects->subtypes.size(), 1);
        // "Instant and sorcery spells": either type (Jace's Sanctum, Baral).
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr sanctum = parser.ability(QStringLiteral("Instant and sorcery spells you cast cost {1} less to cast."));
        QVERIFY(costRule(sanctum.data()));
        QCOMPARE(sanctum->affects->anyOf.size(), 2);
        // A count of counters on ~ ("for each +1/+1 counter on ~") is read since round 16 (tst_impstatic16);
        // mana of several symbols is not yet; one coloured symbol is (stop 28: "{G}" is one green mana,
        // tst_importrules9).
        const AbilityPtr counted
            = parser.ability(QStringLiteral("Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~."));
        QVERIFY(costRule(counted.data()));
        QCOMPARE(counted->ops[0].power->kind, Expr::Kind::CountersOnSource);
        const AbilityPtr green = parser.ability(QStringLiteral("Creature spells you cast cost {G} less to cast."));
        QVERIFY(costRule(green.data()));
        QVERIFY(green->ops[0].colors.has(Color::Green));
        QVERIFY(!parser.ability(QStringLiteral("Cleric spells you cast cost {W}{B} less to cast.")));
        // Round 40: "up to" is its own rule (601.2f: at most that much less), no longer an exact reduction.
        const AbilityPtr upTo = parser.ability(QStringLiteral("Creature spells you cast cost up to {2} less to cast."));
        QVERIFY(upTo && upTo->ops.size() == 1);
        QCOMPARE(upTo->ops[0].rule, RuleName::CostsUpToLess);
    }

    void thisSpellCostsLessIf()
    {
        // 601.2f: the spell's own cost, under a condition, in either order.
        const AbilityDef* mage = parsed(QStringLiteral("Academy Journeymage"), 0);
        QVERIFY(costRule(mage));
        QCOMPARE(mage->affects->ref, Selector::Ref::Self);
        QCOMPARE(mage->ops[0].rule, RuleName::CostsLess);
        QVERIFY(mage->condition);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr first = parser.ability(QStringLiteral("If you control a Wizard, this spell costs {3} less to cast."));
        QVERIFY(costRule(first.data()));
        QCOMPARE(first->ops[0].power->value, 3);
        QVERIFY(first->condition);
        QVERIFY(*first->condition == *mage->condition);
    }

    void alternativeCosts()
    {
        // 118.9: paid instead of the mana cost; each part is a cost part.
        const AbilityDef* bringer = parsed(QStringLiteral("Bringer of the Blue Dawn"), 0);
        QVERIFY(bringer);
        QCOMPARE(bringer->kind, AbilityDef::Kind::AlternativeCost);
        QCOMPARE(bringer->costParts.size(), 1);
        QCOMPARE(bringer->costParts[0].mana, QStringLiteral("{W}{U}{B}{R}{G}"));
        const AbilityDef* daze = parsed(QStringLiteral("Daze"), 0);
        QVERIFY(daze);
        QCOMPARE(daze->costParts.size(), 1);
        QCOMPARE(daze->costParts[0].kind, CostKind::ReturnToHand);
        QCOMPARE(daze->costParts[0].card->controller, Selector::Who::You);
        const AbilityDef* abolish = parsed(QStringLiteral("Abolish"), 0);
        QVERIFY(abolish);
        QCOMPARE(abolish->costParts[0].kind, CostKind::Discard);
        QVERIFY(abolish->costParts[0].card);
        const AbilityDef* crash = parsed(QStringLiteral("Crash"), 0);
        QVERIFY(crash);
        QCOMPARE(crash->costParts[0].kind, CostKind::Sacrifice);
        // A cost that names no cost part Strata reads leaves the ability unread.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("You may tap an untapped Merfolk rather than pay this spell's mana cost.")));
    }

    void castOnlyDuring()
    {
        // 601.3: the times a spell may be cast, and "only if".
        const AbilityDef* victory = parsed(QStringLiteral("Champion's Victory"), 0);
        QVERIFY(victory);
        QCOMPARE(victory->kind, AbilityDef::Kind::CastRestriction);
        QCOMPARE(victory->castRestriction, CastRestriction::DeclareAttackersIfAttacked);
        const AbilityDef* cry = parsed(QStringLiteral("Gorilla War Cry"), 0);
        QVERIFY(cry);
        QCOMPARE(cry->castRestriction, CastRestriction::CombatBeforeBlockers);
        const AbilityDef* feast = parsed(QStringLiteral("Feast of Blood"), 0);
        QVERIFY(feast);
        QCOMPARE(feast->castRestriction, CastRestriction::OnlyIf);
        QVERIFY(feast->condition);
        QCOMPARE(feast->condition->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(feast->condition->n, 2);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(!parser.ability(QStringLiteral("Cast this spell only during the end step.")));
    }

    void activatedCostParts()
    {
        // 602.1: "Discard a card at random", a card of a kind, cards from a graveyard, several permanents.
        const AbilityDef* drake = parsed(QStringLiteral("Canyon Drake"), 1);
        QVERIFY(drake);
        QCOMPARE(drake->costParts.size(), 2);
        QCOMPARE(drake->costParts[1].kind, CostKind::DiscardRandom);
        QCOMPARE(drake->costParts[1].amount, 1);
        const AbilityDef* grafter = parsed(QStringLiteral("Fleshgrafter"), 0);
        QVERIFY(grafter);
        QCOMPARE(grafter->costParts[0].kind, CostKind::Discard);
        QVERIFY(grafter->costParts[0].card);
        QVERIFY(grafter->costParts[0].card->types & quint16(CardType::Artifact));
        const AbilityDef* harvest = parsed(QStringLiteral("Graf Harvest"), 1);
        QVERIFY(harvest);
        QCOMPARE(harvest->costParts[1].kind, CostKind::ExileFromGraveyard);
        QVERIFY(harvest->costParts[1].card->types & quint16(CardType::Creature));
        const AbilityDef* arsonist = parsed(QStringLiteral("Keldon Arsonist"), 0);
        QVERIFY(arsonist);
        QCOMPARE(arsonist->costParts[1].kind, CostKind::Sacrifice);
        QCOMPARE(arsonist->costParts[1].amount, 2);
        const AbilityDef* rainshaper = parsed(QStringLiteral("Soratami Rainshaper"), 1);
        QVERIFY(rainshaper);
        QCOMPARE(rainshaper->costParts[1].kind, CostKind::ReturnToHand);
        QCOMPARE(rainshaper->costParts[1].amount, 1);
        // 113.6: a cost that moves the card itself from a hand or a graveyard.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr fromHand = parser.ability(QStringLiteral("Discard ~: Draw a card."));
        QVERIFY(fromHand);
        QCOMPARE(fromHand->costParts[0].kind, CostKind::DiscardSelf);
        const AbilityPtr fromGraveyard = parser.ability(QStringLiteral("{2}, Exile ~ from your graveyard: Draw a card."));
        QVERIFY(fromGraveyard);
        QCOMPARE(fromGraveyard->costParts[1].kind, CostKind::ExileSelfFromGraveyard);
        // The number and the noun agree, or the cost is not read.
        QVERIFY(!parser.ability(QStringLiteral("{1}, Sacrifice two land: Draw a card.")));
        QVERIFY(!parser.ability(QStringLiteral("Discard two creature card: Draw a card.")));
    }

    void activationRestrictions()
    {
        // 602.5b: "no more than twice each turn", "only during combat".
        const AbilityDef* bats = parsed(QStringLiteral("Vampire Bats"), 1);
        QVERIFY(bats);
        QCOMPARE(bats->restriction, ActivationRestriction::TwiceEachTurn);
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        const AbilityPtr combat = parser.ability(QStringLiteral("{2}: Draw a card. Activate only during combat."));
        QVERIFY(combat);
        QCOMPARE(combat->restriction, ActivationRestriction::DuringCombat);
        const AbilityPtr before = parser.ability(QStringLiteral("{2}: Draw a card. Activate only before attackers are declared."));
        QVERIFY(before);
        QCOMPARE(before->restriction, ActivationRestriction::BeforeAttackers);
    }

    void keywordsWithCostParts()
    {
        // 702.24a, 702.27a, 702.34a: a keyword's cost that is not mana, after an em dash.
        const AbilityDef* morinfen = parsed(QStringLiteral("Morinfen"), 1);
        QVERIFY(morinfen);
        QCOMPARE(morinfen->keyword, QStringLiteral("Cumulative upkeep"));
        QCOMPARE(morinfen->costParts.size(), 1);
        QCOMPARE(morinfen->costParts[0].kind, CostKind::PayLife);
        QCOMPARE(morinfen->costParts[0].amount, 1);
        const AbilityDef* analysis = parsed(QStringLiteral("Deep Analysis"), 1);
        QVERIFY(analysis);
        QCOMPARE(analysis->keyword, QStringLiteral("Flashback"));
        QCOMPARE(analysis->costParts.size(), 2);
        const AbilityDef* slaughter = parsed(QStringLiteral("Slaughter"), 0);
        QVERIFY(slaughter);
        QCOMPARE(slaughter->keyword, QStringLiteral("Buyback"));
        QCOMPARE(slaughter->costParts[0].kind, CostKind::PayLife);
        QCOMPARE(slaughter->costParts[0].amount, 4);
        // Cycling is played from its mana cost: another cost is left unread, never played as free. Echo's
        // payment of permanents is read and paid since round 20 (118.12, tst_impstatic20), not a payment of life.
        OracleParser parser(QStringLiteral("Test"), TypeLine(), {});
        QVERIFY(parser.keyword(QStringLiteral("Echo\u2014Sacrifice two lands.")));
        QVERIFY(!parser.keyword(QStringLiteral("Echo\u2014Pay 3 life.")));
        QVERIFY(!parser.keyword(QStringLiteral("Cycling\u2014Sacrifice a land.")));
    }

    void cardFormatKeepsEveryNewForm()
    {
        int checked = 0;
        QCOMPARE(test::cardFormatDifference(fixtures(), &checked), QString());
        QCOMPARE(checked, 20);
    }
};

QTEST_GUILESS_MAIN(TestImportCosts)
#include "tst_importcosts.moc"
