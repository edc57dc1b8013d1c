#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Sets the damage marked on an object and whether a source with deathtouch dealt some of it (704.5h).
// Consecutive changes on the same object merge into one step of the history.
class SetDamageCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(SetDamageCommand)
public:
    SetDamageCommand(ScenarioDocument* doc, const QString& objectId, int damage, bool fromDeathtouch);
    void redo() override;
    void undo() override;
    int id() const override { return SetDamageId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    struct Marked {
        int damage = 0;
        bool deathtouch = false;
    };
    void set(Marked m);
    QString m_objectId;
    Marked m_before, m_after;
};

}   // namespace strata::ui
