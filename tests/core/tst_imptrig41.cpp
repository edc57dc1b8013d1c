// Triggered abilities read from real cards' Oracle text (tests/data/import/imptrig41.json), round 41: "When ~ dies, it
// deals damage to any target equal to the number of Zubera that died this turn." (Ember-Fist Zubera) is the damage of
// round 40's count of this turn's dead Zubera, said with the type's plural, which for Zubera is "Zubera". Silent-Chant
// Zubera is a second Zubera for the count; the built-in Grizzly Bears is a creature that isn't one.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "text/SubtypeWords.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("imptrig41.json"));
}

// Ana's Ember-Fist Zubera, Silent-Chant Zubera and Grizzly Bears; `dying` move to the graveyard at once, Ember-Fist's
// trigger targets Nico, and `resolves` triggers resolve.
Playthrough zuberaDie(const QByteArray& dying, int resolves)
{
    QByteArray events = "{\"id\": \"e1\", \"move\": [" + dying + "], \"to\": \"graveyard\", \"triggers\": {\"e1.1\": "
                        "{\"targets\": [\"nico\"]}}}";
    for (int i = 0; i < resolves; ++i)
        events += ", {\"id\": \"r" + QByteArray::number(i) + "\", \"resolve\": \"top\"}";
    return test::playScenario(fixtures(),
        test::objectJson("ember", "Ember-Fist Zubera") + "," + test::objectJson("chant", "Silent-Chant Zubera") + ","
            + test::objectJson("bears", "Grizzly Bears"),
        events);
}

}   // namespace

class TestImpTrig41 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Ember-Fist Zubera", "Silent-Chant Zubera"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 2);
    }

    // Oracle text's plural of Zubera is Zubera ("the number of Zubera"); the writer says the same, so the round trip
    // holds.
    void zuberaPluralIsZubera()
    {
        QCOMPARE(englishSubtypePlural(QStringLiteral("Zubera")), QStringLiteral("Zubera"));
        QCOMPARE(translatedSubtypePlural(QStringLiteral("Zubera")), QStringLiteral("Zubera"));
    }

    // CR 700.4, 608.2h: "the number of Zubera that died this turn" is round 40's count of this turn's dead creatures of
    // one type, here the amount of a damage to any target (115.4).
    void emberFistReadsDamageEqualToDeadZubera()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Ember-Fist Zubera"), 0),
            QStringLiteral("When ~ dies, ~ deals damage to any target equal to the number of Zubera that died this turn."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("Ember-Fist Zubera"), 0);
        QVERIFY(a);
        QCOMPARE(a->event, TriggerEvent::SelfDies);
        QCOMPARE(a->targets.size(), 1);
        QCOMPARE(a->effect.size(), 1);
        QCOMPARE(a->effect[0].kind, ActionKind::Damage);
        QVERIFY(a->effect[0].amountOf);
        const Expr& count = *a->effect[0].amountOf;
        QCOMPARE(count.kind, Expr::Kind::CreaturesDiedThisTurn);
        QVERIFY(count.selector && count.selector->subtypes.size() == 1);
        QCOMPARE(SubtypeRegistry::instance().name(count.selector->subtypes[0]), QStringLiteral("Zubera"));
    }

    // CR 700.4, 603.10a, 608.2h: Ember-Fist Zubera and Silent-Chant Zubera die at once with a Grizzly Bears; as the
    // trigger resolves two Zubera died this turn (Ember-Fist itself among them, by its last known types), not the Bears:
    // 2 damage to Nico.
    void emberFistCountsEachDeadZubera()
    {
        const Playthrough p = zuberaDie("\"ember\", \"chant\", \"bears\"", 2);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 18, qPrintable(test::happened(p)));
    }

    // CR 700.4: alone, it counts only itself: 1 damage.
    void emberFistAloneDealsOne()
    {
        const Playthrough p = zuberaDie("\"ember\", \"bears\"", 1);
        QVERIFY2(test::lifeOf(p, QStringLiteral("nico")) == 19, qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpTrig41)
#include "tst_imptrig41.moc"
