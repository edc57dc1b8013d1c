#include "EventsDock.h"
#include "StepBar.h"
#include "actions/Icons.h"
#include "combat/DamageAssignmentDialog.h"
#include "document/EventJson.h"
#include "document/ScenarioDocument.h"
#include "models/DisplayText.h"
#include "models/EventText.h"
#include "models/EventsModel.h"
#include <QAction>
#include <QEvent>
#include <QInputDialog>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::ui {

namespace {

// "State-based action: Ana loses the game (704.5a)", in the user's words, never the engine's keys
// ("ana loses_game").
QString stateBasedActionLine(const GameState& state, const SbaReport& a)
{
    if (a.action == QLatin1String("loses_game"))
        return EventsDock::tr("State-based action: %1 loses the game (%2)")
            .arg(DisplayText::playerName(state, a.player), a.rule);
    const GameObject* o = state.object(a.object);
    const QString name = o && o->card ? o->card->name() : a.object;
    if (a.action == QLatin1String("token_ceases_to_exist"))
        return EventsDock::tr("State-based action: %1 ceases to exist (%2)").arg(name, a.rule);
    return EventsDock::tr("State-based action: %1, %2").arg(name, DisplayText::stateBasedAction({a.action, a.rule}));
}

}   // namespace

EventsDock::EventsDock(ScenarioDocument* document, QWidget* parent)
    : QDockWidget(parent), m_doc(document), m_model(new EventsModel(document, this))
{
    setObjectName(QStringLiteral("eventsDock"));
    auto* body = new QWidget(this);
    m_steps = new StepBar(body);
    m_tools = new QToolBar(body);
    m_tools->setIconSize(QSize(16, 16));
    m_tools->setToolButtonStyle(Qt::ToolButtonIconOnly);
    const auto action = [this](const char* name, QStyle::StandardPixmap icon) {
        QAction* a = m_tools->addAction(strataIcon(QLatin1String(name), icon), QString());
        a->setObjectName(QLatin1String(name));
        return a;
    };
    m_previous = action("event-previous", QStyle::SP_ArrowUp);
    m_next = action("event-next", QStyle::SP_ArrowDown);
    m_tools->addSeparator();
    m_earlier = action("event-earlier", QStyle::SP_ArrowBack);
    m_later = action("event-later", QStyle::SP_ArrowForward);
    m_edit = action("event-edit", QStyle::SP_FileDialogDetailedView);
    m_delete = action("event-delete", QStyle::SP_TrashIcon);
    m_tools->addSeparator();
    m_resolve = action("event-resolve", QStyle::SP_MediaPlay);
    m_setLife = action("event-set-life", QStyle::SP_DialogYesButton);
    // Stepping follows the layer scrubber's keys one level up: Alt with the arrows.
    m_previous->setShortcut(Qt::ALT | Qt::Key_Up);
    m_next->setShortcut(Qt::ALT | Qt::Key_Down);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    for (QAction* a : {m_previous, m_next})
        a->setShortcutContext(Qt::WindowShortcut);

    m_list = new QListView(body);
    m_list->setObjectName(QStringLiteral("eventsList"));
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_list->setUniformItemSizes(false);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({m_edit, m_earlier, m_later, m_delete});
    m_delete->setShortcut(QKeySequence::Delete);
    m_details = new QTextBrowser(body);
    m_details->setObjectName(QStringLiteral("eventDetails"));
    m_details->setOpenLinks(false);

    auto* split = new QSplitter(Qt::Vertical, body);
    split->addWidget(m_list);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_steps);
    layout->addWidget(m_tools);
    layout->addWidget(split, 1);
    setWidget(body);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &EventsDock::showSelectedRow);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EventsDock::followDocument);
    connect(document, &ScenarioDocument::resolved, this, &EventsDock::followDocument);
    connect(m_previous, &QAction::triggered, this, [this] { m_doc->showEvent(m_doc->shownEvent() - 1); });
    connect(m_next, &QAction::triggered, this, [this] { m_doc->showEvent(m_doc->shownEvent() + 1); });
    connect(m_earlier, &QAction::triggered, this,
        [this] { m_doc->moveEvent(m_doc->shownEvent(), m_doc->shownEvent() - 1); });
    connect(m_later, &QAction::triggered, this,
        [this] { m_doc->moveEvent(m_doc->shownEvent(), m_doc->shownEvent() + 1); });
    connect(m_delete, &QAction::triggered, this, [this] { m_doc->removeEvent(m_doc->shownEvent()); });
    connect(m_edit, &QAction::triggered, this, &EventsDock::editShownEvent);
    connect(m_list, &QListView::doubleClicked, this, &EventsDock::editShownEvent);
    connect(m_resolve, &QAction::triggered, this, [this] {
        GameEvent e;
        e.verb = GameEvent::Verb::Resolve;
        e.resolveItem = QStringLiteral("top");
        m_doc->recordEvent(e);
    });
    connect(m_setLife, &QAction::triggered, this, &EventsDock::setLife);
    // A damage step asks how blocked attackers with several blockers or trample divide (510.1c).
    connect(m_steps, &StepBar::stepClicked, this,
        [this](Step step) { DamageAssignmentDialog::recordBegin(this, m_doc, step); });
    retranslateUi();
    followDocument();
}

