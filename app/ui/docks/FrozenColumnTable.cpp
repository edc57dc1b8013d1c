#include "FrozenColumnTable.h"
#include <QHeaderView>
#include <QScrollBar>
#include <algorithm>

namespace strata::ui {

FrozenColumnTable::FrozenColumnTable(int frozenColumns, QWidget* parent)
    : QTableView(parent), m_frozen(new QTableView(this)), m_count(frozenColumns)
{
    m_frozen->setObjectName(QStringLiteral("frozenColumns"));
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setStyleSheet(QStringLiteral("QTableView { border-right: 1px solid palette(mid); }"));
    m_frozen->setVerticalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    viewport()->stackUnder(m_frozen);

    // Widths follow the main view's header; heights its rows; scrolling both ways.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section < m_count) {
            m_frozen->setColumnWidth(section, size);
            placeFrozen();
        }
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int row, int, int size) { m_frozen->setRowHeight(row, size); });
    // The frozen header sorts the table as the main one does.
    m_frozen->horizontalHeader()->setSortIndicatorShown(true);
    m_frozen->horizontalHeader()->setSectionsClickable(true);
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        if (!isSortingEnabled())
            return;
        const QHeaderView* main = horizontalHeader();
        const Qt::SortOrder order
            = main->sortIndicatorSection() == section && main->sortIndicatorOrder() == Qt::AscendingOrder
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
        sortByColumn(section, order);
    });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, m_frozen->horizontalHeader(),
        &QHeaderView::setSortIndicator);
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
        &QAbstractSlider::setValue);
}

void FrozenColumnTable::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    syncColumns();
    connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTable::syncColumns);
    connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTable::syncColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &FrozenColumnTable::syncColumns);
}

void FrozenColumnTable::syncColumns()
{
    if (!model())
        return;
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    m_frozen->setEditTriggers(editTriggers());
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setWordWrap(wordWrap());
    m_frozen->setItemDelegate(itemDelegate());
    for (int c = 0; c < model()->columnCount(); ++c) {
        m_frozen->setColumnHidden(c, c >= m_count);
        if (c < m_count)
            m_frozen->setColumnWidth(c, columnWidth(c));
    }
    for (int r = 0; r < model()->rowCount(); ++r)
        m_frozen->setRowHeight(r, rowHeight(r));
    placeFrozen();
}

int FrozenColumnTable::frozenWidth() const
{
    int w = 0;
    for (int c = 0; c < m_count; ++c)
        if (!isColumnHidden(c))
            w += columnWidth(c);
    return w;
}

void FrozenColumnTable::placeFrozen()
{
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    m_frozen->setGeometry(verticalHeader()->width() + frameWidth(), frameWidth(), frozenWidth(),
        viewport()->height() + horizontalHeader()->height());
}

void FrozenColumnTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    placeFrozen();
}

int FrozenColumnTable::maximumRowHeight() const
{
    return m_maxLines > 0 ? m_maxLines * fontMetrics().lineSpacing() + 10 : QWIDGETSIZE_MAX;
}

int FrozenColumnTable::sizeHintForRow(int row) const
{
    return std::min(QTableView::sizeHintForRow(row), maximumRowHeight());
}

QModelIndex FrozenColumnTable::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    // Keyboard moves to the left must not hide the cell under the frozen columns.
    if (cursorAction == MoveLeft && current.column() >= m_count
        && visualRect(current).topLeft().x() < frozenWidth()) {
        const int target = horizontalScrollBar()->value() + visualRect(current).topLeft().x() - frozenWidth();
        horizontalScrollBar()->setValue(target);
    }
    return current;
}

void FrozenColumnTable::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    // A frozen column is always in view: scroll only up and down for it.
    const int sideways = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    if (index.column() < m_count)
        horizontalScrollBar()->setValue(sideways);
}

}   // namespace strata::ui
