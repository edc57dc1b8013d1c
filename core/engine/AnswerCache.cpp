#include "AnswerCache.h"
#include "EffectFootprint.h"
#include <QSet>
#include <algorithm>

namespace strata {

void AnswerCache::clear()
{
    m_pairs.clear();
    m_partners.clear();
    m_affected.clear();
    m_affectedBits.clear();
}

const QVector<int>& AnswerCache::affectedOf(const ContinuousEffect* e)
{
    auto it = m_affected.find(e);
    if (it == m_affected.end())
        it = m_affected.insert(e, m_ctx.affectedSet(*e));
    return *it;
}

const QVector<bool>& AnswerCache::reachOf(const ContinuousEffect* e)
{
    auto bits = m_affectedBits.find(e);
    if (bits == m_affectedBits.end()) {
        QVector<bool> reached(m_ctx.state.objects.size(), false);
        for (int i : affectedOf(e))
            reached[i] = true;
        bits = m_affectedBits.insert(e, reached);
    }
    return *bits;
}

PairAnswer* AnswerCache::find(const ContinuousEffect* a, const ContinuousEffect* b)
{
    if (!m_ctx.options.reuseDependencyAnswers)
        return nullptr;
    auto it = m_pairs.find(Pair(a, b));
    return it == m_pairs.end() ? nullptr : &*it;
}

void AnswerCache::store(const ContinuousEffect* a, const ContinuousEffect* b, const PairAnswer& answer)
{
    auto it = m_pairs.find(Pair(a, b));
    if (it != m_pairs.end()) {
        *it = answer;
        return;
    }
    m_pairs.insert(Pair(a, b), answer);
    m_partners[a] << b;
    m_partners[b] << a;
}

void AnswerCache::forgetAffected(const ContinuousEffect* applied, Facets written)
{
    m_affected.remove(applied);
    m_affectedBits.remove(applied);
    for (auto it = m_affected.begin(); it != m_affected.end();) {
        if (written & it.key()->footprint.selectorReads) {
            m_affectedBits.remove(it.key());
            it = m_affected.erase(it);
        } else {
            ++it;
        }
    }
}

// What one application means for each effect whose answers are kept, worked out once per effect,
// not per pair.
class AnswerCache::Impact {
public:
    struct Exposure {
        bool readsWritten = false;      // it reads a non-ability facet this step wrote
        bool selectorWritten = false;   // its selector reads what this step wrote
        bool keysHit = false;           // it reads or writes a keyword this step wrote
        bool lossHit = false;           // its existence could have been ended
        bool reachesTouched = false;    // this step touched what it applies to
        bool sourceTouched = false;
        bool conditionHit = false;
    };

    Impact(const AnswerCache& cache, const ContinuousEffect& applied, const QVector<int>& touched)
        : m_cache(cache),
          m_written(applied.footprint.writes),
          m_keysWritten(applied.footprint.keyWrites),
          m_touched(touched),
          m_touchedBits(cache.m_ctx.state.objects.size(), false)
    {
        for (int t : touched)
            m_touchedBits[t] = true;
    }
    bool touched(int index) const { return m_touchedBits[index]; }
    // Whether this application can change an answer x takes part in: the flags of of() that make a
    // pair stale or send it to a recheck, worked out from footprints alone.
    bool canAffect(const ContinuousEffect* x) const
    {
        const StageFootprint& f = x->footprint;
        return ((m_written & ~(FacetAbilities | FacetAbilityLoss)) & f.reads) || (m_written & f.selectorReads)
            || ((m_written & FacetAbilities)
                && (m_keysWritten.overlaps(f.keyReads) || m_keysWritten.overlaps(f.keyWrites)))
            || ((m_written & FacetAbilityLoss) && (f.reads & FacetAbilityLoss));
    }

