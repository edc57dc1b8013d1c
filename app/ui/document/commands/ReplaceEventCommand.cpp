#include "ReplaceEventCommand.h"

namespace strata::ui {

ReplaceEventCommand::ReplaceEventCommand(ScenarioDocument* doc, int index, const GameEvent& event)
    : DocumentCommand(doc), m_index(index), m_before(doc->snapshot().events.at(index)), m_after(event)
{
    setText(tr("Edit event %1").arg(m_before.id));
}

void ReplaceEventCommand::redo()
{
    change([this](GameState& s) { s.events[m_index] = m_after; }, m_index);
}

void ReplaceEventCommand::undo()
{
    change([this](GameState& s) { s.events[m_index] = m_before; }, m_index);
}

}   // namespace strata::ui
