#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Switches between today's Comprehensive Rules and the 2016 edition (which splits counters into
// their own sublayer 7d and switching into 7e). Results are the same; layer labels change.
class SetRulesEditionCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(SetRulesEditionCommand)
public:
    SetRulesEditionCommand(ScenarioDocument* doc, RulesEdition edition);
    void redo() override;
    void undo() override;

private:
    void set(RulesEdition edition);
    RulesEdition m_before, m_after;
};

}   // namespace strata::ui
