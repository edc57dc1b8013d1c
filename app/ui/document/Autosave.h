#pragma once
#include "io/Diagnostics.h"
#include "model/GameState.h"
#include <QDateTime>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

class QLockFile;

namespace strata::ui {

class ScenarioDocument;

// Keeps a copy of an edited, unsaved scenario in the app's data folder, so that a crash or a kill
// costs at most a couple of seconds of edits. The copy is written a quiet second after the last edit,
// and at least every kLongestMs while edits go on; it goes away once the scenario is saved, undone
// back to its file, or closed normally (discard()).
//
// Each session writes its own file and holds a lock beside it while it lives: a file whose lock
// nobody holds is what a session that ended badly left behind, and orphans() offers it for recovery.
//
// The timed copies are written off the GUI thread: the GUI thread only copies the game state
// (implicitly shared, so a copy costs a few reference counts), and a worker serialises and writes
// it (on the 200-permanent board that took 10-14 ms of the GUI thread every two seconds of editing,
// landing inside whatever edit was being repainted). One write at a time: a copy that comes while
// one is being written waits, and a newer one replaces it, so the last state always wins. Removing
// the copy, writeNow() and the end of the session first wait for the write in flight.
class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kQuietMs = 1000;
    static constexpr int kLongestMs = 2000;

    // An autosave left behind by a session that ended without saving or closing.
    struct Orphan {
        QString file;           // the autosaved scenario
        QString originalPath;   // the file it was opened from or saved as; empty when it had none
        QDateTime written;
    };

    Autosave(ScenarioDocument* document, const QString& directory, QObject* parent = nullptr);
    ~Autosave() override;

    // QStandardPaths::AppDataLocation's "autosave" folder.
    static QString defaultDirectory();

    QString filePath() const { return m_file; }
    // The scenario now, if it has unsaved edits; otherwise removes the copy. Written when it returns.
    void writeNow();
    // The same off the GUI thread (what the timers do); written() follows once it is on disk.
    void writeInBackground();
    // Whether a copy is being written or waits to be.
    bool isWriting() const { return m_inFlight || m_waiting.has_value(); }
    // The session ends normally (also on destruction): nothing is left to recover.
    void discard();

    // Newest first. Each stays claimed by this session (no other offers it) until recovered or dropped.
    QVector<Orphan> orphans();
    // Opens the orphan in the document as modified, keeps it as this session's own copy, and
    // removes the orphan's files; false, with the problems, when it cannot be read.
    bool recover(const Orphan& orphan, Diagnostics* diagnostics);
    void drop(const Orphan& orphan);

signals:
    void written();

private:
    // What a write needs, taken on the GUI thread.
    struct Copy {
        GameState state;
        QString originalPath;
    };
    Copy copyOfDocument() const;
    // Writes a copy to `file` (and its origin beside it); returns the error, empty when written.
    static QString write(const QString& file, const Copy& copy);
    void startWriting(Copy copy);
    void writeFinished();
    // Waits for the write in flight and forgets the one waiting (something newer follows).
    void finishWriting();
    void documentChanged();
    void remove();

    ScenarioDocument* m_doc;
    QString m_directory, m_file;
    std::unique_ptr<QLockFile> m_lock;
    QHash<QString, std::shared_ptr<QLockFile>> m_claimed;   // orphan file → its lock, held
    QTimer m_quiet, m_longest;
    QFutureWatcher<QString> m_writing;
    bool m_inFlight = false;
    std::optional<Copy> m_waiting;   // taken while another was being written
};

}   // namespace strata::ui
