// SafeWrite: a write that fails in any way (the device refusing bytes, the disk filling up while the
// last buffer is written out, a read-only folder) says which file and why, and leaves the old file
// byte for byte as it was, with no temporary file beside it.
#include "DiskFailures.h"
#include "io/SafeWrite.h"
#include <QDir>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace strata;
using namespace strata::test;

namespace {

const QByteArray kOld = "the old file, which a failed save must leave as it is\n";

// A file whose device takes `room` bytes and then refuses more, as a disk that fills up does.
class FillingSaveFile : public QSaveFile {
public:
    FillingSaveFile(const QString& path, qint64 room) : QSaveFile(path), m_room(room) { }

protected:
    qint64 writeData(const char* data, qint64 len) override
    {
        if (m_room <= 0) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        const qint64 taken = QSaveFile::writeData(data, qMin(len, m_room));
        m_room -= taken;
        return taken;
    }

private:
    qint64 m_room;
};

// More than the limit the tests set, less than QFileDevice's buffer (16 KiB): it reaches the disk
// only when the buffer is written out.
QByteArray newContent()
{
    return QByteArray("new content\n").repeated(100);
}

}   // namespace

class TestSafeWrite : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString oldFile(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        return writeBytes(path, kOld) ? path : QString();
    }
    QStringList filesIn(const QString& dir) const { return QDir(dir).entryList(QDir::Files | QDir::Hidden); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init()
    {
        for (const QString& f : filesIn(m_dir.path()))
            QVERIFY(QFile::remove(m_dir.filePath(f)));
    }

    void replacesTheWholeFile()
    {
        const QString path = oldFile("doc.txt");
        QString error;
        QVERIFY2(SafeWrite::write(path, newContent(), &error), qPrintable(error));
        QCOMPARE(fileBytes(path), newContent());
        QCOMPARE(filesIn(m_dir.path()), QStringList{"doc.txt"});
    }

    // An injected device that takes 10 bytes and then reports a full disk: a short write.
    void deviceThatFillsUpKeepsTheOldFile()
    {
        const QString path = oldFile("doc.txt");
        FillingSaveFile file(path, 10);
        QString error;
        QVERIFY(!SafeWrite::write(file, newContent(), &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains("No space left on device"), qPrintable(error));
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(m_dir.path()), QStringList{"doc.txt"});
    }

    // A writer (QImageWriter, QSvgGenerator) that gives up: its reason, and the old file.
    void failingContentKeepsTheOldFile()
    {
        const QString path = oldFile("picture.png");
        QString error;
        const bool ok = SafeWrite::write(
            path,
            [](QIODevice& out, QString* why) {
                out.write("half a picture");
                *why = QStringLiteral("the picture could not be encoded");
                return false;
            },
            &error);
        QVERIFY(!ok);
        QCOMPARE(error,
            QStringLiteral("Could not write %1: the picture could not be encoded").arg(QDir::toNativeSeparators(path)));
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(m_dir.path()), QStringList{"picture.png"});
    }

    void missingFolderIsNamed()
    {
        QString error;
        QVERIFY(!SafeWrite::write(m_dir.filePath("no/such/folder/doc.txt"), newContent(), &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators("no/such/folder/doc.txt")), qPrintable(error));
    }

#ifdef Q_OS_UNIX
    // The real thing: the system refuses the bytes when QFileDevice writes its buffer out, as on a
    // full disk. Qt 6.4's QSaveFile::commit() alone would rename the short file over the old one.
    void diskFillingUpKeepsTheOldFile()
    {
        const QString path = oldFile("doc.txt");
        QString error;
        bool ok = true;
        {
            FileSizeLimit limit(100);
            QVERIFY(limit.isActive());
            ok = SafeWrite::write(path, newContent(), &error);
        }
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(QDir::toNativeSeparators(path))),
            qPrintable(error));
        QVERIFY2(error.contains("File too large"), qPrintable(error));
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(m_dir.path()), QStringList{"doc.txt"});
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        const QString folder = m_dir.filePath("shared");
        QVERIFY(QDir(m_dir.path()).mkpath("shared"));
        const QString path = QDir(folder).filePath("doc.txt");
        QVERIFY(writeBytes(path, kOld));
        QString error;
        bool ok = true;
        {
            ReadOnlyDirectory readOnly(folder);
            QVERIFY2(readOnly.isEffective(), "the folder could not be made read-only");
            ok = SafeWrite::write(path, newContent(), &error);
        }
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(QDir::toNativeSeparators(path))),
            qPrintable(error));
        QCOMPARE(fileBytes(path), kOld);
        QCOMPARE(filesIn(folder), QStringList{"doc.txt"});
        QVERIFY(QDir(folder).removeRecursively());
    }
#endif
};

QTEST_GUILESS_MAIN(TestSafeWrite)
#include "tst_safewrite.moc"
