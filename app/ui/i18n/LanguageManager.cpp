#include "LanguageManager.h"
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <spdlog/spdlog.h>

namespace strata::ui {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

}   // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) { }

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")};
}

QString LanguageManager::nativeName(const QString& code)
{
    // Deliberately not translated: a user lost in a foreign interface looks for their own language.
    if (code == QLatin1String("es"))
        return QStringLiteral("Español");
    if (code == QLatin1String("it"))
        return QStringLiteral("Italiano");
    return QStringLiteral("English");
}

QString LanguageManager::preferredLanguage()
{
    const QString saved = QSettings().value(kLanguageKey).toString();
    if (languages().contains(saved))
        return saved;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return languages().contains(system) ? system : QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString& code, bool remember)
{
    if (!languages().contains(code))
        return false;
    if (code == m_current) {
        if (remember)
            QSettings().setValue(kLanguageKey, code);
        return true;
    }
    QTranslator* strata = nullptr;
    QTranslator* qt = nullptr;
    if (code != QLatin1String("en")) {
        strata = new QTranslator(this);
        if (!strata->load(QStringLiteral(":/i18n/strata_%1.qm").arg(code))) {
            spdlog::warn("no Strata translation for language {}", code.toStdString());
            delete strata;
            return false;
        }
        // Qt's own strings are a nicety: without them standard buttons stay in English.
        qt = new QTranslator(this);
        if (!qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            spdlog::info("no Qt translation for language {}", code.toStdString());
            delete qt;
            qt = nullptr;
        }
    }
    // The locale goes first: widgets retranslating on the LanguageChange that removing and installing
    // translators sends must already find it in place.
    QLocale::setDefault(QLocale(code));
    removeTranslators();
    m_strata = strata;
    m_qt = qt;
    if (m_qt)
        QCoreApplication::installTranslator(m_qt);
    if (m_strata)
        QCoreApplication::installTranslator(m_strata);
    m_current = code;
    if (remember)
        QSettings().setValue(kLanguageKey, code);
    spdlog::info("interface language: {}", code.toStdString());
    emit languageChanged(code);
    return true;
}

void LanguageManager::removeTranslators()
{
    for (QTranslator** t : {&m_strata, &m_qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
}

}   // namespace strata::ui
