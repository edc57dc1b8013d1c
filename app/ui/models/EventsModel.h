#pragma once
#include <QAbstractListModel>
#include <QStringList>
#include <QVector>

namespace strata::ui {

class ScenarioDocument;

// The moments of a scenario, one row each: the snapshot first, then every event with its one-line
// summary (EventText), refused events marked. Row r > 0 is event r - 1.
class EventsModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { EventIdRole = Qt::UserRole + 1, RefusedRole };

    explicit EventsModel(ScenarioDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // The event shown by a row (-1 for the snapshot) and back.
    static int eventOfRow(int row) { return row - 1; }
    static int rowOfEvent(int event) { return event + 1; }

public slots:
    // Summaries again, after an edit or a change of language.
    void sync();

private:
    struct Row {
        QString id, text, details;
        bool refused = false;
    };
    QVector<Row> rows() const;

    ScenarioDocument* m_doc;
    QVector<Row> m_rows;
};

}   // namespace strata::ui
