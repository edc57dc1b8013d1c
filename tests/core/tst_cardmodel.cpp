// Questions the card model answers for the engine and the app alike, on printed cards.
#include "cards/CardLibrary.h"
#include "io/ScenarioReader.h"
#include "model/ResolvableAbilities.h"
#include <QDir>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;
using strata::testfiles::sourcePath;

using namespace strata;

class TestCardModel : public QObject {
    Q_OBJECT
private slots:
    void attachments_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<bool>("attachment");
        QTest::addColumn<bool>("equipmentLike");
        QTest::newRow("Aura") << "Control Magic" << true << false;
        QTest::newRow("Equipment") << "Bonesplitter" << true << true;
        QTest::newRow("creature") << "Grizzly Bears" << false << false;
        QTest::newRow("enchantment, not an Aura") << "Opalescence" << false << false;
        QTest::newRow("land") << "Forest" << false << false;
    }

    void attachments()
    {
        // CR 303.4 (Auras), 301.5 (Equipment, Fortification): the permanents that are attached.
        QFETCH(QString, card);
        QFETCH(bool, attachment);
        QFETCH(bool, equipmentLike);
        const CardPtr c = CardLibrary::builtin().find(card);
        QVERIFY2(c, qPrintable(card + " is missing from the card library"));
        QCOMPARE(c->front.isAttachment(), attachment);
        QCOMPARE(c->front.isEquipmentLike(), equipmentLike);
    }

    void effectsFindTheAbilitiesTheAppOffers()
    {
        // The app builds effect entries from spellAbility() and numberedAbilities(); a file it saves
        // must read back to the same ability, so every effect of every scenario is looked up both ways.
        int sourceEffects = 0, spellEffects = 0;
        for (const QString& dir :
            {testDataPath(), sourcePath(QStringLiteral("resources/scenarios"))}) {
            for (const QFileInfo& file : QDir(dir).entryInfoList({"*.strata.json"}, QDir::Files)) {
                Diagnostics diags;
                const auto state = ScenarioReader(CardLibrary::builtin()).readFile(file.filePath(), &diags);
                QVERIFY2(state, qPrintable(diags.formatted().join('\n')));
                for (const ResolvedEffect& e : state->effects) {
                    if (e.card) {
                        QCOMPARE(spellAbility(e.card), e.ability);
                        ++spellEffects;
                        continue;
                    }
                    // The app offers the abilities the source has when the effect is added, numbered
                    // as copied for a copy; an older effect of a copy that changed since was numbered then.
                    const QVector<AbilityPtr> offered = e.abilityFrom.isEmpty()
                        ? abilitiesAsNumbered(*state, *state->object(e.sourceId), e.timestamp)
                        : numberedAbilities(*state, e.sourceId, e.abilityFrom);
                    QVERIFY2(e.abilityIndex >= 1 && e.abilityIndex <= offered.size(),
                        qPrintable(file.fileName() + ": " + e.id));
                    QCOMPARE(offered[e.abilityIndex - 1], e.ability);
                    QVERIFY(canLeaveEffect(e.ability));
                    ++sourceEffects;
                }
            }
        }
        // Both kinds are exercised, granted abilities (Wandering Fumarole's switch) among them.
        QVERIFY(spellEffects > 10);
        QVERIFY(sourceEffects > 3);
    }
};

QTEST_GUILESS_MAIN(TestCardModel)
#include "tst_cardmodel.moc"
