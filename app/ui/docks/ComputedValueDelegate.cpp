#include "ComputedValueDelegate.h"
#include "board/BoardStyle.h"
#include "models/CharacteristicsModel.h"
#include <QApplication>
#include <QPainter>
#include <QStyle>

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

QSize ComputedValueDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (const QVariant given = index.data(Qt::SizeHintRole); given.isValid())
        return given.toSize();
    QStyle* style = option.widget ? option.widget->style() : QApplication::style();
    const SizeKey key{style, option.font, option.rect.isValid() ? option.rect.width() : -1, int(option.features),
        option.decorationSize, int(option.decorationPosition), int(option.displayAlignment),
        index.data(CharacteristicsModel::DiffersFromPrintedRole).toBool(), index.data(Qt::DisplayRole).toString()};
    if (const auto known = m_sizes.constFind(key); known != m_sizes.constEnd())
        return *known;
    if (m_sizes.size() > 20000)   // a bound, not a policy: a board that big rarely repeats its values
        m_sizes.clear();
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
    m_sizes.insert(key, size);
    return size;
}

size_t qHash(const ComputedValueDelegate::SizeKey& k, size_t seed)
{
    return qHashMulti(seed, k.style, k.font, k.width, k.features, k.decoration.width(), k.decoration.height(),
        k.decorationPosition, k.alignment, k.differs, k.text);
}

void ComputedValueDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    CellPictures::Key key;
    if (!m_keepsPictures || !CellPictures::viewPart(painter, option, &key)) {
        paintCell(painter, option, index);
        return;
    }
    // Keyed before initStyleOption, which makes a palette of the cell's own (a detached copy).
    key.text = index.data(Qt::DisplayRole).toString();
    key.mark = index.data(CharacteristicsModel::DiffersFromPrintedRole).toBool() ? 1 : isPrinted(index.column()) ? 2 : 0;
    m_pictures.paint(painter, option, key, [&](QPainter* p) { paintCell(p, option, index); });
}

void ComputedValueDelegate::paintCell(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
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
