#pragma once
#include <QStyledItemDelegate>

namespace strata::ui {

// Table cells of computed characteristics: a value the layers changed (DiffersFromPrintedRole) gets an
// amber band and bold text, so the eye goes straight to what the effects did; printed values are dim.
class ComputedValueDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}   // namespace strata::ui
