#pragma once
#include "document/TimestampOrder.h"
#include <QAbstractTableModel>
#include <QPointer>

namespace strata::ui {

class ScenarioDocument;

// Every timestamped object, effect and later-placed counter kind of the open scenario, oldest first
// (613.7). Moving a row (moveRows(), or a drag inside the view) pushes a MoveTimestampCommand, so the
// new order is undoable and the layers are recomputed.
class TimestampsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimestampColumn, NameColumn, KindColumn, ControllerColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1,   // object or effect id
        KindRole,                    // int: TimestampKey::Kind
        CounterKindRole,             // "+1/+1" for a counters row
        TimestampRole,               // int
        EnteredTogetherRole,         // the object's entered_together group (613.7m), or empty
    };

    explicit TimestampsModel(ScenarioDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Moves one row so it stands before `destinationChild` (rowCount() for the end), as Qt's item
    // models count. The model then reorders itself from the document's new state.
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count, const QModelIndex& destinationParent,
        int destinationChild) override;

    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool dropMimeData(
        const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) override;

    TimestampKey keyAt(int row) const { return m_entries.value(row).key; }
    // Why numbers are missing from the list, when an attachment explains it: an Aura or Equipment
    // attached gets a new timestamp (613.7e) and leaves its old one unused. Empty otherwise.
    QString skippedNote() const;

    // Rows announced as changed by the last edit (dataChanged), for tests: an edit of one object
    // announces few rows, so the view repaints those alone.
    int rowsAnnouncedByLastSync() const { return m_rowsAnnounced; }

private:
    // What a row shows, written when the document changes rather than on every repaint.
    struct Shown {
        QString name, controller, enteredTogether;
        bool operator==(const Shown& o) const
        {
            return name == o.name && controller == o.controller && enteredTogether == o.enteredTogether;
        }
    };
    void sync();
    // Follows a change of the rows' order by the smallest announcement a view can take: one row
    // inserted, removed or moved; anything else resets the model.
    void restructure(const QVector<TimestampEntry>& entries);
    Shown shown(const TimestampKey& key) const;
    // Rows written in another language are written again (names of effects and counters are translated).
    void refreshIfLanguageChanged() const;
    QString name(const TimestampKey& key) const;
    QString controller(const TimestampKey& key) const;

    QPointer<ScenarioDocument> m_doc;
    QVector<TimestampEntry> m_entries;
    mutable QVector<Shown> m_shown;   // parallel to m_entries
    mutable quint64 m_language = 0;   // RulesTextCache::languageChanges() when m_shown was written
    int m_rowsAnnounced = 0;
};

}   // namespace strata::ui
