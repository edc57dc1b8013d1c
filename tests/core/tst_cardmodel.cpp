// Questions the card model answers for the engine and the app alike, on printed cards.
#include "cards/CardLibrary.h"
#include <QtTest>

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
};

QTEST_GUILESS_MAIN(TestCardModel)
#include "tst_cardmodel.moc"
