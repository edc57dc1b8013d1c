// The importer's round trip compares with Oracle's English whatever language the app shows: an
// import run with the Spanish or Italian translation installed (the embedded ones, under ":/i18n")
// judges every ability exactly as an import in English does.
#include "import/CardImport.h"
#include "text/RulesText.h"
#include <QTranslator>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;
using namespace strata::import;

namespace {

QString dataFile(const QString& name)
{
    return QDir(testDataPath()).filePath(name);
}

// Each ability's status and the text written back, card by card, in file order.
QStringList statuses(const ImportResult& result)
{
    QStringList out;
    for (const ImportedCard& c : result.cards)
        for (const AbilityReport& r : c.abilities)
            out << QStringLiteral("%1: %2 [%3]").arg(c.card->name(), statusName(r.status), r.written);
    return out;
}

}   // namespace

class TestImportTranslated : public QObject {
    Q_OBJECT
private slots:
    void sameStatusesUnderEveryTranslation_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Spanish") << QStringLiteral("es");
        QTest::newRow("Italian") << QStringLiteral("it");
    }
    void sameStatusesUnderEveryTranslation()
    {
        QFETCH(QString, language);
        const QString file = dataFile(QStringLiteral("import/scryfall-cards.json"));
        const QStringList english = statuses(importFile(file));
        int parsed = 0;
        for (const QString& line : english)
            parsed += line.contains(QLatin1String(": parsed [")) ? 1 : 0;
        QVERIFY(parsed > 10);

        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/strata_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        // The translation is in use: the app's own rules text is written in it...
        AbilityDef flying;
        flying.kind = AbilityDef::Kind::Keyword;
        flying.keyword = QStringLiteral("Flying");
        flying.finalize();
        const QString shown = RulesText::ability(flying, QStringLiteral("Serra Angel"));
        const QStringList translated = statuses(importFile(file));
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(shown != QLatin1String("Flying"), qPrintable(shown));
        // ... and the import still judges in English.
        QCOMPARE(translated, english);
    }
};

QTEST_MAIN(TestImportTranslated)
#include "tst_importtranslated.moc"
