#include "TapXCosts.h"
#include "engine/Evaluator.h"

namespace strata {

std::optional<QVector<int>> permanentsTappedForX(
    GameTable& table, const AbilityDef& ability, const GameEvent& e, int source, const QString& controller)
{
    const GameState& gs = table.state();
    const Resolution& res = table.resolution();
    const Evaluator eval(gs, res.chars);
    ContinuousEffect probe;
    probe.sourceIndex = source;
    probe.controller = controller;
    const bool sourceTapped = std::any_of(ability.costParts.cbegin(), ability.costParts.cend(),
        [](const CostPart& c) { return c.mana.contains(QLatin1String("{T}")); });
    QVector<int> out;
    for (const CostPart& c : ability.costParts) {
        if (c.kind != CostKind::TapUntapped || !c.amountX || !c.card)
            continue;
        auto fits = [&](int k) {
            return k >= 0 && gs.objects[k].zone == Zone::Battlefield && !gs.objects[k].tapped && !gs.objects[k].phasedOut
                && res.chars[k].controller == controller && !(sourceTapped && k == source) && !out.contains(k)
                && eval.matches(*c.card, probe, k);
        };
        int wanted = std::max(0, e.choices.x.value_or(0));
        for (const QString& id : e.choices.objects)
            if (const int k = gs.objectIndex(id); wanted > 0 && fits(k)) {
                out << k;
                --wanted;
            }
        for (int k = 0; wanted > 0 && k < gs.objects.size(); ++k)
            if (fits(k)) {
                out << k;
                --wanted;
            }
        if (wanted > 0)
            return std::nullopt;
    }
    return out;
}

}   // namespace strata
