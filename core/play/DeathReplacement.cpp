#include "DeathReplacement.h"
#include "CombatRules.h"

namespace strata {

Zone zoneInsteadOfDying(GameTable& table, const Resolution& before, int index, Zone from, Zone to)
{
    if (from != Zone::Battlefield || to != Zone::Graveyard)   // 700.4: only dying is replaced
        return to;
    const QString e = CombatRules(table.state(), before).ruleEffect(index, RuleName::ExiledIfItWouldDie);
    if (e.isEmpty())
        return to;
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 would die: it is exiled instead (%2, 614.1a)"),
        {before.chars[index].name, ruleOrigin(before, index, e)}));
    return Zone::Exile;
}

}   // namespace strata
