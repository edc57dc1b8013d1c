#include "RemoveEventCommand.h"

namespace strata::ui {

RemoveEventCommand::RemoveEventCommand(ScenarioDocument* doc, int index)
    : DocumentCommand(doc), m_index(index), m_event(doc->snapshot().events.at(index))
{
    setText(tr("Delete event %1").arg(m_event.id));
}

void RemoveEventCommand::redo()
{
    change([this](GameState& s) { s.events.remove(m_index); }, m_index - 1);
}

void RemoveEventCommand::undo()
{
    change([this](GameState& s) { s.events.insert(m_index, m_event); }, m_index);
}

}   // namespace strata::ui
