#include "CharacteristicsDock.h"
#include <QFontMetrics>
#include "ComputedValueDelegate.h"
#include "FrozenColumnTable.h"
#include "document/ScenarioDocument.h"
#include "models/CharacteristicsModel.h"
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScopedValueRollback>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace strata::ui {

CharacteristicsDock::CharacteristicsDock(ScenarioDocument* document, QWidget* parent)
    : QDockWidget(parent),
      m_doc(document),
      m_model(new CharacteristicsModel(document, this)),
      m_sorted(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("characteristicsDock"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_sorted->setSortRole(Qt::DisplayRole);

    // The id and printed name stay in view while the other columns scroll sideways.
    m_table = new FrozenColumnTable(CharacteristicsModel::PrintedNameColumn + 1, this);
    m_table->setMaximumRowLines(3);
    m_table->setObjectName(QStringLiteral("characteristicsTable"));
    m_table->setModel(m_sorted);
    m_table->setItemDelegate(new ComputedValueDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);   // scenario order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultSectionSize(120);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    // Ids change only when objects come or go: the id column is measured then (ResizeToContents
    // would measure it after every edit).
    const auto fitIds = [this] { m_table->resizeColumnToContents(CharacteristicsModel::IdColumn); };
    connect(m_sorted, &QAbstractItemModel::modelReset, this, fitIds);
    // A card added measures the id column only when its id may not fit (measuring the column asks
    // every row: a tenth of adding a card to a board of 200).
    connect(m_sorted, &QAbstractItemModel::rowsInserted, this, [this, fitIds](const QModelIndex&, int first, int last) {
        const QFontMetrics metrics(m_table->font());
        const int room = m_table->columnWidth(CharacteristicsModel::IdColumn) - 4 * metrics.averageCharWidth();
        for (int r = first; r <= last; ++r)
            if (metrics.horizontalAdvance(m_sorted->index(r, CharacteristicsModel::IdColumn).data().toString()) > room) {
                fitIds();
                return;
            }
    });
    m_table->setColumnWidth(CharacteristicsModel::PrintedAbilitiesColumn, 220);
    m_table->setColumnWidth(CharacteristicsModel::AbilitiesColumn, 260);
    m_table->setColumnWidth(CharacteristicsModel::PrintedPowerToughnessColumn, 70);
    m_table->setColumnWidth(CharacteristicsModel::PowerToughnessColumn, 60);
    setWidget(m_table);

    // Selection, not the current index: a click moves the current index before it selects.
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (!m_selecting)
            emit objectSelected(selectedObject());
    });
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
        &CharacteristicsDock::showHeaderMenu);
    // A reset forgets the selection; the object that was selected is selected again.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
        [this] { setProperty("keptSelection", selectedObject()); });
    connect(
        m_model, &QAbstractItemModel::modelReset, this, [this] { selectObject(property("keptSelection").toString()); });
    // Abilities run over several lines: rows grow to fit them. Measured per row when its values
    // change, not every row on every edit (QHeaderView::ResizeToContents measures them all).
    // A table out of sight (the dock a tab behind the timestamps' on a short screen) measures its
    // rows once, when it comes into sight, rather than after every edit.
    const auto measureRows = [this](int first, int last) {
        if (!m_table->isVisible()) {
            m_measureWhenShown = true;
            return;
        }
        // What resizeRowToContents does, with the (hidden) row header's hint remembered: a row
        // number's height is the same for every row, and the style measuring it was a third of
        // measuring a row.
        QHeaderView* rows = m_table->verticalHeader();
        for (int r = first; r <= last; ++r) {
            if (m_rowHeaderHint < 0)
                m_rowHeaderHint = rows->sectionSizeHint(r);
            rows->resizeSection(
                r, std::max(static_cast<const QAbstractItemView*>(m_table)->sizeHintForRow(r), m_rowHeaderHint));
        }
    };
    connect(m_sorted, &QAbstractItemModel::dataChanged, this,
        [measureRows](const QModelIndex& from, const QModelIndex& to) { measureRows(from.row(), to.row()); });
    connect(m_sorted, &QAbstractItemModel::rowsInserted, this,
        [measureRows](const QModelIndex&, int first, int last) { measureRows(first, last); });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && std::exchange(m_measureWhenShown, false))
            m_table->resizeRowsToContents();
    });
    connect(m_sorted, &QAbstractItemModel::modelReset, m_table, &QTableView::resizeRowsToContents);
    connect(m_sorted, &QAbstractItemModel::layoutChanged, m_table, &QTableView::resizeRowsToContents);
    // Wrapped texts take another height in a column of another width: measure every row again,
    // once, when the event loop is back.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (std::exchange(m_measureAllRows, true))
            return;
        QTimer::singleShot(0, this, [this] {
            m_measureAllRows = false;
            m_table->resizeRowsToContents();
        });
    });
    fitIds();
    m_table->resizeRowsToContents();
    retranslateUi();
}

QString CharacteristicsDock::selectedObject() const
{
    return m_table->selectionModel()->selectedRows().value(0).data(CharacteristicsModel::ObjectIdRole).toString();
}

void CharacteristicsDock::selectObject(const QString& objectId)
{
    const QScopedValueRollback<bool> guard(m_selecting, true);
    const int row = m_model->rowOf(objectId);
    if (row < 0) {
        m_table->selectionModel()->clear();
        return;
    }
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(row, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void CharacteristicsDock::showHeaderMenu(const QPoint& at)
{
    QMenu menu(this);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        QAction* a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!m_table->isColumnHidden(c));
        connect(a, &QAction::toggled, this, [this, c](bool shown) { m_table->setColumnHidden(c, !shown); });
    }
    menu.exec(m_table->horizontalHeader()->mapToGlobal(at));
}

void CharacteristicsDock::retranslateUi()
{
    setWindowTitle(tr("Characteristics"));
    m_table->setToolTip(tr("Printed and computed values of every object; highlighted values were changed by the "
                           "layer system. Right-click the header to choose columns."));
    // The model's headers are translated when asked, its texts written again in the new language
    // when next asked for: ask again.
    emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    // No header clipped: a column is at least as wide as its title in this language.
    QHeaderView* header = m_table->horizontalHeader();
    for (int c = 0; c < m_model->columnCount() - 1; ++c)
        if (header->sectionSize(c) < header->sectionSizeHint(c))
            header->resizeSection(c, header->sectionSizeHint(c));
    if (m_model->rowCount() > 0)
        emit m_model->dataChanged(
            m_model->index(0, 0), m_model->index(m_model->rowCount() - 1, m_model->columnCount() - 1));
}

void CharacteristicsDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_rowHeaderHint = -1;
    QDockWidget::changeEvent(event);
}

}   // namespace strata::ui
