#include "RecentFilesMenu.h"
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QSettings>

namespace strata::ui {

namespace {

const QString kRecentFilesKey = QStringLiteral("files/recent");

void store(const QStringList& files)
{
    QSettings().setValue(kRecentFilesKey, files);
}

}   // namespace

RecentFilesMenu::RecentFilesMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("menuRecentFiles"));
    // Files vanish between sessions; the list is rebuilt each time it is shown.
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild();
}

QStringList RecentFilesMenu::files()
{
    return QSettings().value(kRecentFilesKey).toStringList();
}

void RecentFilesMenu::add(const QString& path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaximum)
        list.removeLast();
    // No rebuild here: this may run from one of the menu's own actions, which rebuilding would delete.
    store(list);
}

void RecentFilesMenu::clearFiles()
{
    store({});
}

void RecentFilesMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QMenu::changeEvent(event);
}

void RecentFilesMenu::rebuild()
{
    clear();
    setTitle(tr("Open &Recent"));
    int number = 0;
    for (const QString& path : files()) {
        if (!QFileInfo::exists(path))
            continue;
        ++number;
        QString name = QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&"));
        // Single digits get a keyboard accelerator, as in most editors.
        QAction* action = addAction(number < 10 ? QStringLiteral("&%1  %2").arg(number).arg(name) : name);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    setToolTipsVisible(true);
    if (number == 0) {
        addAction(tr("No recent scenarios"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear Menu")), &QAction::triggered, this, &RecentFilesMenu::clearFiles);
}

}   // namespace strata::ui
