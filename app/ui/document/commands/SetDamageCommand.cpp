#include "SetDamageCommand.h"

namespace strata::ui {

SetDamageCommand::SetDamageCommand(ScenarioDocument* doc, const QString& objectId, int damage, bool fromDeathtouch)
    : DocumentCommand(doc), m_objectId(objectId), m_after{damage, fromDeathtouch}
{
    const GameObject* o = state().object(objectId);
    m_before = {o->damage, o->deathtouchDamage};
    setText(tr("Mark %1 damage on %2").arg(damage).arg(nameOf(objectId)));
}

void SetDamageCommand::set(Marked m)
{
    change([&](GameState& s) {
        GameObject& o = s.objects[s.objectIndex(m_objectId)];
        o.damage = m.damage;
        o.deathtouchDamage = m.deathtouch;
    });
}

void SetDamageCommand::redo()
{
    set(m_after);
}

void SetDamageCommand::undo()
{
    set(m_before);
}

bool SetDamageCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetDamageCommand*>(other);
    if (next->m_objectId != m_objectId)
        return false;
    m_after = next->m_after;
    setText(next->text());
    setObsolete(m_after.damage == m_before.damage && m_after.deathtouch == m_before.deathtouch);
    return true;
}

}   // namespace strata::ui
