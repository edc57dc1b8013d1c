// Round 24's event player (tests/data/import/impgame24.json): turning a face-down permanent face up, the
// special action of morph and megamorph (702.37e, 708.8), named by an activate event whose ability is the
// keyword (docs/scenario-extensions.md), and the "turned face up" triggers it sets off.
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
    return test::fixtureFile(QStringLiteral("impgame24.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

const GameObject* finalObject(const Playthrough& p, const QString& id)
{
    return p.finalState.object(id);
}

// Ana's face-down Watcher of the Roost (its ability 2 is "Morph—Reveal a white card in your hand").
const QByteArray kFaceDownWatcher = R"({"id": "watcher", "card": "Watcher of the Roost", "controller": "ana", "owner": "ana", "timestamp": 5, "face_down": true})";

}   // namespace

class TestImpGame24 : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsUnderstood() { test::checkEveryCardUnderstood(fixtures(), 4); }

    // CR 702.37e, 708.8: Watcher of the Roost, turned face up for its morph cost, is the Watcher (a 2/1
    // with flying) and its "When ~ is turned face up, you gain 2 life" triggers: Ana goes to 22.
    void morphTurnedFaceUpTriggers()
    {
        const Playthrough p = played(kFaceDownWatcher,
            R"({"id": "e1", "activate": "watcher", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::doneOrRefusal(p), QStringList({QStringLiteral("done"), QStringLiteral("done")}));
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList(QStringLiteral("watcher:3")));
        QVERIFY2(test::lifeOf(p, QStringLiteral("ana")) == 22, qPrintable(test::happened(p)));
        const Characteristics* c = test::charsOf(p, QStringLiteral("watcher"));
        QVERIFY(c);
        QCOMPARE(c->name, QStringLiteral("Watcher of the Roost"));
        QCOMPARE(test::ptOf(p, QStringLiteral("watcher")), QStringLiteral("2/1"));
        QVERIFY(!finalObject(p, QStringLiteral("watcher"))->faceDown);
    }

    // CR 708.8, 702.37b: Ainok Survivalist, face down and tapped, turned face up for its megamorph cost:
    // the same permanent, still tapped with its timestamp, and a +1/+1 counter makes it a 3/2. Its trigger has no artifact or enchantment of Nico's to target and is removed (603.3d).
    void megamorphAddsACounterAndKeepsTheRest()
    {
        const Playthrough p = played(
            R"({"id": "ainok", "card": "Ainok Survivalist", "controller": "ana", "owner": "ana", "timestamp": 7, "face_down": true,
                "tapped": true})",
            R"({"id": "e1", "activate": "ainok", "ability": 1})");
        QVERIFY2(p.events.value(0).done, qPrintable(test::happened(p)));
        const GameObject* ainok = finalObject(p, QStringLiteral("ainok"));
        QVERIFY(ainok);
        QVERIFY(!ainok->faceDown);
        QVERIFY2(ainok->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(ainok->timestamp, 7);
        QVERIFY(ainok->tapped);
        QCOMPARE(test::countersOn(p, QStringLiteral("ainok")), 1);
        QCOMPARE(test::ptOf(p, QStringLiteral("ainok")), QStringLiteral("3/2"));
    }

    // CR 702.37b, 704.5g: the counter is put on as the permanent turns face up, so state-based actions
    // never see the 2/1 card without it: with 1 damage marked, the Survivalist lives as a 3/2.
    void megamorphCounterCountsBeforeStateBasedActions()
    {
        const Playthrough p = played(
            R"({"id": "ainok", "card": "Ainok Survivalist", "controller": "ana", "owner": "ana", "timestamp": 7, "face_down": true,
                "damage": 1})",
            R"({"id": "e1", "activate": "ainok", "ability": 1})");
        QVERIFY2(p.events.value(0).done, qPrintable(test::happened(p)));
        const GameObject* ainok = finalObject(p, QStringLiteral("ainok"));
        QVERIFY(ainok);
        QVERIFY2(ainok->zone == Zone::Battlefield, qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("ainok")), QStringLiteral("3/2"));
    }

    // CR 708.8: Aven Farseer sees any permanent turned face up, the Watcher too: both trigger, and the
    // Farseer gets a +1/+1 counter.
    void anyPermanentTurnedFaceUpIsSeen()
    {
        const Playthrough p = played(test::objectJson("farseer", "Aven Farseer") + "," + kFaceDownWatcher,
            R"({"id": "e1", "activate": "watcher", "ability": 2}, {"id": "e2", "resolve": "top"}, {"id": "e3", "resolve": "top"})");
        const QStringList triggered = test::eventOutcome(p, QStringLiteral("e1"));
        QVERIFY2(triggered.contains(QStringLiteral("farseer:2")) && triggered.contains(QStringLiteral("watcher:3")),
            qPrintable(triggered.join(QLatin1Char(' '))));
        QVERIFY2(test::countersOn(p, QStringLiteral("farseer")) == 1, qPrintable(test::happened(p)));
    }

    // CR 702.37e: only a face-down permanent can be turned face up; CR 708.2: a face-down permanent has
    // none of its card's other abilities. Each refused event leaves the Watcher as it was.
    void faceUpOrOtherAbilitiesAreRefused()
    {
        const Playthrough faceUp = played(test::objectJson("watcher", "Watcher of the Roost"),
            R"({"id": "e1", "activate": "watcher", "ability": 2})");
        QCOMPARE(test::eventOutcome(faceUp, QStringLiteral("e1")), QStringList(QStringLiteral("problem 702.37e")));
        QCOMPARE(test::lifeOf(faceUp, QStringLiteral("ana")), 20);
        const Playthrough other = played(kFaceDownWatcher, R"({"id": "e1", "activate": "watcher", "ability": 1})");
        QCOMPARE(test::eventOutcome(other, QStringLiteral("e1")), QStringList(QStringLiteral("problem 708.2")));
        QVERIFY(finalObject(other, QStringLiteral("watcher"))->faceDown);
    }

    // CR 702.37e: Hill Giant has no morph ability, so no activate event turns a face-down Hill Giant face
    // up: the event is refused (it has no ability 1, 602.1) and the Giant stays face down.
    void cardWithoutMorphCantBeTurnedFaceUp()
    {
        const Playthrough p = played(
            R"({"id": "giant", "card": "Hill Giant", "controller": "ana", "owner": "ana", "timestamp": 3, "face_down": true})",
            R"({"id": "e1", "activate": "giant", "ability": 1})");
        QVERIFY(!p.events.value(0).done);
        QVERIFY(finalObject(p, QStringLiteral("giant"))->faceDown);
    }
};

QTEST_GUILESS_MAIN(TestImpGame24)
#include "tst_impgame24.moc"
