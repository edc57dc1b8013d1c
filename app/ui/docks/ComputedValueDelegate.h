#pragma once
#include "CellPictures.h"
#include <QFont>
#include <QHash>
#include <QSize>
#include <QStyledItemDelegate>

class QStyle;

namespace strata::ui {

// Table cells of computed characteristics: a value the layers changed (DiffersFromPrintedRole) gets an
// amber band and bold text, so the eye goes straight to what the effects did; printed values are dim.
class ComputedValueDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Everything the style measures a cell by.
    struct SizeKey {
        const QStyle* style;
        QFont font;
        int width, features;
        QSize decoration;
        int decorationPosition;
        int alignment;
        bool differs;   // drawn bold
        QString text;
        bool operator==(const SizeKey& o) const
        {
            return style == o.style && width == o.width && features == o.features && decoration == o.decoration
                && decorationPosition == o.decorationPosition && alignment == o.alignment && differs == o.differs
                && text == o.text && font == o.font;
        }
    };

    // Draws the cell from its picture when one is kept for the same key (CellPictures), else draws
    // it into a new picture first.
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // The style's size for the cell, remembered by everything the style measures (text, font, width
    // it wraps in, decoration, features): the table measures a row again when one of its cells
    // changes (every row a timestamp move changes), and measuring wrapped abilities was most of it.
    // Looked up by the view's option and the cell's text and mark, before the option is made for the
    // cell: making it cost more than measuring once the sizes were known.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Whether cells are drawn from kept pictures (the default); off, each is drawn afresh (tests).
    void setKeepsPictures(bool keeps) { m_keepsPictures = keeps; }
    int keptPictures() const { return m_pictures.count(); }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    void paintCell(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const;

    mutable QHash<SizeKey, QSize> m_sizes;
    mutable CellPictures m_pictures;
    bool m_keepsPictures = true;
};

size_t qHash(const ComputedValueDelegate::SizeKey& k, size_t seed = 0);

}   // namespace strata::ui
