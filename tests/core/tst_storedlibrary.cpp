// The stored library of imported cards as ImportedLibrary::save writes it (one entry a line, in name
// order) and as load reads it back: the fast path for that layout gives the same library, and the
// same placed messages, as the entry-by-entry stream every other layout goes through.
#include "ImportFixtures.h"
#include "import/ImportedLibrary.h"
#include <QTemporaryDir>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("scryfall-cards.json"));
}

}   // namespace

class TestStoredLibrary : public QObject {
    Q_OBJECT
private slots:
    void fixturesRead()
    {
        QVERIFY(fixtures().cards.size() > 10);
    }

    void savedLibraryReadsAsAnyOtherShape()
    {
        // The file as save() writes it (one entry a line) is read without the splitter; the same
        // entries laid out otherwise go through CardFileStream: both must give the same library.
        QTemporaryDir dir;
        const QString saved = dir.filePath("saved.json"), other = dir.filePath("other.json");
        QString error;
        QVERIFY2(ImportedLibrary::save(saved, fixtures().cards, &error), qPrintable(error));
        QFile in(saved), out(other);
        QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
        out.write("  " + in.readAll().replace(",\n", ", ").replace("[\n", "[ ") + "\n");
        out.close();
        Diagnostics savedErrors, otherErrors;
        const ImportedLibrary a = ImportedLibrary::load(saved, &savedErrors);
        const ImportedLibrary b = ImportedLibrary::load(other, &otherErrors);
        QVERIFY(savedErrors.isEmpty() && otherErrors.isEmpty());
        QCOMPARE(a.cards().size(), fixtures().cards.size());
        QCOMPARE(a.cards().names(), b.cards().names());
        // save() writes the cards in the library's name order, so a read sorts nothing.
        QStringList inFile;
        for (const ImportedCard& c : fixtures().cards)
            inFile << c.card->name();
        inFile.sort(Qt::CaseInsensitive);
        QCOMPARE(a.cards().names(), inFile);
        QVERIFY(in.seek(0));
        const QByteArray bytes = in.readAll();
        QVERIFY(bytes.indexOf("\"name\":\"" + inFile.first().toUtf8()) < bytes.indexOf("\"name\":\"" + inFile.last().toUtf8()));
        for (const QString& name : a.cards().names()) {
            QCOMPARE(a.understanding(name)->status, b.understanding(name)->status);
            QCOMPARE(a.understanding(name)->textOnly, b.understanding(name)->textOnly);
            QCOMPARE(a.cards().find(name)->front.abilities.size(), b.cards().find(name)->front.abilities.size());
        }
    }

    void brokenEntryInTheSavedShapeIsPlacedAsBefore()
    {
        // A card the parser refuses, in a file of the saved shape: the message names its line and
        // column in the file, as reading it entry by entry with the splitter did.
        QTemporaryDir dir;
        const QString path = dir.filePath("lib.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[\n{\"status\": \"understood\", \"card\": {\"name\": \"A\", \"types\": [\"Creature\"]}},\n"
                "{\"status\": \"partly\", \"card\": {\"name\": \"B\", \"types\": [\"Creature\"], \"power\": []}}\n]\n");
        f.close();
        Diagnostics errors;
        const ImportedLibrary lib = ImportedLibrary::load(path, &errors);
        QCOMPARE(lib.cards().size(), 1);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.formatted()[0].startsWith(path + ":3:"), qPrintable(errors.formatted()[0]));
    }
};

QTEST_GUILESS_MAIN(TestStoredLibrary)
#include "tst_storedlibrary.moc"
