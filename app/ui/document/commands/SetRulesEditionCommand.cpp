#include "SetRulesEditionCommand.h"

namespace strata::ui {

SetRulesEditionCommand::SetRulesEditionCommand(ScenarioDocument* doc, RulesEdition edition)
    : DocumentCommand(doc), m_before(doc->state().rules), m_after(edition)
{
    setText(edition == RulesEdition::Rules2016 ? tr("Use the 2016 rules") : tr("Use the current rules"));
}

void SetRulesEditionCommand::set(RulesEdition edition)
{
    change([edition](GameState& s) { s.rules = edition; });
}

void SetRulesEditionCommand::redo()
{
    set(m_after);
}

void SetRulesEditionCommand::undo()
{
    set(m_before);
}

}   // namespace strata::ui
