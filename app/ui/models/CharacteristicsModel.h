#pragma once
#include "engine/Resolution.h"
#include "model/Card.h"
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
    // How many rows the last edit wrote again (the others were kept): for tests and benchmarks.
    int rowsWrittenByLastSync() const { return m_rowsWritten; }

private:
    // Everything a row is written from. When it is the same after an edit, the row's texts are too,
    // and are kept: writing every row again was most of an edit on a big board.
    struct RowSource {
        QString id;
        const CardFace* face = nullptr;   // the printed face, whose P/T text ("*/1+*") the row shows
        Zone zone = Zone::Battlefield;
        Characteristics printed, computed;
        QVector<StateBasedAction> sba;
        QString controllerName;
        bool sameAs(const RowSource& o) const;
    };
    // What a row shows, kept so that after an edit only the cells whose values changed are announced
    // (and so re-measured and repainted by the views).
    struct Row {
        RowSource source;
        QString texts[ColumnCount];
        QString abilitiesToolTip;
        quint32 differs = 0;   // bit per column: DiffersFromPrintedRole
        bool written = false;
    };

    void sync();
    // Replaces the rows when objects came or went: one block inserted or removed is announced as
    // such (the views keep their selection and row heights), anything else as a reset.
    void syncRows(const QStringList& ids);
    RowSource sourceOf(int row) const;
    Row makeRow(RowSource source) const;
    QString text(const RowSource& source, int column) const;
    // Whether a computed column differs from the printed one, given the row's texts.
    bool differs(const Row& row, int column) const;
    // Rows written in another language are written again (texts are translated when written).
    void refreshIfLanguageChanged() const;

    QPointer<ScenarioDocument> m_doc;
    QStringList m_ids;   // the rows the views know about
    mutable QVector<Row> m_rows;
    mutable quint64 m_language = 0;   // RulesTextCache::languageChanges() when the rows were written
    int m_rowsWritten = 0;
};

}   // namespace strata::ui
