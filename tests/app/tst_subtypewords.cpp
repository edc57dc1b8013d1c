// Subtypes on display in the languages the app ships: the type line and the rules text name them in
// the user's language (printed Spanish and Italian type names), while the model keeps English.
#include "AppTestSupport.h"
#include "cards/CardLibrary.h"
#include "models/DisplayText.h"
#include "text/RulesText.h"
#include "text/SubtypeWords.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;

class TestSubtypeWords : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void tableCoversTypesJson();
    void tablePluralsAreTheWritersPlurals();
    void typeLineTranslated_data();
    void typeLineTranslated();
    void bloodMoonNamesTheLandType_data();
    void bloodMoonNamesTheLandType();
    void untranslatedSubtypeFallsBackToEnglish();
    void galleryScenariosHaveNoUntranslatedSubtype_data();
    void galleryScenariosHaveNoUntranslatedSubtype();

private:
    bool useLanguage(const QString& code);
    QTranslator m_translator;
};

bool TestSubtypeWords::useLanguage(const QString& code)
{
    return test::useLanguage(m_translator, code);
}

void TestSubtypeWords::cleanup()
{
    QVERIFY(useLanguage(QStringLiteral("en")));
}

// A subtype added to types.json without regenerating the table (tools/gen_subtype_table.py) could not
// be translated: lupdate only sees the table's literals.
void TestSubtypeWords::tableCoversTypesJson()
{
    QFile file(sourcePath(QStringLiteral("resources/rules/types.json")));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QJsonObject types = QJsonDocument::fromJson(file.readAll()).object();
    QSet<QString> inTable;
    for (int i = 0; i < kSubtypeWordTableSize; ++i)
        inTable.insert(QString::fromUtf8(kSubtypeWordTable[i].singular.source));
    QSet<QString> inJson;
    for (const char* kind : {"creature", "land", "artifact", "enchantment", "planeswalker", "spell", "battle"}) {
        const QJsonArray names = types.value(QLatin1String(kind)).toArray();
        QVERIFY2(!names.isEmpty(), kind);
        for (const QJsonValue& v : names) {
            inJson.insert(v.toString());
            QVERIFY2(inTable.contains(v.toString()), qPrintable(v.toString() + " is missing from SubtypeTable.cpp"));
        }
    }
    QCOMPARE(inTable.size(), inJson.size());
    QCOMPARE(kSubtypeWordTableSize, inTable.size());
}

// The writer asks for a plural by its English form; a table plural that differs could never be found.
void TestSubtypeWords::tablePluralsAreTheWritersPlurals()
{
    for (int i = 0; i < kSubtypeWordTableSize; ++i) {
        const QString singular = QString::fromUtf8(kSubtypeWordTable[i].singular.source);
        QCOMPARE(QString::fromUtf8(kSubtypeWordTable[i].plural.source), englishSubtypePlural(singular));
    }
    // Oracle's plurals: "Elves", "Mice", and "Equipment" as in "each Equipment attached to it".
    QCOMPARE(englishSubtypePlural(QStringLiteral("Elf")), QStringLiteral("Elves"));
    QCOMPARE(englishSubtypePlural(QStringLiteral("Mouse")), QStringLiteral("Mice"));
    QCOMPARE(englishSubtypePlural(QStringLiteral("Equipment")), QStringLiteral("Equipment"));
}

void TestSubtypeWords::typeLineTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en Grizzly Bears") << "en" << "Grizzly Bears" << "Creature — Bear";
    QTest::newRow("es Grizzly Bears") << "es" << "Grizzly Bears" << "Criatura — Oso";
    QTest::newRow("it Grizzly Bears") << "it" << "Grizzly Bears" << "Creatura — Orso";
    QTest::newRow("es Academy Rector") << "es" << "Academy Rector" << "Criatura — Humano Clérigo";
    QTest::newRow("it Academy Rector") << "it" << "Academy Rector" << "Creatura — Umano Chierico";
}

