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
    // What a row shows, kept so that after an edit only the cells whose values changed are announced
    // (and so re-measured and repainted by the views).
    struct Row {
        QString texts[ColumnCount];
        QString abilitiesToolTip;
        quint32 differs = 0;   // bit per column: DiffersFromPrintedRole
        bool operator==(const Row& o) const;
    };

    void sync();
    // Replaces the rows when objects came or went: one block inserted or removed is announced as
    // such (the views keep their selection and row heights), anything else as a reset.
    void syncRows(const QStringList& ids);
    Row makeRow(int row) const;
    QString text(int row, int column) const;
    bool differs(int row, int column) const;
    // Rows written in another language are written again (texts are translated when written).
    void refreshIfLanguageChanged() const;

    QPointer<ScenarioDocument> m_doc;
    QStringList m_ids;   // the rows the views know about
    mutable QVector<Row> m_rows;
    mutable quint64 m_language = 0;   // RulesTextCache::languageChanges() when the rows were written
};

}   // namespace strata::ui
