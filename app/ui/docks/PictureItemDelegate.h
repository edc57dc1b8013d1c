#pragma once
#include "CellPictures.h"
#include <QStyledItemDelegate>

namespace strata::ui {

// A table's plain delegate whose cells are drawn once and then copied from their pictures
// (CellPictures), for models that give texts (fonts and alignments too) but no icons, check boxes,
// colours or backgrounds of their own: those cells are drawn as QStyledItemDelegate draws them.
class PictureItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // Whether cells are drawn from kept pictures (the default); off, each is drawn afresh (tests).
    void setKeepsPictures(bool keeps) { m_keepsPictures = keeps; }
    int keptPictures() const { return m_pictures.count(); }

private:
    mutable CellPictures m_pictures;
    bool m_keepsPictures = true;
};

}   // namespace strata::ui
