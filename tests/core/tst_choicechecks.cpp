// Targets and choices against what the cards ask for (issue 17, "Nothing silently wrong"): an illegal
// target, a wrong count or a missing choice is a positioned error; a choice the card never reads is
// a warning in the result.
#include "cards/CardLibrary.h"
#include "io/ScenarioReader.h"
#include "model/ChoiceChecks.h"
#include <QtTest>

using namespace strata;

namespace {

// Line 4 holds the objects, line 5 the effects.
QByteArray scenario(const QString& moreObjects, const QString& effects)
{
    return QStringLiteral(
        "{\"format\": \"strata-scenario\", \"version\": 1,\n"
        " \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}, {\"id\": \"nico\", \"name\": \"Nico\"}],\n"
        " \"objects\": [{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1},\n"
        "  {\"id\": \"elves\", \"card\": \"Llanowar Elves\", \"timestamp\": 2}%1],\n"
        " \"effects\": [%2]}\n")
        .arg(moreObjects, effects)
        .toUtf8();
}

}   // namespace

class TestChoiceChecks : public QObject {
    Q_OBJECT
private slots:
    void errors_data()
    {
        QTest::addColumn<QString>("objects");
        QTest::addColumn<QString>("effects");
        QTest::addColumn<QString>("expected");
        // CR 115.1: a spell's targets are of the kind it names.
        QTest::newRow("Giant Growth on a player")
            << "" << "{\"id\": \"e\", \"card\": \"Giant Growth\", \"targets\": [\"nico\"], \"timestamp\": 10}"
            << "f:5:62: error: effects[0].targets[0]: \"nico\" is a player; Giant Growth targets a creature, not a player";
        QTest::newRow("Mind Bend on a player")
            << ""
            << "{\"id\": \"e\", \"card\": \"Mind Bend\", \"targets\": [\"ana\"], \"choices\": {\"text_change\": {\"from\": \"green\", \"to\": \"blue\"}}, \"timestamp\": 10}"
            << "f:5:59: error: effects[0].targets[0]: \"ana\" is a player; Mind Bend targets a permanent, not a player";
        QTest::newRow("Act of Treason on a player")
            << "" << "{\"id\": \"e\", \"card\": \"Act of Treason\", \"targets\": [\"nico\"], \"timestamp\": 10}"
            << "f:5:64: error: effects[0].targets[0]: \"nico\" is a player; Act of Treason targets a creature, not a player";
        // CR 115.1, 601.2c: as many targets as the card names, "up to" allowing fewer.
        QTest::newRow("no target") << "" << "{\"id\": \"e\", \"card\": \"Giant Growth\", \"timestamp\": 10}"
                                   << "f:5:14: error: effects[0].targets: Giant Growth has 1 target; 0 given";
        QTest::newRow("two targets for one")
            << "" << "{\"id\": \"e\", \"card\": \"Giant Growth\", \"targets\": [\"bears\", \"elves\"], \"timestamp\": 10}"
            << "f:5:71: error: effects[0].targets[1]: Giant Growth has 1 target; 2 given";
        QTest::newRow("three for up to two")
            << "" << "{\"id\": \"e\", \"card\": \"Frost Breath\", \"targets\": [\"bears\", \"elves\", \"bears\"], \"timestamp\": 10}"
            << "f:5:80: error: effects[0].targets[2]: Frost Breath has up to 2 targets; 3 given";
        // CR 115.3: one object once per word "target".
        QTest::newRow("duplicate target")
            << "" << "{\"id\": \"e\", \"card\": \"Frost Breath\", \"targets\": [\"bears\", \"bears\"], \"timestamp\": 10}"
            << "f:5:71: error: effects[0].targets[1]: \"bears\" is already a target of Frost Breath; one object can't be chosen twice for one word \"target\" (CR 115.3)";
        // Choices the abilities read.
        QTest::newRow("Wild Mongrel's ability without a colour")
            << ", {\"id\": \"dog\", \"card\": \"Wild Mongrel\", \"timestamp\": 3}"
            << "{\"id\": \"e\", \"source\": \"dog\", \"ability\": 1, \"timestamp\": 10}"
            << "f:5:14: error: effects[0].choices: ability 1 of Wild Mongrel needs \"color\" in \"choices\": the colour chosen as it resolved";
        QTest::newRow("Mind Bend without a text change")
            << "" << "{\"id\": \"e\", \"card\": \"Mind Bend\", \"targets\": [\"bears\"], \"timestamp\": 10}"
            << "f:5:14: error: effects[0].choices: Mind Bend needs \"text_change\" in \"choices\": the word it replaces and the new word";
    }

