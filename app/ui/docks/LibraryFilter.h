#pragma once
#include "models/CardFilterModel.h"

namespace strata::ui {

// The library palette's filter: CardFilterModel's name and colour conditions, and a type condition
// that also knows tokens (a token is not a card type, so CardFilterModel cannot ask for it).
class LibraryFilter : public CardFilterModel {
    Q_OBJECT
public:
    using CardFilterModel::CardFilterModel;

    // Cards with at least one of these CardType bits, or tokens when `tokens`; nothing set shows all.
    void setTypes(quint16 cardTypes, bool tokens);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    quint16 m_types = 0;
    bool m_tokens = false;
};

}   // namespace strata::ui
