#pragma once
#include "DocumentCommand.h"
#include "document/TimestampOrder.h"

namespace strata::ui {

// Reorders timestamps (613.7): places one object, effect or counter kind just before or after
// another. The timestamps already in use are handed out again in the new order, so they stay unique
// and positive and the file changes as little as possible. An object moved by hand leaves its
// entered_together group: its timestamp is now the user's choice, not the APNAP order of 613.7m that
// ScenarioReader would impose again when the file is opened.
class MoveTimestampCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveTimestampCommand)
public:
    MoveTimestampCommand(
        ScenarioDocument* doc, const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement);
    bool changesAnything() const { return !m_after.isEmpty(); }
    void redo() override;
    void undo() override;

private:
    void assign(const QVector<TimestampEntry>& timestamps, const QString& group);
    QVector<TimestampEntry> m_before, m_after;
    QString m_movedObject, m_group;   // the group the moved object leaves
};

}   // namespace strata::ui
