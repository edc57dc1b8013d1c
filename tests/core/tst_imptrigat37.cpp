// Triggered abilities at the beginning of a step of the controller of what an Aura enchants, read from real cards'
// Oracle text (tests/data/import/imptrigat37.json), round 37 (`imptrigat37`). "At the beginning of the end step of
// enchanted creature's controller, that player sacrifices that creature." (Lingering Death) and "At the beginning of
// the draw step of enchanted creature's controller, that player draws an additional card." (Righteous Authority): the
// end step or draw step whose active player controls the enchanted creature as it begins, the card format's
// `end_step` / `each_draw_step` with the filter "attached", as `enchanted_controller_upkeep` is for the upkeep. "At the
// beginning of the chosen player's upkeep, Energy Vortex deals 3 damage to that player unless they pay {1} for each
// vortex counter on Energy Vortex." (Energy Vortex): `each_upkeep` with the filter {"controller": "chosen"}, the
// opponent chosen as it entered, and a payment of {1} once for each vortex counter on it as it resolves.
#include "FixtureChecks.h"
#include "FixtureScenarios.h"
#include "ImportFixtures.h"
#include "cards/CardParser.h"
#include "io/JsonTree.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat37.json"));
}

// Ana's Aura `card` on Grizzly Bears of `bearsController`.
QByteArray auraOnBears(const char* card, const char* bearsController)
{
    return test::objectJson("bears", "Grizzly Bears", "", bearsController) + ", "
        + test::objectJson("aura", card, ", \"attached_to\": \"bears\"");
}

// The errors of reading a creature whose one ability is `ability` (card-format JSON), empty when it reads.
QStringList cardFormatErrors(const QByteArray& ability)
{
    io::JsonParseError perr;
    const QByteArray json
        = "{\"name\": \"T\", \"types\": [\"Enchantment\"], \"subtypes\": [\"Aura\"], \"abilities\": [" + ability + "]}";
    const auto root = io::parseJson(json, &perr);
    if (!root)
        return {perr.message};
    Diagnostics diags;
    const CardPtr card = CardParser(QStringLiteral("t.json"), &diags).parse(*root);
    return card ? QStringList() : diags.formatted();
}

}   // namespace

