#include "CombatRemoval.h"
#include "GameTable.h"

namespace strata {

bool takeOutOfCombat(GameObject& o)
{
    if (!o.attacking && o.blocking.isEmpty())
        return false;
    // An attacker this one blocked keeps its own list of blockers, so it stays blocked (509.1h).
    o.attacking = false;
    o.attackTarget.clear();
    o.band.clear();
    o.blockedBy.clear();
    o.blocking.clear();
    return true;
}

void removeFromCombat(GameTable& table, int index)
{
    if (!takeOutOfCombat(table.state().objects[index]))
        return;
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is removed from combat (506.4)"),
        {table.nameOf(table.state().objects[index].id)}));
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
