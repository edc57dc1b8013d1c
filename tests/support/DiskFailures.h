#pragma once
// Real write failures for tests, without root and without touching the machine's disks.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#ifdef Q_OS_LINUX
#include <sys/fsuid.h>
#endif

namespace strata::test {

// While it lives, no file this process writes may grow past `bytes` (RLIMIT_FSIZE): the system then
// refuses a write with EFBIG ("File too large") as it refuses one on a full disk with ENOSPC. Unlike
// a full disk it needs no root and touches only this process. SIGXFSZ, which would end the process,
// is ignored meanwhile.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool isActive() const { return m_active; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = SIG_DFL;
    bool m_active = false;
};

// While it lives, `dir` is read-only (r-x for everyone). Root ignores permissions, so when the tests
// run as root the file system checks are made as "nobody" meanwhile (setfsuid, this thread only);
// the parent directory is opened to others for that (x), so that the old file can still be reached.
class ReadOnlyDirectory {
public:
    explicit ReadOnlyDirectory(const QString& dir) : m_dir(dir), m_parent(QFileInfo(dir).absolutePath())
    {
        m_oldDir = QFile::permissions(m_dir);
        m_oldParent = QFile::permissions(m_parent);
        const auto readExec = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
            | QFile::ExeOther;
        QFile::setPermissions(m_dir, readExec);
        QFile::setPermissions(m_parent, m_oldParent | QFile::ExeGroup | QFile::ExeOther);
#ifdef Q_OS_LINUX
        if (geteuid() == 0) {
            setfsuid(65534);
            m_droppedRoot = true;
        }
#endif
    }
    ~ReadOnlyDirectory()
    {
#ifdef Q_OS_LINUX
        if (m_droppedRoot)
            setfsuid(0);
#endif
        QFile::setPermissions(m_dir, m_oldDir);
        QFile::setPermissions(m_parent, m_oldParent);
    }
    ReadOnlyDirectory(const ReadOnlyDirectory&) = delete;
    ReadOnlyDirectory& operator=(const ReadOnlyDirectory&) = delete;

    // Whether a new file really cannot be made there: what the test relies on.
    bool isEffective() const
    {
        QFile probe(QDir(m_dir).filePath(QStringLiteral("probe")));
        if (!probe.open(QIODevice::WriteOnly))
            return true;
        probe.remove();
        return false;
    }

private:
    QString m_dir, m_parent;
    QFile::Permissions m_oldDir, m_oldParent;
    bool m_droppedRoot = false;
};

}   // namespace strata::test

#endif   // Q_OS_UNIX

namespace strata::test {

inline QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

inline bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

}   // namespace strata::test
