#pragma once
#include "DependencyAnswer.h"
#include "EffectCollector.h"
#include "EngineContext.h"
#include "Resolution.h"
#include <QHash>

namespace strata {

// Computes every object's characteristics through the layer system (CR 613) and records each step.
// A pure function of the game state: the same state gives the same Resolution.
class LayerEngine {
public:
    using Options = EngineOptions;
    static Resolution resolve(const GameState& state, Options options);
    static Resolution resolve(const GameState& state) { return resolve(state, Options{}); }

    using Stage = LayerStage;
    static QVector<Stage> stages(RulesEdition edition);

private:
    LayerEngine(const GameState& state, Options options);
    void run();
    void runStage(const Stage& stage);

    // Within a stage: who each pending effect applies to, and remembered 613.8 answers.
    using AffectedCache = QHash<const ContinuousEffect*, QVector<int>>;
    using AffectedBits = QHash<const ContinuousEffect*, QVector<bool>>;   // the same sets as bitmaps
    using PairCache = QHash<QPair<const ContinuousEffect*, const ContinuousEffect*>, PairAnswer>;
    // After e applied: drops or marks for rechecking the answers that application may have changed.
    void forgetStaleAnswers(const ContinuousEffect& e, const Stage& stage, PairCache& pairCache,
                            const AffectedCache& affectedCache, const AffectedBits& affectedBits) const;

    // Notes that `effect` depended on `dependsOn` in this stage (613.8), for the result and its reason.
    void recordDependency(const Stage& stage, const QString& effect, const QString& dependsOn,
                          QHash<QString, QStringList>& waitedFor);

    EngineContext m_ctx;
    EffectCollector m_collector;
};

} // namespace strata
