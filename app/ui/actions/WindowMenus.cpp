#include "WindowMenus.h"
#include "EditActions.h"
#include "FileActions.h"
#include "HelpActions.h"
#include "LanguageActions.h"
#include "RecentFilesMenu.h"
#include "RulesActions.h"
#include "ViewActions.h"
#include "export/ExportActions.h"
#include "gallery/GalleryMenu.h"
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>

namespace strata::ui {

WindowMenus::WindowMenus(QMainWindow* window, const WindowActions& actions)
    : QObject(window),
      m_actions(actions),
      m_file(window->menuBar()->addMenu(QString())),
      m_edit(window->menuBar()->addMenu(QString())),
      m_view(window->menuBar()->addMenu(QString())),
      m_rules(window->menuBar()->addMenu(QString())),
      m_language(window->menuBar()->addMenu(QString())),
      m_help(window->menuBar()->addMenu(QString())),
      m_toolBar(window->addToolBar(QString()))
{
    m_file->setObjectName(QStringLiteral("menuFile"));
    m_edit->setObjectName(QStringLiteral("menuEdit"));
    m_view->setObjectName(QStringLiteral("menuView"));
    m_rules->setObjectName(QStringLiteral("menuRules"));
    m_language->setObjectName(QStringLiteral("menuLanguage"));
    m_help->setObjectName(QStringLiteral("menuHelp"));
    m_toolBar->setObjectName(QStringLiteral("toolBarMain"));   // saveState() needs the name

    const FileActions* file = actions.file;
    m_file->addActions({file->newAction(), file->openAction()});
    m_file->addMenu(file->recentMenu());
    m_file->addMenu(file->galleryMenu());
    m_file->addSeparator();
    m_file->addActions({file->saveAction(), file->saveAsAction()});
    m_file->addSeparator();
    m_file->addActions({actions.exporting->exportBoardAction(), actions.exporting->exportTimelineAction(),
        actions.exporting->titleAndLegendAction()});
    m_file->addSeparator();
    m_file->addAction(file->quitAction());

    m_edit->addActions({actions.edit->undoAction(), actions.edit->redoAction()});
    m_edit->addSeparator();
    m_edit->addAction(actions.edit->deleteAction());

    const ViewActions* view = actions.view;
    m_view->addActions({view->zoomInAction(), view->zoomOutAction(), view->fitAction()});
    m_view->addSeparator();
    for (QDockWidget* dock : actions.docks)
        m_view->addAction(dock->toggleViewAction());
    m_view->addAction(view->resetLayoutAction());
    m_view->addSeparator();
    m_view->addAction(view->fullScreenAction());
    m_view->addAction(view->presentationAction());

    m_rules->addActions({actions.rules->currentAction(), actions.rules->rules2016Action()});
    m_language->addActions(actions.language->actions());
    m_help->addActions({actions.help->aboutAction(), actions.help->aboutQtAction()});

    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions({file->newAction(), file->openAction(), file->saveAction()});
    m_toolBar->addSeparator();
    m_toolBar->addActions({actions.edit->undoAction(), actions.edit->redoAction()});
    m_toolBar->addSeparator();
    m_toolBar->addActions({view->zoomOutAction(), view->zoomInAction(), view->fitAction()});
    m_toolBar->addSeparator();
    m_toolBar->addAction(actions.exporting->exportBoardAction());
    retranslateTitles();   // the groups translated their own actions as they were made
}

void WindowMenus::retranslateUi()
{
    retranslateTitles();
    m_actions.file->retranslateUi();
    m_actions.edit->retranslateUi();
    m_actions.view->retranslateUi();
    m_actions.rules->retranslateUi();
    m_actions.help->retranslateUi();
    m_actions.exporting->retranslateUi();
}

void WindowMenus::retranslateTitles()
{
    m_file->setTitle(tr("&File"));
    m_edit->setTitle(tr("&Edit"));
    m_view->setTitle(tr("&View"));
    m_rules->setTitle(tr("&Rules"));
    m_language->setTitle(tr("&Language"));
    m_help->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
}

}   // namespace strata::ui
