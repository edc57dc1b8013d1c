#pragma once
#include <QCoreApplication>
#include <QPointF>
#include <QString>

namespace strata::ui {

class BoardScene;
class CardItem;
class ScenarioDocument;

// Combat declared with the mouse in Play mode, while the board shows the game after an event
// (events.md `attack`, `block`): a creature dragged onto another player's battlefield or onto an
// opposing planeswalker attacks it; a creature dragged onto an attacking creature blocks it. The
// declaration is the event right after the moment shown: while the board shows an `attack` (or
// `block`) event, each further drag adds its creature to that same event, so several attackers, or two
// blockers on one attacker, are one declaration as 509.1 requires. A creature dragged again changes
// what it attacks or blocks; with Shift held, a blocker blocks one more attacker. Every drag is one
// undoable edit; the engine checks the whole declaration.
class CombatDrag {
    Q_DECLARE_TR_FUNCTIONS(CombatDrag)
public:
    struct Plan {
        enum class Kind : quint8 { None, Attack, Block };
        Kind kind = Kind::None;
        QString creature;   // the attacker or the blocker
        QString target;     // the player or planeswalker attacked, or the attacker blocked
        QString description;   // translated: "Grizzly Bears attacks Opponent"
        bool acceptable() const { return kind != Kind::None; }
    };

    // What letting go of `dragged` at `scenePos` would declare.
    static Plan plan(const BoardScene& scene, const CardItem* dragged, QPointF scenePos);
    // Records the declaration: extends the `attack` or `block` event shown, or records a new one after
    // the moment shown. `addBlock`: a blocker already declared blocks this attacker too. Returns true
    // when the document changed.
    static bool declare(ScenarioDocument* doc, const Plan& plan, bool addBlock = false);
};

}   // namespace strata::ui
