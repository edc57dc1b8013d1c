#include "FileActions.h"
#include "Icons.h"
#include "RecentFilesMenu.h"
#include "dialogs/UserDialogs.h"
#include "document/Autosave.h"
#include "document/PlainProblems.h"
#include "document/ScenarioDocument.h"
#include "io/ScenarioWriter.h"
#include "gallery/GalleryMenu.h"
#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QWidget>
#include <spdlog/spdlog.h>

namespace strata::ui {

namespace {

bool isInsideApp(const QString& path)
{
    return path.startsWith(QLatin1Char(':'));
}

// "Bad Moon and Darkest Hour" → "Bad Moon and Darkest Hour.strata.json", without the characters
// file systems refuse.
QString fileNameFor(QString title)
{
    static const QString forbidden = QStringLiteral("\\/:*?\"<>|");
    for (QChar& c : title)
        if (forbidden.contains(c) || c.category() == QChar::Other_Control)
            c = QLatin1Char('-');
    title = title.simplified();
    return (title.isEmpty() ? QStringLiteral("scenario") : title) + kScenarioFileSuffix;
}

}   // namespace

FileActions::FileActions(ScenarioDocument* document, UserDialogs& dialogs, QWidget* window)
    : QObject(window),
      m_doc(document),
      m_dialogs(dialogs),
      m_window(window),
      m_new(new QAction(strataIcon(QStringLiteral("new"), QStyle::SP_FileIcon), QString(), this)),
      m_open(new QAction(strataIcon(QStringLiteral("open"), QStyle::SP_DialogOpenButton), QString(), this)),
      m_save(new QAction(strataIcon(QStringLiteral("save"), QStyle::SP_DialogSaveButton), QString(), this)),
      m_saveAs(new QAction(this)),
      m_quit(new QAction(this)),
      m_recent(new RecentFilesMenu(window)),
      m_gallery(new GalleryMenu(window))
{
    m_new->setObjectName(QStringLiteral("actionNew"));
    m_open->setObjectName(QStringLiteral("actionOpen"));
    m_save->setObjectName(QStringLiteral("actionSave"));
    m_saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    m_quit->setObjectName(QStringLiteral("actionQuit"));
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);

    connect(m_new, &QAction::triggered, this, &FileActions::newScenario);
    connect(m_open, &QAction::triggered, this, &FileActions::open);
    connect(m_save, &QAction::triggered, this, &FileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAs);
    // Closing the window asks about unsaved changes (MainWindow::closeEvent).
    connect(m_quit, &QAction::triggered, window, &QWidget::close);
    connect(m_recent, &RecentFilesMenu::fileChosen, this, &FileActions::openRecent);
    connect(m_gallery, &GalleryMenu::exampleChosen, this, &FileActions::openExample);
    retranslateUi();
}

void FileActions::retranslateUi()
{
    m_new->setText(tr("&New"));
    m_new->setStatusTip(tr("Start an empty board for two players"));
    m_open->setText(tr("&Open…"));
    m_open->setStatusTip(tr("Open a scenario file"));
    m_save->setText(tr("&Save"));
    m_save->setStatusTip(tr("Save the scenario"));
    m_saveAs->setText(tr("Save &As…"));
    m_saveAs->setStatusTip(tr("Save the scenario in a new file"));
    m_quit->setText(tr("&Quit"));
    m_quit->setStatusTip(tr("Close Strata"));
}

QString FileActions::documentName() const
{
    const QString path = m_doc->filePath();
    if (!path.isEmpty() && !isInsideApp(path))
        return QFileInfo(path).fileName();
    const QString title = m_doc->displayTitle();
    return title.isEmpty() ? tr("Untitled scenario") : title;
}

QString FileActions::writablePath() const
{
    const QString path = m_doc->filePath();
    return isInsideApp(path) ? QString() : path;
}

bool FileActions::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    switch (m_dialogs.askUnsavedChanges(m_window, documentName())) {
    case UserDialogs::UnsavedChanges::Save:
        return save();
    case UserDialogs::UnsavedChanges::Discard:
        return true;
    case UserDialogs::UnsavedChanges::Cancel:
        break;
    }
    return false;
}

namespace {
constexpr int kPlainProblemsShown = 5;
}

