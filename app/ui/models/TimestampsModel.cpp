#include "TimestampsModel.h"
#include "DisplayText.h"
#include "document/ScenarioDocument.h"
#include "document/commands/AttachCommand.h"
#include "text/RulesTextCache.h"
#include <QMimeData>
#include <QSet>
#include <QUndoStack>
#include <algorithm>
#include <functional>

namespace strata::ui {

namespace {

// Rows dragged inside the timestamps view; the payload is the row number.
constexpr char kRowMimeType[] = "application/x-strata-timestamp-row";

bool sameKeys(const QVector<TimestampEntry>& a, const QVector<TimestampEntry>& b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].key != b[i].key)
            return false;
    return true;
}

// Whether `after` is `before` with the one row at `from` taken out and put back at `to`.
bool isOneMove(const QVector<TimestampEntry>& before, const QVector<TimestampEntry>& after, int from, int to)
{
    if (before[from].key != after[to].key)
        return false;
    const int step = from < to ? 1 : -1;   // the rows between slide one place towards `from`
    for (int i = from; i != to; i += step)
        if (before[i + step].key != after[i].key)
            return false;
    return true;
}

}   // namespace

TimestampsModel::TimestampsModel(ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_doc(document), m_entries(timestampEntries(document->state()))
{
    connect(document, &ScenarioDocument::resolved, this, &TimestampsModel::sync);
    m_language = RulesTextCache::languageChanges();
    for (const TimestampEntry& e : std::as_const(m_entries))
        m_shown << shown(e.key);
}

TimestampsModel::Shown TimestampsModel::shown(const TimestampKey& key) const
{
    Shown s{name(key), controller(key), {}};
    if (key.kind == TimestampKey::Kind::Object)
        if (const GameObject* o = m_doc->state().object(key.id))
            s.enteredTogether = o->enteredTogether;
    return s;
}

void TimestampsModel::refreshIfLanguageChanged() const
{
    if (m_language == RulesTextCache::languageChanges() || !m_doc)
        return;
    m_language = RulesTextCache::languageChanges();
    for (int r = 0; r < m_entries.size(); ++r)
        m_shown[r] = shown(m_entries[r].key);
}

void TimestampsModel::sync()
{
    const QVector<TimestampEntry> entries = timestampEntries(m_doc->state());
    if (!sameKeys(entries, m_entries))
        restructure(entries);
    // The rows now stand for the same holders: announce those whose values changed, in runs, so
    // the view repaints them alone (a reset or one announcement of every row repainted all and
    // measured every row again).
    refreshIfLanguageChanged();
    m_rowsAnnounced = 0;
    int runStart = -1;
    for (int r = 0; r <= entries.size(); ++r) {
        bool changed = false;
        if (r < entries.size()) {
            Shown now = shown(entries[r].key);
            changed = entries[r].timestamp != m_entries[r].timestamp || !(now == m_shown[r]);
            m_entries[r].timestamp = entries[r].timestamp;
            m_shown[r] = std::move(now);
        }
        if (changed && runStart < 0)
            runStart = r;
        if (!changed && runStart >= 0) {
            m_rowsAnnounced += r - runStart;
            emit dataChanged(index(runStart, 0), index(r - 1, ColumnCount - 1));
            runStart = -1;
        }
    }
}

void TimestampsModel::restructure(const QVector<TimestampEntry>& entries)
{
    // The common edits add, remove or move one holder: find the block that differs.
    int head = 0;
    while (head < entries.size() && head < m_entries.size() && entries[head].key == m_entries[head].key)
        ++head;
    int tail = 0;
    while (tail < entries.size() - head && tail < m_entries.size() - head
        && entries[entries.size() - 1 - tail].key == m_entries[m_entries.size() - 1 - tail].key)
        ++tail;
    const int removed = int(m_entries.size()) - head - tail;
    const int added = int(entries.size()) - head - tail;
    const int last = head + removed - 1;   // the last row of the block, when the block is a move
    if (added == 1 && removed == 0) {
        beginInsertRows({}, head, head);
        m_entries.insert(head, entries[head]);
        m_shown.insert(head, shown(entries[head].key));
        endInsertRows();
    } else if (removed == 1 && added == 0) {
        beginRemoveRows({}, head, head);
        m_entries.remove(head);
        m_shown.remove(head);
        endRemoveRows();
    } else if (added == removed && removed >= 2 && isOneMove(m_entries, entries, head, last)) {
        beginMoveRows({}, head, head, {}, last + 1);   // Qt counts the destination before the move
        m_entries.move(head, last);
        m_shown.move(head, last);
        endMoveRows();
    } else if (added == removed && removed >= 2 && isOneMove(m_entries, entries, last, head)) {
        beginMoveRows({}, last, last, {}, head);
        m_entries.move(last, head);
        m_shown.move(last, head);
        endMoveRows();
    } else {
        beginResetModel();
        m_entries = entries;
        m_shown.clear();
        for (const TimestampEntry& e : entries)
            m_shown << shown(e.key);
        endResetModel();
    }
}

int TimestampsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_entries.size();
}

int TimestampsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TimestampsModel::name(const TimestampKey& key) const
{
    const GameState& s = m_doc->state();
    if (key.kind == TimestampKey::Kind::Effect) {
        for (const ResolvedEffect& e : s.effects)
            if (e.id == key.id) {
                if (e.card)
                    return e.card->name();
                return tr("%1, ability %2")
                    .arg(s.object(e.sourceId) && s.object(e.sourceId)->card ? s.object(e.sourceId)->card->name()
                                                                            : e.sourceId)
                    .arg(e.abilityIndex);
            }
        return key.id;
    }
    const GameObject* o = s.object(key.id);
    const QString card = o && o->card ? o->card->name() : key.id;
    if (key.kind == TimestampKey::Kind::Counters)
        return tr("%1 counters on %2").arg(key.counterKind, card);
    return card;
}

QString TimestampsModel::controller(const TimestampKey& key) const
{
    const GameState& s = m_doc->state();
    if (key.kind == TimestampKey::Kind::Effect) {
        for (const ResolvedEffect& e : s.effects)
            if (e.id == key.id)
                return DisplayText::playerName(s, e.controller);
        return {};
    }
    const GameObject* o = s.object(key.id);
    return o ? DisplayText::playerName(s, o->controller) : QString();
}

QString TimestampsModel::skippedNote() const
{
    if (!m_doc || m_entries.isEmpty())
        return {};
    QSet<int> used;
    int newest = 0;
    for (const TimestampEntry& e : m_entries) {
        used.insert(e.timestamp);
        newest = std::max(newest, e.timestamp);
    }
    // Only the edits made since the file was opened say why a value is unused (the undo stack holds
    // them; one undone has left nothing): an attachment's old value is named (613.7e), a move's needs
    // no note. A file opened with a gap says nothing of its cause, and the order is all that counts
    // (613.7), so such a gap gets no note rather than a guess.
    // Dropping a card from the library onto a creature is one macro (add, then attach): its children
    // count as much as commands pushed alone.
    QMap<int, QString> leftByAttaching;
    const std::function<void(const QUndoCommand*)> collect = [&](const QUndoCommand* command) {
        const auto* attach = dynamic_cast<const AttachCommand*>(command);
        if (attach && attach->timestampLeft())
            leftByAttaching.insert(attach->timestampLeft(), attach->objectId());
        for (int c = 0; c < command->childCount(); ++c)
            collect(command->child(c));
    };
    const QUndoStack* history = m_doc->undoStack();
    for (int i = 0; i < history->index(); ++i)
        collect(history->command(i));
    QStringList missing, attached;
    for (int t = 1; t < newest; ++t) {
        if (used.contains(t) || !leftByAttaching.contains(t))
            continue;
        missing << QString::number(t);
        const QString name = this->name(TimestampKey::object(leftByAttaching.value(t)));
        if (!attached.contains(name))
            attached << name;
    }
    if (missing.isEmpty())
        return {};
    return tr("No timestamp %1: %2 got a new timestamp when attached, and the old one is not used again "
              "(CR 613.7e).", nullptr, int(missing.size()))
        .arg(missing.join(tr(", ", "between numbers")), attached.join(tr(", ", "between names")));
}

