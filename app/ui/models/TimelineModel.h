#pragma once
#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

namespace strata {
struct TraceStep;
}

namespace strata::ui {

class ScenarioDocument;

// The layer system's steps for the open scenario, in the order they happened: one row per effect per
// layer or sublayer it applied in (or was found not to apply in), with why it stands there.
class TimelineModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LayerColumn,    // "Layer 7c", description as tooltip
        EffectColumn,   // effect id: "moon#1", "inversion"
        SourceColumn,   // source object id, or the card of a resolved spell
        ReasonColumn,   // "CDA", "timestamp", "depends on X", "loop"
        TimestampColumn,
        AffectedColumn,   // object ids
        AppliedColumn,    // "applied", or why not
        RuleColumn,       // "613.7"
        ColumnCount
    };
    enum Role {
        LayerLabelRole = Qt::UserRole + 1,   // canonical: "7c", "players"
        EffectIdRole,
        AppliedRole,       // bool
        StepIndexRole,     // int: position in Resolution::steps
        AffectedIdsRole,   // QStringList
        DependsOnRole,     // QStringList of effect ids
    };

    explicit TimelineModel(ScenarioDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The step of a row (before and after values with it), or null.
    const TraceStep* step(int row) const;

private:
    void sync();
    QString text(const TraceStep& step, int column) const;
    QStringList affectedIds(const TraceStep& step) const;

    QPointer<ScenarioDocument> m_doc;
    QStringList m_keys;   // "layer effect" per row, to tell a value change from a new order
};

}   // namespace strata::ui
