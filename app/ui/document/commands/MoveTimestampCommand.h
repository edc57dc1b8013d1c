#pragma once
#include "DocumentCommand.h"
#include "document/TimestampOrder.h"

namespace strata::ui {

// Reorders timestamps (613.7): places one object, effect or counter kind just before or after
// another, changing as few timestamps as it can (timestampsAfterMove): the moved one may take a
// value no one held, leaving its own unused, as an Equipment attached does (613.7e). An object moved by hand leaves its
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
