#pragma once
#include <QCoreApplication>
#include <QString>

class QMenu;

namespace strata::ui {

class ScenarioDocument;

// The context-menu entries that record an event about a card (events.md) right after the moment
// shown: cast it, activate one of its abilities, move it to another zone, have it deal damage, begin
// the combat damage step, and resolve the top of the stack. Each entry's objectName says what it does
// ("event-cast", "event-activate-2", "event-move-graveyard", "event-damage-bears-3",
// "event-combat-damage", "event-resolve").
class EventMenu {
    Q_DECLARE_TR_FUNCTIONS(EventMenu)
public:
    static void addTo(QMenu* menu, ScenarioDocument* doc, const QString& objectId);
};

}   // namespace strata::ui
