#pragma once
#include <QObject>
#include <QStringList>

class QTranslator;

namespace strata::ui {

// The language of the user interface, switchable while the app runs.
//
// Switching installs Strata's translator (":/i18n/strata_<code>.qm", built from translations/) and
// Qt's own (qtbase_<code>.qm, for standard buttons and dialogs); installing or removing a translator
// makes Qt send QEvent::LanguageChange to every widget, which is how the widgets learn to retranslate.
// The default QLocale follows too, so scenario titles given in several languages pick the right one.
class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // "en", "es", "it": English first, it needs no translator.
    static QStringList languages();
    // The name of a language in that language ("Español"), as language menus show it.
    static QString nativeName(const QString& code);
    // The saved choice, else the system's language when Strata speaks it, else English.
    static QString preferredLanguage();

    QString current() const { return m_current; }
    // Returns false for a language Strata does not speak, or whose translation cannot be loaded
    // (then the interface stays as it was). `remember` saves the choice for the next start.
    bool setLanguage(const QString& code, bool remember = true);

signals:
    void languageChanged(const QString& code);

private:
    void removeTranslators();

    QString m_current = QStringLiteral("en");
    QTranslator* m_strata = nullptr;
    QTranslator* m_qt = nullptr;
};

}   // namespace strata::ui
