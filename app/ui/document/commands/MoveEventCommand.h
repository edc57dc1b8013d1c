#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Moves one event to another place in the order of events.
class MoveEventCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveEventCommand)
public:
    MoveEventCommand(ScenarioDocument* doc, int from, int to);
    void redo() override;
    void undo() override;

private:
    int m_from, m_to;
};

}   // namespace strata::ui
