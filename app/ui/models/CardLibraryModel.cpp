#include "CardLibraryModel.h"
#include "CardMime.h"
#include "DisplayText.h"
#include "import/AppCardLibrary.h"
#include "import/ImportBadge.h"

namespace strata::ui {

CardLibraryModel::CardLibraryModel(const CardLibrary& library, QObject* parent)
    : QAbstractListModel(parent), m_cards(library.cards())
{ }

void CardLibraryModel::setLibrary(const CardLibrary& library)
{
    beginResetModel();
    m_cards = library.cards();
    endResetModel();
}

int CardLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_cards.size();
}

CardPtr CardLibraryModel::card(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_cards.size())
        return {};
    return m_cards[index.row()];
}

QVariant CardLibraryModel::data(const QModelIndex& index, int role) const
{
    const CardPtr c = card(index);
    if (!c)
        return {};
    const CardFace& face = c->front;
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return c->name();
    case Qt::ToolTipRole: {
        const QString tip
            = QStringLiteral("%1 %2\n%3").arg(c->name(), face.manaCost.text(), DisplayText::typeLine(face.type));
        const auto understood = AppCardLibrary::instance().understanding(c->name());
        return understood ? tip + QLatin1Char('\n') + ImportBadge::description(*understood) : tip;
    }
    case ImportBadgeRole: {
        const auto understood = AppCardLibrary::instance().understanding(c->name());
        return understood ? QVariant(int(understood->status)) : QVariant();
    }
    case ManaCostRole:
        return face.manaCost.text();
    case TypeLineRole:
        return DisplayText::typeLine(face.type);
    case ColorsRole:
        return int(face.colors().bits());
    case ColorNamesRole:
        return face.colors().names();
    case CardTypesRole:
        return int(face.type.cardTypes);
    case PowerToughnessRole:
        if (face.power && face.toughness)
            return QStringLiteral("%1/%2").arg(face.power->text, face.toughness->text);
        return QString();
    default:
        return {};
    }
}

Qt::ItemFlags CardLibraryModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags base = QAbstractListModel::flags(index);
    return index.isValid() ? base | Qt::ItemIsDragEnabled : base;
}

QHash<int, QByteArray> CardLibraryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(NameRole, "name");
    names.insert(ManaCostRole, "manaCost");
    names.insert(TypeLineRole, "typeLine");
    names.insert(ColorsRole, "colors");
    names.insert(ColorNamesRole, "colorNames");
    names.insert(CardTypesRole, "cardTypes");
    names.insert(PowerToughnessRole, "powerToughness");
    names.insert(ImportBadgeRole, "importBadge");
    return names;
}

QStringList CardLibraryModel::mimeTypes() const
{
    return {QLatin1String(kCardMimeType)};
}

QMimeData* CardLibraryModel::mimeData(const QModelIndexList& indexes) const
{
    QStringList names;
    for (const QModelIndex& i : indexes)
        if (const CardPtr c = card(i); c && !names.contains(c->name()))
            names << c->name();
    return names.isEmpty() ? nullptr : cardMimeData(names);
}

}   // namespace strata::ui
