#include "AddEffectCommand.h"

namespace strata::ui {

AddEffectCommand::AddEffectCommand(ScenarioDocument* doc, const ResolvedEffect& effect)
    : DocumentCommand(doc), m_effect(effect)
{
    if (effect.card)
        setText(tr("Resolve %1").arg(effect.card->name()));
    else
        setText(tr("Resolve ability %1 of %2").arg(effect.abilityIndex).arg(nameOf(effect.sourceId)));
}

void AddEffectCommand::redo()
{
    change([this](GameState& s) { s.effects.append(m_effect); });
}

void AddEffectCommand::undo()
{
    change([this](GameState& s) {
        for (int i = s.effects.size() - 1; i >= 0; --i)
            if (s.effects[i].id == m_effect.id) {
                s.effects.removeAt(i);
                return;
            }
    });
}

}   // namespace strata::ui
