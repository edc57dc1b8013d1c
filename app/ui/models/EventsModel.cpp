#include "EventsModel.h"
#include "EventText.h"
#include "document/ScenarioDocument.h"
#include <QBrush>
#include <QColor>
#include <QFont>

namespace strata::ui {

EventsModel::EventsModel(ScenarioDocument* document, QObject* parent)
    : QAbstractListModel(parent), m_doc(document), m_rows(rows())
{
    connect(document, &ScenarioDocument::resolved, this, &EventsModel::sync);
}

QVector<EventsModel::Row> EventsModel::rows() const
{
    const GameState& snapshot = m_doc->snapshot();
    const Playthrough& play = m_doc->playthrough();
    QVector<Row> out;
    out.append({QString(), tr("Snapshot (%1)", "the scenario's own moment (its step)").arg(EventText::stepName(snapshot.step)),
        tr("The scenario as its file sets it, before any event."), false});
    for (int i = 0; i < snapshot.events.size(); ++i) {
        const GameEvent& e = snapshot.events[i];
        const EventOutcome* outcome = i < play.events.size() ? &play.events[i] : nullptr;
        const GameState& before = i == 0 || i > play.events.size() ? snapshot : play.events[i - 1].state;
        Row row{e.id, EventText::summary(e, outcome, before), QString(), false};
        QStringList details;
        details << tr("Event %1").arg(e.id);
        if (outcome) {
            row.refused = !outcome->done;
            for (const EventProblem& p : outcome->problems)
                details << tr("Refused: %1 (%2)").arg(EventText::line(p.text, p.message), p.rule);
            details << EventText::happened(*outcome);
        }
        row.details = details.join(QLatin1Char('\n'));
        out << row;
    }
    return out;
}

void EventsModel::sync()
{
    QVector<Row> fresh = rows();
    if (fresh.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(fresh);
        endResetModel();
        return;
    }
    m_rows = std::move(fresh);
    emit dataChanged(index(0), index(m_rows.size() - 1));
}

int EventsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows.size();
}

QVariant EventsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return index.row() == 0 ? row.text : QStringLiteral("%1  %2").arg(row.id, row.text);
    case Qt::ToolTipRole:
        return row.details;
    case Qt::ForegroundRole:
        return row.refused ? QVariant(QBrush(QColor(0xb9, 0x1c, 0x1c))) : QVariant();
    case Qt::FontRole: {
        if (index.row() != 0 && !row.refused)
            return {};
        QFont font;
        font.setItalic(row.refused);
        font.setBold(index.row() == 0);
        return font;
    }
    case EventIdRole:
        return row.id;
    case RefusedRole:
        return row.refused;
    default:
        return {};
    }
}

}   // namespace strata::ui
