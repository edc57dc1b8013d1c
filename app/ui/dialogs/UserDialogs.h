#pragma once
#include <QDateTime>
#include <QList>
#include <QString>

class QWidget;

namespace strata::ui {

// Every question the main window asks the user goes through this interface, so a test can answer it
// (ScriptedDialogs) where a real dialog would block (QtDialogs).
class UserDialogs {
public:
    enum class UnsavedChanges { Save, Discard, Cancel };

    virtual ~UserDialogs() = default;

    // A file to read; empty when the user cancels.
    virtual QString openFileName(
        QWidget* parent, const QString& caption, const QString& directory, const QString& filter)
        = 0;
    // A file to write (the dialog asks before overwriting); empty when the user cancels.
    virtual QString saveFileName(
        QWidget* parent, const QString& caption, const QString& suggestedPath, const QString& filter)
        = 0;
    // What to do with the unsaved changes of `documentName` before it is replaced or closed.
    virtual UnsavedChanges askUnsavedChanges(QWidget* parent, const QString& documentName) = 0;
    // Whether to recover the unsaved edits of `documentName` that a session which ended without
    // saving left, as they stood at `written`; no discards them.
    virtual bool askRecover(QWidget* parent, const QString& documentName, const QDateTime& written) = 0;
    // The scale of a PNG export among `scales` (1, 2, 4…), for a picture of `width` × `height` at 1×;
    // 0 when the user cancels.
    virtual int choosePngScale(QWidget* parent, const QList<int>& scales, int width, int height) = 0;
    // A problem the user must read; `details` (the positioned errors of a file) may be long.
    virtual void showError(QWidget* parent, const QString& title, const QString& text, const QString& details = {}) = 0;
    // Help → About: `text` is rich text.
    virtual void showAbout(QWidget* parent, const QString& title, const QString& text) = 0;
};

}   // namespace strata::ui
