#include "MainWindow.h"
#include "actions/EditActions.h"
#include "actions/FileActions.h"
#include "actions/HelpActions.h"
#include "actions/Icons.h"
#include "actions/LanguageActions.h"
#include "actions/RulesActions.h"
#include "actions/PresentationMode.h"
#include "actions/ViewActions.h"
#include "actions/WindowMenus.h"
#include "board/BoardActions.h"
#include "board/BoardView.h"
#include "dialogs/QtDialogs.h"
#include "docks/CharacteristicsDock.h"
#include "docks/EventsDock.h"
#include "docks/LibraryDock.h"
#include "docks/ResolutionWarnings.h"
#include "docks/StackDock.h"
#include "docks/TimestampsDock.h"
#include "document/Autosave.h"
#include "document/ScenarioDocument.h"
#include "export/ExportActions.h"
#include "export/SlideFrame.h"
#include "board/BoardScene.h"
#include "i18n/LanguageManager.h"
#include "import/ImportActions.h"
#include "timeline/TimelineDock.h"
#include "timeline/TimelineView.h"
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QScreen>
#include <QScopedValueRollback>
#include <QSettings>
#include <QStatusBar>

namespace strata::ui {

namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
constexpr int kStateVersion = 2;   // raise when the docks change, so old layouts are ignored
// As big as the screen allows: fitToScreen() bounds it to the available room, so a first start fills
// a 1366x768 laptop and a 1920x1080 projector alike.
const QSize kFirstSize(7680, 4320);
// Below this available height the two tables share one place, a tab away, so each shows enough rows.
constexpr int kShortScreen = 900;

}   // namespace

