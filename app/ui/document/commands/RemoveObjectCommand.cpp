#include "RemoveObjectCommand.h"
#include <QSet>

namespace strata::ui {

namespace {

// The effects that can't stay once `objectId` is gone, in scenario order.
QVector<int> dependentEffects(const GameState& s, const QString& objectId)
{
    QSet<QString> gone;
    bool grew = true;
    // ability_from chains: an effect using an ability granted by a removed effect goes too.
    while (grew) {
        grew = false;
        for (const ResolvedEffect& e : s.effects) {
            if (gone.contains(e.id))
                continue;
            if (e.sourceId == objectId || e.targets.contains(objectId) || e.choices.copyOf == objectId
                || (!e.abilityFrom.isEmpty() && gone.contains(e.abilityFrom))) {
                gone.insert(e.id);
                grew = true;
            }
        }
    }
    QVector<int> indices;
    for (int i = 0; i < s.effects.size(); ++i)
        if (gone.contains(s.effects[i].id))
            indices.append(i);
    return indices;
}

}   // namespace

RemoveObjectCommand::RemoveObjectCommand(ScenarioDocument* doc, const QString& objectId) : DocumentCommand(doc)
{
    const GameState& s = state();
    m_index = s.objectIndex(objectId);
    m_object = s.objects.value(m_index);
    for (int i : dependentEffects(s, objectId))
        m_effects.append({i, s.effects[i]});
    for (int i = 0; i < s.objects.size(); ++i)
        if (i != m_index && (s.objects[i].attachedTo == objectId || s.objects[i].choices.copyOf == objectId))
            m_touchedBefore.append({i, s.objects[i]});
    setText(tr("Remove %1").arg(nameOf(objectId)));
}

void RemoveObjectCommand::redo()
{
    change([this](GameState& s) {
        for (const auto& [index, before] : m_touchedBefore) {
            GameObject& o = s.objects[index];
            if (o.attachedTo == m_object.id)
                o.attachedTo.clear();   // 704.5m/n will report the now unattached Aura
            if (o.choices.copyOf == m_object.id)
                o.choices.copyOf.clear();
        }
        for (int k = m_effects.size() - 1; k >= 0; --k)
            s.effects.removeAt(m_effects[k].first);
        s.objects.removeAt(m_index);
    });
}

void RemoveObjectCommand::undo()
{
    change([this](GameState& s) {
        s.objects.insert(m_index, m_object);
        for (const auto& [index, effect] : m_effects)
            s.effects.insert(index, effect);
        for (const auto& [index, before] : m_touchedBefore)
            s.objects[index] = before;
    });
}

}   // namespace strata::ui
