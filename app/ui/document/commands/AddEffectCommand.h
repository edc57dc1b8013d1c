#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Adds a resolved spell or ability (with its targets and choices) at the end of the effects.
class AddEffectCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(AddEffectCommand)
public:
    AddEffectCommand(ScenarioDocument* doc, const ResolvedEffect& effect);
    void redo() override;
    void undo() override;

private:
    ResolvedEffect m_effect;
};

}   // namespace strata::ui
