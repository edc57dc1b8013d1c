#include "CombatTaxes.h"
#include "engine/Evaluator.h"

namespace strata {

AttackCost attackCost(GameTable& table, const QVector<int>& attackers, const QStringList& defenders)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const Evaluator eval(gs, res.chars);
    AttackCost cost;
    for (int s = 0; s < gs.objects.size() && s < res.rulesEffects.size(); ++s) {
        for (const RuleEffectRecord& r : res.rulesEffects[s]) {
            if (r.rule != RuleName::AttackTax || !r.filter)
                continue;
            ContinuousEffect probe;
            probe.sourceIndex = r.source;
            probe.controller = r.controller;
            int taxed = 0;   // 508.1g: each creature attacking that player ("you") and in the set
            for (int k = 0; k < attackers.size(); ++k)
                if (defenders.value(k) == r.controller && eval.matches(*r.filter, probe, attackers[k]))
                    ++taxed;
            if (taxed == 0)
                continue;
            cost.generic += taxed * r.power;
            cost.sources << res.chars[s].name;
        }
    }
    return cost;
}

}   // namespace strata
