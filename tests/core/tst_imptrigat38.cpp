// Triggered abilities at the beginning of a step read from real cards' Oracle text
// (tests/data/import/imptrigat38.json), round 38 (`imptrigat38`). "At the beginning of your upkeep, sacrifice a
// creature other than Xathrid Demon, then each opponent loses life equal to the sacrificed creature's power. If you
// can't sacrifice a creature, tap Xathrid Demon and you lose 7 life." (Xathrid Demon: the creature the effect
// sacrificed, as it last existed; "If you can't" is about the sacrifice, with the loss after its ", then" between).
// "At the beginning of your end step, each player gains control of all creatures they own." (Trostani Discordant) and
// "At the beginning of each end step, each player gains control of all nontoken permanents they own." (Brooding
// Saurian): each object to its owner for good, one effect for each player. "At the beginning of your upkeep, destroy
// Cosmic Horror unless you pay {3}{B}{B}{B}. If Cosmic Horror is destroyed this way, it deals 7 damage to you." (Cosmic
// Horror: the damage only when the destroy destroyed it; Shielded by Faith, also in the fixture, makes it
// indestructible). "At the beginning of each player's end step, Crimson Honor Guard deals 4 damage to that player unless
// they control a commander." (Crimson Honor Guard: any player's commander, controlled by the player whose end step it
// is, as the ability resolves). The built-in Ball Lightning is a 6/1
// creature.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrigat38.json"));
}

// Nico's upkeep begins (the scenario opens in Ana's turn) and the trigger resolves; `chosen` names what he sacrifices
// (none: the one the event player picks).
QByteArray nicosUpkeepSacrificing(const char* chosen)
{
    const QByteArray choices = *chosen ? QByteArray(", \"choices\": {\"objects\": [\"") + chosen + "\"]}" : QByteArray();
    return "{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\"" + choices + "}";
}

// An object of `card` that Nico owns and `controller` controls (objectJson makes its controller its owner).
QByteArray ownedByNico(const char* id, const char* card, const char* controller)
{
    return QByteArray("{\"id\": \"") + id + "\", \"card\": \"" + card + "\", \"controller\": \"" + controller
        + "\", \"owner\": \"nico\", \"timestamp\": 50}";
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QString::fromLatin1(id));
    return c ? c->controller : QString();
}

// Nico's upkeep begins and the trigger resolves, Nico paying its cost or not.
QByteArray nicosUpkeepPaying(bool pays)
{
    return QByteArray("{\"id\": \"e1\", \"begin\": \"upkeep\"}, {\"id\": \"e2\", \"resolve\": \"top\", \"pays\": ")
        + (pays ? "true" : "false") + "}";
}

const char* endStepResolved = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";

}   // namespace

