#pragma once
#include "cards/CardLibrary.h"
#include <QAbstractListModel>

namespace strata::ui {

// Every card of the library, one row each, sorted by name; rows drag as kCardMimeType.
class CardLibraryModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole + 1,   // English card name (card names are never translated)
        ManaCostRole,                  // "{2}{W}"
        TypeLineRole,                  // translated: "Enchantment Creature — Elemental"
        ColorsRole,                    // int: ColorSet bits
        ColorNamesRole,                // QStringList, canonical English: {"blue", "red"}
        CardTypesRole,                 // int: CardType bits
        PowerToughnessRole,            // printed text: "*/1+*", empty without
        ImportBadgeRole,               // int: import::CardStatus of an imported card; null for built-in cards
    };

    explicit CardLibraryModel(const CardLibrary& library = CardLibrary::builtin(), QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

    CardPtr card(const QModelIndex& index) const;
    // Every card of `library` now (after an import), the rows reset.
    void setLibrary(const CardLibrary& library);

private:
    QVector<CardPtr> m_cards;
};

}   // namespace strata::ui
