#include "CardRowDelegate.h"
#include "import/ImportBadge.h"
#include "board/ManaPips.h"
#include "model/ManaCost.h"
#include "models/CardLibraryModel.h"
#include <QApplication>
#include <QPainter>

namespace strata::ui {

namespace {

QStringList symbolsOf(const QString& cost)
{
    ManaCost parsed;
    QString error;
    return ManaCost::parse(cost, &parsed, &error) ? parsed.symbols() : QStringList();
}

QFont nameFont(const QStyleOptionViewItem& option)
{
    QFont f = option.font;
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.05);
    return f;
}

QFont typeFont(const QStyleOptionViewItem& option)
{
    QFont f = option.font;
    f.setPointSizeF(f.pointSizeF() * 0.92);
    return f;
}

}   // namespace

QSize CardRowDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    const QFontMetrics name(nameFont(option)), type(typeFont(option));
    return QSize(220, name.height() + type.height() + 14);
}

void CardRowDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, p, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor ink = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor dim = ink;
    dim.setAlphaF(0.68);

    const QRect r = option.rect.adjusted(8, 5, -8, -5);
    const QFont nf = nameFont(option), tf = typeFont(option);
    const QFontMetrics nm(nf), tm(tf);

    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QStringList symbols = symbolsOf(index.data(CardLibraryModel::ManaCostRole).toString());
    const qreal diameter = nm.height() * 0.95;
    const qreal pips = ManaPips::width(symbols, diameter);
    if (!symbols.isEmpty())
        ManaPips::draw(p, symbols, QPointF(r.right(), r.top() + nm.height() / 2.0), diameter);

    p->setFont(nf);
    p->setPen(ink);
    const QString name = index.data(CardLibraryModel::NameRole).toString();
    p->drawText(QRect(r.left(), r.top(), r.width() - int(pips) - 8, nm.height()), Qt::AlignLeft | Qt::AlignVCenter,
        nm.elidedText(name, Qt::ElideRight, r.width() - int(pips) - 8));
    p->setFont(tf);
    p->setPen(dim);
    QString type = index.data(CardLibraryModel::TypeLineRole).toString();
    const QString pt = index.data(CardLibraryModel::PowerToughnessRole).toString();
    if (!pt.isEmpty())
        type += QStringLiteral("  ·  ") + pt;
    const QVariant badge = index.data(CardLibraryModel::ImportBadgeRole);
    const int badgeWidth = badge.isNull() ? 0
                                          : ImportBadge::paint(p, tf, QPoint(r.right(), r.top() + nm.height() + 3),
                                              import::CardStatus(badge.toInt())) + 6;
    p->drawText(QRect(r.left(), r.top() + nm.height() + 3, r.width() - badgeWidth, tm.height()),
        Qt::AlignLeft | Qt::AlignVCenter, tm.elidedText(type, Qt::ElideRight, r.width() - badgeWidth));
    p->restore();
}

}   // namespace strata::ui
