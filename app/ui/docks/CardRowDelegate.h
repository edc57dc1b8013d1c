#pragma once
#include <QStyledItemDelegate>

namespace strata::ui {

// A library row: the card name in bold with its mana cost as pips on the right, the type line
// under it. Reads CardLibraryModel's roles.
class CardRowDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

}   // namespace strata::ui
