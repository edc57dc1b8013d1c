#include "MoveEventCommand.h"

namespace strata::ui {

MoveEventCommand::MoveEventCommand(ScenarioDocument* doc, int from, int to)
    : DocumentCommand(doc), m_from(from), m_to(to)
{
    const QString id = doc->snapshot().events.at(from).id;
    setText(to < from ? tr("Move event %1 earlier").arg(id) : tr("Move event %1 later").arg(id));
}

void MoveEventCommand::redo()
{
    change([this](GameState& s) { s.events.move(m_from, m_to); }, m_to);
}

void MoveEventCommand::undo()
{
    change([this](GameState& s) { s.events.move(m_to, m_from); }, m_from);
}

}   // namespace strata::ui
