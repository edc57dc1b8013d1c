#pragma once
#include "io/Diagnostics.h"
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <memory>

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
    // The scenario now, if it has unsaved edits; otherwise removes the copy.
    void writeNow();
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
    void documentChanged();
    void remove();

    ScenarioDocument* m_doc;
    QString m_directory, m_file;
    std::unique_ptr<QLockFile> m_lock;
    QHash<QString, std::shared_ptr<QLockFile>> m_claimed;   // orphan file → its lock, held
    QTimer m_quiet, m_longest;
};

}   // namespace strata::ui
