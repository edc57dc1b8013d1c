#include "AttachCommand.h"

namespace strata::ui {

AttachCommand::AttachCommand(ScenarioDocument* doc, const QString& objectId, const QString& hostId, int timestamp)
    : DocumentCommand(doc), m_objectId(objectId), m_newHost(hostId), m_newTimestamp(timestamp)
{
    const GameObject* o = state().object(objectId);
    m_oldHost = o->attachedTo;
    m_oldTimestamp = o->timestamp;
    m_oldGroup = o->enteredTogether;
    m_newGroup = hostId.isEmpty() ? m_oldGroup : QString();
    if (hostId.isEmpty()) {
        setText(tr("Unattach %1").arg(nameOf(objectId)));
    } else {
        const Player* player = state().player(hostId);
        setText(tr("Attach %1 to %2").arg(nameOf(objectId), player ? player->name : nameOf(hostId)));
    }
}

void AttachCommand::set(const QString& host, int timestamp, const QString& group)
{
    change([&](GameState& s) {
        GameObject& o = s.objects[s.objectIndex(m_objectId)];
        o.attachedTo = host;
        // Counters already on it keep the timestamp they were placed with (613.7c); only the
        // object's own timestamp moves.
        o.timestamp = timestamp;
        o.enteredTogether = group;
    });
}

void AttachCommand::redo()
{
    set(m_newHost, m_newTimestamp, m_newGroup);
}

void AttachCommand::undo()
{
    set(m_oldHost, m_oldTimestamp, m_oldGroup);
}

}   // namespace strata::ui
