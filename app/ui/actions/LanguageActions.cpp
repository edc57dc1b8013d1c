#include "LanguageActions.h"
#include "i18n/LanguageManager.h"
#include <QAction>
#include <QActionGroup>

namespace strata::ui {

LanguageActions::LanguageActions(LanguageManager* languages, QObject* parent)
    : QObject(parent), m_languages(languages), m_group(new QActionGroup(this))
{
    for (const QString& code : LanguageManager::languages()) {
        QAction* action = m_group->addAction(LanguageManager::nativeName(code));
        action->setObjectName(QStringLiteral("actionLanguage_%1").arg(code));
        action->setData(code);
        action->setCheckable(true);
        connect(action, &QAction::triggered, this, [this, code] {
            if (!m_languages->setLanguage(code))
                syncWithManager();   // the old language stays: so does its check mark
        });
    }
    connect(m_languages, &LanguageManager::languageChanged, this, &LanguageActions::syncWithManager);
    syncWithManager();
}

QList<QAction*> LanguageActions::actions() const
{
    return m_group->actions();
}

QAction* LanguageActions::action(const QString& code) const
{
    for (QAction* a : m_group->actions())
        if (a->data().toString() == code)
            return a;
    return nullptr;
}

void LanguageActions::syncWithManager()
{
    if (QAction* a = action(m_languages->current()))
        a->setChecked(true);
}

}   // namespace strata::ui
