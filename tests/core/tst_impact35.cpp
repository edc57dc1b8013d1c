// Activated and loyalty abilities read from real cards' Oracle text (tests/data/import/impact35.json), round 35:
// the one ability left on each card. Gideon, Martial Paragon's "+2: Untap all creatures you control. Those
// creatures get +1/+1 until end of turn." (the writer's "They get …", the set the untap named, fixed as it
// resolves). Each is checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impact35.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

}   // namespace

class TestImpact35 : public QObject {
    Q_OBJECT
private slots:
    void theCardsReadAreUnderstood()
    {
        test::checkEveryCardUnderstood(fixtures(), 1);
    }

    void cardFormatKeepsEachAbility()
    {
        test::checkCardFormatKeepsEveryCard(fixtures());
    }

    // CR 611.2c, 608.2c: "those creatures" are the creatures the untap named, the ones Ana controls as the
    // ability resolves; the writer names them "they".
    void gideonMartialParagonUntapsAndPumpsTheSameCreatures()
    {
        const QString gideon = QStringLiteral("Gideon, Martial Paragon");
        QCOMPARE(test::actionKinds(fixtures(), gideon, QStringLiteral("Untap all")),
            (QList<ActionKind>{ActionKind::Untap, ActionKind::Continuous}));
        const Action* pump = test::firstAction(fixtures(), gideon, 0, ActionKind::Continuous);
        const Action* untap = test::firstAction(fixtures(), gideon, 0, ActionKind::Untap);
        QVERIFY(pump && untap && pump->continuous && pump->continuous->affects && untap->object);
        QCOMPARE(*pump->continuous->affects, *untap->object);
        QCOMPARE(pump->continuous->duration, Duration::EndOfTurn);
        QCOMPARE(test::writtenText(fixtures(), gideon, 0),
            QStringLiteral("+2: Untap creatures you control. They get +1/+1 until end of turn."));
    }

    // CR 606.4, 611.2c, 514.2: Ana's tapped Bears untap and are 3/3 until the turn ends, Nico's stay tapped
    // and 2/2; Gideon goes to 7 loyalty.
    void gideonMartialParagonPlayed()
    {
        const QByteArray board = test::objectJson("gideon", "Gideon, Martial Paragon", R"(, "counters": {"loyalty": 5})") + ","
            + test::objectJson("bears", "Grizzly Bears", R"(, "tapped": true)") + ","
            + test::objectJson("bears2", "Grizzly Bears") + ","
            + test::objectJson("theirs", "Grizzly Bears", R"(, "tapped": true)", "nico");
        const Playthrough play = played(board, R"({"id": "e1", "activate": "gideon", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::countersOn(play, QStringLiteral("gideon"), QStringLiteral("loyalty")), 7);
        QVERIFY(!test::tapped(play, QStringLiteral("bears")));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears")), QStringLiteral("3/3"));
        QCOMPARE(test::ptOf(play, QStringLiteral("bears2")), QStringLiteral("3/3"));
        QVERIFY(test::tapped(play, QStringLiteral("theirs")));
        QCOMPARE(test::ptOf(play, QStringLiteral("theirs")), QStringLiteral("2/2"));
    }
};

QTEST_GUILESS_MAIN(TestImpact35)
#include "tst_impact35.moc"
