#pragma once
#include "DependencyAnswer.h"
#include "EngineContext.h"
#include <QHash>
#include <optional>

namespace strata {

// Effects a 613.8a trial cannot tell apart, and the scan answers one pair of them gave on the current
// board. Twenty Conspiracies naming Elf, or a hundred Life and Limbs, are twins: the same ability
// (same selector, same operations, same footprint), the same controller and source choices, nothing
// read from the source's own position (no count, no copy, no "other" below a union). Asking "does a
// depend on b" by trying b object by object (TrialApplication::dependsOnScanning) then gives the same
// answer for every a of one class and every b of another, provided:
//   - b applies to the very same objects (compared, not assumed: "other" sets differ), and applies now
//     or not alike;
//   - a's source is not among those objects: only there does a look at its own source (whether its
//     ability is still there, 613.8a), and its source is where twins differ.
// One trial per pair of classes then answers all their pairs, until the next application changes the
// board. On a large dependency loop (patho.py loop: 400 layer-4 effects) every pair was a trial over
// hundreds of objects after each application.
class TwinEffects {
public:
    explicit TwinEffects(const EngineContext& ctx) : m_ctx(ctx) { }

    // Forgets every class and answer (a text change rewrote effects, or a new stage).
    void clear();
    // Puts e, pending with its footprint worked out, in the class of its twins, or in none.
    void classify(const ContinuousEffect& e);

    // The answer found for twins of (a, b) scanning `objects`, b's objects now, when it stands for (a, b).
    // `reachesSource`: whether `objects` holds a's source (the caller knows it without a search).
    std::optional<ScanAnswer> answerFor(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap,
        const QVector<int>& objects, bool reachesSource);
    // Keeps the answer just found for (a, b) for their twins, when it can stand for them.
    void remember(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap, const QVector<int>& objects,
        bool reachesSource, const ScanAnswer& answer);

private:
    struct Key {
        int classA, classB;
        Facets overlap;
        bool operator==(const Key& o) const
        {
            return classA == o.classA && classB == o.classB && overlap == o.overlap;
        }
        friend size_t qHash(const Key& k, size_t seed = 0) { return qHashMulti(seed, k.classA, k.classB, k.overlap); }
    };
    struct Found {
        ScanAnswer answer;
        QVector<int> objects;   // b's objects it was found on
        bool bApplies = false;
    };
    int classOf(const ContinuousEffect& e) const { return e.slot < m_classOf.size() ? m_classOf[e.slot] : -1; }
    // Whether (a, b) may share an answer with twins; the key when so.
    std::optional<Key> keyFor(const ContinuousEffect& a, const ContinuousEffect& b, Facets overlap, bool reachesSource) const;
    bool eligible(const ContinuousEffect& e) const;
    bool twins(const ContinuousEffect& x, const ContinuousEffect& y) const;
    void dropAnswersOfOtherBoards();

    const EngineContext& m_ctx;
    QVector<int> m_classOf;                              // by effect slot: its class, or -1
    QVector<const ContinuousEffect*> m_representative;   // by class: its first member
    QMultiHash<size_t, int> m_classesByHash;             // a cheap hash of what twins share → classes
    QHash<Key, Found> m_found;
    quint64 m_board = 0;   // EngineContext::applications when m_found was filled
};

}   // namespace strata
