#pragma once
#include <QTableView>

namespace strata::ui {

// A table whose first columns stay in place while the others scroll sideways, so each row keeps
// saying which object it is (Qt's "frozen column" pattern: a second view over the same model and
// selection, laid over the first columns and scrolled with the rows).
class FrozenColumnTable : public QTableView {
    Q_OBJECT
public:
    explicit FrozenColumnTable(int frozenColumns, QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    QTableView* frozenView() const { return m_frozen; }
    int frozenColumns() const { return m_count; }
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;
    // Rows grow with their text up to this many lines, so a long ability does not take the view.
    void setMaximumRowLines(int lines) { m_maxLines = lines; }
    int maximumRowHeight() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    int sizeHintForRow(int row) const override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;

private:
    void syncColumns();
    void placeFrozen();
    int frozenWidth() const;

    QTableView* m_frozen;
    int m_count;
    int m_maxLines = 0;   // 0: no limit
};

}   // namespace strata::ui
