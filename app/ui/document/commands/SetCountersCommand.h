#pragma once
#include "DocumentCommand.h"

namespace strata::ui {

// Sets how many counters of one kind an object has (0 removes the kind). Consecutive changes of the
// same kind on the same object merge into one step of the history.
class SetCountersCommand : public DocumentCommand {
    Q_DECLARE_TR_FUNCTIONS(SetCountersCommand)
public:
    // `placedAt` > 0: the counters were placed later than the object arrived (613.7c).
    SetCountersCommand(ScenarioDocument* doc, const QString& objectId, const QString& kind, int count, int placedAt);
    void redo() override;
    void undo() override;
    int id() const override { return SetCountersId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void set(const QVector<CounterStack>& counters);
    QString m_objectId, m_kind;
    QVector<CounterStack> m_before, m_after;
};

}   // namespace strata::ui
