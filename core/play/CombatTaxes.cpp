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
            const bool walkers = r.rule == RuleName::AttackTaxYouOrPlaneswalkers;
            if ((r.rule != RuleName::AttackTax && !walkers) || !r.filter)
                continue;
            ContinuousEffect probe;
            probe.sourceIndex = r.source;
            probe.controller = r.controller;
            int taxed = 0;   // 508.1g: each creature in the set attacking that player ("you") or, for
            for (int k = 0; k < attackers.size(); ++k) {   // Sphere of Safety, a planeswalker they control
                const int walker = walkers ? gs.objectIndex(defenders.value(k)) : -1;
                const QString defending = walker >= 0 ? res.chars[walker].controller : defenders.value(k);
                if (defending == r.controller && eval.matches(*r.filter, probe, attackers[k]))
                    ++taxed;
            }
            if (taxed == 0)
                continue;
            cost.generic += taxed * r.power;
            cost.sources << res.chars[s].name;
        }
    }
    return cost;
}

}   // namespace strata