bool FileActions::openFile(const QString& path)
{
    Diagnostics diagnostics;
    if (!m_doc->open(path, &diagnostics)) {
        QStringList problems = diagnostics.formatted();
        if (problems.isEmpty())
            problems << tr("The file could not be read.");
        spdlog::warn("could not open {}: {} problem(s)", path.toStdString(), problems.size());
        // What is wrong and what to do, in plain words; the details keep the lines an editor can jump to.
        QStringList plain = PlainProblems::describe(diagnostics);
        if (plain.size() > kPlainProblemsShown) {
            const int more = int(plain.size()) - kPlainProblemsShown;
            plain = plain.mid(0, kPlainProblemsShown);
            plain << tr("… and %n more (see the details)", nullptr, more);
        }
        QString text = tr("%1 has problems, so it was not opened. The board is unchanged.").arg(QFileInfo(path).fileName());
        if (!plain.isEmpty())
            text += QStringLiteral("\n\n") + plain.join(QLatin1Char('\n'));
        m_dialogs.showError(m_window, tr("Could not open the scenario"), text, problems.join(QLatin1Char('\n')));
        return false;
    }
    spdlog::info("opened {}", path.toStdString());
    m_recent->add(path);
    return true;
}

bool FileActions::offerRecovery(Autosave* autosave)
{
    const QVector<Autosave::Orphan> orphans = autosave->orphans();
    if (orphans.isEmpty())
        return false;
    const Autosave::Orphan& newest = orphans.first();
    const QString name = newest.originalPath.isEmpty() || isInsideApp(newest.originalPath)
        ? tr("Untitled scenario")
        : QFileInfo(newest.originalPath).fileName();
    if (!m_dialogs.askRecover(m_window, name, newest.written)) {
        autosave->drop(newest);
        return false;
    }
    Diagnostics diagnostics;
    if (!autosave->recover(newest, &diagnostics)) {
        m_dialogs.showError(m_window, tr("Could not recover the scenario"),
            tr("The autosaved copy of %1 could not be read; it is kept in %2.")
                .arg(name, QDir::toNativeSeparators(newest.file)),
            diagnostics.formatted().join(QLatin1Char('\n')));
        return false;
    }
    spdlog::info("recovered {} from {}", newest.originalPath.toStdString(), newest.file.toStdString());
    return true;
}

void FileActions::newScenario()
{
    if (maybeSave())
        m_doc->newScenario();
}

void FileActions::open()
{
    if (!maybeSave())
        return;
    const QString current = writablePath();
    const QString directory = current.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                : QFileInfo(current).absolutePath();
    const QString path = m_dialogs.openFileName(m_window, tr("Open Scenario"), directory,
        tr("Strata scenarios (*.strata.json);;JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void FileActions::openExample(const QString& path)
{
    if (maybeSave())
        openFile(path);
}

void FileActions::openRecent(const QString& path)
{
    if (maybeSave())
        openFile(path);
}

bool FileActions::save()
{
    if (writablePath().isEmpty())
        return saveAs();
    QString error, notice;
    if (!m_doc->save(&error, &notice)) {
        m_dialogs.showError(m_window, tr("Could not save the scenario"), error);
        return false;
    }
    if (!notice.isEmpty())
        emit statusMessage(notice);
    m_recent->add(m_doc->filePath());
    return true;
}

bool FileActions::saveAs()
{
    QString path = m_dialogs.saveFileName(
        m_window, tr("Save Scenario As"), suggestedSavePath(), tr("Strata scenarios (*.strata.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += kScenarioFileSuffix;
    QString error, notice;
    if (!m_doc->saveAs(path, &error, &notice)) {
        m_dialogs.showError(m_window, tr("Could not save the scenario"), error);
        return false;
    }
    if (!notice.isEmpty())
        emit statusMessage(notice);
    spdlog::info("saved {}", path.toStdString());
    m_recent->add(path);
    return true;
}

QString FileActions::suggestedSavePath() const
{
    const QString current = writablePath();
    if (!current.isEmpty())
        return current;
    const QDir documents(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    return documents.filePath(fileNameFor(m_doc->displayTitle()));
}

}   // namespace strata::ui
