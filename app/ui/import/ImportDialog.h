#pragma once
#include "import/CardImport.h"
#include "import/ImportedLibrary.h"
#include <QDialog>
#include <QFutureWatcher>
#include <atomic>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTimer;

namespace strata::ui {

// What an import left: its coverage, its problems, and the library it saved.
struct ImportOutcome {
    import::ImportSummary summary;
    QStringList errors;   // positioned: FILE:LINE:COLUMN per broken card or for the file's structure
    bool cancelled = false;
    bool complete = false;
    bool saved = false;
    QString saveError;
    std::shared_ptr<import::ImportedLibrary> library;   // the cards imported, when saved
};

// File → Import Cards…: imports a Scryfall or MTGJSON file (.json or .json.gz) on a worker thread with
// a progress bar and a Cancel button, then shows the coverage summary. A whole file read replaces the
// stored library (`libraryPath`); a cancelled import or a broken file structure saves nothing, so the
// library already stored stays as it was.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    ImportDialog(const QString& libraryPath, QWidget* parent = nullptr);
    ~ImportDialog() override;

    void start(const QString& cardFile);
    void cancel();
    // Cancel: while importing, stops the import and keeps the dialog for its summary; then closes.
    void reject() override;
    bool isRunning() const;
    QString summaryText() const;
    const ImportOutcome& outcome() const { return m_outcome; }

    // The summary shown at the end, in the language installed.
    static QString describe(const ImportOutcome& outcome);

signals:
    // The import ended; `outcome().library` holds the new library when it was saved.
    void importFinished();

private:
    void showProgress();
    void finish();

    QString m_libraryPath;
    QLabel* m_file;
    QProgressBar* m_progress;
    QPlainTextEdit* m_summary;
    QDialogButtonBox* m_buttons;
    QTimer* m_poll;
    QFutureWatcher<ImportOutcome> m_watcher;
    // Shared with the worker, which may outlive a closed dialog only until it sees `cancel`.
    struct Shared {
        std::atomic_bool cancel{false};
        std::atomic<qint64> done{0}, total{0};
    };
    std::shared_ptr<Shared> m_shared;
    ImportOutcome m_outcome;
};

}   // namespace strata::ui
