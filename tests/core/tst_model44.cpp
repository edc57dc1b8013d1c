// Model values read from real cards' Oracle text (tests/data/import/model44.json), round 44: the sacrificed cost object's
// mana value (Faith Healer, Homarid Spawning Bed), creatures that aren't enchanted (Winds of Rath),
// "defending player is poisoned" (Septic Rats), "Activate only before the combat damage step" (Angus Mackenzie), "If that
// card is a land card" after a mill (Saprazzan Breaker), and "For each five counters removed this way" (Sage of Hours).
// The built-in Grizzly Bears, Crusade, Breezekeeper, Flight, Forest and Plains are the other cards.
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
    return test::fixtureFile(QStringLiteral("model44.json"));
}

// Ana's Saprazzan Breaker with `top` on top of her library (a Plains under it), activated and resolved, then attacking
// Nico, whose Grizzly Bears try to block it.
Playthrough breakerMills(const char* top)
{
    return test::playScenario(fixtures(),
        test::objectJson("breaker", "Saprazzan Breaker") + "," + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
            + test::objectJson("top", top, ", \"zone\": \"library\"") + ","
            + test::objectJson("under", "Plains", ", \"zone\": \"library\""),
        R"({"id": "e1", "activate": "breaker", "ability": 1}, {"id": "e2", "resolve": "top"},
           {"id": "e3", "attack": {"breaker": "nico"}}, {"id": "e4", "block": {"nb": ["breaker"]}})");
}

// Ana's Sage of Hours with `counters` +1/+1 counters, its second ability activated and resolved.
Playthrough sageRemoves(int counters)
{
    return test::playScenario(fixtures(),
        test::objectJson("sage", "Sage of Hours", QByteArray(", \"counters\": {\"+1/+1\": " + QByteArray::number(counters) + "}").constData()),
        R"({"id": "e1", "activate": "sage", "ability": 2}, {"id": "e2", "resolve": "top"})");
}

// A two-player game whose players' entries carry `ana` and `nico` (`, "poison": 1`), or `more` top-level keys.
Playthrough playedWith(const QByteArray& objects, const QByteArray& events, const QByteArray& nico, const QByteArray& more = {})
{
    const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(objects, events, {}, nico, more));
    if (!state)
        return {};
    return EventPlayer::play(*state, test::libraryOf(fixtures()));
}

}   // namespace

