// Activated abilities read from real cards' Oracle text (tests/data/import/impact42.json), round 42: White Mana Battery's
// "Add {W}, then add an additional {W} for each charge counter removed this way". "The number of counters removed this
// way" as an amount (Molten Hydra, Vish Kal, Jar of Eyeballs) is the model helper's reading (tst_modeltrig42).
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
    return test::fixtureFile(QStringLiteral("impact42.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact42 : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureCardIsUnderstood()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"White Mana Battery"});
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 1);
    }

    // CR 106.1, 107.3a, 608.2c: "Add {W}, then add an additional {W} for each charge counter removed this way": one {W},
    // then the storage lands' mana for the X counters the cost removed, joined by "then"; two of three counters removed.
    void whiteManaBatteryAddsOneMore()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("White Mana Battery"), 1),
            QStringLiteral("{T}, Remove any number of charge counters from ~: Add {W}, then add an additional {W} for each charge "
                           "counter removed this way."));
        const AbilityDef* a = test::parsedAbility(fixtures(), QStringLiteral("White Mana Battery"), 1);
        QVERIFY(a && a->effect.size() == 2);
        QCOMPARE(a->effect[0].kind, ActionKind::AddMana);
        QVERIFY(!a->effect[0].amount.x);
        QCOMPARE(a->effect[1].kind, ActionKind::AddMana);
        QVERIFY(a->effect[1].then && a->effect[1].amount.x);
        QCOMPARE(a->effect[1].counters.kind, QStringLiteral("charge"));
        const Playthrough p = played(test::objectJson("battery", "White Mana Battery", R"(, "counters": {"charge": 3})"),
            R"({"id": "e1", "activate": "battery", "ability": 2, "choices": {"x": 2}}, {"id": "e2", "resolve": "top"})");
        QVERIFY2(!test::refused(p, "e1"), qPrintable(test::happened(p)));
        QCOMPARE(test::countersOn(p, QStringLiteral("battery"), QStringLiteral("charge")), 1);
        QVERIFY(test::tapped(p, QStringLiteral("battery")));
        // Strata keeps no mana pool: as for every mana ability, the cost is paid and each add is named, not performed.
        QCOMPARE(test::happened(p).count(QStringLiteral("add_mana is not performed")), 2);
    }
};

QTEST_GUILESS_MAIN(TestImpact42)
#include "tst_impact42.moc"
