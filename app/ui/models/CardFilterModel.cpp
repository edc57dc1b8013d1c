#include "CardFilterModel.h"
#include "CardLibraryModel.h"

namespace strata::ui {

namespace {

// Lower case without accents, so a search typed on any keyboard finds "Dûl" or "Æther".
QString folded(const QString& text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD))
        if (c.category() != QChar::Mark_NonSpacing)
            out += c.toCaseFolded();
    return out.replace(QStringLiteral("æ"), QStringLiteral("ae"));
}

}   // namespace

CardFilterModel::CardFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CardFilterModel::setNameFilter(const QString& text)
{
    m_name = folded(text.trimmed());
    invalidateFilter();
}

void CardFilterModel::setCardTypeFilter(quint16 cardTypes)
{
    m_cardTypes = cardTypes;
    invalidateFilter();
}

void CardFilterModel::setColorFilter(ColorSet colors, bool colorless)
{
    m_colors = colors;
    m_colorless = colorless;
    invalidateFilter();
}

bool CardFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_name.isEmpty() && !folded(i.data(CardLibraryModel::NameRole).toString()).contains(m_name))
        return false;
    if (m_cardTypes && !(i.data(CardLibraryModel::CardTypesRole).toInt() & m_cardTypes))
        return false;
    if (!m_colors.isEmpty() || m_colorless) {
        const ColorSet colors(quint8(i.data(CardLibraryModel::ColorsRole).toInt()));
        const bool match = colors.intersects(m_colors) || (m_colorless && colors.isEmpty());
        if (!match)
            return false;
    }
    return true;
}

}   // namespace strata::ui