class TestModel44 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Faith Healer", "Homarid Spawning Bed", "Winds of Rath", "Septic Rats",
            "Angus Mackenzie", "Saprazzan Breaker", "Loafing Giant", "Sage of Hours"});
    }

    void cardFormatKeepsEachAbility()
    {
        // Round 45: Priest of Yawgmoth and Chaos Harlequin of this fixture are understood too (tst_modeltrig45).
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 10);
    }

    // CR 608.2h, 112.7a, 202.3: "the sacrificed enchantment's converted mana cost" is the mana value of the permanent the
    // cost sacrificed, as it last existed; the card type names which (the cost sacrifices one of that type).
    void sacrificedManaValueReads()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Faith Healer"), 0),
            QStringLiteral("Sacrifice an enchantment: You gain life equal to the sacrificed enchantment's mana value."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Homarid Spawning Bed"), 0),
            QStringLiteral("{1}{U}{U}, Sacrifice a blue creature: Create X 1/1 blue Camarid creature tokens, where X is the "
                           "sacrificed creature's mana value."));
        const Action* gain = test::firstAction(fixtures(), QStringLiteral("Faith Healer"), 0, ActionKind::GainLife);
        QVERIFY(gain && gain->amountOf);
        QCOMPARE(gain->amountOf->kind, Expr::Kind::ManaValueOfSacrificed);
        QVERIFY(gain->amountOf->selector);
        QCOMPARE(gain->amountOf->selector->types, quint16(CardType::Enchantment));
        const Action* tokens = test::firstAction(fixtures(), QStringLiteral("Homarid Spawning Bed"), 0, ActionKind::CreateToken);
        QVERIFY(tokens && tokens->amountOf);
        QCOMPARE(tokens->amountOf->kind, Expr::Kind::ManaValueOfSacrificed);
        QCOMPARE(tokens->amountOf->selector->types, quint16(CardType::Creature));
    }

    // CR 608.2h, 112.7a: Ana sacrifices her Crusade ({W}{W}, mana value 2) to Faith Healer and gains 2 life.
    void faithHealerGainsTheEnchantmentsManaValue()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("healer", "Faith Healer") + "," + test::objectJson("crusade", "Crusade"),
            R"({"id": "e1", "activate": "healer", "ability": 1, "choices": {"objects": ["crusade"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("crusade")), Zone::Graveyard);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 22);
    }

    // CR 608.2h, 111.2: Ana sacrifices Breezekeeper ({3}{U}, a blue creature of mana value 4): four 1/1 Camarids.
    void homaridSpawningBedMakesOneCamaridPerManaValue()
    {
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("bed", "Homarid Spawning Bed") + "," + test::objectJson("keeper", "Breezekeeper"),
            R"({"id": "e1", "activate": "bed", "ability": 1, "choices": {"objects": ["keeper"]}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("keeper")), Zone::Graveyard);
        int camarids = 0;
        for (const GameObject& o : p.finalState.objects)
            if (o.exists && o.zone == Zone::Battlefield && o.token)
                ++camarids;
        QVERIFY2(camarids == 4, qPrintable(test::happened(p)));
    }

    // CR 303.4, 701.8a, 701.19c: "creatures that aren't enchanted" are those no Aura is attached to; they can't be
    // regenerated.
    void windsOfRathSparesEnchantedCreatures()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Winds of Rath"), 0),
            QStringLiteral("Destroy all creatures that aren't enchanted. They can't be regenerated."));
        const Action* destroy = test::firstAction(fixtures(), QStringLiteral("Winds of Rath"), 0, ActionKind::Destroy);
        QVERIFY(destroy && destroy->object);
        QVERIFY(destroy->object->notEnchanted);
        QVERIFY(!destroy->object->enchanted);
        QVERIFY(destroy->noRegenerate);
        const Playthrough p = test::playScenario(fixtures(),
            test::objectJson("winds", "Winds of Rath", ", \"zone\": \"hand\"") + "," + test::objectJson("ab", "Grizzly Bears") + ","
                + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
                + test::objectJson("flight", "Flight", ", \"attached_to\": \"nb\"", "nico"),
            R"({"id": "e1", "cast": "winds"}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("ab")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("nb")), Zone::Battlefield);
    }

    // CR 122.1f, 603.4, 506.2: "if defending player is poisoned" is an intervening "if" about the player Septic Rats
    // attacks: with a poison counter Nico's attacked Rats get +1/+1; without, the ability doesn't trigger.
    void septicRatsGrowAgainstAPoisonedPlayer()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Septic Rats"), 1),
            QStringLiteral("Whenever ~ attacks, if defending player is poisoned, ~ gets +1/+1 until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Septic Rats"), 1);
        QVERIFY(a && a->triggerIf);
        QCOMPARE(a->triggerIf->kind, Condition::Kind::Poisoned);
        QCOMPARE(a->triggerIf->who, QStringLiteral("defending_player"));
        const QByteArray rats = test::objectJson("rats", "Septic Rats");
        const QByteArray attack = R"({"id": "e1", "attack": {"rats": "nico"}}, {"id": "e2", "resolve": "top"})";
        const Playthrough poisoned = playedWith(rats, attack, R"(, "poison": 1)");
        QVERIFY2(test::ptOf(poisoned, QStringLiteral("rats")) == QStringLiteral("3/3"), qPrintable(test::happened(poisoned)));
        const Playthrough clean = playedWith(rats, attack, {});   // no poison: no trigger (603.4)
        QCOMPARE(test::ptOf(clean, QStringLiteral("rats")), QStringLiteral("2/2"));
    }

    // CR 602.5b, 510: "Activate only before the combat damage step": in the first main phase it may be activated, in the
    // combat damage step or the second main phase it may not.
    void angusMackenzieOnlyBeforeCombatDamage()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Angus Mackenzie"), 0),
            QStringLiteral("{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the "
                           "combat damage step."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Angus Mackenzie"), 0);
        QVERIFY(a);
        QCOMPARE(a->restriction, ActivationRestriction::BeforeCombatDamage);
        const QByteArray angus = test::objectJson("angus", "Angus Mackenzie");
        const QByteArray activate = R"({"id": "e1", "activate": "angus", "ability": 1})";
        const Playthrough main1 = test::playScenario(fixtures(), angus, activate);
        QVERIFY2(!test::refused(main1, "e1"), qPrintable(test::happened(main1)));
        for (const char* step : {"declare_blockers", "combat_damage", "main2"}) {
            const Playthrough late = playedWith(angus, activate, {}, QByteArray(", \"step\": \"") + step + "\"");
            QVERIFY2(test::refused(late, "e1") == (QByteArray(step) != "declare_blockers"), step);
        }
    }

    // CR 608.2c, 701.13, 400.7: "If that card is a land card" asks about the card the mill put into the graveyard: a
    // Forest milled makes Saprazzan Breaker unblockable this turn (Nico's block refused); a Grizzly Bears card does not.
    void saprazzanBreakerUnblockableAfterALand()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Saprazzan Breaker"), 0),
            QStringLiteral("{U}: Mill a card. If that card is a land card, ~ can't be blocked until end of turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Saprazzan Breaker"), 0);
        QVERIFY(a && a->effect.size() == 2);
        QCOMPARE(a->effect[0].kind, ActionKind::Mill);
        QVERIFY(a->effect[1].condition);
        QCOMPARE(a->effect[1].condition->kind, Condition::Kind::MovedCardIs);
        QCOMPARE(a->effect[1].condition->filter->types, quint16(CardType::Land));
        const Playthrough land = breakerMills("Forest");
        QCOMPARE(test::zoneOf(land, QStringLiteral("top")), Zone::Graveyard);
        QCOMPARE(test::zoneOf(land, QStringLiteral("under")), Zone::Library);
        QVERIFY2(test::refused(land, "e4"), qPrintable(test::happened(land)));
        const Playthrough creature = breakerMills("Grizzly Bears");
        QCOMPARE(test::zoneOf(creature, QStringLiteral("top")), Zone::Graveyard);
        QVERIFY2(!test::refused(creature, "e4"), qPrintable(test::happened(creature)));
    }

    // CR 608.2c, 615.1, 510.2: Loafing Giant's attack trigger mills Ana's top card; a land card prevents the Giant's
    // combat damage this turn (Nico stays at 20), a creature card does not (Nico takes 4).
    void loafingGiantDealsNoDamageAfterALand()
    {
        for (const auto& [top, life] : {std::pair{"Forest", 20}, {"Grizzly Bears", 16}}) {
            const Playthrough p = test::playScenario(fixtures(),
                test::objectJson("giant", "Loafing Giant") + "," + test::objectJson("top", top, ", \"zone\": \"library\""),
                R"({"id": "e1", "attack": {"giant": "nico"}}, {"id": "e2", "resolve": "top"}, {"id": "e3", "begin": "combat_damage"})");
            QCOMPARE(test::zoneOf(p, QStringLiteral("top")), Zone::Graveyard);
            QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == life, qPrintable(test::happened(p)));
        }
    }

    // CR 500.7, 122.8, 601.2h: the cost removes every +1/+1 counter; each whole five of them is one extra turn, rounded
    // down: 5 counters one turn, 11 two, 4 none.
    void sageOfHoursTakesATurnPerFiveCounters()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sage of Hours"), 1),
            QStringLiteral("Remove all +1/+1 counters from ~: For each five counters removed this way, take an extra turn after "
                           "this one."));
        const Action* turn = test::firstAction(fixtures(), QStringLiteral("Sage of Hours"), 1, ActionKind::ExtraTurn);
        QVERIFY(turn && turn->amountOf);
        QCOMPARE(turn->amountOf->kind, Expr::Kind::WholeGroupsOf);
        QCOMPARE(turn->amountOf->value, 5);
        QCOMPARE(turn->amountOf->args.value(0).kind, Expr::Kind::CountersRemovedThisWay);
        const Playthrough five = sageRemoves(5);
        QVERIFY2(!test::refused(five, "e1"), qPrintable(test::happened(five)));
        QCOMPARE(test::countersOn(five, QStringLiteral("sage")), 0);
        QVERIFY2(test::happened(five).contains(QStringLiteral("Ana will take an extra turn after this one")), qPrintable(test::happened(five)));
        const Playthrough eleven = sageRemoves(11);
        QVERIFY2(test::happened(eleven).contains(QStringLiteral("Ana will take 2 extra turns after this one")), qPrintable(test::happened(eleven)));
        const Playthrough four = sageRemoves(4);
        QVERIFY2(!test::happened(four).contains(QStringLiteral("extra turn")), qPrintable(test::happened(four)));
        QCOMPARE(test::countersOn(four, QStringLiteral("sage")), 0);
    }
};

QTEST_GUILESS_MAIN(TestModel44)
#include "tst_model44.moc"
