// Round 39's helper on instants and sorceries (tests/data/import/impspellr39.json, the real card objects): "Until end of
// turn, up to two target creatures you control each gain "Whenever this creature deals combat damage to a player, draw
// a card."" (Warriors' Lesson). The structure, the English written back (the round trip trusts it), the card format, and
// what the event player does.
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
    return test::fixtureFile(QStringLiteral("impspellr39.json"));
}

// Ana's three Bears "b0" to "b2" and three Forests in her library; Nico has no creature.
QByteArray lessonBoard()
{
    return "{\"id\": \"spell\", \"card\": \"Warriors' Lesson\", \"zone\": \"hand\"}, " + test::objectJson("b0", "Grizzly Bears")
        + ", " + test::objectJson("b1", "Grizzly Bears") + ", " + test::objectJson("b2", "Grizzly Bears") + ", "
        + test::objectJson("lib0", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib1", "Forest", ", \"zone\": \"library\"") + ", "
        + test::objectJson("lib2", "Forest", ", \"zone\": \"library\"");
}

// How many of Ana's three library Forests are in her hand.
int forestsDrawn(const Playthrough& p)
{
    int n = 0;
    for (const char* id : {"lib0", "lib1", "lib2"})
        n += int(test::zoneOf(p, QString::fromLatin1(id)) == Zone::Hand);
    return n;
}

}   // namespace

class TestImpSpellR39 : public QObject {
    Q_OBJECT

private slots:
    // CR 608.2c: each card's one ability is read and written back as Oracle says it.
    void spellsAreUnderstood() { test::checkEveryCardUnderstood(fixtures(), 1); }

    // The card format keeps each ability as it was read.
    void cardFormatKeepsEachAbility() { test::checkCardFormatKeepsEveryCard(fixtures()); }

    // CR 611.2a, 115.1, 603.2: Warriors' Lesson gives each of up to two target creatures Ana controls the triggered
    // ability until end of turn; "Until end of turn, " first says what the writer's "… until end of turn" says.
    void lessonStructure()
    {
        const AbilityDef* spell = test::parsedWith(fixtures(), QStringLiteral("Warriors' Lesson"), QStringLiteral("draw a card"));
        QVERIFY(spell);
        QCOMPARE(spell->targets.size(), 1);
        QCOMPARE(int(spell->targets.first().upTo), 2);
        QCOMPARE(spell->targets.first().controller, Selector::Who::You);
        QCOMPARE(spell->effect.size(), 1);
        const Action& a = spell->effect.first();
        QCOMPARE(a.kind, ActionKind::Continuous);
        QVERIFY(a.continuous && a.continuous->affects);
        QCOMPARE(a.continuous->affects->ref, Selector::Ref::Targets);
        QCOMPARE(a.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(a.continuous->ops.size(), 1);
        QCOMPARE(a.continuous->ops.first().kind, Op::Kind::AddAbilities);
        QCOMPARE(a.continuous->ops.first().abilities.size(), 1);
        QCOMPARE(a.continuous->ops.first().abilities.first()->kind, AbilityDef::Kind::Triggered);
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Warriors' Lesson"), 0),
            QStringLiteral("Up to two target creatures you control each gain \"Whenever this creature deals combat damage to a "
                           "player, draw a card.\" until end of turn."));
    }

    // CR 510.2, 603.2, 611.2a: Ana's two targeted Bears and her third Bears attack Nico unblocked; each targeted one's
    // combat damage triggers, so she draws two of her three Forests, not three; Nico is at 14.
    void lessonDrawsForEachTargetThatConnects()
    {
        const Playthrough p = test::playScenario(fixtures(), lessonBoard(),
            "{\"id\": \"e1\", \"cast\": \"spell\", \"targets\": [\"b0\", \"b1\"]}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
            "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, {\"id\": \"e4\", \"block\": {}}, "
            "{\"id\": \"e5\", \"begin\": \"combat_damage\"}, {\"id\": \"e6\", \"resolve\": \"top\"}, "
            "{\"id\": \"e7\", \"resolve\": \"top\"}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("spell")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::lifeOf(p, QStringLiteral("nico")), 14);
        QVERIFY2(forestsDrawn(p) == 2, qPrintable(test::happened(p)));
    }

    // CR 603.2, 611.2a: without the spell, the same attack draws nothing.
    void withoutTheLessonNothingIsDrawn()
    {
        const Playthrough p = test::playScenario(fixtures(), lessonBoard(),
            "{\"id\": \"e3\", \"attack\": {\"b0\": \"nico\", \"b1\": \"nico\", \"b2\": \"nico\"}}, {\"id\": \"e4\", \"block\": {}}, "
            "{\"id\": \"e5\", \"begin\": \"combat_damage\"}");
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 14, qPrintable(test::happened(p)));
        QCOMPARE(forestsDrawn(p), 0);
    }
};

QTEST_GUILESS_MAIN(TestImpSpellR39)
#include "tst_impspellr39.moc"
