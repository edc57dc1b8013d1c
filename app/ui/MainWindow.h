#pragma once
#include <QMainWindow>
#include <memory>

namespace strata::ui {

class BoardView;
class CharacteristicsDock;
class EditActions;
class EventsDock;
class ExportActions;
class FileActions;
class ImportActions;
class LanguageManager;
class LibraryDock;
class ScenarioDocument;
class StackDock;
class TimelineDock;
class TimestampsDock;
class Autosave;
class UserDialogs;
class WindowMenus;

// Strata's main window. It only composes: the board in the middle, the library, characteristics,
// timestamps and timeline docks around it, the menus and the toolbar; each part does its own work.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `dialogs` answers the window's questions (tests pass a ScriptedDialogs); null uses real dialogs.
    explicit MainWindow(UserDialogs* dialogs = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_doc; }
    LanguageManager* languages() const { return m_languages; }
    BoardView* board() const { return m_board; }
    FileActions* fileActions() const { return m_file; }
    ExportActions* exportActions() const { return m_export; }
    WindowMenus* menus() const { return m_menus; }
    LibraryDock* libraryDock() const { return m_library; }
    CharacteristicsDock* characteristicsDock() const { return m_characteristics; }
    TimestampsDock* timestampsDock() const { return m_timestamps; }
    TimelineDock* timelineDock() const { return m_timeline; }
    Autosave* autosave() const { return m_autosave; }
    EventsDock* eventsDock() const { return m_events; }
    StackDock* stackDock() const { return m_stack; }
    ImportActions* importActions() const { return m_import; }

    // Window geometry and dock layout from the last session, if any, kept within the screen; saved
    // again on close.
    void restoreLayout();
    // The docks where they stand at first, and the window at its first size within the screen.
    void resetLayout();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void placeDocks();
    void connectSelection();
    void updateTitle();
    void fitToScreen();

    std::unique_ptr<UserDialogs> m_ownDialogs;
    UserDialogs& m_dialogs;
    ScenarioDocument* m_doc;
    LanguageManager* m_languages;
    BoardView* m_board;
    LibraryDock* m_library = nullptr;
    CharacteristicsDock* m_characteristics = nullptr;
    TimestampsDock* m_timestamps = nullptr;
    TimelineDock* m_timeline = nullptr;
    EventsDock* m_events = nullptr;
    StackDock* m_stack = nullptr;
    FileActions* m_file = nullptr;
    EditActions* m_edit = nullptr;
    ExportActions* m_export = nullptr;
    WindowMenus* m_menus = nullptr;
    Autosave* m_autosave = nullptr;
    ImportActions* m_import = nullptr;
    bool m_selecting = false;   // one selection change at a time: the views echo each other
};

}   // namespace strata::ui
