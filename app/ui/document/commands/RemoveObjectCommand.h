#pragma once
#include "DocumentCommand.h"
#include <QPair>

namespace strata::ui {

// Takes an object out of the scenario with everything that would no longer make sense without it:
// the effects whose source or target it was (and those using abilities they granted), attachments to
// it (they stay, unattached) and "copy of" choices naming it. Undo puts every piece back in place.
class RemoveObjectCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveObjectCommand)
public:
    RemoveObjectCommand(ScenarioDocument* doc, const QString& objectId);
    void redo() override;
    void undo() override;

private:
    int m_index = -1;
    GameObject m_object;
    QVector<QPair<int, ResolvedEffect>> m_effects;     // with their positions, ascending
    QVector<QPair<int, GameObject>> m_touchedBefore;   // other objects as they were
};

}   // namespace strata::ui
