// Round 24's static abilities, read from real cards' Oracle text (tests/data/import/impstatic24.json):
// a player's prevention effect that holds during its controller's turn only ("During your turn, prevent
// all damage that would be dealt to you.", Personal Sanctuary; 615.1a, 611.3a), played in both players'
// turns; Mycosynth Lattice's "Players may spend mana as though it were mana of any color." (carried, as
// the hand-made card carries it); and two Oracle misprints read as what they mean: Molderhulk's ability
// word without its spaces ("Undergrowth—This spell costs {1} less …", 207.2c) and Precognition Field's
// "top card of your librar any time". And Tidal Influence's casting rule "Cast ~ only if no permanents
// named ~ are on the battlefield." (601.3; carried, as the event player checks no casting rule's time).
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
    return test::fixtureFile(QStringLiteral("impstatic24.json"));
}

}   // namespace

class TestImpStatic24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 5); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 615.1a, 611.3a: the prevention is a player's rule whose condition is "it's your turn".
    void personalSanctuaryIsReadWithItsTurn()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Personal Sanctuary"), QStringLiteral("During your turn"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(a->ops[0].rule, RuleName::PlayerPreventAllDamage);
        QVERIFY(!a->ops[0].filter);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::YourTurn && !a->condition->negated);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Personal Sanctuary"), 0),
            QStringLiteral("As long as it's your turn, prevent all damage that would be dealt to you."));
    }

    // CR 615.1a, 611.3a: Nico's Lightning Bolt at Ana is prevented in Ana's turn (her life stays 20);
    // in Nico's own turn it is dealt (17).
    void personalSanctuaryPreventsOnlyInYourTurn()
    {
        const auto boltAtAna = [](bool hisTurn) {
            return test::playScenario(fixtures(),
                test::objectJson("ps", "Personal Sanctuary") + ", "
                    + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico"),
                QByteArray(hisTurn ? R"({"id": "e0", "begin": "upkeep"}, )" : "")
                    + R"({"id": "e1", "cast": "bolt", "targets": ["ana"]}, {"id": "e2", "resolve": "top"})");
        };
        Playthrough p = boltAtAna(false);
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("bolt")), Zone::Graveyard);   // it resolved
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        p = boltAtAna(true);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
    }

    // Mycosynth Lattice's rule is the hand-made card's: every player's, carried.
    void mycosynthLatticeSpendsAnyColor()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Mycosynth Lattice"), QStringLiteral("spend mana"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(a->ops[0].rule, RuleName::SpendManaAsAnyColor);
        QVERIFY(!a->condition);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Mycosynth Lattice"), 2),
            QStringLiteral("Players may spend mana as though it were mana of any color."));
    }

    // CR 207.2c, 601.2f: the ability word without its spaces is still only a word; the cost reduction
    // counts creature cards in Molderhulk's controller's graveyard.
    void molderhulkReadsUndergrowth()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Molderhulk"), QStringLiteral("Undergrowth"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].rule, RuleName::CostsLess);
        QCOMPARE(a->affects->ref, Selector::Ref::Self);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Molderhulk"), 0),
            QStringLiteral("~ costs {1} less to cast for each creature card in your graveyard."));
    }

    // CR 601.3: the condition names the permanents by the card's own name (201.2), whoever controls them.
    void tidalInfluenceCastOnlyIfNoneNamed()
    {
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Tidal Influence"), 0);
        QVERIFY(a);
        QCOMPARE(a->kind, AbilityDef::Kind::CastRestriction);
        QCOMPARE(a->castRestriction, CastRestriction::OnlyIf);
        QVERIFY(a->condition && a->condition->kind == Condition::Kind::NoneOnBattlefield && a->condition->filter);
        QCOMPARE(a->condition->filter->named, QStringLiteral("Tidal Influence"));
        QCOMPARE(a->condition->filter->controller, Selector::Who::Any);
        QCOMPARE(a->condition->filter->where, Selector::Where::Battlefield);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Tidal Influence"), 0),
            QStringLiteral("Cast ~ only if no permanents named ~ are on the battlefield."));
    }

    // Precognition Field's misprint is the rule "You may look at the top card of your library any time."
    void precognitionFieldLooksAtTheTop()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), QStringLiteral("Precognition Field"), QStringLiteral("librar any"));
        QVERIFY(a);
        QCOMPARE(a->ops.size(), 1);
        QCOMPARE(a->ops[0].kind, Op::Kind::PlayerRule);
        QCOMPARE(a->ops[0].rule, RuleName::LookAtTopCardAnyTime);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Precognition Field"), 0),
            QStringLiteral("You may look at the top card of your library any time."));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic24)
#include "tst_impstatic24.moc"
