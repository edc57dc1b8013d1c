#include "PictureItemDelegate.h"
#include <QPainter>

namespace strata::ui {

void PictureItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    CellPictures::Key key;
    if (!m_keepsPictures || !CellPictures::viewPart(painter, option, &key)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    // A colour of the cell's own detaches its palette, which no key then meets again.
    if (!cell.icon.isNull() || cell.backgroundBrush.style() != Qt::NoBrush
        || cell.features & QStyleOptionViewItem::HasCheckIndicator || cell.palette.cacheKey() != key.palette) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    key.text = cell.text;
    key.font = cell.font;
    key.features = int(cell.features);
    key.alignment = int(cell.displayAlignment);
    m_pictures.paint(painter, option, key, [&](QPainter* p) { QStyledItemDelegate::paint(p, option, index); });
}

}   // namespace strata::ui
