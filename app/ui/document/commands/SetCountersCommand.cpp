#include "SetCountersCommand.h"
#include <algorithm>

namespace strata::ui {

namespace {
bool sameCounters(const QVector<CounterStack>& a, const QVector<CounterStack>& b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].kind != b[i].kind || a[i].count != b[i].count || a[i].timestamp != b[i].timestamp)
            return false;
    return true;
}
}   // namespace

SetCountersCommand::SetCountersCommand(
    ScenarioDocument* doc, const QString& objectId, const QString& kind, int count, int placedAt)
    : DocumentCommand(doc), m_objectId(objectId), m_kind(kind)
{
    const GameObject* o = state().object(objectId);
    m_before = m_after = o->counters;
    auto stack
        = std::find_if(m_after.begin(), m_after.end(), [&kind](const CounterStack& s) { return s.kind == kind; });
    if (count == 0) {
        if (stack != m_after.end())
            m_after.erase(stack);
    } else if (stack != m_after.end()) {
        stack->count = count;
        if (placedAt > 0)
            stack->timestamp = placedAt;
    } else {
        m_after.append(CounterStack{kind, count, placedAt > 0 ? placedAt : o->timestamp});
    }
    setText(tr("Set %1 counters on %2 to %3").arg(kind, nameOf(objectId)).arg(count));
}

void SetCountersCommand::set(const QVector<CounterStack>& counters)
{
    change([&](GameState& s) { s.objects[s.objectIndex(m_objectId)].counters = counters; });
}

void SetCountersCommand::redo()
{
    set(m_after);
}

void SetCountersCommand::undo()
{
    set(m_before);
}

bool SetCountersCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetCountersCommand*>(other);
    if (next->m_objectId != m_objectId || next->m_kind != m_kind)
        return false;
    m_after = next->m_after;
    setText(next->text());
    setObsolete(sameCounters(m_before, m_after));
    return true;
}

}   // namespace strata::ui
