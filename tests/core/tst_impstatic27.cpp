// Round 27's static abilities, read from real cards' Oracle text (tests/data/import/impstatic27.json) and
// played: a set of creatures "without flying or islandwalk" (Stormtide Leviathan) or "without flying or
// reach" (Sidar Kondo of Jamuraa), the creatures that have neither keyword, which can't attack (508.1c)
// or can't block small creatures (509.1b); Tyrant's Familiar's quoted trigger that targets "a creature
// defending player controls" (508.5a), granted while Ana controls her commander (903.3); Archangel of
// Tithes' attack cost while it is untapped (508.1g-h) and block cost while it attacks (509.1d-f).
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
    return test::fixtureFile(QStringLiteral("impstatic27.json"));
}

// The outcome of each event: Ana's `a` attacks Nico, then (with `blocker`) his creature blocks it.
QStringList combatOutcome(const QByteArray& objects, const char* blocker = nullptr)
{
    QByteArray events = R"({"id": "e1", "attack": {"a": "nico"}})";
    if (blocker)
        events += QByteArray(R"(, {"id": "e2", "block": {")") + blocker + R"(": ["a"]}})";
    return test::doneOrRefusal(test::playScenario(fixtures(), objects, events));
}

}   // namespace

class TestImpStatic27 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 8); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // "without flying or islandwalk": both keywords kept (a landwalk by its full text, 702.14a) and written
    // back as Oracle says them.
    void readsWithoutEitherKeyword_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("keywords");
        QTest::addColumn<QString>("written");
        QTest::newRow("Stormtide Leviathan") << "Stormtide Leviathan" << "Flying|Islandwalk"
                                             << "Creatures without flying or islandwalk can't attack.";
        QTest::newRow("Sidar Kondo") << "Sidar Kondo of Jamuraa" << "Flying|Reach"
                                     << "Creatures your opponents control without flying or reach can't block creatures with "
                                        "power 2 or less.";
    }
    void readsWithoutEitherKeyword()
    {
        QFETCH(QString, card);
        QFETCH(QString, keywords);
        QFETCH(QString, written);
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("without flying or"));
        QVERIFY(a);
        QVERIFY(a->affects);
        QCOMPARE(a->affects->withoutKeyword, keywords);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("without flying or"))->written, written);
    }

    // CR 508.1c: under Stormtide Leviathan, Hill Giant (neither keyword) can't attack; Wind Drake (flying),
    // River Bear (islandwalk) and the Leviathan itself (islandwalk) can.
    void stormtideStopsCreaturesWithNeither_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Hill Giant") << "Hill Giant" << "508.1c";
        QTest::newRow("Wind Drake") << "Wind Drake" << "done";
        QTest::newRow("River Bear") << "River Bear" << "done";
        QTest::newRow("Stormtide Leviathan") << "Stormtide Leviathan" << "done";
    }
    void stormtideStopsCreaturesWithNeither()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, outcome);
        QByteArray objects = test::objectJson("a", attacker.toUtf8().constData());
        if (attacker != QLatin1String("Stormtide Leviathan"))
            objects += ", " + test::objectJson("leviathan", "Stormtide Leviathan", "", "nico");
        QCOMPARE(combatOutcome(objects).value(0), outcome);
    }

    // CR 509.1b: under Ana's Sidar Kondo, Nico's Hill Giant (neither keyword) can't block her Grizzly Bears
    // (power 2); his Giant Spider (reach) and Wind Drake (flying) can, and Hill Giant may block her Hill
    // Giant (power 3).
    void sidarKondoStopsBlockersWithNeither_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("blocker");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Hill Giant blocks Bears") << "Grizzly Bears" << "Hill Giant" << "509.1b";
        QTest::newRow("Giant Spider blocks Bears") << "Grizzly Bears" << "Giant Spider" << "done";
        QTest::newRow("Wind Drake blocks Bears") << "Grizzly Bears" << "Wind Drake" << "done";
        QTest::newRow("Hill Giant blocks Hill Giant") << "Hill Giant" << "Hill Giant" << "done";
    }
    void sidarKondoStopsBlockersWithNeither()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, blocker);
        QFETCH(QString, outcome);
        const QByteArray objects = test::objectJson("a", attacker.toUtf8().constData()) + ", "
            + test::objectJson("b", blocker.toUtf8().constData(), "", "nico") + ", "
            + test::objectJson("sidar", "Sidar Kondo of Jamuraa");
        const QStringList outcomes = combatOutcome(objects, "b");
        QCOMPARE(outcomes.value(0), QStringLiteral("done"));
        QCOMPARE(outcomes.value(1), outcome);
    }

    // A trigger in quotes is the object's own (113.6): its "defending player" is read as the standalone
    // trigger's is (508.5a), and the sentence written back as Oracle says it.
    void tyrantsFamiliarGrantsAnAttackTrigger()
    {
        const QString card = QStringLiteral("Tyrant's Familiar");
        const AbilityDef* a = test::parsedWith(fixtures(), card, QStringLiteral("Lieutenant"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::ControlsCommander);
        const Op* grant = nullptr;
        for (const Op& op : a->ops)
            grant = op.kind == Op::Kind::AddAbilities ? &op : grant;
        QVERIFY(grant);
        QCOMPARE(grant->abilities.size(), 1);
        QCOMPARE(grant->abilities[0]->targets.value(0).whose, QStringLiteral("defending_player"));
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("Lieutenant"))->written,
            QStringLiteral("As long as you control your commander, ~ gets +2/+2 and has \"Whenever ~ attacks, ~ deals 7 "
                           "damage to target creature defending player controls.\""));
    }

    // CR 903.3, 508.5a, 603.2: with her commander on the battlefield, Ana's Tyrant's Familiar attacks Nico
    // and its granted trigger deals 7 damage to his Hill Giant (704.5g); without it, nothing triggers.
    void tyrantsFamiliarTriggersWithTheCommander_data()
    {
        QTest::addColumn<bool>("commander");
        QTest::newRow("commander") << true;
        QTest::newRow("no commander") << false;
    }
    void tyrantsFamiliarTriggersWithTheCommander()
    {
        QFETCH(bool, commander);
        const QByteArray objects = test::objectJson("familiar", "Tyrant's Familiar") + ", "
            + test::objectJson("bears", "Grizzly Bears", commander ? R"(, "commander": true)" : "") + ", "
            + test::objectJson("giant", "Hill Giant", "", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            R"({"id": "e1", "attack": {"familiar": "nico"}}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("giant")), commander ? Zone::Graveyard : Zone::Battlefield);
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e1")).size(), commander ? 1 : 0);
    }

    // The attack cost under "As long as ~ is untapped" and the block cost under "As long as ~ is attacking",
    // each a rule of the source with its condition, written back as Oracle says them.
    void archangelReadsBothCosts()
    {
        const QString card = QStringLiteral("Archangel of Tithes");
        const AbilityDef* attack = test::parsedWith(fixtures(), card, QStringLiteral("can't attack"));
        const AbilityDef* block = test::parsedWith(fixtures(), card, QStringLiteral("can't block"));
        QVERIFY(attack && block);
        QCOMPARE(attack->ops.value(0).rule, RuleName::AttackTaxYouOrPlaneswalkers);
        QCOMPARE(block->ops.value(0).rule, RuleName::BlockTax);
        QVERIFY(block->condition && block->condition->filter && block->condition->filter->attacking);
        QCOMPARE(test::reportWith(fixtures(), card, QStringLiteral("can't block"))->written,
            QStringLiteral("As long as ~ is attacking, creatures can't block unless their controller pays {1} for each of "
                           "those creatures."));
    }

    // CR 508.1g-h: Ana's Hill Giant attacks Nico, whose Archangel of Tithes is untapped: the attack costs
    // {1}, and an attack event that doesn't pay it is refused; a tapped Archangel asks for nothing.
    void archangelTaxesAttacksWhileUntapped_data()
    {
        QTest::addColumn<bool>("tapped");
        QTest::addColumn<bool>("pays");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("untapped, paid") << false << true << "done";
        QTest::newRow("untapped, unpaid") << false << false << "508.1h";
        QTest::newRow("tapped, unpaid") << true << false << "done";
    }
    void archangelTaxesAttacksWhileUntapped()
    {
        QFETCH(bool, tapped);
        QFETCH(bool, pays);
        QFETCH(QString, outcome);
        const QByteArray objects = test::objectJson("a", "Hill Giant") + ", "
            + test::objectJson("angel", "Archangel of Tithes", tapped ? R"(, "tapped": true)" : "", "nico");
        const Playthrough play = test::playScenario(fixtures(), objects,
            QByteArray(R"({"id": "e1", "attack": {"a": "nico"})") + (pays ? "" : R"(, "pays": false)") + "}");
        QCOMPARE(test::doneOrRefusal(play).value(0), outcome);
    }

    // CR 509.1d-f: Ana's Archangel of Tithes attacks; Nico's Giant Spider blocks it, paying {1}, or is
    // refused when the block event doesn't pay. When Ana's Hill Giant attacks and the Archangel stays home,
    // blocking costs nothing.
    void archangelTaxesBlocksWhileAttacking_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<bool>("pays");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("Archangel attacks, paid") << "Archangel of Tithes" << true << "done";
        QTest::newRow("Archangel attacks, unpaid") << "Archangel of Tithes" << false << "509.1f";
        QTest::newRow("Hill Giant attacks, unpaid") << "Hill Giant" << false << "done";
    }
    void archangelTaxesBlocksWhileAttacking()
    {
        QFETCH(QString, attacker);
        QFETCH(bool, pays);
        QFETCH(QString, outcome);
        QByteArray objects = test::objectJson("a", attacker.toUtf8().constData()) + ", "
            + test::objectJson("b", "Giant Spider", "", "nico");
        if (attacker != QLatin1String("Archangel of Tithes"))
            objects += ", " + test::objectJson("angel", "Archangel of Tithes");
        const Playthrough play = test::playScenario(fixtures(), objects,
            QByteArray(R"({"id": "e1", "attack": {"a": "nico"}}, {"id": "e2", "block": {"b": ["a"]})")
                + (pays ? "" : R"(, "pays": false)") + "}");
        const QStringList outcomes = test::doneOrRefusal(play);
        QCOMPARE(outcomes.value(0), QStringLiteral("done"));
        QCOMPARE(outcomes.value(1), outcome);
        if (outcome == QLatin1String("done") && attacker == QLatin1String("Archangel of Tithes"))
            QVERIFY2(test::happened(play).contains(QLatin1String("to block")), qPrintable(test::happened(play)));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic27)
#include "tst_impstatic27.moc"
