// "… doesn't untap during its controller's next untap step" performed (502.3), on real cards read from
// their Oracle text (tests/data/import/untapskips.json): Crippling Chill, Decision Paralysis, Frost Lynx
// and Lead Golem. The permanent stays tapped in the next untap step of the player who controls it then;
// that step uses the effect up; a new object (400.7) never had it.
#include "ImportFixtures.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("untapskips.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool tapped(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QLatin1String(id));
    return o && o->tapped;
}

// Ana's Balduvian Bears and her spells in hand; Nico's Forest Bear and Lead Golem.
const QByteArray kBoard = R"({"id": "bears", "card": "Balduvian Bears", "timestamp": 1},
    {"id": "chill", "card": "Crippling Chill", "zone": "hand"},
    {"id": "paralysis", "card": "Decision Paralysis", "zone": "hand"},
    {"id": "lynx", "card": "Frost Lynx", "zone": "hand"},
    {"id": "fbear", "card": "Forest Bear", "owner": "nico", "controller": "nico", "timestamp": 2},
    {"id": "golem", "card": "Lead Golem", "owner": "nico", "controller": "nico", "timestamp": 3})";

}   // namespace

class TestUntapSkips : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 6);
    }

    // CR 502.3: Crippling Chill taps Nico's Forest Bear; his next untap step leaves it tapped, the one after
    // untaps it. Without the Chill's second sentence nothing would keep it: the Bears Ana tapped herself
    // untap in her own next untap step.
    void chillSkipsOneUntapStep()
    {
        const Playthrough first = played(kBoard,
            R"({"id": "e1", "cast": "chill", "targets": ["fbear"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"})");
        QVERIFY(tapped(first, "fbear"));
        const Playthrough later = played(kBoard,
            R"({"id": "e1", "cast": "chill", "targets": ["fbear"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"}, {"id": "e5", "begin": "untap"})");
        QVERIFY(!tapped(later, "fbear"));
    }

    // CR 502.3: it is its controller's next untap step that it skips: Ana's own Bears, chilled in her turn,
    // stay tapped through Nico's untap step (not hers to untap) and her next one, and untap in the one after.
    void theControllersUntapStep()
    {
        const QByteArray chill = R"({"id": "e1", "cast": "chill", "targets": ["bears"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})";
        QVERIFY(tapped(played(kBoard, chill), "bears"));
        const Playthrough later = played(kBoard, chill + R"(, {"id": "e5", "begin": "untap"}, {"id": "e6", "begin": "untap"})");
        QVERIFY(!tapped(later, "bears"));
    }

    // CR 502.3: Decision Paralysis keeps both its targets tapped through their controllers' next untap
    // steps: Nico's Forest Bear in his, Ana's Bears in hers.
    void paralysisKeepsEachTarget()
    {
        const Playthrough p = played(kBoard,
            R"({"id": "e1", "cast": "paralysis", "targets": ["bears", "fbear"]}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "untap"}, {"id": "e4", "begin": "untap"})");
        QVERIFY(tapped(p, "fbear"));
        QVERIFY(tapped(p, "bears"));
    }

    // CR 400.7: the Forest Bear Frost Lynx tapped leaves and comes back tapped: a new object, it untaps
    // in Nico's next untap step.
    void aNewObjectUntaps()
    {
        const Playthrough p = played(kBoard,
            R"({"id": "e1", "cast": "lynx"}, {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["fbear"]}}},
               {"id": "e3", "resolve": "top"},
               {"id": "e4", "move": ["fbear"], "to": "hand"}, {"id": "e5", "move": ["fbear"], "to": "battlefield", "tapped": true},
               {"id": "e6", "begin": "untap"})");
        QVERIFY(!tapped(p, "fbear"));
        const Playthrough stays = played(kBoard,
            R"({"id": "e1", "cast": "lynx"}, {"id": "e2", "resolve": "top", "triggers": {"e2.1": {"targets": ["fbear"]}}},
               {"id": "e3", "resolve": "top"}, {"id": "e6", "begin": "untap"})");
        QVERIFY(tapped(stays, "fbear"));
    }

    // CR 502.3, 508.1f: Lead Golem attacks (tapping) in Nico's turn; his next untap step leaves it tapped.
    void leadGolemAfterItsAttack()
    {
        const Playthrough p = played(kBoard,
            R"({"id": "e1", "begin": "untap"}, {"id": "e3", "attack": {"golem": "ana"}}, {"id": "e4", "resolve": "top"},
               {"id": "e5", "begin": "untap"}, {"id": "e6", "begin": "untap"})");
        QVERIFY2(tapped(p, "golem"), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestUntapSkips)
#include "tst_untapskips.moc"
