#include "AppCardLibrary.h"
#include <QMutexLocker>
#include <QSettings>

namespace strata::ui {

QString preferImportedKey()
{
    return QStringLiteral("import/preferImported");
}

QString allowOnlineKey()
{
    return QStringLiteral("import/allowOnline");
}

AppCardLibrary::AppCardLibrary()
    : m_preferImported(QSettings().value(preferImportedKey(), false).toBool()),
      m_current(std::make_shared<CardLibrary>(CardLibrary::builtin()))
{ }

AppCardLibrary& AppCardLibrary::instance()
{
    static AppCardLibrary library;
    return library;
}

const CardLibrary& AppCardLibrary::current()
{
    return *instance().m_current;
}

std::shared_ptr<const CardLibrary> AppCardLibrary::snapshot()
{
    AppCardLibrary& self = instance();
    const QMutexLocker lock(&self.m_mutex);
    return self.m_current;
}

void AppCardLibrary::setImported(const import::ImportedLibrary& library)
{
    m_imported = library;
    m_importedThisSession = true;
    rebuild();
}

void AppCardLibrary::setStoredAtStartup(const import::ImportedLibrary& library)
{
    if (m_importedThisSession)
        return;
    m_imported = library;
    rebuild();
}

void AppCardLibrary::addLookedUp(const import::ImportedLibrary& library)
{
    m_lookedUp.addMissing(library);
    rebuild();
}

void AppCardLibrary::setPreferImported(bool prefer)
{
    if (prefer == m_preferImported)
        return;
    m_preferImported = prefer;
    QSettings().setValue(preferImportedKey(), prefer);
    rebuild();
}

void AppCardLibrary::clear()
{
    m_importedThisSession = false;
    m_imported = {};
    m_lookedUp = {};
    rebuild();
}

void AppCardLibrary::rebuild()
{
    // addMissing keeps the cards already there: whoever goes first wins a shared name. It sorts the
    // whole library again, even for no card added (with 30,000 imported cards, a sort of them all on
    // the GUI thread before the cards are in use): an empty library is not added.
    const auto addMissing = [](CardLibrary& to, const CardLibrary& from) {
        if (from.size() > 0)
            to.addMissing(from);
    };
    auto merged = std::make_shared<CardLibrary>(m_preferImported ? m_imported.cards() : CardLibrary::builtin());
    if (m_preferImported) {
        addMissing(*merged, m_lookedUp.cards());
        addMissing(*merged, CardLibrary::builtin());
    } else {
        addMissing(*merged, m_imported.cards());
        addMissing(*merged, m_lookedUp.cards());
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_current = std::move(merged);
    }
    emit changed();
}

std::optional<import::CardUnderstanding> AppCardLibrary::understanding(const QString& name) const
{
    // Asked for every card on the board after every edit: with no imported card, no name is looked up.
    if (importedCount() == 0)
        return std::nullopt;
    const CardPtr used = m_current->find(name);
    if (!used)
        return std::nullopt;
    for (const import::ImportedLibrary* lib : {&m_imported, &m_lookedUp})
        if (lib->cards().find(name) == used)
            return lib->understanding(used->name());
    return std::nullopt;
}

}   // namespace strata::ui
