#include "CombatRemoval.h"
#include "CombatRules.h"
#include "GameTable.h"

namespace strata {

void removeFromCombat(GameTable& table, int index)
{
    GameState& gs = table.state();
    GameObject& o = gs.objects[index];
    if (!o.attacking && o.blocking.isEmpty())
        return;
    // 509.1h: an attacker this creature blocked stays blocked; a snapshot's attacker names its blockers
    // here first, as they are read from `blocking` otherwise.
    for (const QString& id : o.blocking)
        if (const int a = gs.objectIndex(id); a >= 0 && gs.objects[a].blockedBy.isEmpty())
            gs.objects[a].blockedBy = blockersOf(gs, gs.objects[a]);
    GameObject& removed = gs.objects[index];
    removed.attacking = false;
    removed.attackTarget.clear();
    removed.band.clear();
    removed.blockedBy.clear();
    removed.blocking.clear();
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is removed from combat (506.4)"), {table.nameOf(removed.id)}));
}

void endTheTurn(GameTable& table)
{
    GameState& gs = table.state();
    // 724.1a: every object on the stack is exiled; an ability there simply leaves it.
    for (int i = 0; i < gs.objects.size(); ++i)
        if (gs.objects[i].zone == Zone::Stack) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled from the stack: the turn ends (724.1)"),
                {table.nameOf(gs.objects[i].id)}));
            table.moveObject(i, Zone::Exile);
        }
    gs.stack.clear();
    for (int i = 0; i < gs.objects.size(); ++i)
        removeFromCombat(table, i);
    // The cleanup step is next (724.1): no step between is begun.
    if (gs.step < Step::End)
        gs.step = Step::End;
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the turn ends: the cleanup step is next (724.1)"), {}));
}

}   // namespace strata
