#pragma once
#include <optional>
#include "Effect.h"
#include "Evaluator.h"
#include "OpApplier.h"
#include "Resolution.h"
#include "SelectionCache.h"
#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <deque>

namespace strata {

// One stage of processing: a layer or sublayer as an edition labels it (7c/7d/7e differ).
struct LayerStage {
    Layer layer;
    QString label;
    enum class Counters : quint8 { Exclude, Include, Only } counters;
};

struct EngineOptions {
    bool trace = true;                    // keep before/after values for every step
    bool dependencies = true;             // off only to measure the cost of 613.8 (benchmarks)
    bool reuseSelections = true;          // off only to check that SelectionCache changes no result
    bool reuseDependencyAnswers = true;   // off only to check that remembered 613.8 answers change no result
    // Bounds for hostile files: a resolution past either stops after the step it is in, and
    // Resolution::stoppedBy names the limit; negative turns a limit off. The slowest real board
    // measured (gen_board.py mix, 20,000 permanents) takes about 30 s of CPU and a minute on a
    // loaded 2-core machine, so five minutes stops hostile files without touching real ones
    // (docs/performance.md). The trace limit is far above real boards.
    qint64 timeLimitMs = 5 * 60 * 1000;
    qint64 traceChangeLimit = 5000000;   // about 120 MB of before/after values
};

// What the engine's jobs (collecting effects, ordering and applying them) share while one game
// state resolves: the board, the effects found so far and the result being built.
struct EngineContext {
    EngineContext(const GameState& state, EngineOptions options);
    EngineContext(const EngineContext&) = delete;
    EngineContext& operator=(const EngineContext&) = delete;

    void addEffect(ContinuousEffect&& e);
    bool inStage(const ContinuousEffect& e, const LayerStage& stage) const;
    // 613.6: started, or its generating ability is still there.
    bool isLive(const ContinuousEffect& e) const;
    // Live and, when it has a condition and has not started, the condition holds.
    bool appliesNow(const ContinuousEffect& e) const;
    // The objects a part applies to now: its fixed set once started (613.6), within the set the event
    // player fixed as a resolved effect began (611.2c).
    QVector<int> affectedBy(const EffectPart& part, const ContinuousEffect& e) const;
    // The same for every part of e, in part order.
    QVector<int> affectedSet(const ContinuousEffect& e) const;
    void applyCounters(const ContinuousEffect& e, const LayerStage& stage, int index, Characteristics& c) const;
    // affectedBy's parts: the selection (cached), and the part of it the resolved effect fixed; or, when the
    // resolved ability's one set-naming action is this part's, that fixed set as it is, with no selection.
    QVector<int> selected(const EffectPart& part, const ContinuousEffect& e) const;
    QVector<int> withinFixedSet(const EffectPart& part, const ContinuousEffect& e, QVector<int> picked) const;
    std::optional<QVector<int>> fixedSetTakenWhole(const EffectPart& part, const ContinuousEffect& e) const;
    bool heldToFixedSet(const EffectPart& part, const ContinuousEffect& e) const;

    const GameState& state;
    QHash<QString, int> objectIndex;   // object id → position, built once
    Evaluator::Attachments attachments;   // who is attached to what, built once
    EngineOptions options;
    Resolution res;
    QVector<Characteristics>& chars;
    std::deque<ContinuousEffect> effects;   // deque: stable addresses while scans add more
    QHash<QString, int> effectIndex;
    QSet<QString> dead;
    QSet<QString> staticKeys;   // effect id + ability, for statics already collected
    Evaluator eval;
    OpApplier applier;
    mutable SelectionCache selections;     // for affectedBy(), which is const
    bool footprintsStale = false;          // a text change rewrote effects during this stage
    bool abilitiesMayHaveChanged = true;   // whether static abilities need scanning again
    QVector<bool> abilitiesChangedOn;      // per object, since the last scan
    QElapsedTimer clock;                   // since the resolution began
    qint64 traceChanges = 0;               // before/after records kept so far
    quint64 applications = 0;              // applications so far: chars change only through them
    // Whether a limit of EngineOptions is passed; the first time, notes which in res.stoppedBy.
    bool overLimit();
};

// The key under which a static ability's effect counts as collected (EngineContext::staticKeys).
QString staticEffectKey(const QString& effectId, const AbilityDef* ability);

}   // namespace strata
