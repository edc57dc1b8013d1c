#pragma once
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>

class QIODevice;
class QSaveFile;

namespace strata {

// Writing a file so that a failure never costs the file that was there: the bytes go to a temporary
// file, which replaces the old one only once every byte of it is known to be on disk. Scenarios and
// exported pictures are both saved through here.
//
// QSaveFile alone is not enough with Qt 6.4: it keeps small writes in a buffer, and when writing that
// buffer out fails inside commit() (a full disk), commit() still renames the short temporary file over
// the old one and returns true. So the buffer is flushed and checked here, before commit().
class SafeWrite {
    Q_DECLARE_TR_FUNCTIONS(SafeWrite)
public:
    // Writes the whole content to `out`; on failure returns false with the reason in `why`.
    using Content = std::function<bool(QIODevice& out, QString* why)>;

    // On failure these return false, leave the old file as it was and, when `error` is given, say
    // "Could not write FILE: REASON", the reason being the system's (such as "No space left on device").
    //
    // A writable file in a folder that refuses new files (so no temporary file can be made there) is
    // written in place, as Tiled's SaveFile does, but only for a caller that passes `notice`, which
    // then says so: that write is not atomic, and a failure in the middle of it costs the old file.
    static bool write(const QString& path, const QByteArray& bytes, QString* error, QString* notice = nullptr);
    // The content is made in memory, then written as above.
    static bool write(const QString& path, const Content& content, QString* error);
    // The same through a QSaveFile made by the caller (not yet open): how tests put a failing one in.
    static bool write(QSaveFile& file, const QByteArray& bytes, QString* error);
};

}   // namespace strata
