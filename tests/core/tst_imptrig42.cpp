// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig42.json), round 42: "You can't spend this
// mana to cast spells." (Thran Turbine) is a spending restriction on the mana the trigger adds; "its controller may draw a
// card" after "Whenever a Sliver deals combat damage to a player" (Synapse Sliver) is the Sliver's controller, not the
// player dealt damage. The built-in Grizzly Bears and Forest are the other cards the scenarios need.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig42.json"));
}

// A Forest card in each player's library, so that either can draw.
QByteArray libraries()
{
    return "," + test::objectJson("alib", "Forest", ", \"zone\": \"library\"") + ","
        + test::objectJson("nlib", "Forest", ", \"zone\": \"library\"", "nico");
}

}   // namespace

class TestImpTrig42 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Thran Turbine", "Synapse Sliver"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
    }

    // CR 106.6: "You can't spend this mana to cast spells" restricts the mana the trigger adds to activated abilities, of
    // any object wherever it is (a card's cycling too): `spend_only` with no spells and the abilities of anything.
    void thranTurbineReadsItsSpendingRestriction()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Thran Turbine"), 0),
            QStringLiteral("At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Thran Turbine"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::YourUpkeep);
        QVERIFY(a->optional);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::AddMana);
        QCOMPARE(a->effect[0].text, QStringLiteral("{C}{C}"));
        QVERIFY(a->effect[0].spendOnly);
        QVERIFY(!a->effect[0].spendOnly->spells);
        QVERIFY(a->effect[0].spendOnly->abilitiesOf);
        QCOMPARE(a->effect[0].spendOnly->abilitiesOf->where, Selector::Where::Any);
        QVERIFY(a->effect[0].spendOnly->abilitiesOf->types == 0 && a->effect[0].spendOnly->abilitiesOf->word.isEmpty());
    }

    // CR 503.1a, 603.5: at the beginning of Ana's upkeep (turn 2, after Nico's turn) the Turbine triggers and, chosen,
    // comes to its mana; refused, it does nothing. At Nico's upkeep it does not trigger. The event player keeps no mana
    // pool (docs/importer.md: mana is named, not tracked), so the mana and its restriction (106.6) are logged, not kept.
    void thranTurbineAddsTwoColorless()
    {
        const QByteArray objects = test::objectJson("turbine", "Thran Turbine");
        const Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(p, QStringLiteral("e1")) == QStringList{QStringLiteral("turbine:1")}, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("add_mana is not performed")), qPrintable(test::happened(p)));
        const Playthrough refused = test::playScenarioOnNicosTurn(fixtures(), objects,
            R"({"id": "e1", "begin": "upkeep"}, {"id": "e2", "resolve": "top", "may": false})");
        QVERIFY2(!test::refused(refused, "e2"), qPrintable(test::happened(refused)));
        QVERIFY2(!test::happened(refused).contains(QStringLiteral("add_mana")), qPrintable(test::happened(refused)));
        const Playthrough nicos = test::playScenario(fixtures(), objects, R"({"id": "e1", "begin": "upkeep"})");
        QVERIFY2(test::eventOutcome(nicos, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(nicos)));
    }

    // CR 603.7c: "its controller" is the controller of the Sliver that dealt the damage, the event's object; the event's
    // player is the one dealt damage, whom the sentence does not name.
    void synapseSliverReadsTheSliversController()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Synapse Sliver"), 0),
            QStringLiteral("Whenever a Sliver deals combat damage to a player, its controller may draw a card."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Synapse Sliver"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::DealsCombatDamageToPlayer);
        QVERIFY(a->eventFilter);
        QCOMPARE(a->eventFilter->subtypes.size(), 1);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Draw);
        QCOMPARE(a->effect[0].who, QStringLiteral("controller_of_it"));
        QVERIFY(a->effect[0].optional || a->optional);
    }

    // CR 510.2, 603.2, 121.1: Ana's Synapse Sliver deals 3 combat damage to Nico; its trigger lets Ana draw her Forest,
    // not Nico. A Grizzly Bears is no Sliver: its damage triggers nothing.
    void synapseSliverDrawsForItsController()
    {
        const QByteArray objects = test::objectJson("sliver", "Synapse Sliver") + libraries();
        const Playthrough p = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"sliver": "nico"}}, {"id": "e2", "begin": "combat_damage"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e2")), QStringList{QStringLiteral("sliver:1")});
        QVERIFY2(test::zoneOf(p, QStringLiteral("alib")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nlib")), Zone::Library);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 17);
        // CR 603.5: refused, nobody draws.
        const Playthrough refused = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"sliver": "nico"}}, {"id": "e2", "begin": "combat_damage"},
               {"id": "e3", "resolve": "top", "may": false})");
        QCOMPARE(test::zoneOf(refused, QStringLiteral("alib")), Zone::Library);
        const Playthrough bears = test::playScenario(fixtures(),
            test::objectJson("sliver", "Synapse Sliver") + "," + test::objectJson("bears", "Grizzly Bears") + libraries(),
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "begin": "combat_damage"})");
        QVERIFY2(test::eventOutcome(bears, QStringLiteral("e2")).isEmpty(), qPrintable(test::happened(bears)));
    }

    // CR 608.2h, 603.10a: the Sliver leaves the battlefield before its trigger resolves; its controller as it last
    // existed there, Ana, still draws, not Nico (the player dealt damage).
    void synapseSliverGoneStillDrawsForAna()
    {
        const Playthrough p = test::playScenario(fixtures(), test::objectJson("sliver", "Synapse Sliver") + libraries(),
            R"({"id": "e1", "attack": {"sliver": "nico"}}, {"id": "e2", "begin": "combat_damage"},
               {"id": "e3", "move": "sliver", "to": "graveyard"}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("sliver")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("alib")) == Zone::Hand, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nlib")), Zone::Library);
    }
};

QTEST_MAIN(TestImpTrig42)
#include "tst_imptrig42.moc"
