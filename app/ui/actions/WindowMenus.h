#pragma once
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;
class QToolBar;

namespace strata::ui {

class EditActions;
class ExportActions;
class FileActions;
class HelpActions;
class LanguageActions;
class RulesActions;
class ViewActions;

// Every action group of the main window, for WindowMenus to lay out.
struct WindowActions {
    FileActions* file = nullptr;
    EditActions* edit = nullptr;
    ViewActions* view = nullptr;
    RulesActions* rules = nullptr;
    LanguageActions* language = nullptr;
    HelpActions* help = nullptr;
    ExportActions* exporting = nullptr;
    QList<QDockWidget*> docks;   // each gets a toggle in the View menu
};

// The menu bar and the toolbar of the main window, laid out from its action groups.
class WindowMenus : public QObject {
    Q_OBJECT
public:
    WindowMenus(QMainWindow* window, const WindowActions& actions);

    QMenu* fileMenu() const { return m_file; }
    QToolBar* toolBar() const { return m_toolBar; }

    // Menu titles and every group's texts, in the language now installed.
    void retranslateUi();

private:
    void retranslateTitles();

    WindowActions m_actions;
    QMenu* m_file;
    QMenu* m_edit;
    QMenu* m_view;
    QMenu* m_rules;
    QMenu* m_language;
    QMenu* m_help;
    QToolBar* m_toolBar;
};

}   // namespace strata::ui
