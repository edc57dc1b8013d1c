#include "LayerEngine.h"
#include "EffectCollector.h"
#include "PrintedCharacteristics.h"
#include "StageScheduler.h"

namespace strata {

QString orderReasonName(OrderReason r)
{
    switch (r) {
    case OrderReason::Cda:
        return QStringLiteral("cda");
    case OrderReason::Timestamp:
        return QStringLiteral("timestamp");
    case OrderReason::Dependency:
        return QStringLiteral("dependency");
    case OrderReason::DependencyLoop:
        return QStringLiteral("dependency_loop");
    }
    return {};
}

QVector<LayerEngine::Stage> LayerEngine::stages(RulesEdition edition)
{
    using C = Stage::Counters;
    QVector<Stage> s = {
        {Layer::L1a, "1a", C::Exclude},
        {Layer::L1b, "1b", C::Exclude},
        {Layer::L2, "2", C::Exclude},
        {Layer::L3, "3", C::Exclude},
        {Layer::L4, "4", C::Exclude},
        {Layer::L5, "5", C::Exclude},
        {Layer::L6, "6", C::Include},
        {Layer::L7a, "7a", C::Exclude},
        {Layer::L7b, "7b", C::Exclude},
    };
    if (edition == RulesEdition::Rules2016) {
        // The seeds' edition: counters had a sublayer of their own, before switching.
        s << Stage{Layer::L7c, "7c", C::Exclude} << Stage{Layer::L7c, "7d", C::Only}
          << Stage{Layer::L7d, "7e", C::Exclude};
    } else {
        s << Stage{Layer::L7c, "7c", C::Include} << Stage{Layer::L7d, "7d", C::Exclude};
    }
    s << Stage{Layer::Players, "players", C::Exclude} << Stage{Layer::Rules, "rules", C::Exclude};
    return s;
}

Resolution LayerEngine::resolve(const GameState& state, Options options)
{
    EngineContext ctx(state, options);
    const int n = state.objects.size();
    ctx.chars.resize(n);
    ctx.res.rulesEffects.resize(n);
    ctx.res.sba.resize(n);
    for (int i = 0; i < n; ++i)
        ctx.chars[i] = printedCharacteristics(state.objects[i]);

    EffectCollector collector(ctx);
    collector.collectResolvedEffects();
    collector.collectCounterEffects();
    collector.collectFaceDownEffects();
    collector.collectGrantedEnteringCopies();
    for (const Stage& stage : stages(state.rules)) {
        // Static abilities appear or vanish only when a step changes abilities (layers 1, 3, 4, 6).
        if (ctx.abilitiesMayHaveChanged || stage.layer == Layer::L1a) {
            collector.scanStatics(stage);
            ctx.abilitiesMayHaveChanged = false;
        }
        if (ctx.overLimit())
            break;
        StageScheduler(ctx, collector, stage).run();
        if (stage.layer == Layer::L1b)
            collector.dropStaticsReplacedInLayer1();
    }
    return std::move(ctx.res);
}

}   // namespace strata
