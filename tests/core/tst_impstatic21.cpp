// Round 21's static abilities, read from real cards' Oracle text (tests/data/import/impstatic21.json) and
// played: Lure's kin (509.1c) with a set of blockers ("All Walls able to block ~ do so", Marble Priest),
// on the equipped creature (Nemesis Mask) and on a bestow creature or what it enchants (Noble Quarry);
// "As long as ~ is a creature, it can block an additional creature each combat" (Foriysian Totem, 611.3a,
// 509.1a); Worship's "If you control a creature, damage that would reduce your life total to less than 1
// reduces it to 1 instead" (614.1a, its condition 611.3a); Wall of Diffusion's "can block creatures
// with shadow as though ~ had shadow" (702.28b); and a restriction's "if", which says "as long as"
// (611.3a): "Enchanted creature can't block if it's black" (Hobble), "~ can't attack or block if an
// enchantment is on the battlefield" (Wirecat); and "an opponent controls N or more …" as a condition of
// a cost reduction (Avatar of Fury), a restriction (Walking Dream) and an activation (Tectonic Edge, 602.5b).
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "engine/LayerEngine.h"
#include "import/CardImport.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic21.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpStatic21 : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 13);
    }

    // Each ability of the round's families is parsed, written back as the Oracle text says it, and
    // comes back the same through the card format.
    void parsedAndWritten_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("written");
        QTest::newRow("Marble Priest") << "Marble Priest" << "Walls able" << "All Walls able to block ~ do so.";
        QTest::newRow("Nemesis Mask") << "Nemesis Mask" << "able to block"
            << "All creatures able to block equipped creature do so.";
        QTest::newRow("Noble Quarry") << "Noble Quarry" << "able to block"
            << "All creatures able to block ~ or enchanted creature do so.";
        QTest::newRow("Foriysian Totem") << "Foriysian Totem" << "additional creature"
            << "As long as ~ is a creature, ~ can block an additional creature each combat.";
        QTest::newRow("Worship") << "Worship" << "reduces it to 1"
            << "If you control one or more creatures, damage that would reduce your life total to less than 1 "
               "reduces it to 1 instead.";
        QTest::newRow("Wall of Diffusion") << "Wall of Diffusion" << "shadow as though"
            << "~ can block creatures with shadow as though they didn't have shadow.";
        QTest::newRow("Hobble") << "Hobble" << "if it's black" << "As long as enchanted creature is black, it can't block.";
        QTest::newRow("Wirecat") << "Wirecat" << "enchantment"
            << "As long as any player controls an enchantment, ~ can't attack or block.";
        QTest::newRow("Avatar of Fury") << "Avatar of Fury" << "seven or more"
            << "~ costs {6} less to cast if an opponent controls seven or more lands.";
        QTest::newRow("Walking Dream") << "Walking Dream" << "two or more"
            << "As long as an opponent controls two or more creatures, ~ doesn't untap during its controller's untap "
               "step.";
        QTest::newRow("Tectonic Edge") << "Tectonic Edge" << "four or more"
            << "{1}, {T}, Sacrifice ~: Destroy target nonbasic land. Activate only if an opponent controls four or more "
               "lands.";
        // Lava Tubes' own "if" is still written as before.
        QTest::newRow("Lava Tubes") << "Lava Tubes" << "depletion counter on it"
            << "~ doesn't untap during your untap step if it has a depletion counter on it.";
    }
    void parsedAndWritten()
    {
        QFETCH(QString, card);
        QFETCH(QString, words);
        QFETCH(QString, written);
        test::checkWrittenBack(fixtures(), card, words, written);
    }

    // The rule and its parts: Marble Priest's blockers in the op's filter (Walls), Nemesis Mask's
    // equipped creature, Noble Quarry's two objects, Worship's condition.
    void structure()
    {
        const AbilityDef* priest = test::parsedAbility(fixtures(), QStringLiteral("Marble Priest"), 0);
        QVERIFY(priest);
        QCOMPARE(priest->ops.value(0).rule, RuleName::AllAbleToBlockDoSo);
        QVERIFY(priest->ops[0].filter);
        QCOMPARE(priest->ops[0].filter->subtypes.size(), 1);
        const AbilityDef* mask = test::parsedAbility(fixtures(), QStringLiteral("Nemesis Mask"), 0);
        QVERIFY(mask && mask->affects);
        QCOMPARE(mask->affects->ref, Selector::Ref::Attached);
        QVERIFY(!mask->ops.value(0).filter);
        const AbilityDef* quarry = test::parsedAbility(fixtures(), QStringLiteral("Noble Quarry"), 1);
        QVERIFY(quarry && quarry->affects);
        QCOMPARE(quarry->affects->anyOf.size(), 2);
        const AbilityDef* worship = test::parsedAbility(fixtures(), QStringLiteral("Worship"), 0);
        QVERIFY(worship && worship->condition);
        QCOMPARE(worship->condition->kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(worship->ops.value(0).kind, Op::Kind::PlayerRule);
        QCOMPARE(worship->ops.value(0).rule, RuleName::LifeCantGoBelowOne);
    }

    // CR 509.1c: Ana's Marble Priest attacks; Nico's Wall of Omens is able to block it, so it must: a
    // block by his Grizzly Bears alone is refused. The Bears, no Wall, need not block it.
    void marblePriestLuresTheWalls()
    {
        const Playthrough p = played(R"({"id": "priest", "card": "Marble Priest", "timestamp": 1},
               {"id": "wall", "card": "Wall of Omens", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "attack": {"priest": "nico"}}, {"id": "e2", "block": {"bears": ["priest"]}},
               {"id": "e3", "block": {"wall": ["priest"]}})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c, 301.5: Nemesis Mask's equipped Grizzly Bears attack; each of Nico's two Bears able to block
    // them must: one blocker is refused, both are accepted.
    void nemesisMaskLuresEveryBlocker()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "mask", "card": "Nemesis Mask", "attached_to": "bears", "timestamp": 2},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"b1": ["bears"]}},
               {"id": "e3", "block": {"b1": ["bears"], "b2": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "509.1c", "done"}));
    }

    // CR 509.1c: without the Mask the same single block is accepted (the requirement is the Mask's).
    void withoutTheMaskOneBlockerIsEnough()
    {
        const Playthrough p = played(R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
               {"id": "mask", "card": "Nemesis Mask", "timestamp": 2},
               {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3},
               {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 4})",
            R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"b1": ["bears"]}})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{"done", "done"}));
    }

    // CR 611.3a, 509.1a: Nico's Foriysian Totem, an artifact, can't block at all; animated by its own
    // ability (613.1d, layer 4) it is a 4/4 creature and, as long as it is, it may block both of Ana's
    // attacking Grizzly Bears.
    void totemBlocksTwoWhileACreature()
    {
        const QByteArray board = R"({"id": "totem", "card": "Foriysian Totem", "controller": "nico", "owner": "nico", "timestamp": 1},
               {"id": "b1", "card": "Grizzly Bears", "timestamp": 2},
               {"id": "b2", "card": "Grizzly Bears", "timestamp": 3})";
        const Playthrough animated = played(board,
            R"({"id": "e1", "activate": "totem", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e4", "block": {"totem": ["b1", "b2"]}})");
        QCOMPARE(test::doneOrRefusal(animated), (QStringList{"done", "done", "done", "done"}));
        QCOMPARE(test::ptOf(animated, QStringLiteral("totem")), QStringLiteral("4/4"));
        const Playthrough artifact = played(board,
            R"({"id": "e1", "attack": {"b1": "nico", "b2": "nico"}}, {"id": "e2", "block": {"totem": ["b1", "b2"]}})");
        QCOMPARE(test::doneOrRefusal(artifact).value(0), QStringLiteral("done"));
        QVERIFY(test::doneOrRefusal(artifact).value(1) != QLatin1String("done"));
    }

    // CR 614.1a, 611.3a, 120.3a: with Worship and a creature, Ana at 3 life is dealt 5 damage and goes to 1;
    // without a creature the replacement doesn't apply and she goes to -2.
    void worshipKeepsLifeAtOne()
    {
        const QByteArray events = R"({"id": "e1", "damage": [{"source": "nbears", "to": "ana", "amount": 17}]},
               {"id": "e2", "damage": [{"source": "nbears", "to": "ana", "amount": 5}]})";
        const QByteArray worship = R"({"id": "worship", "card": "Worship", "timestamp": 1},
               {"id": "nbears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
        const Playthrough kept = played(worship + R"(, {"id": "bears", "card": "Grizzly Bears", "timestamp": 3})", events);
        QVERIFY(kept.events.value(1).done);
        QCOMPARE(test::lifeOf(kept, QStringLiteral("ana")), 1);
        const Playthrough alone = played(worship, events);
        QVERIFY(alone.events.value(1).done);
        QCOMPARE(test::lifeOf(alone, QStringLiteral("ana")), -2);
    }

    // CR 702.28b: Nico's Wall of Diffusion may block Ana's Dauthi Cutthroat (shadow); his Grizzly Bears can't.
    void wallBlocksShadow()
    {
        const QByteArray board = R"({"id": "dauthi", "card": "Dauthi Cutthroat", "timestamp": 1},
               {"id": "wall", "card": "Wall of Diffusion", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})";
        const Playthrough wall = played(board,
            R"({"id": "e1", "attack": {"dauthi": "nico"}}, {"id": "e2", "block": {"wall": ["dauthi"]}})");
        QCOMPARE(test::doneOrRefusal(wall), (QStringList{"done", "done"}));
        const Playthrough bears = played(board,
            R"({"id": "e1", "attack": {"dauthi": "nico"}}, {"id": "e2", "block": {"bears": ["dauthi"]}})");
        QCOMPARE(test::doneOrRefusal(bears).value(1), QStringLiteral("702.28b"));
    }

    // CR 611.3a, 509.1b: Hobble on Nico's Black Knight keeps it from blocking; on his Grizzly Bears (green)
    // the condition is false and they may block.
    void hobbleStopsBlackBlockers()
    {
        const QByteArray attack = R"({"id": "e1", "attack": {"bears": "nico"}}, {"id": "e2", "block": {"target": ["bears"]}})";
        const QByteArray bears = R"({"id": "bears", "card": "Grizzly Bears", "timestamp": 1})";
        const Playthrough knight = played(bears + R"(,
               {"id": "target", "card": "Black Knight", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "hobble", "card": "Hobble", "attached_to": "target", "timestamp": 3})",
            attack);
        QCOMPARE(test::doneOrRefusal(knight), (QStringList{"done", "509.1b"}));
        const Playthrough green = played(bears + R"(,
               {"id": "target", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2},
               {"id": "hobble", "card": "Hobble", "attached_to": "target", "timestamp": 3})",
            attack);
        QCOMPARE(test::doneOrRefusal(green), (QStringList{"done", "done"}));
    }

    // CR 611.3a, 508.1c: Ana's Wirecat can't attack while an enchantment (Nico's Worship) is on the
    // battlefield, whoever controls it; without one it attacks.
    void wirecatFearsEnchantments()
    {
        const QByteArray cat = R"({"id": "cat", "card": "Wirecat", "timestamp": 1})";
        const QByteArray attack = R"({"id": "e1", "attack": {"cat": "nico"}})";
        const Playthrough enchanted = played(cat + R"(,
               {"id": "worship", "card": "Worship", "controller": "nico", "owner": "nico", "timestamp": 2})",
            attack);
        QCOMPARE(test::doneOrRefusal(enchanted), (QStringList{"508.1c"}));
        const Playthrough bare = played(cat, attack);
        QCOMPARE(test::doneOrRefusal(bare), (QStringList{"done"}));
    }

    // CR 602.5b: Tectonic Edge's ability may be activated only while one opponent controls four or more
    // lands: with Nico's three it is refused, with four it destroys his own Tectonic Edge (a nonbasic land).
    void tectonicEdgeCountsTheOpponentsLands()
    {
        const auto outcome = [](int lands) {
            QByteArray objects = R"({"id": "edge", "card": "Tectonic Edge", "timestamp": 1},
                {"id": "target", "card": "Tectonic Edge", "controller": "nico", "owner": "nico", "timestamp": 2})";
            for (int i = 1; i < lands; ++i)
                objects += ", {\"id\": \"l" + QByteArray::number(i) + "\", \"card\": \"Island\", \"controller\": \"nico\", "
                           "\"owner\": \"nico\", \"timestamp\": " + QByteArray::number(i + 2) + "}";
            return played(objects, R"({"id": "e1", "activate": "edge", "ability": 2, "targets": ["target"]},
                {"id": "e2", "resolve": "top"})");
        };
        const Playthrough three = outcome(3);
        QCOMPARE(test::eventOutcome(three, QStringLiteral("e1")), QStringList{QStringLiteral("problem 602.5b")});
        QCOMPARE(test::zoneOf(three, QStringLiteral("target")), Zone::Battlefield);
        const Playthrough four = outcome(4);
        QCOMPARE(test::eventOutcome(four, QStringLiteral("e1")), QStringList());
        QCOMPARE(test::zoneOf(four, QStringLiteral("target")), Zone::Graveyard);
    }

    // CR 611.3a, 502.3: Walking Dream's rule applies while one opponent controls two or more creatures
    // (the layer engine lists it on the Dream), not while Nico controls one.
    void walkingDreamCountsTheOpponentsCreatures()
    {
        const auto ruled = [](bool two) {
            QByteArray board = R"({"id": "dream", "card": "Walking Dream", "timestamp": 1},
                {"id": "b1", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 2})";
            if (two)
                board += R"(, {"id": "b2", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})";
            const auto state = test::readScenario(test::libraryOf(fixtures()), test::scenarioJson(board));
            if (!state)
                return false;
            const Resolution r = LayerEngine::resolve(*state);
            for (const RuleEffectRecord& e : r.rulesEffects.value(state->objectIndex(QStringLiteral("dream"))))
                if (e.rule == RuleName::DoesntUntap)
                    return true;
            return false;
        };
        QVERIFY(ruled(true));
        QVERIFY(!ruled(false));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic21)
#include "tst_impstatic21.moc"
