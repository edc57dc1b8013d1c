#include "SetTappedCommand.h"

namespace strata::ui {

SetTappedCommand::SetTappedCommand(ScenarioDocument* doc, const QString& objectId, bool tapped)
    : DocumentCommand(doc), m_objectId(objectId), m_tapped(tapped)
{
    setText(tapped ? tr("Tap %1").arg(nameOf(objectId)) : tr("Untap %1").arg(nameOf(objectId)));
}

void SetTappedCommand::set(bool tapped)
{
    change([&](GameState& s) { s.objects[s.objectIndex(m_objectId)].tapped = tapped; });
}

void SetTappedCommand::redo()
{
    set(m_tapped);
}

void SetTappedCommand::undo()
{
    set(!m_tapped);
}

}   // namespace strata::ui
