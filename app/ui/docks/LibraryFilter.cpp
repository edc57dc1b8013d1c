#include "LibraryFilter.h"
#include "models/CardLibraryModel.h"

namespace strata::ui {

void LibraryFilter::setTypes(quint16 cardTypes, bool tokens)
{
    m_types = cardTypes;
    m_tokens = tokens;
    invalidateFilter();
}

bool LibraryFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!CardFilterModel::filterAcceptsRow(sourceRow, sourceParent))
        return false;
    if (!m_types && !m_tokens)
        return true;
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_types & quint16(i.data(CardLibraryModel::CardTypesRole).toInt()))
        return true;
    if (m_tokens)
        if (auto* library = qobject_cast<const CardLibraryModel*>(sourceModel()))
            if (const CardPtr card = library->card(i))
                return card->token;
    return false;
}

}   // namespace strata::ui