class TestImpTrigAt37 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 3); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 303.4, 513.1, 603.7c: the end step of the enchanted creature's controller is an end step with the filter
    // "attached"; "that creature" is the enchanted creature, and "that player" the active player, who sacrifices it.
    void lingeringDeathReadsTheEndStepOfEnchantedCreaturesController()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Lingering Death"), 1),
            QStringLiteral("At the beginning of the end step of enchanted creature's controller, that player sacrifices that "
                           "creature."));
        const AbilityDef* end = test::parsedAbility(fixtures(), QStringLiteral("Lingering Death"), 1);
        QVERIFY(end);
        QCOMPARE(end->event, TriggerEvent::EndStep);
        QVERIFY(end->eventFilter);
        QCOMPARE(end->eventFilter->ref, Selector::Ref::Attached);
        QVERIFY(!end->triggerIf);
        QCOMPARE(end->effect.size(), 1);
        const Action& sacrifice = end->effect.first();
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QVERIFY(sacrifice.object);
        QCOMPARE(sacrifice.object->ref, Selector::Ref::It);
        QCOMPARE(sacrifice.who, QStringLiteral("that_player"));
    }

    // CR 504.1, 603.7c: the draw step of the enchanted creature's controller; "that player" is its active player.
    void righteousAuthorityReadsTheDrawStepOfEnchantedCreaturesController()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Righteous Authority"), 2),
            QStringLiteral("At the beginning of the draw step of enchanted creature's controller, that player draws an "
                           "additional card."));
        const AbilityDef* draw = test::parsedAbility(fixtures(), QStringLiteral("Righteous Authority"), 2);
        QVERIFY(draw);
        QCOMPARE(draw->event, TriggerEvent::EachDrawStep);
        QVERIFY(draw->eventFilter);
        QCOMPARE(draw->eventFilter->ref, Selector::Ref::Attached);
        QVERIFY(!draw->triggerIf);
        QCOMPARE(draw->effect.size(), 1);
        QCOMPARE(draw->effect.first().kind, ActionKind::Draw);
        QCOMPARE(draw->effect.first().who, QStringLiteral("that_player"));
    }

    // CR 603.1: the card format takes a step's filter only as "attached", whose controller's step it is; any other
    // filter would be a kind of object the step has none of.
    void cardFormatTakesOnlyAnAttachedFilterOnASteps()
    {
        QCOMPARE(cardFormatErrors("{\"triggered\": {\"event\": \"end_step\", \"filter\": \"attached\", \"effect\": [{\"sacrifice\": "
                                  "\"it\", \"who\": \"that_player\"}]}}"),
            QStringList());
        QCOMPARE(cardFormatErrors("{\"triggered\": {\"event\": \"each_draw_step\", \"filter\": \"attached\", \"effect\": "
                                  "[{\"draw\": 1, \"who\": \"that_player\"}]}}"),
            QStringList());
        const QStringList creature = cardFormatErrors(
            "{\"triggered\": {\"event\": \"end_step\", \"filter\": {\"types\": [\"Creature\"]}, \"effect\": [{\"draw\": 1}]}}");
        QCOMPARE(creature.size(), 1);
        QVERIFY2(creature.first().contains(QStringLiteral("takes only the filter \"attached\"")), qPrintable(creature.first()));
        QCOMPARE(cardFormatErrors("{\"triggered\": {\"event\": \"each_upkeep\", \"filter\": {\"controller\": \"chosen\"}, \"effect\": "
                                  "[{\"draw\": 1}]}}"),
            QStringList());
        QCOMPARE(cardFormatErrors("{\"triggered\": {\"event\": \"each_upkeep\", \"filter\": {\"controller\": \"opponent\"}, \"effect\": "
                                  "[{\"draw\": 1}]}}")
                     .size(),
            1);
        QCOMPARE(cardFormatErrors(
                     "{\"triggered\": {\"event\": \"your_end_step\", \"filter\": \"attached\", \"effect\": [{\"draw\": 1}]}}")
                     .size(),
            1);
    }

    // CR 513.1, 603.7c, 701.17a: Ana's Lingering Death on Nico's Grizzly Bears triggers at the beginning of his end step,
    // and he sacrifices the Bears; at the beginning of her own end step it doesn't trigger.
    void lingeringDeathSacrificesAtItsControllersEndStep()
    {
        const QByteArray objects = auraOnBears("Lingering Death", "nico");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenarioOnNicosTurn(fixtures(), objects, events);
        const QStringList triggered = test::eventOutcome(p, QStringLiteral("e1"));
        QVERIFY2(triggered.size() == 1 && triggered.first().startsWith(QLatin1String("aura:")), qPrintable(triggered.join(QLatin1Char(' '))));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico sacrifices")), qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 513.1, 701.17a: on Ana's own Bears it triggers at her end step, and she sacrifices them.
    void lingeringDeathOnYourOwnCreature()
    {
        const QByteArray objects = auraOnBears("Lingering Death", "ana");
        Playthrough p
            = test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        p = test::playScenarioOnNicosTurn(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::zoneOf(p, QStringLiteral("bears")), Zone::Battlefield);
    }

    // CR 504.1, 603.7c: Ana's Righteous Authority on Nico's Bears makes him draw a second card in his draw step; in
    // her own draw step it doesn't trigger (she draws her one card, Nico none).
    void righteousAuthorityDrawsInItsControllersDrawStep()
    {
        const QByteArray objects = test::fourBoltsInEachLibrary() + ", " + auraOnBears("Righteous Authority", "nico");
        const QByteArray events = "{\"id\": \"e1\", \"begin\": \"draw\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        // The scenario's next turn, whose draw step begins, is Nico's (playScenario) or Ana's (on Nico's turn).
        Playthrough p = test::playScenario(fixtures(), objects, events);
        QVERIFY2(test::handCount(p, "nico") == 2, qPrintable(test::happened(p)));
        QCOMPARE(test::handCount(p, "ana"), 0);
        p = test::playScenarioOnNicosTurn(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"draw\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QVERIFY2(test::handCount(p, "ana") == 1, qPrintable(test::happened(p)));
        QCOMPARE(test::handCount(p, "nico"), 0);
    }

    // CR 603.1, 118.12, 608.2h: the chosen player's upkeep is each upkeep with the filter's controller "chosen"; the
    // payment is {1} once for each vortex counter on ~, counted as the ability resolves.
    void energyVortexReadsTheChosenPlayersUpkeepAndACountedPayment()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Energy Vortex"), 2),
            QStringLiteral("At the beginning of the chosen player's upkeep, ~ deals 3 damage to that player unless they pay {1} "
                           "for each vortex counter on ~."));
        const AbilityDef* upkeep = test::parsedAbility(fixtures(), QStringLiteral("Energy Vortex"), 2);
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::EachUpkeep);
        QVERIFY(upkeep->eventFilter);
        QCOMPARE(upkeep->eventFilter->controller, Selector::Who::Chosen);
        QCOMPARE(upkeep->effect.size(), 1);
        const Action& unless = upkeep->effect.first();
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.text, QStringLiteral("{1}"));
        QCOMPARE(unless.who, QStringLiteral("they"));
        QVERIFY(unless.amountOf);
        QCOMPARE(unless.amountOf->kind, Expr::Kind::CountersOnSource);
        QCOMPARE(unless.amountOf->counterKind, QStringLiteral("vortex"));
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested.first().kind, ActionKind::Damage);
        QCOMPARE(unless.nested.first().who, QStringLiteral("that_player"));
    }

    // CR 603.2, 118.12, 608.2h: Ana's Energy Vortex, Nico chosen, with two vortex counters: at the beginning of Nico's
    // upkeep he declines to pay {1}{1} and is dealt 3 damage, or pays and isn't; at Ana's own upkeep it doesn't trigger
    // (only her counters are removed).
    void energyVortexAtTheChosenPlayersUpkeep()
    {
        const QByteArray vortex
            = test::objectJson("vortex", "Energy Vortex", ", \"choices\": {\"player\": \"nico\"}, \"counters\": {\"vortex\": 2}");
        const QByteArray upkeep = "{\"id\": \"e1\", \"begin\": \"upkeep\"}";
        Playthrough p = test::playScenario(fixtures(), vortex, upkeep + ", {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": false}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("does not pay {1}{1}")), qPrintable(test::happened(p)));
        p = test::playScenario(fixtures(), vortex, upkeep + ", {\"id\": \"e2\", \"resolve\": \"top\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
        QVERIFY2(test::happened(p).contains(QStringLiteral("pays {1}{1}")), qPrintable(test::happened(p)));
        p = test::playScenarioOnNicosTurn(fixtures(), vortex, upkeep + ", {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": false}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")).size(), 1);
        QVERIFY2(test::countersOn(p, QStringLiteral("vortex"), QStringLiteral("vortex")) <= 0, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt37)
#include "tst_imptrigat37.moc"
