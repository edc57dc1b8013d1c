#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Taps or untaps a permanent ("untapped creatures", Opposition-style selectors read it).
class SetTappedCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(SetTappedCommand)
public:
    SetTappedCommand(ScenarioDocument* doc, const QString& objectId, bool tapped);
    void redo() override;
    void undo() override;

private:
    void set(bool tapped);
    QString m_objectId;
    bool m_tapped;
};

}   // namespace strata::ui
