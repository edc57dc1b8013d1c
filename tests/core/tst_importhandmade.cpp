// Imported cards against the hand-made cards of the same name (docs/importer.md, "Against the
// hand-made cards"): every hand-made card that the development card set also holds is in
// data/import/handmade.json, copied from that set. What the importer says it understood must be the
// hand-made structure, and every scenario of the project must resolve alike with either card.
#include "ImportFixtures.h"
#include "import/HandMadeComparison.h"
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;
using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& handMadeCards()
{
    return test::fixtureFile(QStringLiteral("handmade.json"));
}

QStringList projectScenarios()
{
    return scenarioFilesAt(testDataPath()) + scenarioFilesAt(sourcePath(QStringLiteral("resources/scenarios")));
}

}   // namespace

class TestImportHandMade : public QObject {
    Q_OBJECT
private slots:
    void everyFixtureCardIsHandMade()
    {
        QVERIFY2(handMadeCards().errors.isEmpty(), qPrintable(handMadeCards().errors.formatted().join('\n')));
        QCOMPARE(handMadeCards().cards.size(), 118);
        // A card of the fixture without its hand-made twin would be compared with nothing.
        QCOMPARE(compareWithHandMade(handMadeCards().cards, CardLibrary::builtin()).size(), 118);
    }

    // What the importer marks parsed is what a person wrote by hand for the same card, ability by
    // ability; a card it fully understood has no difference at all.
    void parsedAbilitiesHaveTheHandMadeStructure()
    {
        int understood = 0;
        for (const CardComparison& c : compareWithHandMade(handMadeCards().cards, CardLibrary::builtin())) {
            for (const QString& d : c.differences)
                QVERIFY2(!d.endsWith(QLatin1String("read differently")), qPrintable(c.name + ": " + d));
            if (c.status == CardStatus::Understood) {
                QVERIFY2(c.same(), qPrintable(c.name + ": " + c.differences.join("; ")));
                ++understood;
            }
        }
        // 72 when this test was written; more as the importer learns, never fewer.
        QVERIFY2(understood >= 72, qPrintable(QString::number(understood)));
    }

    // CR 305.6: a basic land's mana ability comes from its land type; the big symbol printed on the
    // card ("{G}") is not an ability of its own, so the imported Forest is the hand-made one.
    void basicLandSymbolIsNoAbility()
    {
        for (const CardComparison& c : compareWithHandMade(handMadeCards().cards, CardLibrary::builtin()))
            if (c.name == QLatin1String("Forest") || c.name == QLatin1String("Swamp")) {
                QVERIFY2(c.same(), qPrintable(c.name + ": " + c.differences.join("; ")));
                QCOMPARE(c.handMadeAbilities, 0);
            }
    }

    // Golden scenarios, worked examples and event scenarios, resolved once with the hand-made cards
    // and once with every understood imported card in their place: the results are the same JSON.
    void scenariosResolveAlikeWithImportedCards()
    {
        QStringList replaced;
        const CardLibrary importsFirst = libraryWithImportsFirst(handMadeCards().cards, CardLibrary::builtin(), &replaced);
        QVERIFY(replaced.size() >= 72);
        int touched = 0;
        for (const QString& file : projectScenarios()) {
            const ScenarioComparison s = compareScenario(file, CardLibrary::builtin(), importsFirst, replaced);
            if (!s.error.isEmpty() && s.replacedCards.isEmpty()) {
                QVERIFY2(file.contains(QLatin1String("/bad/")), qPrintable(s.error));   // only the bad files fail
                continue;
            }
            QVERIFY2(s.identical, qPrintable(file + " (" + s.replacedCards.join(", ") + "): " + s.difference + s.error));
            touched += s.replacedCards.isEmpty() ? 0 : 1;
        }
        QVERIFY2(touched >= 100, qPrintable(QString::number(touched)));
    }

    // The comparison itself: a card read differently is reported, with the ability that differs.
    void aDifferentStructureIsReported()
    {
        ImportResult changed = importBytes(R"([{"object": "card", "layout": "normal", "name": "Glorious Anthem",
            "mana_cost": "{1}{W}{W}", "type_line": "Enchantment", "oracle_text": "Creatures you control get +2/+2.",
            "colors": ["W"], "keywords": []}])",
            QStringLiteral("changed.json"));
        QCOMPARE(changed.cards.size(), 1);
        const QVector<CardComparison> cmp = compareWithHandMade(changed.cards, CardLibrary::builtin());
        QCOMPARE(cmp.size(), 1);
        QCOMPARE(cmp[0].status, CardStatus::Understood);
        QCOMPARE(cmp[0].differences, QStringList{"ability 1: read differently"});
        QStringList replaced;
        const CardLibrary importsFirst = libraryWithImportsFirst(changed.cards, CardLibrary::builtin(), &replaced);
        const ScenarioComparison s = compareScenario(
            testDataPath(QStringLiteral("cr_613_4_example_1.strata.json")), CardLibrary::builtin(), importsFirst, replaced);
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        QCOMPARE(s.replacedCards, QStringList{"Glorious Anthem"});
        QVERIFY(!s.identical);
        QVERIFY2(s.difference.contains(QLatin1String("hand-made")), qPrintable(s.difference));
    }
};

QTEST_MAIN(TestImportHandMade)
#include "tst_importhandmade.moc"
