#pragma once
#include "DocumentCommand.h"
#include <QPair>

namespace strata::ui {

// Removes an effect entry, and with it the entries that used an ability it granted (ability_from),
// which would otherwise name an ability that no longer exists.
class RemoveEffectCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveEffectCommand)
public:
    RemoveEffectCommand(ScenarioDocument* doc, const QString& effectId);
    void redo() override;
    void undo() override;

private:
    QVector<QPair<int, ResolvedEffect>> m_removed;   // with their positions, ascending
};

}   // namespace strata::ui
