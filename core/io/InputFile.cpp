#include "InputFile.h"
#include <QFile>
#include <QFileInfo>

namespace strata::io {

namespace {

QString limitText(qint64 limit)
{
    constexpr qint64 kMiB = 1024 * 1024;
    return limit % kMiB == 0 ? QStringLiteral("%1 MiB").arg(limit / kMiB) : QStringLiteral("%1 bytes").arg(limit);
}

QString tooLarge(qint64 limit)
{
    return QStringLiteral("file is larger than %1; this is not a scenario or card file").arg(limitText(limit));
}

}   // namespace

std::optional<QByteArray> readInputFile(const QString& path, QString* error, qint64 limit)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = QStringLiteral("cannot open: no such file");
        return std::nullopt;
    }
    // isFile() is false for directories, FIFOs, sockets and devices, and follows symbolic links.
    if (!info.isFile()) {
        *error = info.isDir()
            ? QStringLiteral("is a directory, not a file")
            : QStringLiteral("is not a regular file (a pipe, socket or device); only files can be read");
        return std::nullopt;
    }
    if (info.size() > limit) {
        *error = tooLarge(limit);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open: %1").arg(file.errorString());
        return std::nullopt;
    }
    // Read in pieces up to the limit rather than trusting size(): a file may grow while it is read,
    // and some report no size at all.
    QByteArray data;
    data.reserve(qsizetype(info.size()));
    char buffer[64 * 1024];
    for (;;) {
        const qint64 n = file.read(buffer, sizeof buffer);
        if (n < 0) {
            *error = QStringLiteral("cannot read: %1").arg(file.errorString());
            return std::nullopt;
        }
        if (n == 0)
            break;
        if (data.size() + n > limit) {
            *error = tooLarge(limit);
            return std::nullopt;
        }
        data.append(buffer, qsizetype(n));
    }
    return data;
}

}   // namespace strata::io
