#pragma once
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace strata::ui {

class Autosave;
class GalleryMenu;
class RecentFilesMenu;
class ScenarioDocument;
class UserDialogs;

// The File menu's scenario actions: New, Open, Open Recent, Examples, Save, Save As and Quit.
// Replacing or closing a scenario with unsaved changes asks first; a file that cannot be opened
// leaves the current scenario as it is and shows every positioned problem of the file.
class FileActions : public QObject {
    Q_OBJECT
public:
    FileActions(ScenarioDocument* document, UserDialogs& dialogs, QWidget* window);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* quitAction() const { return m_quit; }
    RecentFilesMenu* recentMenu() const { return m_recent; }
    GalleryMenu* galleryMenu() const { return m_gallery; }

    // What the window title and questions call the scenario: its file name, or for a scenario
    // without a file of its own (new, or an example inside the app) its title.
    QString documentName() const;
    // The file Save writes to; empty when Save must ask for one (a new scenario, an example).
    QString writablePath() const;

    // True when the scenario may be replaced or closed: nothing unsaved, or the user saved or
    // discarded it.
    bool maybeSave();
    // Opens without asking about unsaved changes; on failure shows why and returns false.
    bool openFile(const QString& path);
    // At start: offers the newest scenario a session that ended badly left in `autosave`, and
    // opens it when the user accepts; the others stay for a later start. True when recovered.
    bool offerRecovery(Autosave* autosave);

    void retranslateUi();

signals:
    // Something the user should know that needs no answer (a save written in place).
    void statusMessage(const QString& text);

public slots:
    void newScenario();
    void open();
    void openExample(const QString& path);
    void openRecent(const QString& path);
    bool save();
    bool saveAs();

private:
    QString suggestedSavePath() const;

    ScenarioDocument* m_doc;
    UserDialogs& m_dialogs;
    QWidget* m_window;
    QAction* m_new;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_quit;
    RecentFilesMenu* m_recent;
    GalleryMenu* m_gallery;
};

}   // namespace strata::ui
