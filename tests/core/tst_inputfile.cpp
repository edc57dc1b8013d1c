// Reading scenario and card files (io::readInputFile): only regular files, and never more than the
// limit, so a FIFO cannot block Strata and /dev/zero cannot exhaust its memory (issue 9).
#include "io/InputFile.h"
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

using namespace strata;

class TestInputFile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return {};
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void readsARegularFile()
    {
        const QString path = write("small.json", "{\"a\": 1}");
        QString error;
        const auto data = io::readInputFile(path, &error);
        QVERIFY2(data, qPrintable(error));
        QCOMPARE(*data, QByteArray("{\"a\": 1}"));
    }

    void readsAFileExactlyAtTheLimit()
    {
        QString error;
        const auto data = io::readInputFile(write("ten.json", "0123456789"), &error, 10);
        QVERIFY2(data, qPrintable(error));
        QCOMPARE(data->size(), 10);
    }

    // Opening a FIFO blocks until a writer comes; the type is checked before opening, so this returns
    // at once (before the fix the test itself would hang here).
    void refusesAFifo()
    {
        const QString path = m_dir.filePath("pipe.json");
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QString error;
        QVERIFY(!io::readInputFile(path, &error));
        QCOMPARE(error, QString("is not a regular file (a pipe, socket or device); only files can be read"));
    }

    void refusesADevice()
    {
        QString error;
        QVERIFY(!io::readInputFile("/dev/zero", &error));
        QCOMPARE(error, QString("is not a regular file (a pipe, socket or device); only files can be read"));
    }

    void refusesADirectory()
    {
        QString error;
        QVERIFY(!io::readInputFile(m_dir.path(), &error));
        QCOMPARE(error, QString("is a directory, not a file"));
    }

    void refusesAMissingFile()
    {
        QString error;
        QVERIFY(!io::readInputFile(m_dir.filePath("missing.json"), &error));
        QCOMPARE(error, QString("cannot open: no such file"));
    }

    // A sparse file one byte over 64 MiB: cheap to make, refused by its size.
    void refusesAFileOverTheLimit()
    {
        const QString path = m_dir.filePath("huge.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(io::kMaxInputFileBytes + 1));
        f.close();
        QString error;
        QVERIFY(!io::readInputFile(path, &error));
        QCOMPARE(error, QString("file is larger than 64 MiB; this is not a scenario or card file"));
    }

    // /proc files are regular but report size 0: the limit holds on what is read, not on size().
    void limitHoldsWhenTheSizeIsWrong()
    {
        QCOMPARE(QFileInfo("/proc/self/status").size(), 0);
        QString error;
        QVERIFY(!io::readInputFile("/proc/self/status", &error, 16));
        QCOMPARE(error, QString("file is larger than 16 bytes; this is not a scenario or card file"));
    }
};

QTEST_MAIN(TestInputFile)
#include "tst_inputfile.moc"
