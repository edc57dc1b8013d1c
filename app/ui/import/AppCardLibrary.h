#pragma once
#include "cards/CardLibrary.h"
#include "import/ImportedLibrary.h"
#include <QMutex>
#include <QObject>
#include <memory>
#include <optional>

namespace strata::ui {

// The cards the app works with: the built-in library merged with the user's imported cards (the
// stored library and the cards found on Scryfall). Built-in cards win a shared name unless the user
// prefers imported ones. The merged library is replaced whole, never edited, so a resolution
// running on a worker thread keeps the library it started with (snapshot()).
class AppCardLibrary : public QObject {
    Q_OBJECT
public:
    static AppCardLibrary& instance();
    // The merged library, for the GUI thread.
    static const CardLibrary& current();
    // The merged library, kept alive for as long as a worker thread holds it.
    static std::shared_ptr<const CardLibrary> snapshot();

    void setImported(const import::ImportedLibrary& library);   // the stored library, replaced
    // The stored library as read at start-up, unless an import already replaced it meanwhile.
    void setStoredAtStartup(const import::ImportedLibrary& library);
    void addLookedUp(const import::ImportedLibrary& library);   // cards found online, added
    void setPreferImported(bool prefer);
    bool preferImported() const { return m_preferImported; }
    // Back to the built-in cards alone (tests).
    void clear();

    // How far Strata understood the card of this name that the app uses; nothing for a built-in card.
    std::optional<import::CardUnderstanding> understanding(const QString& name) const;
    int importedCount() const { return m_imported.cards().size() + m_lookedUp.cards().size(); }

signals:
    void changed();

private:
    AppCardLibrary();
    void rebuild();

    import::ImportedLibrary m_imported;
    import::ImportedLibrary m_lookedUp;
    bool m_preferImported = false;
    bool m_importedThisSession = false;
    std::shared_ptr<const CardLibrary> m_current;
    mutable QMutex m_mutex;   // guards m_current against a worker thread's snapshot()
};

// Settings keys of the import features.
QString preferImportedKey();   // bool: imported cards win a shared name
QString allowOnlineKey();      // bool: "Find on Scryfall" may go online

}   // namespace strata::ui