class TestImpTrigAt38 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 701.17a, 608.2c, 608.2h: "the sacrificed creature" of a triggered ability (which has no cost) is the one
    // the effect's sacrifice just before took; "If you can't sacrifice a creature" is that sacrifice failing, so the
    // tap and the loss are both in the branch, past the loss after ", then".
    void xathridDemonReadsTheSacrificeAndItsBranch()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Xathrid Demon"), 2),
            QStringLiteral("At the beginning of your upkeep, sacrifice another creature, then each opponent loses life equal to "
                           "the sacrificed creature's power. If you can't, tap ~ and you lose 7 life."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Xathrid Demon"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->event, TriggerEvent::YourUpkeep);
        QCOMPARE(upkeep->effect.size(), 4);
        const Action& sacrifice = upkeep->effect[0];
        QCOMPARE(sacrifice.kind, ActionKind::Sacrifice);
        QCOMPARE(sacrifice.who, QStringLiteral("you"));
        QVERIFY(sacrifice.object && sacrifice.object->other);
        QCOMPARE(sacrifice.object->types, quint16(CardType::Creature));
        const Action& loss = upkeep->effect[1];
        QCOMPARE(loss.kind, ActionKind::LoseLife);
        QCOMPARE(loss.who, QStringLiteral("each_opponent"));
        QVERIFY(loss.then);
        QVERIFY(loss.amountOf && loss.amountOf->kind == Expr::Kind::PowerOfSacrificed);
        QVERIFY(!loss.ifYouDont);
        QCOMPARE(upkeep->effect[2].kind, ActionKind::Tap);
        QVERIFY(upkeep->effect[2].object && upkeep->effect[2].object->ref == Selector::Ref::Self);
        QVERIFY(upkeep->effect[2].ifYouDont);
        QCOMPARE(upkeep->effect[3].kind, ActionKind::LoseLife);
        QVERIFY(upkeep->effect[3].who.isEmpty());
        QCOMPARE(upkeep->effect[3].amount.n, 7);
        QVERIFY(upkeep->effect[3].ifYouDont);
    }

    // CR 701.17a, 608.2h, 112.7a: Nico sacrifices Ball Lightning (6/1) at his upkeep and Ana loses 6, its power as it
    // last existed; the sacrifice happened, so the Demon isn't tapped and Nico loses nothing.
    void xathridDemonDrainsThePowerOfWhatWasSacrificed()
    {
        const QByteArray objects = test::objectJson("demon", "Xathrid Demon", "", "nico") + ", "
            + test::objectJson("ball", "Ball Lightning", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears", "", "nico");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing("ball"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("ball")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("demon")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 14);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        QVERIFY(!test::tapped(p, QStringLiteral("demon")));
        p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing("bears"));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 701.17a, 608.2c: with no creature but the Demon (Ana's Bears aren't his to sacrifice) Nico can't sacrifice
    // one: Ana loses nothing, the Demon stays and is tapped, and Nico loses 7.
    void xathridDemonTapsAndCostsSevenWhenNothingCanBeSacrificed()
    {
        const QByteArray objects = test::objectJson("demon", "Xathrid Demon", "", "nico") + ", " + test::objectJson("bears", "Grizzly Bears");
        Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeepSacrificing(""));
        QVERIFY2(test::zoneOf(p, QStringLiteral("demon")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::tapped(p, QStringLiteral("demon")), qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 13);
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
    }

    // CR 613.1b, 611.2a: each object the phrase names goes to its owner for good: a change of control of what "you
    // own", `who` each player; written back in the Oracle's words.
    void ownersGainControlReadsEachPlayersOwn()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Trostani Discordant"), 2),
            QStringLiteral("At the beginning of your end step, each player gains control of all creatures they own."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Brooding Saurian"), 0),
            QStringLiteral("At the beginning of each end step, each player gains control of all nontoken permanents they own."));
        const AbilityDef* trostani = test::parsedWith(fixtures(), QStringLiteral("Trostani Discordant"), QStringLiteral("they own"));
        QVERIFY(trostani);
        QCOMPARE(trostani->event, TriggerEvent::YourEndStep);
        QCOMPARE(trostani->effect.size(), 1);
        const Action& change = trostani->effect.first();
        QCOMPARE(change.kind, ActionKind::Continuous);
        QCOMPARE(change.who, QStringLiteral("each_player"));
        QVERIFY(change.continuous && change.continuous->affects);
        QVERIFY(change.continuous->affects->ownerYou);
        QCOMPARE(change.continuous->affects->types, quint16(CardType::Creature));
        QCOMPARE(change.continuous->duration, Duration::Indefinite);
        QCOMPARE(change.continuous->ops.size(), 1);
        QCOMPARE(change.continuous->ops.first().kind, Op::Kind::GainControl);
        const AbilityDef* saurian = test::parsedWith(fixtures(), QStringLiteral("Brooding Saurian"), QStringLiteral("they own"));
        QVERIFY(saurian && saurian->effect.size() == 1 && saurian->effect.first().continuous);
        const Selector& permanents = *saurian->effect.first().continuous->affects;
        QVERIFY(permanents.ownerYou);
        QCOMPARE(permanents.token, std::optional<bool>(false));
        QCOMPARE(permanents.types, quint16(0));
    }

    // CR 613.1b, 611.2c, 613.4c: at Ana's end step Nico's Grizzly Bears she controls goes back to him (and loses
    // Trostani's +1/+1, 3/3 to 2/2), and her Bog Wraith he controls comes back to her (3/3 to 4/4); Trostani stays hers.
    void trostaniGivesEachCreatureBackToItsOwner()
    {
        const QByteArray objects = test::objectJson("trostani", "Trostani Discordant") + ", " + ownedByNico("bears", "Grizzly Bears", "ana")
            + ", {\"id\": \"wraith\", \"card\": \"Bog Wraith\", \"controller\": \"nico\", \"owner\": \"ana\", \"timestamp\": 51}";
        const Playthrough before = test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(controllerOf(before, "bears"), QStringLiteral("ana"));
        QCOMPARE(test::ptOf(before, QStringLiteral("bears")), QStringLiteral("3/3"));
        const Playthrough p = test::playScenario(fixtures(), objects, endStepResolved);
        QVERIFY2(controllerOf(p, "bears") == QLatin1String("nico"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("bears")), QStringLiteral("2/2"));
        QCOMPARE(controllerOf(p, "wraith"), QStringLiteral("ana"));
        QCOMPARE(test::ptOf(p, QStringLiteral("wraith")), QStringLiteral("4/4"));
        QCOMPARE(controllerOf(p, "trostani"), QStringLiteral("ana"));
    }

    // CR 613.1b: Brooding Saurian's change reaches a land too: Ana's Forest that Nico controls and Nico's Grizzly Bears
    // that Ana controls each go back to their owner at the end step; Ana's own Saurian stays hers.
    void broodingSaurianGivesEachPermanentBack()
    {
        const QByteArray objects = test::objectJson("saurian", "Brooding Saurian") + ", " + ownedByNico("bears", "Grizzly Bears", "ana")
            + ", {\"id\": \"forest\", \"card\": \"Forest\", \"controller\": \"nico\", \"owner\": \"ana\", \"timestamp\": 51}";
        const Playthrough p = test::playScenario(fixtures(), objects, endStepResolved);
        QVERIFY2(controllerOf(p, "bears") == QLatin1String("nico"), qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, "forest"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(p, "saurian"), QStringLiteral("ana"));
    }

    // CR 701.8a, 608.2c, 608.2h: "If ~ is destroyed this way" follows the destroy of the payment's branch: done only
    // when that destroy destroyed ~; "it" is ~ as it last existed.
    void cosmicHorrorReadsTheDamageAfterItsDestruction()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Cosmic Horror"), 1),
            QStringLiteral("At the beginning of your upkeep, destroy ~ unless you pay {3}{B}{B}{B}. If ~ is destroyed this way, "
                           "~ deals 7 damage to you."));
        const AbilityDef* upkeep = test::parsedWith(fixtures(), QStringLiteral("Cosmic Horror"), QStringLiteral("upkeep"));
        QVERIFY(upkeep);
        QCOMPARE(upkeep->effect.size(), 2);
        const Action& unless = upkeep->effect[0];
        QCOMPARE(unless.kind, ActionKind::UnlessPays);
        QCOMPARE(unless.text, QStringLiteral("{3}{B}{B}{B}"));
        QCOMPARE(unless.nested.size(), 1);
        QCOMPARE(unless.nested.first().kind, ActionKind::Destroy);
        const Action& damage = upkeep->effect[1];
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.amount.n, 7);
        QVERIFY(damage.ifYouDo);
    }

    // CR 701.8a, 118.12, 608.2h: Nico doesn't pay: his Horror is destroyed and deals him 7 (20 to 13) from his
    // graveyard, as it last existed; when he pays it stays and he is dealt nothing.
    void cosmicHorrorDealsSevenOnlyWhenDestroyed()
    {
        const QByteArray horror = test::objectJson("horror", "Cosmic Horror", "", "nico");
        Playthrough p = test::playScenario(fixtures(), horror, nicosUpkeepPaying(false));
        QVERIFY2(test::zoneOf(p, QStringLiteral("horror")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 13);
        p = test::playScenario(fixtures(), horror, nicosUpkeepPaying(true));
        QVERIFY2(test::zoneOf(p, QStringLiteral("horror")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 702.12b, 701.8a: with Shielded by Faith on it the Horror is indestructible: unpaid, the destroy destroys
    // nothing, so it isn't "destroyed this way" and Nico is dealt no damage.
    void cosmicHorrorIndestructibleDealsNothing()
    {
        const QByteArray objects = test::objectJson("horror", "Cosmic Horror", "", "nico") + ", "
            + test::objectJson("faith", "Shielded by Faith", ", \"attached_to\": \"horror\"", "nico");
        const Playthrough p = test::playScenario(fixtures(), objects, nicosUpkeepPaying(false));
        QVERIFY2(test::zoneOf(p, QStringLiteral("horror")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
    }

    // CR 603.7c, 608.2c, 903.3: "they" is the player whose end step it is; "unless they control a commander" is the
    // instruction's own condition, asked of that player as it resolves (no intervening "if", 603.4).
    void crimsonHonorGuardReadsThatPlayersCommander()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Crimson Honor Guard"), 1),
            QStringLiteral("At the beginning of each end step, ~ deals 4 damage to that player unless they control a commander."));
        const AbilityDef* end = test::parsedWith(fixtures(), QStringLiteral("Crimson Honor Guard"), QStringLiteral("commander"));
        QVERIFY(end);
        QCOMPARE(end->event, TriggerEvent::EndStep);
        QVERIFY(!end->triggerIf);
        QCOMPARE(end->effect.size(), 1);
        const Action& damage = end->effect.first();
        QCOMPARE(damage.kind, ActionKind::Damage);
        QCOMPARE(damage.who, QStringLiteral("that_player"));
        QVERIFY(damage.condition);
        QCOMPARE(damage.condition->kind, Condition::Kind::YouControlAtLeast);
        QVERIFY(damage.condition->negated);
        QCOMPARE(damage.condition->who, QStringLiteral("that_player"));
        QVERIFY(damage.condition->filter && damage.condition->filter->commander);
    }

    // CR 603.7c, 608.2c, 903.3: Ana's Guard at Nico's end step: with no commander of his Nico is dealt 4 (20 to 16),
    // though Ana controls her commander; when he controls Ana's commander (a commander, not his own), nothing.
    void crimsonHonorGuardSparesOnlyAPlayerWithACommander()
    {
        const QByteArray guard = test::objectJson("guard", "Crimson Honor Guard");
        const QByteArray anasCommander = test::objectJson("anas", "Grizzly Bears", ", \"commander\": true");
        const char* nicosEndStep = "{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"}";
        Playthrough p = test::playScenarioOnNicosTurn(fixtures(), guard + ", " + anasCommander, nicosEndStep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 16, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 20);
        const QByteArray stolen = "{\"id\": \"anas\", \"card\": \"Grizzly Bears\", \"controller\": \"nico\", \"owner\": \"ana\", "
                                  "\"timestamp\": 60, \"commander\": true}";
        p = test::playScenarioOnNicosTurn(fixtures(), guard + ", " + stolen, nicosEndStep);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 20, qPrintable(test::happened(p)));
    }

    // CR 603.7c: at Ana's own end step "that player" is Ana: without a commander she is dealt 4, with one nothing.
    void crimsonHonorGuardHitsItsControllerToo()
    {
        const QByteArray guard = test::objectJson("guard", "Crimson Honor Guard");
        Playthrough p = test::playScenario(fixtures(), guard, endStepResolved);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 16, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 20);
        p = test::playScenario(fixtures(), guard + ", " + test::objectJson("anas", "Grizzly Bears", ", \"commander\": true"), endStepResolved);
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrigAt38)
#include "tst_imptrigat38.moc"
