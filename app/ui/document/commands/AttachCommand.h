#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Attaches an Aura, Equipment or Fortification to an object or player, or unattaches it (empty host).
// Attaching gives it a new timestamp: 613.7e. It then also leaves any entered_together group, whose
// members share the moment they were attached (613.7m), since it was attached again later.
class AttachCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(AttachCommand)
public:
    AttachCommand(ScenarioDocument* doc, const QString& objectId, const QString& hostId, int timestamp);
    void redo() override;
    void undo() override;
    // The object's timestamp before it was attached, which no one holds after (613.7e); 0 if
    // attaching kept it (unattaching keeps the timestamp).
    int timestampLeft() const { return m_newTimestamp != m_oldTimestamp ? m_oldTimestamp : 0; }
    const QString& objectId() const { return m_objectId; }

private:
    void set(const QString& host, int timestamp, const QString& group);
    QString m_objectId;
    QString m_oldGroup, m_newGroup;
    QString m_oldHost, m_newHost;
    int m_oldTimestamp = 0, m_newTimestamp = 0;
};

}   // namespace strata::ui
