#include "PaidToEnd.h"
#include <algorithm>

namespace strata {

bool payToEndEffect(GameTable& table, const GameEvent& event)
{
    if (event.abilityFrom.isEmpty())
        return false;
    GameState& gs = table.state();
    for (int k = 0; k < gs.effects.size(); ++k) {
        const ResolvedEffect& r = gs.effects[k];
        if (r.id != event.abilityFrom || r.sourceId != event.object || r.abilityIndex != event.abilityIndex
            || !r.abilityFrom.isEmpty() || !r.ability)
            continue;
        const auto paid = std::find_if(r.ability->effect.cbegin(), r.ability->effect.cend(), [](const Action& a) {
            return a.continuous && a.continuous->duration == Duration::UntilPaidToEnd;
        });
        if (paid == r.ability->effect.cend())
            return false;
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 pays %2 to end effect %3 (116.2c)"),
            {table.nameOf(r.controller), paid->continuous->endCost, r.id}));
        gs.effects.remove(k);
        table.touched();
        return true;
    }
    return false;
}

}   // namespace strata
