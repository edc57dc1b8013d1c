#include "TimelineModel.h"
#include "TraceText.h"
#include "document/ScenarioDocument.h"

namespace strata::ui {

namespace {
QStringList stepKeys(const Resolution& r)
{
    QStringList keys;
    for (const TraceStep& s : r.steps)
        keys << s.layer + QLatin1Char(' ') + s.effect;
    return keys;
}
}   // namespace

TimelineModel::TimelineModel(ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_doc(document), m_keys(stepKeys(document->resolution()))
{
    connect(document, &ScenarioDocument::resolved, this, &TimelineModel::sync);
}

void TimelineModel::sync()
{
    const QStringList keys = stepKeys(m_doc->resolution());
    if (keys == m_keys) {
        if (!m_keys.isEmpty())
            emit dataChanged(index(0, 0), index(m_keys.size() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_keys = keys;
    endResetModel();
}

int TimelineModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_keys.size();
}

int TimelineModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const TraceStep* TimelineModel::step(int row) const
{
    if (!m_doc || row < 0 || row >= m_keys.size() || row >= m_doc->resolution().steps.size())
        return nullptr;
    return &m_doc->resolution().steps[row];
}

QStringList TimelineModel::affectedIds(const TraceStep& step) const
{
    QStringList ids;
    const GameState& s = m_doc->state();
    for (int i : step.affected)
        if (i >= 0 && i < s.objects.size())
            ids << s.objects[i].id;
    return ids;
}

QString TimelineModel::text(const TraceStep& step, int column) const
{
    const GameState& s = m_doc->state();
    switch (column) {
    case LayerColumn:
        return TraceText::layerTitle(step.layer);
    case EffectColumn:
        return step.effect;
    case SourceColumn:
        if (step.source >= 0 && step.source < s.objects.size())
            return s.objects[step.source].id;
        for (const ResolvedEffect& e : s.effects)
            if (e.id == step.effect && e.card)
                return e.card->name();
        return {};
    case ReasonColumn:
        return TraceText::reason(step);
    case TimestampColumn:
        return QString::number(step.timestamp);
    case AffectedColumn:
        return affectedIds(step).join(QStringLiteral(", "));
    case AppliedColumn:
        if (step.applied)
            return tr("applied");
        return step.note.isEmpty() ? tr("not applied") : tr("not applied: %1").arg(TraceText::note(step.note));
    case RuleColumn:
        return step.rule;
    }
    return {};
}

QVariant TimelineModel::data(const QModelIndex& index, int role) const
{
    const TraceStep* s = index.isValid() ? step(index.row()) : nullptr;
    if (!s)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(*s, index.column());
    case Qt::ToolTipRole:
        if (index.column() == LayerColumn)
            return TraceText::layerDescription(s->layer, m_doc->resolution().edition);
        return text(*s, index.column());
    case LayerLabelRole:
        return s->layer;
    case EffectIdRole:
        return s->effect;
    case AppliedRole:
        return s->applied;
    case StepIndexRole:
        return index.row();
    case AffectedIdsRole:
        return affectedIds(*s);
    case DependsOnRole:
        return s->dependsOn;
    default:
        return {};
    }
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LayerColumn:
        return tr("Layer");
    case EffectColumn:
        return tr("Effect");
    case SourceColumn:
        return tr("Source");
    case ReasonColumn:
        return tr("Why here");
    case TimestampColumn:
        return tr("Timestamp");
    case AffectedColumn:
        return tr("Affected");
    case AppliedColumn:
        return tr("Applied");
    case RuleColumn:
        return tr("Rule");
    }
    return {};
}

}   // namespace strata::ui
