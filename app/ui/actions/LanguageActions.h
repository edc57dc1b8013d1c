#pragma once
#include <QObject>

class QAction;
class QActionGroup;

namespace strata::ui {

class LanguageManager;

// The Language menu: one checkable entry per language Strata speaks, each named in its own language.
class LanguageActions : public QObject {
    Q_OBJECT
public:
    LanguageActions(LanguageManager* languages, QObject* parent);

    QList<QAction*> actions() const;
    // The entry of a language code ("es"), or null.
    QAction* action(const QString& code) const;

private:
    void syncWithManager();

    LanguageManager* m_languages;
    QActionGroup* m_group;
};

}   // namespace strata::ui
