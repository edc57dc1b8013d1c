#pragma once
#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace strata {
class Diagnostics;
}

namespace strata::ui {

class ImportDialog;
class ScryfallLookup;
class UserDialogs;

// The File menu's card import: Import Cards… (ImportDialog), Prefer Imported Cards, Allow Online
// Lookups and Find on Scryfall… (ScryfallLookup, only when allowed). Keeps the library dock showing
// the app's cards as imports change them.
class ImportActions : public QObject {
    Q_OBJECT
public:
    ImportActions(UserDialogs& dialogs, QMainWindow* window);

    // Puts the actions in `fileMenu` before `before`.
    void install(QMenu* fileMenu, QAction* before);
    // The stored library and the cards found on Scryfall before, put in use at once.
    static void loadImportedCards(Diagnostics* errors);
    // The same read on a worker thread while the window starts; once the cards are in use (on the GUI
    // thread, unless an import came first), `then` gets the problems found and the milliseconds taken.
    static void loadImportedCardsThen(QObject* context, std::function<void(const Diagnostics&, qint64)> then);

    QAction* importAction() const { return m_import; }
    QAction* preferImportedAction() const { return m_preferImported; }
    QAction* allowOnlineAction() const { return m_allowOnline; }
    QAction* findOnlineAction() const { return m_findOnline; }
    ImportDialog* dialog() const;   // the last import's dialog while it is open
    ScryfallLookup* lookup() const { return m_lookup; }

    // Imports `cardFile` into the stored library, showing ImportDialog.
    void importFile(const QString& cardFile);
    // Asks Scryfall for `name` when online lookups are allowed; false when they are not.
    bool findOnline(const QString& name);

    void retranslateUi();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void chooseAndImport();
    void askAndFindOnline();
    void showLibrary();

    UserDialogs& m_dialogs;
    QMainWindow* m_window;
    QAction* m_import;
    QAction* m_preferImported;
    QAction* m_allowOnline;
    QAction* m_findOnline;
    QPointer<ImportDialog> m_dialog;
    ScryfallLookup* m_lookup;
};

}   // namespace strata::ui
