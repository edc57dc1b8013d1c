#pragma once
#include "DependencyAnswer.h"
#include "EngineContext.h"
#include <memory>
#include <optional>

namespace strata {

// The 613.8a probe: applies an effect b on trial, without touching the board, to see whether that
// would change another effect a's existence, what a applies to, or what a does to them.
class TrialApplication {
public:
    using Delta = QHash<int, Characteristics>;   // object index → characteristics after b
    TrialApplication(const EngineContext& ctx, const LayerStage& stage);
    ~TrialApplication();

    // b applied to every object it applies to, or only to `index`.
    Delta trialDelta(const ContinuousEffect& b) const;
    Delta trialOn(const ContinuousEffect& b, int index) const;
    // Whether applying some effect, whose result is `delta`, would change a (613.8a).
    bool dependsOn(const ContinuousEffect& a, const Delta& delta) const;
    // Counts, conditions and copies look at many objects at once: only a full trial answers for them.
    bool needsWholeBoard(const ContinuousEffect& a, const ContinuousEffect& b) const;
    // When dependsOn(a, delta) can be true only if the delta holds one of a few objects (a copy
    // effect: its source and what it copies), those objects; nothing when the delta's values matter
    // elsewhere (a condition, a computed power, a selector that tests objects). Worked out once per
    // effect and stage where what a copies is named (a ref), not selected from the board.
    const std::optional<QVector<int>>& objectsThatMatter(const ContinuousEffect& a) const;
    // Looks at `objects`, all within b's reach, one at a time, and stops at the first that changes a;
    // `first`, one of them, is looked at before the others.
    ScanAnswer dependsOnScanning(
        const ContinuousEffect& a, const ContinuousEffect& b, const QVector<int>& objects, int first = -1) const;

private:
    class PartReach;
    using WatchedKeywords = QVector<QVector<KeywordChange>>;   // per part of b
    // Whether a sees b only through keywords, and which keywords of a's each part of b changes.
    WatchedKeywords watchKeywords(const ContinuousEffect& a, const ContinuousEffect& b, ScanAnswer& answer) const;
    // Whether b changes, on object `index`, whether one of the keywords a asks about is there.
    static bool keywordPresenceMayChange(
        const WatchedKeywords& watched, const PartReach& reach, int index, const Characteristics& c);
    void applyOnTrial(const ContinuousEffect& b, const PartReach& reach, int index, Characteristics& c) const;
    void applyOps(const ContinuousEffect& b, const EffectPart& part, int index, Characteristics& c) const;
    bool changesOn(const ContinuousEffect& a, int index, const Evaluator& trial) const;
    bool changesExistence(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const;
    bool changesWhatItAffects(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const;
    bool changesWhatItDoes(const ContinuousEffect& a, const Delta& delta, const Evaluator& trial) const;
    // Whether `tried`, object `index` after b, hands a's "you control" to another player.
    bool changesWhoGainsControl(const ContinuousEffect& a, int index, const Characteristics& tried) const;

    // b's trial on object `index`, kept until the board changes or another b is tried: noting who
    // depends on the effect about to apply (613.8a) tries it on the same objects for every asker.
    const Characteristics& triedOn(const ContinuousEffect& b, const PartReach& reach, int index) const;
    const PartReach& reachOf(const ContinuousEffect& b) const;
    // objectsThatMatter() worked out; `fixed` false when a selects what it copies from the board.
    std::optional<QVector<int>> objectsThatMatterNow(const ContinuousEffect& a, bool& fixed) const;

    const EngineContext& m_ctx;
    const LayerStage& m_stage;
    struct Trials;
    std::unique_ptr<Trials> m_trials;
};

}   // namespace strata
