#include "TimestampsDock.h"
#include "ObjectInspector.h"
#include "PictureItemDelegate.h"
#include "document/ScenarioDocument.h"
#include "models/TimestampsModel.h"
#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace strata::ui {

TimestampsDock::TimestampsDock(ScenarioDocument* document, QWidget* parent)
    : QDockWidget(parent), m_doc(document), m_model(new TimestampsModel(document, this))
{
    setObjectName(QStringLiteral("timestampsDock"));
    auto* list = new QWidget(this);
    m_hint = new QLabel(list);
    m_hint->setWordWrap(true);
    m_table = new QTableView(list);
    m_table->setObjectName(QStringLiteral("timestampsTable"));
    m_table->setModel(m_model);
    // A move shifts every row between the entry's old and new places: their cells are copied from
    // pictures of what they showed, where they can be.
    m_table->setItemDelegate(new PictureItemDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Rows are dragged within the list; the model turns a drop into an undoable timestamp move. It
    // accepts only its own rows' MIME type, so DragDrop is as safe as InternalMove here, and unlike it
    // does not insist the drag started in this very view (which scripted drops cannot claim).
    m_table->setDragEnabled(true);
    m_table->setAcceptDrops(true);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropMode(QAbstractItemView::DragDrop);
    m_table->setDefaultDropAction(Qt::MoveAction);
    m_table->setDragDropOverwriteMode(false);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // Rows as tall as their text, so more of the order is in view.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(TimestampsModel::NameColumn, QHeaderView::Stretch);
    auto* listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(4, 4, 4, 0);
    listLayout->addWidget(m_hint);
    listLayout->addWidget(m_table, 1);
    m_skipped = new QLabel(list);
    m_skipped->setObjectName(QStringLiteral("timestampsSkipped"));
    m_skipped->setWordWrap(true);
    m_skipped->hide();
    listLayout->addWidget(m_skipped);

    m_inspector = new ObjectInspector(document, this);
    auto* inspectorScroll = new QScrollArea(this);
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(list);
    split->addWidget(inspectorScroll);
    // The list takes what the inspector does not need.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setChildrenCollapsible(false);
    // At first the list takes eight rows or more and the inspector what is left; the user can drag
    // the handle.
    const int listHeight = m_table->horizontalHeader()->sizeHint().height()
        + kRowsInView * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 40;
    split->setSizes({listHeight, 60});
    setWidget(split);

    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &TimestampsDock::currentRowChanged);
    // A reset forgets the selection; the object being inspected stays selected.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { selectObject(m_inspector->object()); });
    // The rows change by a reset, or one at a time as an edit adds, removes or moves one holder.
    const auto rowsChanged = [this] {
        updateSkippedNoteLater();
        fitColumns();
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, rowsChanged);
    retranslateUi();
}

void TimestampsDock::fitColumns()
{
    // ResizeToContents asked every row for its size after every edit (a tenth of an edit on a board
    // of 200). The newest timestamp is the widest number, and each kind has one word: those rows
    // and the header stand for the others.
    QHeaderView* header = m_table->horizontalHeader();
    int newest = -1, newestTimestamp = 0;
    QHash<int, int> rowOfKind;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        const int timestamp = index.data(TimestampsModel::TimestampRole).toInt();
        if (newest < 0 || timestamp > newestTimestamp) {
            newest = row;
            newestTimestamp = timestamp;
        }
        rowOfKind.insert(index.data(TimestampsModel::KindRole).toInt(), row);
    }
    const int grid = m_table->showGrid() ? 1 : 0;
    const auto fit = [&](int column, const QList<int>& rows) {
        int width = header->sectionSizeHint(column);
        for (int row : rows)
            width = std::max(width, m_table->sizeHintForIndex(m_model->index(row, column)).width() + grid);
        header->resizeSection(column, width);
    };
    fit(TimestampsModel::TimestampColumn, newest < 0 ? QList<int>() : QList<int>{newest});
    fit(TimestampsModel::KindColumn, rowOfKind.values());
}

QString TimestampsDock::objectOfRow(int row) const
{
    if (row < 0 || row >= m_model->rowCount())
        return {};
    const TimestampKey key = m_model->keyAt(row);
    return key.kind == TimestampKey::Kind::Effect ? QString() : key.id;
}

void TimestampsDock::currentRowChanged()
{
    const QString id = objectOfRow(m_table->selectionModel()->currentIndex().row());
    m_inspector->setObject(id);
    if (!m_selecting)
        emit objectSelected(id);
}

void TimestampsDock::selectObject(const QString& objectId)
{
    const QScopedValueRollback<bool> guard(m_selecting, true);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const TimestampKey key = m_model->keyAt(row);
        if (key.kind == TimestampKey::Kind::Object && key.id == objectId) {
            const QModelIndex index = m_model->index(row, 0);
            m_table->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(index);
            m_inspector->setObject(objectId);
            return;
        }
    }
    m_table->selectionModel()->clear();
    m_inspector->setObject(QString());
}

QString TimestampsDock::skippedNote() const
{
    return m_skipped->isHidden() ? QString() : m_skipped->text();
}

// Once the edit is on the undo stack, which the note reads (a move's values are no attachment's
// doing); an edit announces rows while its command runs, before QUndoStack counts it.
void TimestampsDock::updateSkippedNoteLater()
{
    if (m_notePending)
        return;
    m_notePending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_notePending = false;
            updateSkippedNote();
        },
        Qt::QueuedConnection);
}

void TimestampsDock::updateSkippedNote()
{
    const QString note = m_model->skippedNote();
    m_skipped->setText(note);
    m_skipped->setVisible(!note.isEmpty());
}

void TimestampsDock::retranslateUi()
{
    setWindowTitle(tr("Timestamps"));
    m_hint->setText(tr("Oldest first. Drag a row to change the order (CR 613.7)."));
    m_table->setToolTip(tr("Drag a row above or below another to give it an earlier or later timestamp"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    if (m_model->rowCount() > 0)
        emit m_model->dataChanged(
            m_model->index(0, 0), m_model->index(m_model->rowCount() - 1, m_model->columnCount() - 1));
    m_inspector->retranslateUi();
    updateSkippedNote();
    fitColumns();
}

void TimestampsDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
