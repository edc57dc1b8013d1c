#pragma once
#include "DocumentCommand.h"
#include <QHash>
#include <QPointF>

namespace strata::ui {

// Moves cards on the board to where the user let them go. The places are saved in the scenario
// (its "layout" key), so a move is an edit like any other; it changes no rule, so nothing is
// recomputed.
class MoveCardsCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveCardsCommand)
public:
    MoveCardsCommand(ScenarioDocument* doc, const QHash<QString, QPointF>& to);
    void redo() override;
    void undo() override;

private:
    QHash<QString, ScenarioDocument::CardPlace> m_before, m_after;
};

}   // namespace strata::ui
