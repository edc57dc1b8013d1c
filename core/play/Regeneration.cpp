#include "Regeneration.h"
#include "CombatRemoval.h"
#include "CombatRules.h"

namespace strata {

void addRegenerationShield(GameTable& table, const QString& effect, int index)
{
    const GameObject& o = table.state().objects[index];
    if (o.zone != Zone::Battlefield)
        return;   // 701.19a: only a permanent is regenerated
    table.records.shields << GameTable::PreventionShield{effect, o.id, o.incarnation, kRegenerationShield, table.state().turn, QString(), -1, QString(), -1};
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "the next time %1 would be destroyed this turn, it is regenerated instead (701.19a)"),
        {table.nameOf(o.id)}));
}

bool regenerates(GameTable& table, int index)
{
    GameState& gs = table.state();
    GameObject& o = gs.objects[index];
    for (int s = 0; s < table.records.shields.size(); ++s) {
        const GameTable::PreventionShield& sh = table.records.shields[s];
        if (sh.remaining != kRegenerationShield || sh.to != o.id || sh.incarnation != o.incarnation || sh.turn != gs.turn)
            continue;
        // 701.19c: "can't be regenerated this turn" (Hurr Jackal, Engulfing Flames): the shield does
        // nothing and is not used up; the effect ends with the turn (514.2), the shield with it.
        if (const QString e = CombatRules(gs, table.resolution()).ruleEffect(index, RuleName::CantBeRegenerated); !e.isEmpty()) {
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "%1 can't be regenerated this turn (%2): its regeneration shield does nothing (701.19c)"),
                {table.nameOf(o.id), ruleOrigin(table.resolution(), index, e)}));
            return false;
        }
        table.records.shields.remove(s);   // 614.8: the shield is used up
        o.tapped = true;
        o.damage = 0;
        o.deathtouchDamage = false;
        takeOutOfCombat(o);   // 506.4
        table.touched();
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "%1 is regenerated instead of destroyed: tapped, its damage removed and removed from combat (701.19a, 614.8)"),
            {table.nameOf(o.id)}));
        return true;
    }
    return false;
}

}   // namespace strata
