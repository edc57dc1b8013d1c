#pragma once
#include "model/Colors.h"
#include <QSortFilterProxyModel>

namespace strata::ui {

// Narrows a CardLibraryModel by name text, card type and colour; the conditions combine with "and".
class CardFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CardFilterModel(QObject* parent = nullptr);

    // Cards whose name contains `text`, ignoring case and accents ("lim-dul" finds "Lim-Dûl").
    void setNameFilter(const QString& text);
    // Cards with at least one of these CardType bits; 0 shows every type.
    void setCardTypeFilter(quint16 cardTypes);
    // Cards of at least one of these colours, or colourless ones when `colorless`; nothing set shows all.
    void setColorFilter(ColorSet colors, bool colorless = false);

    QString nameFilter() const { return m_name; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_name;   // folded for comparison
    quint16 m_cardTypes = 0;
    ColorSet m_colors;
    bool m_colorless = false;
};

}   // namespace strata::ui
