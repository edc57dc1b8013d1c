#pragma once
#include <QObject>

class QAction;
class QWidget;

namespace strata::ui {

class UserDialogs;

// The Help menu.
class HelpActions : public QObject {
    Q_OBJECT
public:
    HelpActions(UserDialogs& dialogs, QWidget* window);

    QAction* aboutAction() const { return m_about; }
    QAction* aboutQtAction() const { return m_aboutQt; }

    void retranslateUi();
    // The About box's text, rich text.
    static QString aboutText();

private:
    UserDialogs& m_dialogs;
    QWidget* m_window;
    QAction* m_about;
    QAction* m_aboutQt;
};

}   // namespace strata::ui
