#include "AddObjectCommand.h"

namespace strata::ui {

AddObjectCommand::AddObjectCommand(ScenarioDocument* doc, const GameObject& object)
    : DocumentCommand(doc), m_object(object)
{
    setText(tr("Add %1").arg(object.card ? object.card->name() : object.id));
}

void AddObjectCommand::redo()
{
    change([this](GameState& s) { s.objects.append(m_object); });
}

void AddObjectCommand::undo()
{
    change([this](GameState& s) { s.objects.removeAt(s.objectIndex(m_object.id)); });
}

}   // namespace strata::ui
