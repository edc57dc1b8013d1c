#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Replaces the choices made for an object as it entered, or for a resolved spell or ability
// (a colour for Painter's Servant, a creature type for Conspiracy, the object a Clone copies…).
class SetChoicesCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(SetChoicesCommand)
public:
    SetChoicesCommand(ScenarioDocument* doc, const QString& objectOrEffectId, const Choices& choices);
    void redo() override;
    void undo() override;

private:
    void set(const Choices& choices);
    QString m_id;
    Choices m_before, m_after;
};

}   // namespace strata::ui
