#include "InsertEventCommand.h"

namespace strata::ui {

InsertEventCommand::InsertEventCommand(ScenarioDocument* doc, int index, const GameEvent& event)
    : DocumentCommand(doc), m_index(index), m_event(event)
{
    setText(tr("Record event %1").arg(event.id));
}

void InsertEventCommand::redo()
{
    change([this](GameState& s) { s.events.insert(m_index, m_event); }, m_index);
}

void InsertEventCommand::undo()
{
    change([this](GameState& s) { s.events.remove(m_index); }, m_index - 1);
}

}   // namespace strata::ui
