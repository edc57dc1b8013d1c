#include "Autosave.h"
#include "ScenarioDocument.h"
#include "io/SafeWrite.h"
#include "io/ScenarioWriter.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <spdlog/spdlog.h>

namespace strata::ui {

namespace {

const QString kPrefix = QStringLiteral("autosave-");

// Beside each autosaved scenario: its lock and the path of the file it belongs to.
QString lockOf(const QString& file)
{
    return file.chopped(kScenarioFileSuffix.size()) + QStringLiteral(".lock");
}

QString originOf(const QString& file)
{
    return file.chopped(kScenarioFileSuffix.size()) + QStringLiteral(".origin");
}

}   // namespace

Autosave::Autosave(ScenarioDocument* document, const QString& directory, QObject* parent)
    : QObject(parent), m_doc(document), m_directory(directory)
{
    QDir().mkpath(m_directory);
    m_file = QDir(m_directory).filePath(kPrefix + QUuid::createUuid().toString(QUuid::WithoutBraces) + kScenarioFileSuffix);
    m_lock = std::make_unique<QLockFile>(lockOf(m_file));
    if (!m_lock->tryLock(0))
        spdlog::warn("autosave: cannot lock {}", lockOf(m_file).toStdString());
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(kQuietMs);
    m_longest.setSingleShot(true);
    m_longest.setInterval(kLongestMs);
    connect(&m_quiet, &QTimer::timeout, this, &Autosave::writeInBackground);
    connect(&m_longest, &QTimer::timeout, this, &Autosave::writeInBackground);
    connect(&m_writing, &QFutureWatcher<QString>::finished, this, &Autosave::writeFinished);
    connect(m_doc, &ScenarioDocument::resolved, this, &Autosave::documentChanged);
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, &Autosave::documentChanged);
}

// Only a normal end runs this: a crash or a kill leaves the copy and its lock behind.
Autosave::~Autosave()
{
    discard();
}

QString Autosave::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

void Autosave::documentChanged()
{
    if (!m_doc->isModified()) {
        remove();
        return;
    }
    m_quiet.start();   // restarted by every edit
    if (!m_longest.isActive())
        m_longest.start();   // not restarted: edits that never pause are still written
}

Autosave::Copy Autosave::copyOfDocument() const
{
    // The scenario as edited, not the moment shown (an event shown is the game after it).
    return {m_doc->snapshot(), m_doc->filePath()};
}

QString Autosave::write(const QString& file, const Copy& copy)
{
    // The origin first: a kill between the two writes leaves an older copy with the right origin.
    QString error;
    if (!SafeWrite::write(originOf(file), copy.originalPath.toUtf8(), &error)
        || !writeScenarioFile(copy.state, file, &error))
        return error;
    return {};
}

void Autosave::writeNow()
{
    m_quiet.stop();
    m_longest.stop();
    finishWriting();
    if (!m_doc->isModified()) {
        remove();
        return;
    }
    if (const QString error = write(m_file, copyOfDocument()); !error.isEmpty()) {
        spdlog::warn("autosave: {}", error.toStdString());
        return;
    }
    emit written();
}

void Autosave::writeInBackground()
{
    m_quiet.stop();
    m_longest.stop();
    if (!m_doc->isModified()) {
        remove();
        return;
    }
    if (m_inFlight)
        m_waiting = copyOfDocument();   // replaces an older one waiting: the last state wins
    else
        startWriting(copyOfDocument());
}

void Autosave::startWriting(Copy copy)
{
    m_inFlight = true;
    m_writing.setFuture(QtConcurrent::run(&Autosave::write, m_file, std::move(copy)));
}

void Autosave::writeFinished()
{
    // finishWriting() may have taken this result already.
    if (!m_inFlight || !m_writing.isFinished())
        return;
    m_inFlight = false;
    if (const QString error = m_writing.result(); !error.isEmpty())
        spdlog::warn("autosave: {}", error.toStdString());
    else
        emit written();
    if (m_waiting) {
        Copy next = std::move(*m_waiting);
        m_waiting.reset();
        startWriting(std::move(next));
    }
}

void Autosave::finishWriting()
{
    m_waiting.reset();
    if (!m_inFlight)
        return;
    m_writing.waitForFinished();
    writeFinished();
}

void Autosave::remove()
{
    m_quiet.stop();
    m_longest.stop();
    finishWriting();   // a write still going on would put the copy back
    QFile::remove(m_file);
    QFile::remove(originOf(m_file));
}

void Autosave::discard()
{
    remove();
    m_lock->unlock();
}

QVector<Autosave::Orphan> Autosave::orphans()
{
    QVector<Orphan> found;
    const QFileInfoList files
        = QDir(m_directory).entryInfoList({kPrefix + QLatin1Char('*') + kScenarioFileSuffix}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString file = info.absoluteFilePath();
        if (file == QFileInfo(m_file).absoluteFilePath())
            continue;
        if (!m_claimed.contains(file)) {
            // A lock whose process is gone counts as stale however young it is; a live session's never.
            auto lock = std::make_shared<QLockFile>(lockOf(file));
            lock->setStaleLockTime(0);
            if (!lock->tryLock(0))
                continue;
            m_claimed.insert(file, lock);
        }
        QFile origin(originOf(file));
        const QString originalPath = origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
        found << Orphan{file, originalPath, info.lastModified()};
    }
    return found;
}

bool Autosave::recover(const Orphan& orphan, Diagnostics* diagnostics)
{
    if (!m_doc->recover(orphan.file, orphan.originalPath, diagnostics))
        return false;
    writeNow();   // this session's own copy first, then the orphan may go
    drop(orphan);
    return true;
}

void Autosave::drop(const Orphan& orphan)
{
    QFile::remove(orphan.file);
    QFile::remove(originOf(orphan.file));
    if (const auto lock = m_claimed.take(orphan.file))
        lock->unlock();   // removes the lock file
}

}   // namespace strata::ui
