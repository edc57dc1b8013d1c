#pragma once
#include "Effect.h"
#include <QVector>
#include <deque>
#include <functional>

namespace strata {

// For each pending effect of a stage, the pending effects it may depend on and those that may depend
// on it: the pairs whose footprints overlap (one writes what the other reads), in pending order.
// Footprints stay fixed while effects wait, so each pair's overlap is worked out once per stage, not
// once per question: 613.8c asks the same questions after every application, and comparing
// footprints (keyword and subtype names) for every pair of the round's group was most of a round on
// boards with many waiting effects.
class CandidatePairs {
public:
    // 16 bytes: a stage can hold millions of pairs.
    struct Candidate {
        int slot;         // the other effect's
        Facets overlap;   // what the one that may depend reads of what the other writes
        // A plain "no" (StageScheduler::firstAnswer gives nothing to remember: b does not reach a's
        // source) holds while b's reach version is still plainNoReach.
        bool plainNo = false;
        // A plain "no" for the whole stage: b's reach never changes, as its selector reads nothing an
        // application writes (StageScheduler::dependsNow). Rounds pass it by without asking.
        bool settledNo = false;
        int answerNode = -1;   // where the pair's answer was last remembered: a hint for AnswerCache::find
        quint32 plainNoReach = 0;
    };
    // What a reads of what b writes, by facet and name: within a's reads & b's writes, narrowed by
    // name only, so that what a reads at its source alone (readsAtSourceOnly: no name) stays whole.
    using Overlap = Facets (*)(const ContinuousEffect& a, const ContinuousEffect& b);
    using ComesFirst = bool (*)(const ContinuousEffect*, const ContinuousEffect*);

    CandidatePairs(const std::deque<ContinuousEffect>& effects, Overlap overlap, ComesFirst comesFirst)
        : m_effects(effects), m_overlap(overlap), m_comesFirst(comesFirst)
    { }

    // What b is to the pairs (a, b) where b can matter to a only at a's source (the overlap is within
    // what a reads there alone): when b's reach stays the same for the whole stage (`settles`), such
    // a pair is a "no" for the stage unless b reaches a's source, and is left out of the lists.
    struct SettlingB {
        bool settles = false;
        const QVector<int>* few = nullptr;     // its reach, when a search of it is cheap
        const QVector<bool>* bits = nullptr;   // else its reach as a bitmap
        bool reaches(int index) const { return few ? few->contains(index) : (*bits)[index]; }
    };
    using SettlingOf = std::function<SettlingB(const ContinuousEffect& b)>;
    // All pairs of `pending` (sorted by comesFirst) afresh. With `settlingOf`, the pairs it settles
    // are left out: those whose a reads at its source alone some of `stageWrites`, asked once per b.
    void rebuild(const QVector<ContinuousEffect*>& pending, Facets stageWrites = 0, const SettlingOf& settlingOf = {});
    // `e` joined `pending` (which already holds it, in its place).
    void join(ContinuousEffect* e, const QVector<ContinuousEffect*>& pending);

    // The effects e may depend on, and those that may depend on e. Both may name effects that have
    // applied since: the caller skips effects outside its round's group.
    QVector<Candidate>& mayDependOn(const ContinuousEffect* e) { return m_lists[e->slot].dependsOn; }
    QVector<Candidate>& mayBeDependedOnBy(const ContinuousEffect* e) { return m_lists[e->slot].dependents; }

private:
    struct Lists {
        QVector<Candidate> dependsOn, dependents;
    };
    void insertSorted(QVector<Candidate>& list, Candidate c) const;

    const std::deque<ContinuousEffect>& m_effects;   // by slot
    Overlap m_overlap;
    ComesFirst m_comesFirst;
    QVector<Lists> m_lists;   // by effect slot
    QVector<int> m_filled;    // the slots whose lists may hold pairs (may repeat)
};

}   // namespace strata
