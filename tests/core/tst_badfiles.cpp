// The bad-file corpus (tests/data/bad): every NAME.strata.json is read as strata-cli reads it, and its
// problems must be exactly the lines of NAME.errors, in order: truncated and malformed JSON, bad
// encodings, NUL bytes, huge numbers, deep nesting, duplicate and odd ids, wrong types, attachment
// and copy cycles, dangling references, unknown cards and keys. An empty NAME.errors means the file
// is accepted (a UTF-8 byte order mark, which RFC 8259 lets a reader ignore). Also the limits on
// objects and effects, whose files are made here rather than kept in the tree.
#include "cards/CardLibrary.h"
#include "io/ScenarioChecks.h"
#include "io/ScenarioReader.h"
#include <QDir>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;

namespace {

const QString kBad = testDataPath(QStringLiteral("bad"));

QByteArray manyEntries(const char* list, int count)
{
    QByteArray json = "{\"format\": \"strata-scenario\", \"version\": 1,\n"
                      " \"players\": [{\"id\": \"ana\", \"name\": \"Ana\"}],\n \"objects\": [";
    const bool objects = qstrcmp(list, "objects") == 0;
    if (!objects)
        json += "{\"id\": \"bears\", \"card\": \"Grizzly Bears\", \"timestamp\": 1}],\n \"effects\": [";
    for (int i = 0; i < count; ++i) {
        json += i ? ",\n  " : "";
        json += objects ? QStringLiteral("{\"id\": \"o%1\", \"card\": \"Grizzly Bears\", \"timestamp\": %2}")
                              .arg(i)
                              .arg(i + 1)
                              .toUtf8()
                        : QStringLiteral(
                            "{\"id\": \"e%1\", \"card\": \"Giant Growth\", \"targets\": [\"bears\"], \"timestamp\": %2}")
                              .arg(i)
                              .arg(i + 2)
                              .toUtf8();
    }
    return json + "]}\n";
}

}   // namespace

class TestBadFiles : public QObject {
    Q_OBJECT
private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(kBad).entryList({"*.strata.json"}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 60, qPrintable(QString::number(files.size())));
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void corpus()
    {
        QFETCH(QString, name);
        QFile expectedFile(QDir(kBad).filePath(name.chopped(int(strlen(".strata.json"))) + ".errors"));
        QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedFile.fileName()));
        const QString expectedText = QString::fromUtf8(expectedFile.readAll());
        const QStringList expected = expectedText.isEmpty() ? QStringList() : expectedText.trimmed().split('\n');
        // Read from inside the folder, so the lines name the file as the .errors file does.
        const QString previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(kBad));
        Diagnostics diags;
        const bool read = ScenarioReader(CardLibrary::builtin()).readFile(name, &diags).has_value();
        QDir::setCurrent(previous);
        QCOMPARE(diags.formatted(), expected);
        QCOMPARE(read, expected.isEmpty());
    }

    void limits_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("objects") << "objects" << ScenarioChecks::kMaxObjects + 1
                                 << "f:3:13: error: objects: 25001 objects; a scenario holds at most 25000 (the limit on objects)";
        QTest::newRow("effects") << "effects" << ScenarioChecks::kMaxEffects + 1
                                 << "f:4:13: error: effects: 10001 effects; a scenario holds at most 10000 (the limit on effects)";
    }

    void limits()
    {
        QFETCH(QString, list);
        QFETCH(int, count);
        QFETCH(QString, expected);
        Diagnostics diags;
        const QByteArray tooMany = manyEntries(qPrintable(list), count);
        QVERIFY(!ScenarioReader(CardLibrary::builtin()).read(tooMany, "f", &diags));
        QCOMPARE(diags.formatted(), QStringList{expected});
        // At the limit, it reads.
        Diagnostics none;
        QVERIFY2(ScenarioReader(CardLibrary::builtin()).read(manyEntries(qPrintable(list), count - 1), "f", &none),
            qPrintable(none.formatted().join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_badfiles.moc"
