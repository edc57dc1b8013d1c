#pragma once
#include "EngineContext.h"
#include "Resolution.h"

namespace strata {

// Computes every object's characteristics through the layer system (CR 613) and records each step.
// A pure function of the game state: the same state gives the same Resolution.
//
// The work is split by job: EffectCollector finds the effects, StageScheduler orders each stage's
// effects (613.8, asking TrialApplication and remembering answers in AnswerCache), StageApplication
// applies them and writes the trace; EffectFootprint says what each effect reads and writes.
class LayerEngine {
public:
    using Options = EngineOptions;
    static Resolution resolve(const GameState& state, Options options);
    static Resolution resolve(const GameState& state) { return resolve(state, Options{}); }

    using Stage = LayerStage;
    static QVector<Stage> stages(RulesEdition edition);
};

}   // namespace strata
