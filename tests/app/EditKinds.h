#pragma once
// The kinds of edit strata-gui-bench times, on any board with a creature and two permanents, for
// tests that check what a view kept after each of them.
#include "document/ScenarioDocument.h"
#include <QStringList>
#include <QUndoStack>
#include <functional>
#include <vector>

namespace strata::ui::test {

struct EditKind {
    const char* name;
    std::function<bool()> edit;   // false when the document refused it
};

inline std::vector<EditKind> editKinds(ScenarioDocument& doc)
{
    QString creature;
    QStringList permanents;   // the move puts the first after the last, as strata-gui-bench does
    for (int i = 0; i < doc.state().objects.size(); ++i) {
        const GameObject& o = doc.state().objects[i];
        if (o.zone != Zone::Battlefield)
            continue;
        permanents << o.id;
        if (creature.isEmpty() && doc.resolution().chars[i].isCreature())
            creature = o.id;
    }
    if (creature.isEmpty() || permanents.size() < 2)
        return {};
    const QString first = permanents.first(), last = permanents.last();
    const auto undo = [&doc] {
        doc.undoStack()->undo();
        return true;
    };
    return {
        {"counter", [&doc, creature] { return doc.setCounters(creature, "+1/+1", 2); }},
        {"timestamp move", [&doc, first, last] { return doc.moveTimestamp(first, last, TimestampPlacement::After); }},
        {"undo of the move", undo},
        {"card added", [&doc] { return !doc.addObject("Glorious Anthem", "ana").isEmpty(); }},
        {"undo of the card", undo},
        {"counter removed", [&doc, creature] { return doc.setCounters(creature, "+1/+1", 0); }},
    };
}

}   // namespace strata::ui::test
