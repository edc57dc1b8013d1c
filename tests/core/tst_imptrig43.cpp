// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig43.json), round 43: Writ of Passage's
// intervening "if its power is 2 or less" and "it can't be blocked this turn" said of the attacking enchanted creature;
// Frost Titan's "counter that spell or ability unless its controller pays {2}", the spell or ability that targeted it;
// Reality Smasher's "becomes the target of a spell an opponent controls" and "unless its controller discards a card".
// The built-in Grizzly Bears, Craw Wurm, Lightning Bolt and Crater Elemental are the other cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig43.json"));
}

// Ana's `creature` enchanted by her Writ of Passage, and Nico's Grizzly Bears to block with.
QByteArray writOn(const char* card)
{
    return test::objectJson("attacker", card) + "," + test::objectJson("writ", "Writ of Passage", R"(, "attached_to": "attacker")")
        + "," + test::objectJson("blocker", "Grizzly Bears", "", "nico");
}

// Ana's Frost Titan, and Nico's Lightning Bolt in hand and Crater Elemental on the battlefield.
QByteArray titanBoard()
{
    return test::objectJson("titan", "Frost Titan") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico")
        + "," + test::objectJson("crater", "Crater Elemental", "", "nico");
}

}   // namespace

class TestImpTrig43 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Writ of Passage", "Frost Titan", "Reality Smasher"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 3);
    }

    // CR 603.4, 603.7c: the condition is the enchanted creature's power (AttachedIs, power at most 2); "it" is the
    // attacking creature, the trigger's event object, which can't be blocked until the turn ends.
    void writOfPassageReadsItsPowerAndIt()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Writ of Passage"), 1),
            QStringLiteral("Whenever enchanted creature attacks, if its power is 2 or less, it can't be blocked until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Writ of Passage"), 1);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::Attacks);
        QVERIFY(a->eventFilter && a->eventFilter->ref == Selector::Ref::Attached);
        QVERIFY(a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::AttachedIs);
        QVERIFY(a->triggerIf->filter && a->triggerIf->filter->powerAtMost == 2);
        QVERIFY(!a->triggerIf->filter->powerAtLeast && a->triggerIf->filter->types == 0);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Continuous);
        QVERIFY(a->effect[0].continuous && a->effect[0].continuous->affects);
        QCOMPARE(a->effect[0].continuous->affects->ref, Selector::Ref::It);
        QCOMPARE(a->effect[0].continuous->duration, Duration::EndOfTurn);
        QCOMPARE(a->effect[0].continuous->ops.size(), 1);
        QCOMPARE(a->effect[0].continuous->ops[0].rule, RuleName::CantBeBlocked);
    }

    // CR 508.1, 603.4, 509.1b: Ana's enchanted Grizzly Bears (power 2) attack; the Writ triggers and, resolved, Nico's
    // Bears can't block them: the block is refused and Nico is dealt 2.
    void writOfPassageMakesASmallAttackerUnblockable()
    {
        const Playthrough p = test::playScenario(fixtures(), writOn("Grizzly Bears"),
            R"({"id": "e1", "attack": {"attacker": "nico"}}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "block": {"blocker": ["attacker"]}}, {"id": "e4", "begin": "combat_damage"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("writ:2")}, qPrintable(test::happened(p)));
        QVERIFY2(test::refused(p, "e3"), qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
    }

    // CR 603.4: a Craw Wurm (power 6) enchanted by the Writ attacks: the "if" is false, nothing triggers and Nico's Bears
    // may block it.
    void writOfPassageIgnoresABigAttacker()
    {
        const Playthrough p = test::playScenario(fixtures(), writOn("Craw Wurm"),
            R"({"id": "e1", "attack": {"attacker": "nico"}}, {"id": "e2", "block": {"blocker": ["attacker"]}})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QVERIFY2(!test::refused(p, "e2"), qPrintable(test::happened(p)));
    }

    // CR 115.1, 603.7c, 118.12: "that spell or ability" is the one that targeted the Titan; "its controller" pays.
    void frostTitanReadsTheTargetingItem()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Frost Titan"), 0),
            QStringLiteral("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that "
                           "spell or ability unless its controller pays {2}."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Frost Titan"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfBecomesTargetOfOpponent);
        QVERIFY(a->targets.isEmpty());
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::CounterSpell);
        QVERIFY(a->effect[0].object && a->effect[0].object->ref == Selector::Ref::It);
        QCOMPARE(a->effect[0].text, QStringLiteral("{2}"));
    }

    // CR 701.6a, 118.12: Nico's Lightning Bolt at Ana's Titan triggers it; Nico doesn't pay {2}, so the Bolt is countered
    // and put into his graveyard; the Titan is dealt no damage.
    void frostTitanCountersAnUnpaidSpell()
    {
        const Playthrough p = test::playScenario(fixtures(), titanBoard(),
            R"({"id": "e1", "cast": "bolt", "targets": ["titan"]}, {"id": "e2", "resolve": "top", "pays": false},
               {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("titan:1")}, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bolt")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("is countered")), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("titan")), 0);
    }

    // CR 118.12: paid, the Bolt stays on the stack and resolves: the Titan is dealt 3.
    void frostTitanLetsAPaidSpellResolve()
    {
        const Playthrough p = test::playScenario(fixtures(), titanBoard(),
            R"({"id": "e1", "cast": "bolt", "targets": ["titan"]}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::happened(p).contains(QStringLiteral("so Lightning Bolt is not countered")), qPrintable(test::happened(p)));
        QVERIFY2(test::damageOn(p, QStringLiteral("titan")) == 3, qPrintable(test::happened(p)));
    }

    // CR 701.6a: Nico's Crater Elemental's ability at the Titan is countered unpaid: it leaves the stack and does nothing
    // (the Elemental, sacrificed as a cost, stays in the graveyard); paid, it deals 4 damage.
    void frostTitanCountersAnAbility()
    {
        const QByteArray activate = R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["titan"]})";
        const Playthrough p = test::playScenario(fixtures(), titanBoard(),
            activate + R"(, {"id": "e2", "resolve": "top", "pays": false}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("titan:1")}, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("is countered: it leaves the stack")), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("titan")), 0);
        QCOMPARE(test::zoneOf(p, QStringLiteral("crater")), Zone::Graveyard);
        const Playthrough paid = test::playScenario(fixtures(), titanBoard(),
            activate + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::damageOn(paid, QStringLiteral("titan")) == 4, qPrintable(test::happened(paid)));
    }

    // CR 603.2: Ana's own Bolt at her Titan is no opponent's spell: nothing triggers and the Bolt resolves.
    void frostTitanIgnoresItsControllersSpell()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("titan", "Frost Titan") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "bolt", "targets": ["titan"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(p)));
        QCOMPARE(test::damageOn(p, QStringLiteral("titan")), 3);
    }

    // CR 115.1, 603.7c, 118.12: a spell's targeting only, an opponent's; the payment is a discard by that spell's
    // controller.
    void realitySmasherReadsTheTargetingSpell()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Reality Smasher"), 2),
            QStringLiteral("Whenever ~ becomes the target of a spell an opponent controls, counter that spell unless its "
                           "controller discards a card."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Reality Smasher"), 2);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfBecomesTargetOfOpponent);
        QVERIFY(a->eventFilter && a->eventFilter->word == QLatin1String("spell"));
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::UnlessPays);
        QCOMPARE(a->effect[0].who, QStringLiteral("controller_of_that"));
        QCOMPARE(a->effect[0].unlessPayment.size(), 1);
        QCOMPARE(a->effect[0].unlessPayment[0].kind, CostKind::Discard);
        QCOMPARE(a->effect[0].nested.size(), 1);
        QCOMPARE(a->effect[0].nested[0].kind, ActionKind::CounterSpell);
        QVERIFY(a->effect[0].nested[0].object && a->effect[0].nested[0].object->ref == Selector::Ref::It);
    }

    // CR 701.6a, 118.12: Nico's Lightning Bolt at Ana's Reality Smasher triggers it. Nico declines to discard: the Bolt is
    // countered. Nico discards his Forest: the Bolt resolves and deals 3. With no card in hand he can't pay (118.3).
    void realitySmasherCountersUnlessADiscard()
    {
        const QByteArray board = test::objectJson("smasher", "Reality Smasher") + ","
            + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray forest = "," + test::objectJson("forest", "Forest", R"(, "zone": "hand")", "nico");
        const QByteArray cast = R"({"id": "e1", "cast": "bolt", "targets": ["smasher"]})";
        const Playthrough declined = test::playScenario(fixtures(), board + forest,
            cast + R"(, {"id": "e2", "resolve": "top", "pays": false}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(declined, QStringLiteral("e1")) == QStringList{QStringLiteral("smasher:3")},
            qPrintable(test::happened(declined)));
        QVERIFY2(test::happened(declined).contains(QStringLiteral("is countered")), qPrintable(test::happened(declined)));
        QCOMPARE(test::damageOn(declined, QStringLiteral("smasher")), 0);
        QCOMPARE(test::zoneOf(declined, QStringLiteral("forest")), Zone::Hand);
        const Playthrough paid = test::playScenario(fixtures(), board + forest,
            cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::zoneOf(paid, QStringLiteral("forest")) == Zone::Graveyard, qPrintable(test::happened(paid)));
        QVERIFY2(test::damageOn(paid, QStringLiteral("smasher")) == 3, qPrintable(test::happened(paid)));
        const Playthrough unable = test::playScenario(fixtures(), board,
            cast + R"(, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        QVERIFY2(test::happened(unable).contains(QStringLiteral("is countered")), qPrintable(test::happened(unable)));
        QCOMPARE(test::damageOn(unable, QStringLiteral("smasher")), 0);
    }

    // CR 603.2: an ability's targeting (Nico's Crater Elemental) and Ana's own spell trigger nothing.
    void realitySmasherIgnoresAbilitiesAndItsControllersSpells()
    {
        const Playthrough ability = test::playScenario(fixtures(),
            test::objectJson("smasher", "Reality Smasher") + "," + test::objectJson("crater", "Crater Elemental", "", "nico"),
            R"({"id": "e1", "activate": "crater", "ability": 1, "targets": ["smasher"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(ability, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(ability)));
        QCOMPARE(test::damageOn(ability, QStringLiteral("smasher")), 4);
        const Playthrough own = test::playScenario(fixtures(),
            test::objectJson("smasher", "Reality Smasher") + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")"),
            R"({"id": "e1", "cast": "bolt", "targets": ["smasher"]}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(own, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(own)));
        QCOMPARE(test::damageOn(own, QStringLiteral("smasher")), 3);
    }
};

QTEST_MAIN(TestImpTrig43)
#include "tst_imptrig43.moc"