MainWindow::MainWindow(UserDialogs* dialogs, QWidget* parent)
    : QMainWindow(parent),
      m_ownDialogs(dialogs ? nullptr : std::make_unique<QtDialogs>()),
      m_dialogs(dialogs ? *dialogs : *m_ownDialogs),
      m_doc(new ScenarioDocument(this)),
      m_languages(new LanguageManager(this)),
      m_board(new BoardView(m_doc, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(strataIcon(QStringLiteral("strata")));
    setCentralWidget(m_board);
    m_library = new LibraryDock(m_doc, this);
    m_characteristics = new CharacteristicsDock(m_doc, this);
    m_timestamps = new TimestampsDock(m_doc, this);
    m_timeline = new TimelineDock(m_doc, this);
    m_events = new EventsDock(m_doc, this);
    m_stack = new StackDock(m_doc, this);
    placeDocks();

    m_file = new FileActions(m_doc, m_dialogs, this);
    m_edit = new EditActions(m_doc, this);
    m_export = new ExportActions(m_doc, m_dialogs, this);
    m_export->setBoardSource([this] {
        return ExportSource{m_board->exportRect().size(),
            [this](QPainter* painter, const QRectF& target) { m_board->renderTo(painter, target); },
            SlideFrame::boardLegend(*m_board->boardScene())};
    });
    m_export->setTimelineSource([this] {
        TimelineView* view = m_timeline->view();
        return ExportSource{view->contentSize(),
            [view](QPainter* painter, const QRectF& target) { view->renderTo(painter, target); },
            SlideFrame::timelineLegend(view->timelineLayout())};
    });
    WindowActions actions;
    actions.file = m_file;
    actions.edit = m_edit;
    actions.view = new ViewActions(m_board, this);
    actions.rules = new RulesActions(m_doc, this);
    actions.language = new LanguageActions(m_languages, this);
    actions.help = new HelpActions(m_dialogs, this);
    actions.exporting = m_export;
    actions.docks = {m_library, m_events, m_timeline, m_characteristics, m_timestamps, m_stack};
    m_menus = new WindowMenus(this, actions);
    m_import = new ImportActions(m_dialogs, this);
    m_import->install(m_menus->fileMenu(), m_file->saveAction());
    m_library->setOnlineLookupsAllowed(m_import->allowOnlineAction()->isChecked());
    connect(m_import->allowOnlineAction(), &QAction::toggled, m_library, &LibraryDock::setOnlineLookupsAllowed);
    connect(m_library, &LibraryDock::findOnlineRequested, m_import, &ImportActions::findOnline);
    connect(actions.view->resetLayoutAction(), &QAction::triggered, this, &MainWindow::resetLayout);
    auto* presenting = new PresentationMode(
        this, {m_library, m_characteristics, m_timestamps, m_events, m_stack}, m_timeline, m_board);
    connect(actions.view->presentationAction(), &QAction::toggled, presenting, &PresentationMode::setActive);
    m_autosave = new Autosave(m_doc, Autosave::defaultDirectory(), this);
    connect(m_file, &FileActions::statusMessage, statusBar(),
        [this](const QString& text) { statusBar()->showMessage(text, 15000); });

    connectSelection();
    connect(m_edit, &EditActions::deleteRequested, m_board->actions(), &BoardActions::removeObjects);
    // Scrubbing the timeline shows the board as it stood after that step.
    connect(m_timeline, &TimelineDock::stepSelected, m_board, &BoardView::showStep);
    statusBar()->addPermanentWidget(new ResolutionWarnings(m_doc, this));
    connect(m_board, &BoardView::statusMessage, statusBar(),
        [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(m_doc, &ScenarioDocument::fileChanged, this, &MainWindow::updateTitle);
    // A scenario that goes on opens with its events and stack in view.
    connect(m_doc, &ScenarioDocument::fileChanged, this, [this] {
        if (!m_doc->snapshot().events.isEmpty()) {
            m_events->raise();
            m_stack->raise();
        }
    });
    // Another moment may show zones the last one had not (a card on the stack): show it all.
    connect(m_doc, &ScenarioDocument::shownEventChanged, m_board, [this] { m_board->fitToContents(); });
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::setWindowModified);
    resize(kFirstSize);
    fitToScreen();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::placeDocks()
{
    // The timeline, the heart of Strata, takes the whole width at the foot; above it the library on
    // the left and the two tables on the right frame the board.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, m_library);
    addDockWidget(Qt::BottomDockWidgetArea, m_timeline);
    addDockWidget(Qt::RightDockWidgetArea, m_characteristics);
    addDockWidget(Qt::RightDockWidgetArea, m_timestamps);
    // The events share the library's place and the stack the timestamps', one tab away each.
    tabifyDockWidget(m_library, m_events);
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const bool shortScreen = screen && screen->availableGeometry().height() < kShortScreen;
    if (shortScreen)
        tabifyDockWidget(m_characteristics, m_timestamps);
    tabifyDockWidget(m_timestamps, m_stack);
    m_library->raise();
    m_timestamps->raise();
    resizeDocks({m_library, m_characteristics}, {290, 440}, Qt::Horizontal);
    // The timeline is the heart: room for three lanes, or two and the tables' rows on a short screen.
    if (shortScreen)
        resizeDocks({m_timeline, m_timestamps}, {290, 400}, Qt::Vertical);
    else
        resizeDocks({m_timeline, m_characteristics, m_timestamps}, {440, 190, 340}, Qt::Vertical);
}

void MainWindow::connectSelection()
{
    // The board, the two tables and the timeline show one selection; each view echoes a change it is
    // given, so the first change runs alone.
    connect(m_board, &BoardView::selectedObjectsChanged, this, [this](const QStringList& ids) {
        if (m_selecting)
            return;
        const QScopedValueRollback<bool> guard(m_selecting, true);
        m_edit->setSelectedObjects(ids);
        m_characteristics->selectObject(ids.value(0));
        m_timestamps->selectObject(ids.value(0));
        m_timeline->setFocusObject(ids.value(0));
    });
    const auto selectedInTable = [this](const QString& id) {
        if (m_selecting)
            return;
        const QScopedValueRollback<bool> guard(m_selecting, true);
        m_board->selectObjects(id.isEmpty() ? QStringList() : QStringList{id});
        m_edit->setSelectedObjects(m_board->selectedObjectIds());
        m_characteristics->selectObject(id);
        m_timestamps->selectObject(id);
        m_timeline->setFocusObject(id);
    };
    connect(m_characteristics, &CharacteristicsDock::objectSelected, this, selectedInTable);
    connect(m_timestamps, &TimestampsDock::objectSelected, this, selectedInTable);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the modified mark.
    setWindowTitle(QStringLiteral("%1[*] — %2").arg(m_file->documentName(), QApplication::applicationDisplayName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray(), kStateVersion);
    fitToScreen();
}

void MainWindow::resetLayout()
{
    setWindowState(windowState() & ~(Qt::WindowMaximized | Qt::WindowFullScreen));
    for (QDockWidget* dock : {static_cast<QDockWidget*>(m_library), static_cast<QDockWidget*>(m_timeline),
             static_cast<QDockWidget*>(m_characteristics), static_cast<QDockWidget*>(m_timestamps),
             static_cast<QDockWidget*>(m_events), static_cast<QDockWidget*>(m_stack)}) {
        dock->setFloating(false);
        dock->show();
    }
    placeDocks();
    resize(kFirstSize);
    fitToScreen();
}

// A layout saved on a bigger screen, or a screen that is gone, must not leave the window larger than
// the screen it opens on or out of its reach (a 1366x768 laptop at a conference).
void MainWindow::fitToScreen()
{
    if (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame is known only once shown; before that, leave room for a usual title bar.
    const QMargins frame = isVisible() ? QMargins(geometry().left() - frameGeometry().left(),
                                             geometry().top() - frameGeometry().top(),
                                             frameGeometry().right() - geometry().right(),
                                             frameGeometry().bottom() - geometry().bottom())
                                       : QMargins(4, 32, 4, 4);
    const QRect room = available.marginsRemoved(frame);
    const QSize size = this->size().boundedTo(room.size());
    resize(size);
    QRect placed(geometry().topLeft(), size);
    if (!room.contains(placed))
        placed.moveTopLeft(QPoint(qBound(room.left(), placed.left(), room.right() - size.width() + 1),
            qBound(room.top(), placed.top(), room.bottom() - size.height() + 1)));
    move(placed.topLeft() - QPoint(frame.left(), frame.top()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_file->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kStateVersion));
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_menus->retranslateUi();
        updateTitle();
    }
    QMainWindow::changeEvent(event);
}

}   // namespace strata::ui
