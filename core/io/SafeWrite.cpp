#include "SafeWrite.h"
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace strata {

namespace {

QString failure(const QString& path, const QString& reason)
{
    return SafeWrite::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

// The reason is read first: cancelWriting() replaces it with its own.
bool fail(QSaveFile& file, QString* error)
{
    if (error)
        *error = failure(file.fileName(), file.errorString());
    if (file.isOpen())
        file.cancelWriting();   // commit() now refuses, and the temporary file goes with the QSaveFile
    return false;
}

// QFileDevice reports the system's reason only for a write that wrote nothing at all: a write the
// disk cut short returns fewer bytes and no reason. So the rest is written again, until the system
// says why it takes no more.
bool writeAll(QSaveFile& file, const QByteArray& bytes)
{
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0)
            return false;
        written += n;
    }
    return true;
}

// The same for what is left in QFileDevice's buffer, written out here, where a failure can still
// be refused: Qt 6.4's commit() writes it too, but renames the temporary file even when that fails.
bool flushAll(QSaveFile& file)
{
    if (file.flush())
        return true;
    file.flush();   // after a partial write, this one writes nothing and gives the reason
    return false;
}

}   // namespace

bool SafeWrite::write(const QString& path, const QByteArray& bytes, QString* error, QString* notice)
{
    {
        QSaveFile file(path);
        if (write(file, bytes, error))
            return true;
        // Only a folder that refused the temporary file is worth a second try, written in place.
        if (!notice || file.error() != QFileDevice::OpenError || !QFileInfo(path).isFile())
            return false;
    }
    QSaveFile direct(path);
    direct.setDirectWriteFallback(true);
    if (!write(direct, bytes, error))
        return false;
    *notice = tr("%1 was written in place: its folder does not allow the temporary file a safe save "
                 "needs, so an interrupted save there could damage it.")
                  .arg(QDir::toNativeSeparators(path));
    return true;
}

bool SafeWrite::write(const QString& path, const Content& content, QString* error)
{
    // Made in memory first: QTextStream (under QSvgGenerator) does not check what the device takes.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString why;
    if (!content(buffer, &why)) {
        if (error)
            *error = failure(path, why);
        return false;
    }
    return write(path, buffer.data(), error);
}

bool SafeWrite::write(QSaveFile& file, const QByteArray& bytes, QString* error)
{
    if (!file.open(QIODevice::WriteOnly) || !writeAll(file, bytes) || !flushAll(file)
        || file.error() != QFileDevice::NoError)
        return fail(file, error);
    if (!file.commit() || file.error() != QFileDevice::NoError)
        return fail(file, error);
    return true;
}

}   // namespace strata
