#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Deletes one event; the game is then shown after the event before it.
class RemoveEventCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveEventCommand)
public:
    RemoveEventCommand(ScenarioDocument* doc, int index);
    void redo() override;
    void undo() override;

private:
    int m_index;
    GameEvent m_event;
};

}   // namespace strata::ui
