#pragma once
#include <QHash>
#include <QStyledItemDelegate>

namespace strata::ui {

// Table cells of computed characteristics: a value the layers changed (DiffersFromPrintedRole) gets an
// amber band and bold text, so the eye goes straight to what the effects did; printed values are dim.
class ComputedValueDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // The style's size for the cell, remembered by everything the style measures (text, font, width
    // it wraps in, decoration, features): the table measures a row again when one of its cells
    // changes (every row a timestamp move changes), and measuring wrapped abilities was most of it.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    mutable QHash<QString, QSize> m_sizes;
};

}   // namespace strata::ui
