#include "ComputedValueDelegate.h"
#include "board/BoardStyle.h"
#include "models/CharacteristicsModel.h"
#include <QPainter>

namespace strata::ui {

namespace {

bool isPrinted(int column)
{
    switch (column) {
    case CharacteristicsModel::PrintedNameColumn:
    case CharacteristicsModel::PrintedTypesColumn:
    case CharacteristicsModel::PrintedColorsColumn:
    case CharacteristicsModel::PrintedAbilitiesColumn:
    case CharacteristicsModel::PrintedPowerToughnessColumn:
        return true;
    default:
        return false;
    }
}

}   // namespace

void ComputedValueDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(CharacteristicsModel::DiffersFromPrintedRole).toBool()) {
        option->font.setBold(true);
        if (!(option->state & QStyle::State_Selected))
            option->palette.setColor(QPalette::Text, BoardStyle::changedInk());
    } else if (isPrinted(index.column())) {   // a sorting proxy keeps the model's column numbers
        QColor dim = option->palette.color(QPalette::Text);
        dim.setAlphaF(0.62);
        option->palette.setColor(QPalette::Text, dim);
    }
}

void ComputedValueDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (index.data(CharacteristicsModel::DiffersFromPrintedRole).toBool()) {
        QColor band = BoardStyle::changedFill();
        band.setAlpha(option.state & QStyle::State_Selected ? 110 : 60);
        painter->fillRect(option.rect, band);
        painter->fillRect(
            QRect(option.rect.left(), option.rect.top(), 3, option.rect.height()), BoardStyle::changedFill());
    }
    QStyledItemDelegate::paint(painter, option, index);
}

}   // namespace strata::ui