    void errors()
    {
        QFETCH(QString, objects);
        QFETCH(QString, effects);
        QFETCH(QString, expected);
        Diagnostics diags;
        QVERIFY(!ScenarioReader(CardLibrary::builtin()).read(scenario(objects, effects), "f", &diags));
        QCOMPARE(diags.formatted(), QStringList{expected});
    }

    void warnings_data()
    {
        QTest::addColumn<QString>("objects");
        QTest::addColumn<QString>("effects");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("text change on Giant Growth")
            << ""
            << "{\"id\": \"e\", \"card\": \"Giant Growth\", \"targets\": [\"bears\"], \"choices\": {\"text_change\": {\"from\": \"green\", \"to\": \"blue\"}}, \"timestamp\": 10}"
            << QStringList{"e: Giant Growth changes no text, so its text change changes nothing"};
        QTest::newRow("mode on Giant Growth")
            << "" << "{\"id\": \"e\", \"card\": \"Giant Growth\", \"targets\": [\"bears\"], \"choices\": {\"mode\": 2}, \"timestamp\": 10}"
            << QStringList{"e: Giant Growth has no modes, so its mode changes nothing"};
        QTest::newRow("text change on a vanilla creature")
            << ", {\"id\": \"x\", \"card\": \"Grizzly Bears\", \"timestamp\": 3, \"choices\": {\"text_change\": {\"from\": \"green\", \"to\": \"blue\"}}}"
            << "" << QStringList{"x: Grizzly Bears changes no text, so its text change changes nothing"};
        QTest::newRow("mode on a creature")
            << ", {\"id\": \"x\", \"card\": \"Grizzly Bears\", \"timestamp\": 3, \"choices\": {\"mode\": 1}}" << ""
            << QStringList{"x: Grizzly Bears has no modes, so its mode changes nothing"};
        // A permanent's "as this enters" choice: the app may place the card before asking.
        QTest::newRow("Conspiracy without a creature type")
            << ", {\"id\": \"c\", \"card\": \"Conspiracy\", \"timestamp\": 3}" << ""
            << QStringList{"c: Conspiracy needs \"creature_type\" in \"choices\": what was chosen as it entered; "
                           "without it, the ability that reads it does nothing"};
        QTest::newRow("Painter's Servant without a colour")
            << ", {\"id\": \"ps\", \"card\": \"Painter's Servant\", \"timestamp\": 3}" << ""
            << QStringList{"ps: Painter's Servant needs \"color\" in \"choices\": what was chosen as it entered; "
                           "without it, the ability that reads it does nothing"};
        // Legal and complete: nothing to say.
        QTest::newRow("Primal Clay's mode is read")
            << ", {\"id\": \"clay\", \"card\": \"Primal Clay\", \"timestamp\": 3, \"choices\": {\"mode\": 2}}" << ""
            << QStringList{};
        QTest::newRow("a Clone's mode is Primal Clay's")
            << ", {\"id\": \"clay\", \"card\": \"Primal Clay\", \"timestamp\": 3, \"choices\": {\"mode\": 2}},"
               " {\"id\": \"clone\", \"card\": \"Clone\", \"timestamp\": 4, \"choices\": {\"copy_of\": \"clay\", \"mode\": 1}}"
            << "" << QStringList{};
        QTest::newRow("up to two, none chosen")
            << "" << "{\"id\": \"e\", \"card\": \"Frost Breath\", \"timestamp\": 10}" << QStringList{};
        QTest::newRow("Conspiracy in a graveyard chose nothing")
            << ", {\"id\": \"c\", \"card\": \"Conspiracy\", \"zone\": \"graveyard\"}" << "" << QStringList{};
    }

    void warnings()
    {
        QFETCH(QString, objects);
        QFETCH(QString, effects);
        QFETCH(QStringList, expected);
        Diagnostics diags;
        const auto state = ScenarioReader(CardLibrary::builtin()).read(scenario(objects, effects), "f", &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
        QCOMPARE(choiceWarnings(*state), expected);
    }
};

QTEST_GUILESS_MAIN(TestChoiceChecks)
#include "tst_choicechecks.moc"
