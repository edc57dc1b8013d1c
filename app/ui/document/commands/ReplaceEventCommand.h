#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Replaces one event by an edited one.
class ReplaceEventCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(ReplaceEventCommand)
public:
    ReplaceEventCommand(ScenarioDocument* doc, int index, const GameEvent& event);
    void redo() override;
    void undo() override;

private:
    int m_index;
    GameEvent m_before, m_after;
};

}   // namespace strata::ui
