#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Puts a new object (a card on a battlefield, in a graveyard, in exile…) at the end of the scenario.
class AddObjectCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(AddObjectCommand)
public:
    AddObjectCommand(ScenarioDocument* doc, const GameObject& object);
    void redo() override;
    void undo() override;

private:
    GameObject m_object;
};

}   // namespace strata::ui
