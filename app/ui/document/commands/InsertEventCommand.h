#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Records one event at a place in the list of events.
class InsertEventCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(InsertEventCommand)
public:
    InsertEventCommand(ScenarioDocument* doc, int index, const GameEvent& event);
    void redo() override;
    void undo() override;

private:
    int m_index;
    GameEvent m_event;
};

}   // namespace strata::ui
