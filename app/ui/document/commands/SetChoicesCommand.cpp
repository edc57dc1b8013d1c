#include "SetChoicesCommand.h"

namespace strata::ui {

SetChoicesCommand::SetChoicesCommand(ScenarioDocument* doc, const QString& objectOrEffectId, const Choices& choices)
    : DocumentCommand(doc), m_id(objectOrEffectId), m_after(choices)
{
    if (const GameObject* o = state().object(objectOrEffectId))
        m_before = o->choices;
    for (const ResolvedEffect& e : state().effects)
        if (e.id == objectOrEffectId)
            m_before = e.choices;
    setText(tr("Change choices for %1").arg(nameOf(objectOrEffectId)));
}

void SetChoicesCommand::set(const Choices& choices)
{
    change([&](GameState& s) {
        const int i = s.objectIndex(m_id);
        if (i >= 0) {
            s.objects[i].choices = choices;
            return;
        }
        for (ResolvedEffect& e : s.effects)
            if (e.id == m_id)
                e.choices = choices;
    });
}

void SetChoicesCommand::redo()
{
    set(m_after);
}

void SetChoicesCommand::undo()
{
    set(m_before);
}

}   // namespace strata::ui