    // Returned by value: a reference into the hash would dangle once a later insert regrows it.
    Exposure of(const ContinuousEffect* x)
    {
        auto it = m_exposure.constFind(x);
        if (it != m_exposure.constEnd())
            return *it;
        const StageFootprint& f = x->footprint;
        Exposure ex;
        ex.readsWritten = (m_written & ~(FacetAbilities | FacetAbilityLoss)) & f.reads;
        ex.selectorWritten = m_written & f.selectorReads;
        ex.keysHit = (m_written & FacetAbilities)
            && (m_keysWritten.overlaps(f.keyReads) || m_keysWritten.overlaps(f.keyWrites));
        ex.lossHit = (m_written & FacetAbilityLoss) && (f.reads & FacetAbilityLoss);
        ex.sourceTouched = x->sourceIndex >= 0 && m_touchedBits[x->sourceIndex];
        ex.conditionHit = x->condition && (x->condition->reads() & m_written);
        if (ex.keysHit || ex.lossHit || (m_written & FacetAbilityLoss))
            ex.reachesTouched = touchesAffected(x);
        m_exposure.insert(x, ex);
        return ex;
    }

private:
    // Whether the application touched what b applies to; unknown counts as yes.
    bool touchesAffected(const ContinuousEffect* b) const
    {
        if (b->sourceIndex >= 0 && m_touchedBits[b->sourceIndex])
            return true;
        auto cached = m_cache.m_affected.constFind(b);
        if (cached == m_cache.m_affected.constEnd())
            return true;
        // Walk the smaller set: one touched object against a board-wide selection is one lookup.
        auto bits = m_cache.m_affectedBits.constFind(b);
        if (bits != m_cache.m_affectedBits.constEnd() && m_touched.size() < cached->size())
            return std::any_of(m_touched.cbegin(), m_touched.cend(), [&](int i) { return (*bits)[i]; });
        return std::any_of(cached->cbegin(), cached->cend(), [&](int i) { return m_touchedBits[i]; });
    }

    const AnswerCache& m_cache;
    const Facets m_written;
    const AbilityKeys& m_keysWritten;
    const QVector<int>& m_touched;
    QVector<bool> m_touchedBits;
    QHash<const ContinuousEffect*, Exposure> m_exposure;
};

void AnswerCache::forgetStaleAnswers(const ContinuousEffect& applied, Layer layer, const QVector<int>& touched)
{
    // 613.8c asks for dependency afresh after each application. A cached answer survives only if
    // this application changed nothing the pair looks at: what either reads, on the objects b
    // applies to or a's source.
    if (m_pairs.isEmpty())
        return;
    Impact impact(*this, applied, touched);
    const Facets written = applied.footprint.writes;
    // In layer 6 an application that changed only abilities changed only the objects it
    // touched: an object-by-object "no" needs looking at again on those objects alone, and
    // not even there when b's keyword changes were all just made the same way.
    const bool onlyAbilitiesWritten = layer == Layer::L6 && !(written & ~(FacetAbilities | FacetAbilityLoss));
    const KeywordChangesMade made = onlyAbilitiesWritten ? keywordChangesOnly(applied, layer) : KeywordChangesMade();
    // Only a pair with a member this application can affect, or the applied effect itself, can
    // change; those are found through their members.
    QSet<Pair> visited;
    QVector<Pair> toVisit;
    for (auto p = m_partners.begin(); p != m_partners.end();) {
        const ContinuousEffect* x = p.key();
        if (x != &applied && !impact.canAffect(x)) {
            ++p;
            continue;
        }
        QVector<const ContinuousEffect*>& partners = *p;
        partners.removeIf([&](const ContinuousEffect* y) {
            const bool asA = m_pairs.contains(Pair(x, y)), asB = m_pairs.contains(Pair(y, x));
            for (const Pair& pair : {Pair(x, y), Pair(y, x)})
                if ((pair.first == x ? asA : asB) && !visited.contains(pair)) {
                    visited.insert(pair);
                    toVisit << pair;
                }
            return !asA && !asB;   // both answers gone: forget the partner
        });
        p = partners.isEmpty() ? m_partners.erase(p) : std::next(p);
    }
    for (const Pair& key : std::as_const(toVisit)) {
        auto it = m_pairs.find(key);
        const ContinuousEffect* a = key.first;
        const ContinuousEffect* b = key.second;
        bool stale = a == &applied || b == &applied;
        bool onTouchedOnly = false;   // stale only on the objects this application touched
        if (!stale) {
            const Impact::Exposure ea = impact.of(a);
            const Impact::Exposure eb = impact.of(b);
            stale = ea.readsWritten || eb.readsWritten || eb.selectorWritten;
            const bool lossRelevant = ea.lossHit || eb.lossHit;
            if (!stale && (ea.keysHit || eb.keysHit || lossRelevant)) {
                // a's source matters for its existence; as an object a applies to, it is in b's set.
                stale = ea.conditionHit || eb.conditionHit;
                onTouchedOnly = !stale && (eb.reachesTouched || (lossRelevant && ea.sourceTouched));
            }
        }
        if (onTouchedOnly && (!onlyAbilitiesWritten || !it->perObject || it->scan.depends)) {
            stale = true;
        } else if (onTouchedOnly && it->settledBy(made)) {
            // a's source is still tried in full there: its existence.
            if (a->sourceIndex >= 0 && impact.touched(a->sourceIndex))
                it->addToRecheck({a->sourceIndex});
        } else if (onTouchedOnly) {
            it->addToRecheck(touched);
        }
        if (stale)
            m_pairs.erase(it);
    }
}

}   // namespace strata
