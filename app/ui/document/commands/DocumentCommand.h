#pragma once
#include "document/ScenarioDocument.h"
#include <QCoreApplication>
#include <QUndoCommand>

namespace strata::ui {

// Base of every edit: a command changes the GameState only through change(), which makes the
// document recompute the layers and tell the views (resolved()). Each subclass computes everything
// it needs when it is made, so redo() after undo() writes exactly the same values again.
class DocumentCommand : public QUndoCommand {
public:
    ScenarioDocument* document() const { return m_doc; }

protected:
    explicit DocumentCommand(ScenarioDocument* doc) : m_doc(doc) { }
    // The snapshot: what edits change, whatever moment the views show.
    const GameState& state() const { return m_doc->snapshot(); }
    void change(const std::function<void(GameState&)>& edit, std::optional<int> showEvent = {})
    {
        m_doc->applyChange(ScenarioDocument::ChangeKey(), edit, showEvent);
    }
    // The card name that tells the user which object an edit is about ("Add Glorious Anthem").
    QString nameOf(const QString& objectId) const;

private:
    ScenarioDocument* m_doc;
};

// QUndoCommand::id() values of the commands that merge consecutive edits (a spin box's steps).
enum CommandId { SetCountersId = 1, SetDamageId = 2 };

}   // namespace strata::ui
