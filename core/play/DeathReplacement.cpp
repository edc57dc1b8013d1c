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

Zone zoneInsteadOfGraveyard(GameTable& table, const Resolution& before, int index, Zone to)
{
    if (to != Zone::Graveyard || index >= before.chars.size())
        return to;
    for (const AbilityInstance& a : before.chars[index].abilities)
        if (a.def && a.def->kind == AbilityDef::Kind::Replacement && a.def->replacement.shuffledIntoLibraryInstead) {
            // The new order is hidden (701.20), as after any shuffle the event player performs.
            table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                    "%1 would be put into a graveyard: it is revealed and shuffled into its owner's "
                                    "library instead; the new order is hidden and not shown (614.1a, 701.20)"),
                {before.chars[index].name}));
            return Zone::Library;
        }
    return to;
}

}   // namespace strata
