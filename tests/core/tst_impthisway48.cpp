// Stop 48's prevention follow-ups (tests/data/import/impthisway48.json): a prevention shield whose effect
// goes on with the damage it prevented (615.5). "You gain life equal to the damage prevented this way."
// (Intervention Pact; Awe Strike's shield is "the next time target creature would deal damage this turn"),
// "If damage is prevented this way, ~ deals that much damage to any target." (Acolyte's Reward; Vengeful
// Archon's "target player or planeswalker", Deflecting Palm's "that source's controller") and "…, and put a
// +1/+1 counter on that creature for each 1 damage prevented this way" (Test of Faith). The follow-up is the shield's `nested` actions
// ("this_way" in the card format); the event player does them right after each damage event the shield
// prevents damage of, before state-based actions, with the spell's targets and "that much" the damage
// prevented that time.
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
    return test::fixtureFile(QStringLiteral("impthisway48.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const Action* shieldOf(const QString& card, int ability)
{
    return test::firstAction(fixtures(), card, ability, ActionKind::PreventDamage);
}

}   // namespace

class TestImpThisWay48 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 6); }

    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // The writer's words, which the round trip takes as Oracle's.
    void writtenInTheWritersWords()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Intervention Pact"), 0),
            QStringLiteral("The next time a source of your choice would deal damage to you this turn, prevent that damage. "
                           "You gain life equal to the damage prevented this way."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Vengeful Archon"), 1),
            QStringLiteral("{X}: Prevent the next X damage that would be dealt to you this turn. If damage is prevented this "
                           "way, ~ deals that much damage to target player or planeswalker."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Awe Strike"), 0),
            QStringLiteral("The next time target creature would deal damage this turn, prevent that damage. You gain life "
                           "equal to the damage prevented this way."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Deflecting Palm"), 0),
            QStringLiteral("The next time a source of your choice would deal damage to you this turn, prevent that damage. "
                           "If damage is prevented this way, ~ deals that much damage to that source's controller."));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Test of Faith"), 0),
            QStringLiteral("Prevent the next 3 damage that would be dealt to target creature this turn, and put a +1/+1 "
                           "counter on that creature for each 1 damage prevented this way."));
    }

    // CR 615.5: the follow-up is the shield's own, its amount the damage prevented ("that much").
    void followUpsBelongToTheShield()
    {
        const Action* pact = shieldOf(QStringLiteral("Intervention Pact"), 0);
        QVERIFY(pact && pact->nextTime && pact->nested.size() == 1);
        QCOMPARE(pact->nested.first().kind, ActionKind::GainLife);
        QVERIFY(pact->nested.first().amountOf && pact->nested.first().amountOf->kind == Expr::Kind::EventAmount);
        const Action* reward = shieldOf(QStringLiteral("Acolyte's Reward"), 0);
        QVERIFY(reward && reward->nested.size() == 1 && reward->nested.first().to);
        QCOMPARE(reward->nested.first().kind, ActionKind::Damage);
        QCOMPARE(reward->nested.first().to->ref, Selector::Ref::Target2);   // the second target: "any target"
        const Action* faith = shieldOf(QStringLiteral("Test of Faith"), 0);
        QVERIFY(faith && faith->nested.size() == 1 && faith->nested.first().object);
        QCOMPARE(faith->nested.first().kind, ActionKind::PutCounter);
        QCOMPARE(faith->nested.first().object->ref, Selector::Ref::Target);
    }

    // CR 615.5, 615.7, 609.7a: Intervention Pact, Nico's Craw Wurm chosen: its 6 damage to Ana is prevented and
    // she gains 6 (26). Damage from another source is not the shield's: his Grizzly Bears' 2 is dealt and she
    // gains nothing (18).
    void interventionPactGainsThePreventedDamage()
    {
        const QByteArray objects = R"({"id": "pact", "card": "Intervention Pact", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 2})";
        const QByteArray cast = R"({"id": "e1", "cast": "pact"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}}, )";
        const Playthrough wurm = played(objects, cast + R"({"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(wurm, QStringLiteral("ana")) == 26, qPrintable(test::happened(wurm)));
        const Playthrough bears = played(objects, cast + R"({"id": "e3", "damage": [{"source": "b2", "to": "ana", "amount": 2}]})");
        QVERIFY2(test::lifeOf(bears, QStringLiteral("ana")) == 18, qPrintable(test::happened(bears)));
    }

    // CR 615.5, 700.5: Acolyte's Reward on Ana's Craw Wurm with her Serra Angel out (devotion to white 2), Nico
    // the second target: his Grizzly Bears' 3 damage to the Wurm loses 2 (1 marked), and the Reward deals
    // those 2 to Nico (18). No damage, no follow-up: Nico stays at 20.
    void acolytesRewardDealsThePreventedDamage()
    {
        const QByteArray objects = QByteArray("{\"id\": \"reward\", \"card\": \"Acolyte's Reward\", \"zone\": \"hand\"},")
            + R"({"id": "angel", "card": "Serra Angel", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "timestamp": 2},
            {"id": "b2", "card": "Grizzly Bears", "owner": "nico", "controller": "nico", "timestamp": 3})";
        const QByteArray cast = R"({"id": "e1", "cast": "reward", "targets": ["wurm", "nico"]}, {"id": "e2", "resolve": "top"})";
        const Playthrough p = played(objects, cast + R"(, {"id": "e3", "damage": [{"source": "b2", "to": "wurm", "amount": 3}]})");
        QVERIFY2(test::damageOn(p, QStringLiteral("wurm")) == 1, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
        const Playthrough quiet = played(objects, cast);
        QVERIFY2(test::lifeOf(quiet, QStringLiteral("nico")) == 20, qPrintable(test::happened(quiet)));
    }

    // CR 615.5, 107.3: Vengeful Archon's shield with X 3 takes 3 of the Craw Wurm's 6 damage to Ana (17) and
    // deals 3 to the target, Nico (17).
    void vengefulArchonReturnsThePreventedDamage()
    {
        const Playthrough p = played(R"({"id": "archon", "card": "Vengeful Archon", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "activate": "archon", "ability": 2, "targets": ["nico"], "choices": {"x": 3}},
               {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 17, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 17, qPrintable(test::happened(p)));
    }

    // CR 615.5, 704.3: Test of Faith on Ana's Grizzly Bears, then Nico's Craw Wurm deals it 6: 3 is prevented,
    // 3 is marked, and the three +1/+1 counters go on right after the damage, before state-based actions, so
    // the 5/5 Bears survive with 3 damage.
    void testOfFaithCountersComeBeforeStateBasedActions()
    {
        const Playthrough p = played(R"({"id": "faith", "card": "Test of Faith", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "faith", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "wurm", "to": "bears", "amount": 6}]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::damageOn(p, QStringLiteral("bears")) == 3, qPrintable(test::happened(p)));
        QVERIFY2(test::countersOn(p, QStringLiteral("bears"), QStringLiteral("+1/+1")) == 3, qPrintable(test::happened(p)));
    }

    // CR 615.7, 615.5: Awe Strike on Nico's Craw Wurm: the Wurm's next damage event, to whatever it is dealt,
    // is prevented and Ana gains that much. Its 6 to Ana's Grizzly Bears is prevented (she gains 6: 26, the
    // Bears live); the shield is used up, so its next 6 to Ana is dealt (20).
    void aweStrikeStopsTheTargetsNextDamage()
    {
        const Action* a = shieldOf(QStringLiteral("Awe Strike"), 0);
        QVERIFY(a && a->nextTime && a->object && !a->to && a->who.isEmpty());
        QCOMPARE(a->object->ref, Selector::Ref::Target);
        const Playthrough p = played(R"({"id": "strike", "card": "Awe Strike", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "strike", "targets": ["wurm"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "wurm", "to": "bears", "amount": 6}]})");
        QVERIFY2(test::zoneOf(p, QStringLiteral("bears")) == Zone::Battlefield, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 26, qPrintable(test::happened(p)));
        const Playthrough twice = played(R"({"id": "strike", "card": "Awe Strike", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 2})",
            R"({"id": "e1", "cast": "strike", "targets": ["wurm"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]},
               {"id": "e4", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(twice, QStringLiteral("ana")) == 20, qPrintable(test::happened(twice)));
    }

    // CR 615.5, 609.7a: Deflecting Palm, Nico's Craw Wurm chosen: its 6 damage to Ana is prevented and the Palm
    // deals 6 to the Wurm's controller, Nico (14); Ana stays at 20.
    void deflectingPalmDealsThePreventedDamageToTheSourcesController()
    {
        const Playthrough p = played(R"({"id": "palm", "card": "Deflecting Palm", "zone": "hand"},
            {"id": "wurm", "card": "Craw Wurm", "owner": "nico", "controller": "nico", "timestamp": 1})",
            R"({"id": "e1", "cast": "palm"}, {"id": "e2", "resolve": "top", "choices": {"objects": ["wurm"]}},
               {"id": "e3", "damage": [{"source": "wurm", "to": "ana", "amount": 6}]})");
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 20, qPrintable(test::happened(p)));
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpThisWay48)
#include "tst_impthisway48.moc"
