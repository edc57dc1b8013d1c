// A triggered ability's targets are chosen as it is put on the stack (603.3d, 601.2c): an event whose
// `triggers` entry names an illegal target is refused, and a refused event leaves everything the event
// player keeps as it was, the damage records beside the state included (tests/data/import/
// triggertargets.json: Frilled Deathspitter, Sengir Vampire).
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("triggertargets.json"));
}

// Sengir Vampire (Ana's) deals 1 damage to Nico's Frilled Deathspitter and 1 to his Grizzly Bears; the
// Deathspitter's enrage trigger is given `target`.
QByteArray damageTriggering(const QString& target)
{
    return QStringLiteral(R"({"id": "e1", "damage": [{"source": "sengir", "to": "spitter", "amount": 1},
        {"source": "sengir", "to": "bears", "amount": 1}], "triggers": {"e1.1": {"targets": ["%1"]}}})")
        .arg(target)
        .toUtf8();
}

const QByteArray objects = R"({"id": "sengir", "card": "Sengir Vampire", "timestamp": 1},
    {"id": "spitter", "card": "Frilled Deathspitter", "owner": "nico", "timestamp": 2},
    {"id": "bears", "card": "Grizzly Bears", "owner": "nico", "timestamp": 3})";

}   // namespace

class TestTriggerTargets : public QObject {
    Q_OBJECT

private slots:
    void fixturesAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 2);
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 603.3d, 601.2c, 115.1: the Deathspitter's controller is Nico; "target opponent" can name Ana,
    // never Nico himself. Named as the ability triggers, Nico is refused, with the rule; Ana is taken.
    void anIllegalTargetGivenAsItTriggersIsRefused()
    {
        Playthrough p = test::playScenario(fixtures(), objects, damageTriggering(QStringLiteral("nico")));
        QCOMPARE(test::doneOrRefusal(p), QStringList{QStringLiteral("603.3d")});
        const QString message = p.events[0].problems.value(0).message;
        QVERIFY2(message.contains(QLatin1String("is not a legal target for Frilled Deathspitter's ability e1.1")),
            qPrintable(message));
        // CR 704.3: the refused event dealt no damage; the state is the snapshot's.
        QCOMPARE(test::damageOn(p, QStringLiteral("spitter")), 0);
        QCOMPARE(test::damageOn(p, QStringLiteral("bears")), 0);
        QVERIFY(p.finalState.stack.isEmpty());

        p = test::playScenario(fixtures(), objects, damageTriggering(QStringLiteral("ana")) + R"(, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(p), (QStringList{QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(test::lifeOf(p, QStringLiteral("ana")), 18);
    }

    // CR 120.3, 603.10a: Sengir Vampire's "a creature dealt damage by ~ this turn dies" reads the damage
    // records the event player keeps. After the refused event the Bears were dealt no damage by it, so
    // their death later triggers nothing; after the same damage played for real, it does.
    void aRefusedEventLeavesNoDamageRecord()
    {
        const QByteArray dies = R"(, {"id": "e3", "move": "bears", "to": "graveyard"})";
        Playthrough p = test::playScenario(fixtures(), objects, damageTriggering(QStringLiteral("nico")) + dies);
        QCOMPARE(test::doneOrRefusal(p), (QStringList{QStringLiteral("603.3d"), QStringLiteral("done")}));
        QVERIFY2(p.events[1].triggered.isEmpty(), qPrintable(test::happened(p)));

        p = test::playScenario(fixtures(), objects,
            damageTriggering(QStringLiteral("ana")) + R"(, {"id": "e2", "resolve": "top"})" + dies);
        QCOMPARE(test::doneOrRefusal(p), (QStringList{QStringLiteral("done"), QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(p.events[2].triggered.size(), 1);
        QCOMPARE(p.events[2].triggered[0].source, QStringLiteral("sengir"));
    }
};

QTEST_GUILESS_MAIN(TestTriggerTargets)
#include "tst_triggertargets.moc"
