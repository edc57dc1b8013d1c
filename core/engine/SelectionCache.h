#pragma once
#include "Effect.h"
#include <QHash>

namespace strata {

class Evaluator;

// Remembers which objects a selector picked, so that twenty Glorious Anthems ask the board once for
// "creatures you control" rather than twenty times. When an application writes something the
// selector reads (its facets), the engine says so through forget() with the objects it wrote: a
// cacheable selector tests each object on its own values alone, so only those objects can have
// joined or left, and find() tests them again rather than the whole board (a Kwende's "creatures
// you control with first strike" was picked afresh from every permanent after each first-strike
// grant).
class SelectionCache {
public:
    // The cached answer for `sel` on behalf of `effect`, or nullptr; brought up to date with `eval`.
    const QVector<int>* find(const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const Evaluator& eval);
    void store(const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const QVector<int>& picked);
    // An application wrote `written` on `objects`, on a board of `boardSize` objects.
    void forget(Facets written, const QVector<int>& objects, int boardSize);
    void clear() { m_entries.clear(); }

    // Whether the answer depends only on the board, the effect's controller and its source.
    static bool cacheable(const Selector& sel);

private:
    struct Entry {
        QSharedPointer<Selector> selector;   // kept alive, so its address names it
        QString controller;
        int source = -1;   // only for selectors that say "other"
        Facets reads = 0;
        QVector<int> picked;   // sorted
        QVector<int> retest;   // objects written since picked was right, maybe repeated
    };
    static void bringUpToDate(Entry& entry, const ContinuousEffect& effect, const Evaluator& eval);
    static int sourceKey(const Selector& sel, const ContinuousEffect& effect);
    QHash<const Selector*, QVector<Entry>> m_entries;
};

}   // namespace strata
