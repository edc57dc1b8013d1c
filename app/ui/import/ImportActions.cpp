#include "ImportActions.h"
#include "AppCardLibrary.h"
#include "ImportDialog.h"
#include "ScryfallLookup.h"
#include "dialogs/UserDialogs.h"
#include "models/CardLibraryModel.h"
#include <QAction>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

namespace strata::ui {

ImportActions::ImportActions(UserDialogs& dialogs, QMainWindow* window)
    : QObject(window),
      m_dialogs(dialogs),
      m_window(window),
      m_import(new QAction(this)),
      m_preferImported(new QAction(this)),
      m_allowOnline(new QAction(this)),
      m_findOnline(new QAction(this)),
      m_lookup(new ScryfallLookup(ScryfallLookup::defaultCacheDirectory(), this))
{
    m_import->setObjectName(QStringLiteral("actionImportCards"));
    m_preferImported->setObjectName(QStringLiteral("actionPreferImported"));
    m_allowOnline->setObjectName(QStringLiteral("actionAllowOnline"));
    m_findOnline->setObjectName(QStringLiteral("actionFindOnScryfall"));
    m_preferImported->setCheckable(true);
    m_preferImported->setChecked(AppCardLibrary::instance().preferImported());
    m_allowOnline->setCheckable(true);
    m_allowOnline->setChecked(QSettings().value(allowOnlineKey(), false).toBool());
    m_findOnline->setEnabled(m_allowOnline->isChecked());

    connect(m_import, &QAction::triggered, this, &ImportActions::chooseAndImport);
    connect(m_preferImported, &QAction::toggled, this,
        [](bool prefer) { AppCardLibrary::instance().setPreferImported(prefer); });
    connect(m_allowOnline, &QAction::toggled, this, [this](bool allow) {
        QSettings().setValue(allowOnlineKey(), allow);
        m_findOnline->setEnabled(allow);
    });
    connect(m_findOnline, &QAction::triggered, this, &ImportActions::askAndFindOnline);
    connect(m_lookup, &ScryfallLookup::found, this, [this](const QString& name) {
        m_window->statusBar()->showMessage(tr("Found %1 on Scryfall: it is in the library now.").arg(name), 8000);
    });
    connect(m_lookup, &ScryfallLookup::failed, this, [this](const QString& name, const QString& reason) {
        m_dialogs.showError(m_window, tr("Find on Scryfall"), tr("Could not add %1.").arg(name), reason);
    });
    connect(&AppCardLibrary::instance(), &AppCardLibrary::changed, this, &ImportActions::showLibrary);
    window->installEventFilter(this);
    retranslateUi();
    showLibrary();
}

ImportDialog* ImportActions::dialog() const
{
    return m_dialog;
}

void ImportActions::install(QMenu* fileMenu, QAction* before)
{
    fileMenu->insertActions(before, {m_import, m_preferImported});
    fileMenu->insertSeparator(before);
    fileMenu->insertActions(before, {m_findOnline, m_allowOnline});
    fileMenu->insertSeparator(before);
}

namespace {

struct StartupCards {
    import::ImportedLibrary stored, found;
    Diagnostics errors;
    qint64 elapsedMs = 0;
};

// Any thread: reads only.
StartupCards readStartupCards()
{
    QElapsedTimer timer;
    timer.start();
    StartupCards cards;
    const QString path = import::ImportedLibrary::defaultPath();
    if (QFileInfo::exists(path))
        cards.stored = import::ImportedLibrary::load(path, &cards.errors);
    cards.found = ScryfallLookup::cachedCards(ScryfallLookup::defaultCacheDirectory(), &cards.errors);
    cards.elapsedMs = timer.elapsed();
    return cards;
}

void useStartupCards(const StartupCards& cards)
{
    AppCardLibrary& library = AppCardLibrary::instance();
    library.setStoredAtStartup(cards.stored);
    if (cards.found.cards().size() > 0)
        library.addLookedUp(cards.found);
}

}   // namespace

void ImportActions::loadImportedCards(Diagnostics* errors)
{
    const StartupCards cards = readStartupCards();
    errors->append(cards.errors);
    useStartupCards(cards);
}

void ImportActions::loadImportedCardsThen(QObject* context, std::function<void(const Diagnostics&, qint64)> then)
{
    auto* watcher = new QFutureWatcher<StartupCards>(context);
    connect(watcher, &QFutureWatcher<StartupCards>::finished, context, [watcher, then] {
        const StartupCards cards = watcher->result();
        watcher->deleteLater();
        useStartupCards(cards);
        then(cards.errors, cards.elapsedMs);
    });
    watcher->setFuture(QtConcurrent::run(readStartupCards));
}

void ImportActions::chooseAndImport()
{
    const QString file = m_dialogs.openFileName(m_window, tr("Import Cards"),
        QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
        tr("Card data from Scryfall or MTGJSON (*.json *.json.gz);;All files (*)"));
    if (!file.isEmpty())
        importFile(file);
}

void ImportActions::importFile(const QString& cardFile)
{
    if (m_dialog && m_dialog->isRunning()) {
        m_dialog->raise();
        return;
    }
    delete m_dialog;
    m_dialog = new ImportDialog(import::ImportedLibrary::defaultPath(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->start(cardFile);
    m_dialog->open();
}

bool ImportActions::findOnline(const QString& name)
{
    if (!m_allowOnline->isChecked())
        return false;
    m_lookup->find(name);
    return true;
}

void ImportActions::askAndFindOnline()
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Find on Scryfall"),
        tr("The exact name of a card the library lacks (one request to Scryfall, kept for later):"),
        QLineEdit::Normal, QString(), &ok);
    if (ok && !name.trimmed().isEmpty())
        findOnline(name);
}

void ImportActions::showLibrary()
{
    // The dock's model is the window's only CardLibraryModel; found here so the dock needs no hook.
    for (CardLibraryModel* model : m_window->findChildren<CardLibraryModel*>())
        model->setLibrary(AppCardLibrary::current());
}

void ImportActions::retranslateUi()
{
    m_import->setText(tr("&Import Cards…"));
    m_import->setStatusTip(tr("Import real cards from a Scryfall or MTGJSON file (.json or .json.gz)"));
    m_preferImported->setText(tr("Prefer Imported Cards"));
    m_preferImported->setStatusTip(tr("When a built-in card and an imported one share a name, use the imported one"));
    m_allowOnline->setText(tr("Allow Online Lookups"));
    m_allowOnline->setStatusTip(tr("Let Find on Scryfall ask scryfall.com for a card; Strata works fully offline without it"));
    m_findOnline->setText(tr("Find on &Scryfall…"));
    m_findOnline->setStatusTip(tr("Add a card the library lacks from scryfall.com"));
}

bool ImportActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

}   // namespace strata::ui