QVariant TimestampsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_doc || index.row() >= m_entries.size())
        return {};
    refreshIfLanguageChanged();
    const TimestampEntry& e = m_entries[index.row()];
    const Shown& shown = m_shown[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimestampColumn:
            return e.timestamp;
        case NameColumn:
            return shown.name;
        case KindColumn:
            switch (e.key.kind) {
            case TimestampKey::Kind::Object:
                return tr("object");
            case TimestampKey::Kind::Effect:
                return tr("effect");
            case TimestampKey::Kind::Counters:
                return tr("counters");
            }
            return {};
        case ControllerColumn:
            return shown.controller;
        }
        return {};
    case Qt::ToolTipRole:
        return e.key.id;
    case IdRole:
        return e.key.id;
    case KindRole:
        return int(e.key.kind);
    case CounterKindRole:
        return e.key.counterKind;
    case TimestampRole:
        return e.timestamp;
    case EnteredTogetherRole:
        return shown.enteredTogether;
    default:
        return {};
    }
}

QVariant TimestampsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimestampColumn:
        return tr("Timestamp");
    case NameColumn:
        return tr("Object or effect");
    case KindColumn:
        return tr("Kind");
    case ControllerColumn:
        return tr("Controller");
    }
    return {};
}

Qt::ItemFlags TimestampsModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags base = QAbstractTableModel::flags(index);
    // Dropping between rows (an invalid parent) is how a view asks for a new place.
    return index.isValid() ? base | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled : base | Qt::ItemIsDropEnabled;
}

bool TimestampsModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
    const QModelIndex& destinationParent, int destinationChild)
{
    if (!m_doc || sourceParent.isValid() || destinationParent.isValid() || count != 1 || sourceRow < 0
        || sourceRow >= m_entries.size() || destinationChild < 0 || destinationChild > m_entries.size())
        return false;
    if (destinationChild == sourceRow || destinationChild == sourceRow + 1)
        return false;   // already there
    const TimestampKey moving = m_entries[sourceRow].key;
    if (destinationChild == m_entries.size())
        return m_doc->moveTimestamp(moving, m_entries.last().key, TimestampPlacement::After);
    return m_doc->moveTimestamp(moving, m_entries[destinationChild].key, TimestampPlacement::Before);
}

QStringList TimestampsModel::mimeTypes() const
{
    return {QLatin1String(kRowMimeType)};
}

QMimeData* TimestampsModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto* data = new QMimeData;
    data->setData(QLatin1String(kRowMimeType), QByteArray::number(indexes.first().row()));
    return data;
}

bool TimestampsModel::dropMimeData(
    const QMimeData* data, Qt::DropAction action, int row, int, const QModelIndex& parent)
{
    if (action != Qt::MoveAction || !data || !data->hasFormat(QLatin1String(kRowMimeType)))
        return false;
    bool ok = false;
    const int source = data->data(QLatin1String(kRowMimeType)).toInt(&ok);
    if (!ok)
        return false;
    // Dropped on a row: take its place; between rows: `row`; below the last: the end.
    const int destination = row >= 0 ? row : parent.isValid() ? parent.row() : m_entries.size();
    moveRows({}, source, 1, {}, destination);
    // Reporting "not dropped" keeps a view from removing the source row afterwards, as it does after
    // a move between models: the document has already reordered everything.
    return false;
}

}   // namespace strata::ui
