#pragma once
#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

namespace strata::ui {

class ScenarioDocument;

// One row per object of the open scenario, in scenario order: printed values next to the values the
// layer system computed, so a view can show what the effects changed (DiffersFromPrintedRole).
class CharacteristicsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        PrintedNameColumn,
        NameColumn,
        PrintedTypesColumn,
        TypesColumn,
        PrintedColorsColumn,
        ColorsColumn,
        PrintedAbilitiesColumn,
        AbilitiesColumn,
        PrintedPowerToughnessColumn,
        PowerToughnessColumn,
        ControllerColumn,
        StateBasedActionsColumn,
        ColumnCount
    };
    enum Role {
        // bool: a computed column whose value differs from the printed one (for highlighting).
        DiffersFromPrintedRole = Qt::UserRole + 1,
        ObjectIdRole,   // QString, every column
    };

    explicit CharacteristicsModel(ScenarioDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of an object, or -1.
    int rowOf(const QString& objectId) const { return m_ids.indexOf(objectId); }

private:
    void sync();
    QString text(int row, int column) const;
    bool differs(int row, int column) const;

    QPointer<ScenarioDocument> m_doc;
    QStringList m_ids;   // the rows the views know about
};

}   // namespace strata::ui
