#pragma once
#include "Effect.h"
#include <QHash>

namespace strata {

// Remembers which objects a selector picked, so that twenty Glorious Anthems ask the board once for
// "creatures you control" rather than twenty times. An answer holds until an application writes
// something the selector reads (its facets); the engine says so through forget().
class SelectionCache {
public:
    // The cached answer for `sel` on behalf of `effect`, or nullptr.
    const QVector<int>* find(const QSharedPointer<Selector>& sel, const ContinuousEffect& effect) const;
    void store(const QSharedPointer<Selector>& sel, const ContinuousEffect& effect, const QVector<int>& picked);
    void forget(Facets written);
    void clear() { m_entries.clear(); }

    // Whether the answer depends only on the board, the effect's controller and its source.
    static bool cacheable(const Selector& sel);

private:
    struct Entry {
        QSharedPointer<Selector> selector;   // kept alive, so its address names it
        QString controller;
        int source = -1;   // only for selectors that say "other"
        Facets reads = 0;
        QVector<int> picked;
    };
    static int sourceKey(const Selector& sel, const ContinuousEffect& effect);
    QHash<const Selector*, QVector<Entry>> m_entries;
};

}   // namespace strata
