// An activated mana ability in the event player. The rules resolve it at once (605.3b); the scenario
// contract (events.md, `activate`) puts every activated ability on the stack until a `resolve` event, and
// scenarios are written against that. Strata keeps the contract and says, on the activation, where it
// differs from the rules, so a judge reading the timeline is not misled.
#include "ScenarioText.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;

namespace {

// Ana's Birds of Paradise ("{T}: Add one mana of any color." is its ability 2, after Flying), played.
Playthrough birdsActivate(const QByteArray& events)
{
    const QByteArray json = R"({"format": "strata-scenario", "version": 1,
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}],
        "objects": [{"id": "birds", "card": "Birds of Paradise", "timestamp": 1}],
        "events": [)" + events + "]}";
    QString problems;
    const GameState state = test::readScenarioText(json, &problems);
    if (!problems.isEmpty())
        qWarning("%s", qPrintable(problems));
    return EventPlayer::play(state, CardLibrary::builtin());
}

}   // namespace

class TestManaAbilityContract : public QObject {
    Q_OBJECT
private slots:
    // CR 605.3b, 106.4: the contract's stack item, the cost paid, and the note naming 605.3b.
    void theActivationSaysWhereItDiffersFromTheRules()
    {
        const Playthrough play = birdsActivate(R"({"id": "e1", "activate": "birds", "ability": 2})");
        QCOMPARE(play.events.size(), 1);
        const EventOutcome& e1 = play.events.first();
        QVERIFY2(e1.problems.isEmpty(), qPrintable(e1.happened.join('\n')));
        QCOMPARE(e1.state.stack.size(), 1);
        QCOMPARE(e1.state.stack.first().id, QStringLiteral("e1"));
        QVERIFY(e1.state.object(QStringLiteral("birds"))->tapped);
        const QString said = e1.happened.join('\n');
        QVERIFY2(said.contains(QLatin1String("is a mana ability, which the rules resolve at once (605.3b)")), qPrintable(said));
    }

    // CR 605.3b: the `resolve` the contract asks for empties the stack.
    void theNextResolveResolvesIt()
    {
        const Playthrough play = birdsActivate(R"({"id": "e1", "activate": "birds", "ability": 2}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(play.events.size(), 2);
        QVERIFY(play.events[1].problems.isEmpty());
        QVERIFY(play.events[1].state.stack.isEmpty());
    }

    // CR 605.1a: an ability that adds no mana (Azorius Keyrune's animation) is not a mana ability, and
    // nothing is said about 605.3b.
    void anAbilityThatIsNotOneHasNoNote()
    {
        const QByteArray json = R"({"format": "strata-scenario", "version": 1,
            "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}],
            "objects": [{"id": "keyrune", "card": "Azorius Keyrune", "timestamp": 1}],
            "events": [{"id": "e1", "activate": "keyrune", "ability": 2}]})";
        QString problems;
        const GameState state = test::readScenarioText(json, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        const Playthrough play = EventPlayer::play(state, CardLibrary::builtin());
        QCOMPARE(play.events.size(), 1);
        QVERIFY2(play.events.first().problems.isEmpty(), qPrintable(play.events.first().happened.join('\n')));
        QVERIFY(!play.events.first().happened.join('\n').contains(QLatin1String("605.3b")));
    }
};

QTEST_GUILESS_MAIN(TestManaAbilityContract)
#include "tst_manaabilitycontract.moc"
