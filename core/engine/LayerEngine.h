#pragma once
#include "DependencyAnswer.h"
#include "Effect.h"
#include "Evaluator.h"
#include "OpApplier.h"
#include "Resolution.h"
#include "SelectionCache.h"
#include "TraceRecorder.h"
#include <QHash>
#include <deque>

namespace strata {

// Computes every object's characteristics through the layer system (CR 613) and records each step.
// A pure function of the game state: the same state gives the same Resolution.
class LayerEngine {
public:
    struct Options {
        bool trace = true;          // keep before/after values for every step
        bool dependencies = true;   // off only to measure the cost of 613.8 (benchmarks)
        bool reuseSelections = true;   // off only to check that SelectionCache changes no result
        bool reuseDependencyAnswers = true;   // off only to check that remembered 613.8 answers change no result
    };
    static Resolution resolve(const GameState& state, Options options);
    static Resolution resolve(const GameState& state) { return resolve(state, Options{}); }

    // One stage of processing: a layer or sublayer as an edition labels it (7c/7d/7e differ).
    struct Stage {
        Layer layer;
        QString label;
        enum class Counters : quint8 { Exclude, Include, Only } counters;
    };
    static QVector<Stage> stages(RulesEdition edition);

private:
    LayerEngine(const GameState& state, Options options);
    void run();
    void initCharacteristics();
    void collectResolvedEffects();
    void collectCounterEffects();
    bool scanStatics();
    void runStage(const Stage& stage);
    void addEffect(ContinuousEffect&& e);
    bool inStage(const ContinuousEffect& e, const Stage& stage) const;
    bool isLive(const ContinuousEffect& e) const;

    // 613.8: does `a` depend on `b` right now?
    // Whether applying some effect, whose result is `deltaOfB`, would change `a` (613.8a).
    bool dependsOn(const ContinuousEffect& a, const Stage& stage, const QHash<int, Characteristics>& deltaOfB);
    QHash<int, Characteristics> trialDelta(const ContinuousEffect& b, const Stage& stage);
    // These run inside a stage's dependency search and read the effects' footprints.
    bool needsWholeBoard(const ContinuousEffect& a, const ContinuousEffect& b, const Stage& stage) const;
    // Looks at `objects`, all within b's reach, one at a time.
    ScanAnswer dependsOnScanning(const ContinuousEffect& a, const ContinuousEffect& b, const Stage& stage, const QVector<int>& objects);
    bool changesOn(const ContinuousEffect& a, const Stage& stage, int index, const Evaluator& trial) const;
    QHash<int, Characteristics> trialOn(const ContinuousEffect& b, const Stage& stage, int index);
    QVector<int> affectedSet(const ContinuousEffect& b) const;

    // Within a stage: who each pending effect applies to, and remembered 613.8 answers.
    using AffectedCache = QHash<const ContinuousEffect*, QVector<int>>;
    using AffectedBits = QHash<const ContinuousEffect*, QVector<bool>>;   // the same sets as bitmaps
    using PairCache = QHash<QPair<const ContinuousEffect*, const ContinuousEffect*>, PairAnswer>;
    // After e applied: drops or marks for rechecking the answers that application may have changed.
    void forgetStaleAnswers(const ContinuousEffect& e, const Stage& stage, PairCache& pairCache,
                            const AffectedCache& affectedCache, const AffectedBits& affectedBits) const;

    void apply(ContinuousEffect& e, const Stage& stage, OrderReason reason, const QStringList& dependsOn);
    bool mayBringStatics(const ContinuousEffect& e, const Stage& stage) const;
    void applyCounters(const ContinuousEffect& e, const Stage& stage, int index, Characteristics& c) const;
    void applyCopy(const Op& op, const ContinuousEffect& e, int index, Characteristics& c) const;
    void applyTextChange(const Op& op, const ContinuousEffect& e, int index, Characteristics& c);
    static void turnFaceDown(Characteristics& c);
    void collectFaceDownEffects();
    QVector<int> affectedBy(const EffectPart& part, const ContinuousEffect& e) const;
    // Notes that `effect` depended on `dependsOn` in this stage (613.8), for the result and its reason.
    void recordDependency(const Stage& stage, const QString& effect, const QString& dependsOn,
                          QHash<QString, QStringList>& waitedFor);
    void recordSkip(ContinuousEffect& e, const Stage& stage, const QString& note, const QString& rule);
    // A trace step for e in this stage, placed there for `reason`; the caller fills in the rest.
    TraceStep stepOf(const ContinuousEffect& e, const Stage& stage, OrderReason reason) const;
    QString ruleFor(const Stage& stage, OrderReason reason) const;

    const GameState& m_state;
    QHash<QString, int> m_objectIndex;        // object id → position, built once
    Options m_options;
    Resolution m_res;
    QVector<Characteristics>& m_chars;
    std::deque<ContinuousEffect> m_effects;   // deque: stable addresses while scans add more
    QHash<QString, int> m_effectIndex;
    QSet<QString> m_dead;
    QSet<quint64> m_seenAbilities;
    QSet<QString> m_staticKeys;               // effect id + ability, for statics already collected
    Evaluator m_eval;
    OpApplier m_applier;
    TraceRecorder m_recorder;
    mutable SelectionCache m_selections;   // for affectedBy(), which is const
    const Stage* m_stage = nullptr;
    bool m_footprintsStale = false;           // a text change rewrote effects during this stage
    bool m_abilitiesMayHaveChanged = true;    // whether static abilities need scanning again
    QVector<bool> m_abilitiesChangedOn;       // per object, since the last scan
};

} // namespace strata