void EventsDock::showSelectedRow()
{
    if (m_following)
        return;
    const int row = m_list->selectionModel()->currentIndex().row();
    if (row >= 0)
        m_doc->showEvent(EventsModel::eventOfRow(row));
}

void EventsDock::followDocument()
{
    if (!m_doc)
        return;
    {
        const QScopedValueRollback<bool> guard(m_following, true);
        const QModelIndex index = m_model->index(EventsModel::rowOfEvent(m_doc->shownEvent()));
        if (m_list->selectionModel()->currentIndex() != index)
            m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        m_list->scrollTo(index);
    }
    const GameState& shown = m_doc->state();
    m_steps->setCurrentStep(shown.step, DisplayText::playerName(shown, shown.activePlayer()));
    QString html;
    if (const EventOutcome* outcome = m_doc->shownOutcome()) {
        html += QStringLiteral("<b>%1</b>").arg(tr("What happened").toHtmlEscaped());
        QStringList lines;
        for (const EventProblem& p : outcome->problems)
            lines << tr("Refused: %1 (%2)").arg(EventText::line(p.text, p.message), p.rule).toHtmlEscaped();
        for (const QString& line : EventText::happened(*outcome))
            lines << line.toHtmlEscaped();
        for (const SbaReport& a : outcome->stateBasedActions)
            lines << stateBasedActionLine(shown, a).toHtmlEscaped();
        html += QStringLiteral("<ul style=\"margin-left:-20px\"><li>%1</li></ul>")
                    .arg(lines.join(QStringLiteral("</li><li>")));
    } else {
        html = tr("The snapshot: the scenario as its file sets it. Select an event to see the game after it.")
                   .toHtmlEscaped();
    }
    // Most edits leave the shown moment's text as it was (the snapshot's, on a board without
    // events), and setHtml lays the text out again whatever it is.
    if (html != m_detailsHtml) {
        m_detailsHtml = html;
        m_details->setHtml(html);
    }
    updateActions();
}

QString EventsDock::detailsText() const
{
    return m_details->toPlainText();
}

void EventsDock::updateActions()
{
    const int shown = m_doc ? m_doc->shownEvent() : -1;
    const int count = m_doc ? int(m_doc->snapshot().events.size()) : 0;
    m_previous->setEnabled(shown >= 0);
    m_next->setEnabled(shown + 1 < count);
    m_earlier->setEnabled(shown > 0);
    m_later->setEnabled(shown >= 0 && shown + 1 < count);
    m_edit->setEnabled(shown >= 0);
    m_delete->setEnabled(shown >= 0);
    m_resolve->setEnabled(m_doc && !m_doc->state().stack.isEmpty());
}

void EventsDock::editShownEvent()
{
    const int index = m_doc->shownEvent();
    if (index < 0)
        return;
    QString text = EventJson::text(m_doc->snapshot(), index);
    for (;;) {
        bool ok = false;
        text = QInputDialog::getMultiLineText(this, tr("Edit event"),
            tr("The event as the scenario file writes it (see events.md):"), text, &ok);
        if (!ok)
            return;
        QString error;
        if (const std::optional<GameEvent> edited = EventJson::read(m_doc->snapshot(), index, text, &error)) {
            m_doc->replaceEvent(index, *edited);
            return;
        }
        QMessageBox::warning(this, tr("Edit event"), error);
    }
}

void EventsDock::setLife()
{
    const GameState& shown = m_doc->state();
    QStringList names;
    for (const Player& p : shown.players)
        names << p.name;
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Set life"), tr("Player:"), names, 0, false, &ok);
    const int i = names.indexOf(name);
    if (!ok || i < 0)
        return;
    const int life = QInputDialog::getInt(this, tr("Set life"), tr("Life total of %1:").arg(name),
        shown.players[i].life, -999, 9999, 1, &ok);
    if (!ok)
        return;
    GameEvent e;
    e.verb = GameEvent::Verb::Set;
    e.life.insert(shown.players[i].id, life);
    m_doc->recordEvent(e);
}

void EventsDock::retranslateUi()
{
    setWindowTitle(tr("Events"));
    m_list->setStatusTip(tr("The game after the snapshot: select an event to see the game after it."));
    m_previous->setText(tr("Previous event"));
    m_next->setText(tr("Next event"));
    m_earlier->setText(tr("Move the event earlier"));
    m_later->setText(tr("Move the event later"));
    m_edit->setText(tr("Edit the event…"));
    m_delete->setText(tr("Delete the event"));
    m_resolve->setText(tr("Resolve the top of the stack"));
    m_setLife->setText(tr("Set a life total…"));
    m_model->sync();
    followDocument();
}

void EventsDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
