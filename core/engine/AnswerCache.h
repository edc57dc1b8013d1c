#pragma once
#include "DependencyAnswer.h"
#include "EngineContext.h"
#include <QHash>

namespace strata {

// Within a stage: who each pending effect applies to, and remembered answers to "does a depend on b"
// (613.8). 613.8c asks again after every application; an answer is kept only while the applications
// since changed nothing it looks at (see forgetStaleAnswers()).
class AnswerCache {
public:
    explicit AnswerCache(const EngineContext& ctx) : m_ctx(ctx) { }

    void clear();
    // Who e applies to now, and the same as a bitmap over the board.
    const QVector<int>& affectedOf(const ContinuousEffect* e);
    const QVector<bool>& reachOf(const ContinuousEffect* e);

    // The remembered answer for (a, b), or nullptr (always when reuse is off).
    PairAnswer* find(const ContinuousEffect* a, const ContinuousEffect* b);
    void store(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer);

    // After `applied` applied to `touched`: drops, or marks for rechecking on the touched objects,
    // the answers that application may have changed.
    void forgetStaleAnswers(const ContinuousEffect& applied, Layer layer, const QVector<int>& touched);
    // Drops who `applied` applied to, and the sets of effects whose selectors read what it wrote.
    void forgetAffected(const ContinuousEffect* applied, Facets written);

private:
    using Pair = QPair<const ContinuousEffect*, const ContinuousEffect*>;
    class Impact;

    const EngineContext& m_ctx;
    QHash<const ContinuousEffect*, QVector<int>> m_affected;
    QHash<const ContinuousEffect*, QVector<bool>> m_affectedBits;   // the same sets as bitmaps
    QHash<Pair, PairAnswer> m_pairs;
    // For each effect, the effects it shares a remembered answer with (either way round; entries
    // for answers dropped since are harmless): an application visits the answers of the effects it
    // can affect, not every answer (which grew with the square of the stage's effects).
    QHash<const ContinuousEffect*, QVector<const ContinuousEffect*>> m_partners;
};

}   // namespace strata