void TestSubtypeWords::typeLineTranslated()
{
    QFETCH(QString, language);
    QFETCH(QString, card);
    QFETCH(QString, expected);
    QVERIFY(useLanguage(language));
    const CardPtr c = CardLibrary::builtin().find(card);
    QVERIFY2(c, qPrintable(card));
    QCOMPARE(DisplayText::typeLine(c->front.type), expected);
    QCOMPARE(c->front.type.subtypeNames().value(0), card == QLatin1String("Grizzly Bears") ? "Bear" : "Human");
}

// Blood Moon sets the land's subtype to Mountain (CR 305.7): the sentence names the printed Spanish and
// Italian land type, with the article of its gender (Montaña and Montagna are feminine).
void TestSubtypeWords::bloodMoonNamesTheLandType_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << "en" << "Each nonbasic land is a Mountain.";
    QTest::newRow("es") << "es" << "Cada tierra no básica es una Montaña.";
    QTest::newRow("it") << "it" << "Ogni terra non base è una Montagna.";
}

void TestSubtypeWords::bloodMoonNamesTheLandType()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QVERIFY(useLanguage(language));
    const CardPtr moon = CardLibrary::builtin().find(QStringLiteral("Blood Moon"));
    QVERIFY(moon);
    QCOMPARE(RulesText::ability(*moon->front.abilities.value(0), moon->front, moon->front.name), expected);
}

void TestSubtypeWords::untranslatedSubtypeFallsBackToEnglish()
{
    QVERIFY(useLanguage(QStringLiteral("es")));
    QCOMPARE(translatedSubtype(QStringLiteral("Swamp")), QStringLiteral("Pantano"));
    QCOMPARE(translatedSubtypePlural(QStringLiteral("Swamp")), QStringLiteral("Pantanos"));
    QVERIFY(!subtypeIsFeminine(QStringLiteral("Swamp")));
    QVERIFY(subtypeIsFeminine(QStringLiteral("Island")));
    // A planeswalker's name is the same in every language: no translation, never blank.
    QCOMPARE(translatedSubtype(QStringLiteral("Gideon")), QStringLiteral("Gideon"));
    QCOMPARE(translatedSubtype(QStringLiteral("Not A Subtype")), QStringLiteral("Not A Subtype"));
}

void TestSubtypeWords::galleryScenariosHaveNoUntranslatedSubtype_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("path");
    const QDir dir(sourcePath(QStringLiteral("resources/scenarios")));
    const QStringList files = dir.entryList({QStringLiteral("*.strata.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString& language : {QStringLiteral("es"), QStringLiteral("it")})
        for (const QString& f : files)
            QTest::newRow(qPrintable(language + QLatin1Char(' ') + f)) << language << dir.filePath(f);
}

// Every type line and rules text of the resolved board: no English name of a subtype that the
// language translates. Card names are the user's choice and stay English, so they are left out.
void TestSubtypeWords::galleryScenariosHaveNoUntranslatedSubtype()
{
    QFETCH(QString, language);
    QFETCH(QString, path);
    ScenarioDocument doc;
    QVERIFY(test::openInto(doc, path));
    doc.finishResolving();
    QVERIFY(useLanguage(language));
    QStringList translatedEnglish;
    for (int i = 0; i < kSubtypeWordTableSize; ++i) {
        const QString en = QString::fromUtf8(kSubtypeWordTable[i].singular.source);
        if (translatedSubtype(en) != en)
            translatedEnglish << en << englishSubtypePlural(en);
    }
    QVERIFY(translatedEnglish.size() > 100);
    const QRegularExpression english(QStringLiteral("\\b(%1)\\b").arg(translatedEnglish.join(QLatin1Char('|'))));
    int texts = 0;
    for (const Characteristics& c : doc.resolution().chars) {
        QStringList shown{DisplayText::typeLine(c.type)};
        for (const AbilityInstance& a : c.abilities)
            shown << RulesText::ability(a, c.name);
        for (QString text : shown) {
            text.remove(c.name);
            ++texts;
            const QRegularExpressionMatch m = english.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("“%1” in “%2”").arg(m.captured(), text)));
        }
    }
    QVERIFY(texts > 0);
}

QTEST_MAIN(TestSubtypeWords)
#include "tst_subtypewords.moc"
